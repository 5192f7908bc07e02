// Small pictures drawn as inline SVG: an emoji such as ⏱ shows as a missing-glyph box where the
// system has no emoji font (Debian's Chromium out of the box), a shape drawn here never does.

import { T } from '../texts/texts.js';

const NS = 'http://www.w3.org/2000/svg';

function svg_el(tag, attrs) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** A stopwatch face, 1em square, in the text's colour; its accessible name is `label`. */
export function clock_icon(label = T.clock_icon_label) {
  const svg = svg_el('svg', { viewBox: '0 0 16 16', width: '1em', height: '1em', class: 'icon clock-icon', role: 'img', 'aria-label': label });
  svg.append(
    svg_el('circle', { cx: 8, cy: 9, r: 6, fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8 }),
    svg_el('path', { d: 'M8 9V5.5M8 9l2.4 1.6M6.5 1.5h3M8 1.5V3', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
  );
  return svg;
}

/**
 * The mark of a registered player (an account, PROTOCOL.md "Accounts"): a check in a round
 * badge, in the text's colour, named "registered player" for screen readers and on hover. It
 * adds no text, so a name's textContent stays the name.
 */
export function account_mark() {
  const mark = document.createElement('span');
  mark.className = 'account-mark';
  mark.setAttribute('role', 'img');
  mark.setAttribute('aria-label', T.account_mark_label);
  mark.title = T.account_mark_label;
  const svg = svg_el('svg', { viewBox: '0 0 16 16', width: '1em', height: '1em', class: 'icon', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svg_el('circle', { cx: 8, cy: 8, r: 7, fill: 'currentColor' }),
    svg_el('path', { d: 'M4.6 8.3l2.3 2.3 4.5-4.9', fill: 'none', stroke: '#fff', 'stroke-width': 1.9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  );
  mark.append(svg);
  return mark;
}

/**
 * The mark of a bot (docs/bots.md): a small "BOT" label, named "bot" for screen readers. Its
 * letters come from CSS (`content: attr(data-label)`), so a name's textContent stays the name.
 */
export function bot_mark() {
  const mark = document.createElement('span');
  mark.className = 'bot-mark';
  mark.setAttribute('role', 'img');
  mark.setAttribute('aria-label', T.bot_mark_label);
  mark.title = T.bot_mark_label;
  mark.dataset.label = T.bot_mark;
  return mark;
}

/** `name` as a text node, followed by the account mark when `account` is true and the bot mark when `bot` is. */
export function name_with_mark(name, account, bot = false) {
  const parts = [document.createTextNode(name)];
  if (account === true) parts.push(account_mark());
  if (bot === true) parts.push(bot_mark());
  return parts;
}

/** The look and sound menu's mark: a circle half filled (light and dark), in the text's colour. */
export function look_icon() {
  const svg = svg_el('svg', { viewBox: '0 0 16 16', width: '1.2em', height: '1.2em', class: 'icon', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svg_el('circle', { cx: 8, cy: 8, r: 6.5, fill: 'none', stroke: 'currentColor', 'stroke-width': 1.6 }),
    svg_el('path', { d: 'M8 1.5a6.5 6.5 0 0 1 0 13z', fill: 'currentColor' }),
  );
  return svg;
}
