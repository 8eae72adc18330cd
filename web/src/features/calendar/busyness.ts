import type { Busyness } from './api/types';

/** Every busyness the API sends, once (a new value fails the typecheck here until it has its place). */
const RANK: Record<Busyness, number> = { available: 0, somewhat_busy: 1, busy: 2, very_busy: 3, unavailable: 4 };

/** From free to full, for the legend. */
export const BUSYNESS_ORDER: readonly Busyness[] = (Object.keys(RANK) as Busyness[]).sort((a, b) => RANK[a] - RANK[b]);
