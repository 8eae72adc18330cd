import type { CleanersDeps } from '../../application/ports.js';
import { searchCleaners, type SearchCleanersInput, type SearchReads } from '../../application/search/search-cleaners.js';
import { countSearch, searchAnswerJson, searchInputOf } from './cleaner-search.routes.js';

const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** An answer as src/http/ready-answers.ts takes it (`ReadyJson`). */
interface SearchAnswer {
  json: string;
  stillValid?: () => boolean;
  ahead?: { due: () => boolean; answer: () => Promise<SearchAnswer | null> };
}

/**
 * How long before its minute ends a 3-day-filter answer has the next minute's read (in the background, six at once):
 * long enough for every question asked in the last seconds of a minute to have it at the turn.
 */
export const READ_AHEAD_MS = 30_000;

/**
 * Public search as the shell's ready answers serve it (src/http/ready-answers.ts, issue #39): the
 * route's input and JSON, from `reads` (the answer cache's totals, shared by every sort and page of a
 * question, and pages from the database: the edge keeps the bytes, not the rows), valid while
 * `generation` (the answer cache's, moved by every write and announcement) stays and, with the 3-day
 * filter, within the minute its free time was counted from; the next minute's answer is read ahead
 * of it (`ahead`), so the turn of the minute costs no caller a read.
 */
export function publicSearchAnswers(deps: CleanersDeps, reads: SearchReads, generation: () => number) {
  const search = searchCleaners(deps, reads);
  const answerAt = async (input: SearchCleanersInput, at: Date): Promise<SearchAnswer | null> => {
    const result = await search(input, at);
    if (!result.ok) return null;
    const freeAfter = result.value.freeAfter?.getTime();
    if (freeAfter === undefined) return { json: searchAnswerJson(deps, result.value) };
    const nextMinute = freeAfter + 60_000;
    return {
      json: searchAnswerJson(deps, result.value),
      stillValid: () => minuteOf(deps.clock.now().getTime()) === freeAfter,
      ahead: { due: () => deps.clock.now().getTime() >= nextMinute - READ_AHEAD_MS, answer: () => answerAt(input, new Date(nextMinute)) },
    };
  };
  return {
    path: '/api/cleaners',
    input: searchInputOf,
    answer: (input: SearchCleanersInput) => answerAt(input, deps.clock.now()),
    served: (input: SearchCleanersInput) => countSearch(deps, Math.max(1, input.page ?? 1)),
    generation,
  };
}
