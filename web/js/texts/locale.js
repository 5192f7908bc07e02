// The chosen language's ways with numbers, plurals, dates and times, all through `Intl`: the
// catalogs (texts/<lang>/) and the screens format through these, never with a fixed locale, so a
// French page reads "1 234" and "mar. 5 déc., 14:05" where an English one reads "1,234" and
// "Tue, 5 Dec, 14:05". `set_locale` is called once, before the app starts (lang/boot.js).

import { next_task } from '../common/next_task.js';

let tag = 'en';
// Intl's formatters are costly to make and the clocks format every tick: one per kind and options.
let formatters = new Map();

const formatter_key = (Kind, opts) => `${Kind.name} ${JSON.stringify(opts ?? {})}`;

function formatter(Kind, opts) {
  const key = formatter_key(Kind, opts);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Kind(tag, opts)));
  return f;
}

/** Makes `bcp47` ("fr", "pt-BR", …) the locale of every later call. */
export function set_locale(bcp47) {
  tag = bcp47;
  formatters = new Map();
}

/** The locale in use, as a BCP 47 tag. */
export const locale = () => tag;

/**
 * The form of `forms` ({zero?, one?, two?, few?, many?, other}) that `n` takes in this language's
 * plural rules; a form a language does not name falls back to `other`.
 */
export function plural(n, forms) {
  return forms[formatter(Intl.PluralRules).select(n)] ?? forms.other;
}

/** A whole or decimal number with this language's digits grouping and decimal sign. */
export const num = (n, opts) => formatter(Intl.NumberFormat, opts).format(n);

/** A date and time, with the fields `opts` names (Intl.DateTimeFormat's options). */
export const date_time = (d, opts) => formatter(Intl.DateTimeFormat, opts).format(d);

/** A list's date and time: "5 Dec, 14:05" (Your games, a player's games). */
export const LIST_DATE = Object.freeze({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "Tue, 5 Dec, 14:05": a moment within the coming days. */
export const when_short = (d) =>
  date_time(d, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * Resolves once the date formatter of lists (`date_time` with the day, month and time) is made,
 * in a task of its own (`next_task` before and after). A page's first date formatter loads Intl's
 * locale data: 20–60 ms of main thread in Chromium on a laptop, four times that on a phone. A list
 * about to draw dates awaits this first, so that cost is not added to its draw; a page that shows
 * no date never pays it.
 */
export async function dates_ready() {
  if (formatters.has(formatter_key(Intl.DateTimeFormat, LIST_DATE))) return;
  await next_task();
  date_time(new Date(0), LIST_DATE);
  await next_task();
}

/** "14:05": a time of day. */
export const time_of_day = (d) => date_time(d, { hour: '2-digit', minute: '2-digit' });

/** A list joined as the language joins it ("a, b and c"). */
export const list = (items, type = 'conjunction') => formatter(Intl.ListFormat, { style: 'long', type }).format(items);

/** A tournament's points: "3", "2½", "½" (the half is the same sign in every language). */
export const points_text = (p) => {
  const whole = Math.floor(p);
  const half = Math.abs(p - whole - 0.5) < 1e-9;
  if (!half) return num(Math.round(p));
  return whole === 0 ? '½' : `${num(whole)}½`;
};
