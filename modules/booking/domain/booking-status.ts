/**
 * The booking state machine: every status, every allowed transition and who may fire it. Anything
 * not listed here is refused (409) and changes nothing. Spec section 4 names the statuses; the
 * transitions it does not show are ours (docs/decisions.md, "Booking states").
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'declined', 'declined_by_client', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the cleaner's time: the exclusion constraint of the bookings table uses the same list. */
export const ACTIVE_STATUSES = ['pending', 'confirmed', 'in_progress'] as const satisfies readonly BookingStatus[];

export type ActorRole = 'client' | 'cleaner' | 'admin' | 'system';

export const BOOKING_TRANSITION_ACTIONS = ['request', 'accept', 'decline', 'withdraw', 'expire', 'cancel', 'postpone', 'punch_in', 'punch_out', 'payment_failed', 'on_the_way', 'declare_no_show', 'announce_late'] as const;
export type TransitionAction = (typeof BOOKING_TRANSITION_ACTIONS)[number];

interface Rule {
  from: readonly BookingStatus[];
  /** null: the status does not change (postpone moves the time, not the state). */
  to: BookingStatus | null;
  by: readonly ActorRole[];
}

const RULES: Record<Exclude<TransitionAction, 'request'>, Rule> = {
  accept: { from: ['pending'], to: 'confirmed', by: ['cleaner'] },
  decline: { from: ['pending'], to: 'declined', by: ['cleaner'] },
  withdraw: { from: ['pending'], to: 'declined_by_client', by: ['client'] },
  expire: { from: ['pending'], to: 'expired', by: ['system'] },
  // Parties cancel confirmed visits (a pending one is declined or withdrawn); an admin may stop anything still active.
  cancel: { from: ['confirmed', 'pending', 'in_progress'], to: 'cancelled', by: ['client', 'cleaner', 'admin'] },
  postpone: { from: ['pending', 'confirmed'], to: null, by: ['client'] },
  punch_in: { from: ['confirmed'], to: 'in_progress', by: ['cleaner'] },
  punch_out: { from: ['in_progress'], to: 'completed', by: ['cleaner'] },
  // The deposit was refused right after the request: the request never reaches the cleaner.
  payment_failed: { from: ['pending'], to: 'cancelled', by: ['system'] },
  // "En route" (issue #18): told to the client, the status stays confirmed until the punch-in.
  on_the_way: { from: ['confirmed'], to: null, by: ['cleaner'] },
  // Issue #36: the client declares the cleaner absent (no punch-in): the visit is cancelled, its no-show recorded.
  declare_no_show: { from: ['confirmed'], to: 'cancelled', by: ['client'] },
  // Issue #36: the cleaner says they are running late, with an arrival time; the status stays confirmed.
  announce_late: { from: ['confirmed'], to: null, by: ['cleaner'] },
};

/** Parties may only cancel a confirmed visit; admins may also stop pending and in-progress ones. */
function extraCondition(action: TransitionAction, from: BookingStatus, by: ActorRole): boolean {
  if (action === 'cancel' && by !== 'admin') return from === 'confirmed';
  return true;
}

/** The status after `action`, or null when the machine refuses it. */
export function nextStatus(from: BookingStatus, action: Exclude<TransitionAction, 'request'>, by: ActorRole): BookingStatus | null {
  const rule = RULES[action];
  if (!rule.from.includes(from) || !rule.by.includes(by) || !extraCondition(action, from, by)) return null;
  return rule.to ?? from;
}

export const isActive = (status: BookingStatus): boolean => (ACTIVE_STATUSES as readonly BookingStatus[]).includes(status);

/** Statuses where the visit is over, one way or another. */
export const isFinal = (status: BookingStatus): boolean => !isActive(status);
