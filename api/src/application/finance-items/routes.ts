import type { FastifyInstance } from 'fastify';
import type { AreaDependencies } from '../../http/api-area';

export async function registerFinanceItemsRoutes(_app: FastifyInstance, _deps: AreaDependencies): Promise<void> {}
