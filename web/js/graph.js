// A small line graph of a rating over a player's rated games, drawn as inline SVG (no chart
// library): one point per rated game, oldest on the left, the highest and lowest rating marked
// on the left edge. It scales with its box; the text stays in the page's colours.

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
  const games = points.length === 1 ? '1 rated game' : `${points.length} rated games`;
  const svg = el('svg', {
    viewBox: `0 0 ${W} ${H}`, class: 'rating-graph', role: 'img',
    'aria-label': `${label}: rating after each of ${games}, from ${first} to ${last}`,
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
    dot.append(el('title', {}, `After game ${i + 1}: ${Math.round(p.rating)}`));
    svg.append(dot);
  });
  return svg;
}
