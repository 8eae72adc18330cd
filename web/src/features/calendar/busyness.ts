import type { Busyness } from './api/types';

/** From free to full, for the legend. */
export const BUSYNESS_ORDER: readonly Busyness[] = ['available', 'somewhat_busy', 'busy', 'very_busy', 'unavailable'];
