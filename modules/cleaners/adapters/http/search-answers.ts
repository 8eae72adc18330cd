import type { CleanersDeps } from '../../application/ports.js';
import { searchCleaners, type SearchCleanersInput, type SearchReads } from '../../application/search/search-cleaners.js';
import { countSearch, searchAnswerJson, searchInputOf } from './cleaner-search.routes.js';

const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/**
 * Public search as the shell's ready answers serve it (src/http/ready-answers.ts, issue #39): the
 * route's input and JSON, from `reads` (the answer cache's totals, shared by every sort and page of a
 * question, and pages from the database: the edge keeps the bytes, not the rows), valid while
 * `generation` (the answer cache's, moved by every write and announcement) stays and, with the 3-day
 * filter, within the minute its free time was counted from.
 */
export function publicSearchAnswers(deps: CleanersDeps, reads: SearchReads, generation: () => number) {
  return {
    path: '/api/cleaners',
    input: searchInputOf,
    answer: async (input: SearchCleanersInput) => {
      const result = await searchCleaners(deps, reads)(input);
      if (!result.ok) return null;
      const freeAfter = result.value.freeAfter?.getTime();
      return {
        json: searchAnswerJson(deps, result.value),
        ...(freeAfter === undefined ? {} : { stillValid: () => minuteOf(deps.clock.now().getTime()) === freeAfter }),
      };
    },
    served: (input: SearchCleanersInput) => countSearch(deps, Math.max(1, input.page ?? 1)),
    generation,
  };
}
