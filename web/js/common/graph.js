// Small line graphs drawn as inline SVG (no chart library): a rating over a player's rated games
// (one point per game, the highest and lowest rating on the left edge), and a game's value over
// its plies (around a zero line, mistakes marked). They scale with their box; the text stays in
// the page's colours.

import { T } from '../texts/texts.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 320; // viewBox units; the element itself is as wide as its box
const H = 120;
const PAD = { left: 44, right: 10, top: 10, bottom: 12 };
const MIN_SPAN = 40; // rating points: a flat line is drawn in the middle, not on an edge

function el(tag, attrs, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The graph of `points` ([{rating, at?}], oldest first) as an <svg role="img">; `label` names
 * what is drawn (e.g. "Kalah 6 × 4").
 */
export function rating_graph(points, label) {
  const ratings = points.map((p) => p.rating);
  let lo = Math.min(...ratings);
  let hi = Math.max(...ratings);
  if (hi - lo < MIN_SPAN) {
    const mid = (hi + lo) / 2;
    lo = mid - MIN_SPAN / 2;
    hi = mid + MIN_SPAN / 2;
  }
  const x = (i) => (points.length === 1 ? (PAD.left + W - PAD.right) / 2 : PAD.left + (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (r) => PAD.top + ((hi - r) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const first = Math.round(ratings[0]);
  const last = Math.round(ratings[ratings.length - 1]);
  const svg = el('svg', {
    viewBox: `0 0 ${W} ${H}`, class: 'rating-graph', role: 'img',
    'aria-label': T.rating_graph_aria(label, points.length, first, last),
  });
  // The frame: top and bottom lines with their ratings.
  for (const [r, yy] of [[hi, PAD.top], [lo, H - PAD.bottom]]) {
    svg.append(el('line', { x1: PAD.left, x2: W - PAD.right, y1: yy, y2: yy, class: 'grid' }));
    svg.append(el('text', { x: PAD.left - 6, y: yy + 4, 'text-anchor': 'end', class: 'axis' }, String(Math.round(r))));
  }
  if (points.length > 1) {
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.rating).toFixed(1)}`).join(' ');
    svg.append(el('path', { d, class: 'line' }));
  }
  points.forEach((p, i) => {
    const dot = el('circle', { cx: x(i).toFixed(1), cy: y(p.rating).toFixed(1), r: 3.5, class: 'point' });
    dot.append(el('title', {}, T.rating_graph_point(i + 1, Math.round(p.rating))));
    svg.append(dot);
  });
  return svg;
}

const VW = 320; // the value graph's viewBox
const VH = 140;
const VPAD = { left: 30, right: 8, top: 8, bottom: 8 };
const MIN_VALUE_SPAN = 4; // seeds either side of 0: a level game still shows its small swings

/**
 * The graph of a game's value over its plies as an <svg role="group">: `points` [{value, exact,
 * mark?: 'mistake'|'blunder', label}] for the positions 0..N (0: the start, i: after ply i),
 * values South − North around a zero line. Each point is a focusable button: `on_pick(i)` on
 * click, Enter or Space; `at` is the position shown (outlined).
 */
export function value_graph(points, { label, at = 0, on_pick = () => {} }) {
  const top = Math.max(MIN_VALUE_SPAN, ...points.map((p) => Math.abs(p.value)));
  const x = (i) => (points.length === 1 ? VW / 2 : VPAD.left + (i * (VW - VPAD.left - VPAD.right)) / (points.length - 1));
  const y = (v) => VPAD.top + ((top - v) * (VH - VPAD.top - VPAD.bottom)) / (2 * top);
  const svg = el('svg', { viewBox: `0 0 ${VW} ${VH}`, class: 'rating-graph value-graph', role: 'group', 'aria-label': label });
  for (const [v, text] of [[top, `+${top}`], [0, '0'], [-top, `−${top}`]]) {
    svg.append(el('line', { x1: VPAD.left, x2: VW - VPAD.right, y1: y(v), y2: y(v), class: v === 0 ? 'zero' : 'grid' }));
    svg.append(el('text', { x: VPAD.left - 4, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, text));
  }
  if (points.length > 1) {
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`).join(' ');
    svg.append(el('path', { d, class: 'line' }));
  }
  points.forEach((p, i) => {
    const cls = ['point', p.mark || '', p.exact ? '' : 'estimate', i === at ? 'at' : ''].filter(Boolean).join(' ');
    const dot = el('circle', {
      cx: x(i).toFixed(1), cy: y(p.value).toFixed(1), r: p.mark ? 5.5 : 3.5, class: cls,
      tabindex: 0, role: 'button', 'aria-label': p.label, 'data-n': i,
    });
    dot.append(el('title', {}, p.label));
    dot.addEventListener('click', () => on_pick(i));
    dot.addEventListener('keydown', (ev) => {
      if (ev.key !== 'Enter' && ev.key !== ' ') return;
      ev.preventDefault();
      on_pick(i);
    });
    svg.append(dot);
  });
  return svg;
}
