// Small pictures drawn as inline SVG: an emoji such as ⏱ shows as a missing-glyph box where the
// system has no emoji font (Debian's Chromium out of the box), a shape drawn here never does.

const NS = 'http://www.w3.org/2000/svg';

function svg_el(tag, attrs) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** A stopwatch face, 1em square, in the text's colour; its accessible name is `label`. */
export function clock_icon(label = 'Time left') {
  const svg = svg_el('svg', { viewBox: '0 0 16 16', width: '1em', height: '1em', class: 'icon clock-icon', role: 'img', 'aria-label': label });
  svg.append(
    svg_el('circle', { cx: 8, cy: 9, r: 6, fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8 }),
    svg_el('path', { d: 'M8 9V5.5M8 9l2.4 1.6M6.5 1.5h3M8 1.5V3', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
  );
  return svg;
}
