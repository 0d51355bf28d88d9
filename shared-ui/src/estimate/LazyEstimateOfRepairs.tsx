import type { ComponentType } from 'react';
import { lazyPart } from '../lazy-part';
import type { EstimateOfRepairsProps } from './EstimateOfRepairs';

/**
 * The estimate of repairs in a chunk of its own, with the contract's 17 categories and their rules: only a change
 * order, a draw and a new deal's repairs show it, and every signed-in page loads the kit (2.5 KB less on each).
 */
export const EstimateOfRepairs = lazyPart<EstimateOfRepairsProps>(() =>
  import('./EstimateOfRepairs').then((module) => module.EstimateOfRepairs as ComponentType<EstimateOfRepairsProps>),
);
