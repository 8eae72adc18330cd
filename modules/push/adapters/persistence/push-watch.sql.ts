import type { PushCategory } from '../../domain/push-categories.js';

/** Column of push_preferences per category (a fixed list: never text from a request). */
const COLUMN: Record<PushCategory, string> = { new_request: 'new_request', booking_answer: 'booking_answer', messages: 'messages', reminders: 'reminders', payouts: 'payouts' };

/**
 * An SQL condition, true when the person `userExpr` (an SQL expression of a uuid) has a subscribed
 * device and this category on (no row of choices: on). For a statement that writes the `push.send` row
 * itself, as messaging's insert of a message does (no statement more per message, and no row for
 * people without a device); two index probes.
 */
export function pushWatchSql(userExpr: string, category: PushCategory): string {
  return `(exists (select 1 from push_subscriptions ps where ps.user_id = ${userExpr})
           and coalesce((select pp.${COLUMN[category]} from push_preferences pp where pp.user_id = ${userExpr}), true))`;
}

export const preferenceColumn = (category: PushCategory): string => COLUMN[category];
