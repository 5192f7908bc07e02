// The small marks of a tournament's standings: one per game of a player's row, in the order
// played (its points as text, coloured by result: win, draw, loss, bye, playing now), each game a
// link to its replay (#game=ID) or, while it is played, to watching it (#watch=ID), named in words
// for screen readers ("Win against Bob, 4 points (doubled, berserk)"); and the flame of a player
// on fire and of doubled points, drawn as inline SVG (no emoji font needed).

import { T } from '../texts/texts.js';
import { points_text } from '../texts/locale.js';
import { enc } from '../net/api.js';

const NS = 'http://www.w3.org/2000/svg';
const RESULTS = new Set(['win', 'draw', 'loss', 'bye']);

/**
 * A flame, 1em square, in the text's colour: named `label` (a span with `role="img"`, the name
 * also shown on hover, no text added to its row), or hidden from readers when `label` is null.
 */
export function flame(label = null) {
  const svg = document.createElementNS(NS, 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 16 16', width: '1em', height: '1em', class: 'icon flame', focusable: 'false', 'aria-hidden': 'true' })) svg.setAttribute(k, v);
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', 'M8 1c.5 2.4 4.5 4.2 4.5 8.2A4.5 4.5 0 0 1 8 15a4.5 4.5 0 0 1-4.5-4.5c0-2 1-3.3 2-4.2 0 1.5.7 2.6 1.7 3C7 7 7.2 3.6 8 1z');
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  if (!label) return svg;
  const mark = document.createElement('span');
  mark.className = 'flame-mark';
  mark.setAttribute('role', 'img');
  mark.setAttribute('aria-label', label);
  mark.title = label;
  mark.append(svg);
  return mark;
}

/** One game `g` of a standings row ({game, opponent, result, points, doubled, berserk}). */
export function game_mark(doc, g) {
  const result = RESULTS.has(g.result) ? g.result : 'playing';
  const opponent = g.opponent && typeof g.opponent.name === 'string' ? g.opponent.name : '';
  const points = Number.isFinite(g.points) ? g.points : 0;
  let mark;
  let label;
  if (result === 'playing') {
    label = T.tour_playing_label(opponent);
    mark = doc.createElement('a');
    mark.href = `#watch=${enc(g.game)}`;
    mark.textContent = T.tour_playing_mark;
  } else {
    const extras = [g.doubled === true ? T.tour_doubled : '', g.berserk === true ? T.tour_berserk_mark : ''].filter(Boolean);
    label = T.tour_game_label(T.tour_results[result], opponent, T.tour_points(points), extras);
    const game = typeof g.game === 'string' && result !== 'bye' ? g.game : null;
    mark = doc.createElement(game ? 'a' : 'span');
    if (game) mark.href = `#game=${enc(game)}`;
    else mark.setAttribute('role', 'img');
    mark.textContent = points_text(points);
    if (g.doubled === true) mark.append(flame());
  }
  mark.className = `tour-mark ${result}${g.doubled === true ? ' doubled' : ''}${g.berserk === true ? ' berserk' : ''}`;
  mark.dataset.result = result;
  if (typeof g.game === 'string') mark.dataset.game = g.game;
  mark.setAttribute('aria-label', label);
  mark.title = label;
  return mark;
}
