import type { RemoteName } from '@portal/shared-contracts';

/** Where everything listens on one machine (README, "Ports"). Only the loopback address is used. */
export const LOOPBACK = '127.0.0.1';
export const HOST_PORT = 8080;
export const API_PORT = 4000;
export const REMOTE_PORTS: Record<RemoteName, number> = { auth: 8081, deals: 8082, loans: 8083, profile: 8084, teams: 8085 };
