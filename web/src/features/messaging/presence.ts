import type { Presence } from './api/types';

export const PRESENCES: readonly Presence[] = ['online', 'away', 'busy', 'offline'];

/** The `messaging` key of a presence's label (shown as text for screen readers beside the dot). */
export function presenceLabelKey(presence: Presence): `presence.${Presence}` {
  return `presence.${PRESENCES.includes(presence) ? presence : 'offline'}`;
}

/** A short excerpt of the last message for the inbox, cut on a word when possible. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
