// Small board pictures for the rules page, drawn as SVG from data attributes so the page's
// HTML says what each picture shows:
//   data-south="0,1,0,0,0,0"  South's pits, from South's left (bottom row, left to right)
//   data-north="4,4,3,4,4,4"  North's pits, from North's left (top row, right to left)
//   data-stores="0,0"          South's and North's store (left out: no stores, as in Oware)
//   data-from="s0"             the pit that was sown (dashed ring)
//   data-path="s1,s2,ss"       hollows that got a seed (blue ring); "ss"/"ns" are the stores
//   data-capture="n4,s1"       hollows emptied into a store (red ring)
// The picture's text alternative comes from the figure's caption (aria-describedby).

const NS = 'http://www.w3.org/2000/svg';
const CELL = 44;
const R = 18;

function list(el, name) {
  const v = el.dataset[name];
  return v ? v.split(',').map((x) => x.trim()) : [];
}

function svg_el(tag, attrs, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Draws one diagram into `el` (a .mini element). */
export function draw(el) {
  const south = list(el, 'south').map(Number);
  const north = list(el, 'north').map(Number);
  const stores = list(el, 'stores').map(Number);
  // Oware pictures leave data-stores out: captured seeds are not on the board.
  const side_cols = el.dataset.stores === undefined ? 0 : 1;
  const marks = { from: list(el, 'from'), path: list(el, 'path'), capture: list(el, 'capture') };
  const p = south.length;
  const w = (p + 2 * side_cols) * CELL;
  const h = 2 * CELL + 8;
  const svg = svg_el('svg', { viewBox: `0 0 ${w} ${h}`, width: w, height: h, class: 'diagram', 'aria-hidden': 'true' });
  svg.append(svg_el('rect', { x: 1, y: 1, width: w - 2, height: h - 2, rx: 16, fill: '#7a4f25' }));

  const ring = (key) => {
    if (marks.capture.includes(key)) return { stroke: '#c0362c', 'stroke-width': 4 };
    if (marks.path.includes(key)) return { stroke: '#1f6fd1', 'stroke-width': 4 };
    if (marks.from.includes(key)) return { stroke: '#1f6fd1', 'stroke-width': 3, 'stroke-dasharray': '4 3' };
    return { stroke: '#3b2410', 'stroke-width': 1 };
  };
  const hollow = (key, cx, cy, n, rx, ry) => {
    svg.append(svg_el('ellipse', { cx, cy, rx, ry, fill: '#f3e3c6', ...ring(key) }));
    svg.append(svg_el('text', { x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 700, fill: '#1f1a14' }, String(n)));
  };
  const mid = h / 2;
  if (side_cols) {
    hollow('ns', CELL / 2 + 2, mid, stores[1] ?? 0, R, CELL - 6);
    hollow('ss', w - CELL / 2 - 2, mid, stores[0] ?? 0, R, CELL - 6);
  }
  for (let c = 0; c < p; c++) {
    const x = CELL * (c + side_cols) + CELL / 2;
    hollow(`n${p - 1 - c}`, x, CELL / 2 + 4, north[p - 1 - c], R, R);
    hollow(`s${c}`, x, CELL * 1.5 + 4, south[c], R, R);
  }
  el.replaceChildren(svg);
}

for (const el of document.querySelectorAll('.mini')) draw(el);
