// How a chess clock reads: "5:00", "0:42", "0:09.7" (tenths in the last 10 s), "1:02:03" from an
// hour on; and a time control as "5+3" or "3 days". Pure functions, no DOM, so node can test them.

const TENTHS_BELOW_MS = 10000;

/**
 * The time left as a clock shows it. Rounded up, so "0:00.0" only once the time is really gone:
 * under 10 s in tenths, then whole seconds.
 */
export function clock_text(ms) {
  const left = Math.max(0, Number.isFinite(ms) ? ms : 0);
  const tenths = Math.ceil(left / 100);
  if (tenths * 100 < TENTHS_BELOW_MS) return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  const s = Math.ceil(left / 1000);
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** True for a Fischer clock view or time control ({limit_s, inc_s, …}). */
export const is_fischer = (c) => Boolean(c) && typeof c.limit_s === 'number' && typeof c.inc_s === 'number';

/** True for a correspondence clock ({days, …}). */
export const is_days = (c) => Boolean(c) && typeof c.days === 'number';

/** "5+3" (minutes + seconds of increment; "½+0" for 30 s, "0.25+1" for 15 s), "3 days", or ''. */
export function control_text(c) {
  if (is_days(c)) return c.days === 1 ? '1 day' : `${c.days} days`;
  if (!is_fischer(c)) return '';
  const m = c.limit_s / 60;
  const mins = m === 0.5 ? '½' : Number.isInteger(m) ? String(m) : String(Math.round(m * 100) / 100);
  return `${mins}+${c.inc_s}`;
}

/** "5+3" → {limit_s: 300, inc_s: 3}; "none" or anything else → null. */
export function parse_control(key) {
  const m = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(key ?? '');
  if (!m) return null;
  return { limit_s: Math.round(Number(m[1]) * 60), inc_s: Number(m[2]) };
}

/** The side whose time ran out on a final Fischer clock view (0 ms left), or null. */
export function flagged_side(view) {
  if (!is_fischer(view)) return null;
  if (view.south_ms <= 0 && !(view.north_ms <= 0)) return 'south';
  if (view.north_ms <= 0 && !(view.south_ms <= 0)) return 'north';
  return null;
}

/** lichess's speed of a time control: est = limit + 40 × increment s; days are correspondence. */
export function speed_of(c) {
  if (is_days(c)) return 'correspondence';
  if (!is_fischer(c)) return null;
  const est = c.limit_s + 40 * c.inc_s;
  return est < 180 ? 'bullet' : est < 480 ? 'blitz' : est < 1500 ? 'rapid' : 'classical';
}
