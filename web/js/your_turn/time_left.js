// How long a correspondence deadline leaves, in the *Your turn* list's words: "2 days", "5 h",
// "12 min". Pure functions over milliseconds, no DOM, so node can test them.

import { T } from '../texts/texts.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time left before `deadline_ms` (an epoch time) at `now_ms`, rounded down to whole days, then
 * hours, then minutes, so that it never says more than is left; '' without a deadline.
 */
export function time_left(deadline_ms, now_ms) {
  if (!Number.isFinite(deadline_ms)) return '';
  const left = Math.max(0, deadline_ms - now_ms);
  if (left >= DAY_MS) return T.days_left(Math.floor(left / DAY_MS));
  if (left >= HOUR_MS) return T.hours_left(Math.floor(left / HOUR_MS));
  return T.minutes_left(Math.floor(left / MINUTE_MS));
}

/** The epoch ms of an ISO 8601 deadline, or NaN when there is none or it cannot be read. */
export const deadline_ms = (iso) => (typeof iso === 'string' ? Date.parse(iso) : Number.NaN);
