// A tournament in words, as the start screen's list and the tournament page both say it: its
// facts ("Arena · Kalah 6 × 4 · 3+2 (blitz) · rated · 57 minutes") and where it stands in time
// ("Starts in 4:12", "Ends in 31:05", "Round 2 of 5", "Finished"). Pure functions of the server's
// object (docs/protocol.md §Tournaments) and the time now.
//
// The start screen's list says a time beyond the hour as a distance ("Starts in 5 days", "Finished
// 3 hours ago") and the tournament page as a date: a page's first date formatter costs 20–60 ms of
// main thread in Chromium (Intl's locale data), too much for the start screen's first second.

import { T } from '../texts/texts.js';
import * as V from '../board/variant.js';
import { control_text, speed_of } from '../clock/format.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "4:05" or "1:02:03" for a time left in ms, rounded up; "0:00" once gone. */
export function countdown(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** "3+2 (blitz)" for the event's Fischer clock. */
export function clock_words(clock) {
  return clock ? T.control_option(control_text(clock), speed_of(clock)) : T.untimed;
}

/** The kind's word: "Arena" or "Swiss" (an unknown kind as sent). */
export const kind_word = (t) => T.tour_kinds[t.kind] ?? String(t.kind ?? '');

/** Its facts in one line: kind, board, clock, rated or casual, and its length. */
export function tournament_facts(t) {
  const length = t.kind === 'arena' && Number.isFinite(t.minutes) ? T.tour_minutes(t.minutes) : Number.isFinite(t.rounds) ? T.tour_rounds(t.rounds) : '';
  return [kind_word(t), V.describe(t.variant), clock_words(t.clock), t.rated === false ? T.tour_casual : T.tour_rated, length].filter(Boolean).join(' · ');
}

const at = (iso) => {
  if (typeof iso !== 'string' || iso === '') return null; // null: not known yet
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** `ms` (≥ 0) as the nearest whole count of the largest unit that fits: [n, 'days' | 'hours' | 'minutes']. */
function distance(ms) {
  if (ms >= DAY_MS) return [Math.round(ms / DAY_MS), 'days'];
  if (ms >= HOUR_MS) return [Math.min(23, Math.round(ms / HOUR_MS)), 'hours'];
  return [Math.min(59, Math.max(1, Math.round(ms / MINUTE_MS))), 'minutes'];
}

/**
 * Where `t` stands at `now` (ms since the epoch): before its start the countdown (or, more than
 * an hour ahead, the day and time), a running arena the time to its end, a running Swiss event
 * its round, then "Finished" and when. `dates` false says a time more than an hour ahead, and the
 * end of a finished event, as a distance from `now` instead of a date.
 */
export function time_text(t, now = Date.now(), { dates = true } = {}) {
  if (t.status === 'created') {
    const start = at(t.starts_at);
    if (!start) return T.tour_status.created;
    const left = start.getTime() - now;
    if (left <= 0) return T.tour_starting;
    if (left < HOUR_MS) return T.tour_starts_in(countdown(left));
    if (dates) return T.tour_starts_at(start);
    const [n, unit] = distance(left);
    return T.tour_starts_later[unit](n);
  }
  if (t.status === 'started') {
    if (t.kind === 'swiss') return Number.isFinite(t.round) && t.round > 0 && Number.isFinite(t.rounds) ? T.tour_round_of(t.round, t.rounds) : T.tour_status.started;
    const end = at(t.ends_at);
    return end ? T.tour_ends_in(countdown(end.getTime() - now)) : T.tour_status.started;
  }
  if (t.status === 'finished') {
    const end = at(t.ends_at);
    if (!end || end.getTime() > now) return T.tour_finished;
    if (dates) return T.tour_finished_at(end);
    const [n, unit] = distance(now - end.getTime());
    return T.tour_finished_ago[unit](n);
  }
  return '';
}
