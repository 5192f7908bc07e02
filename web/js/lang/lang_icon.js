// The Language menu's globe, inline SVG (no emoji font needed), hidden from screen readers: the
// menu is named by its words.

const NS = 'http://www.w3.org/2000/svg';

export function lang_icon(doc) {
  const svg = doc.createElementNS(NS, 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 16 16', width: '1.2em', height: '1.2em', class: 'icon', 'aria-hidden': 'true', focusable: 'false' }))
    svg.setAttribute(k, v);
  const path = doc.createElementNS(NS, 'path');
  path.setAttribute('d', 'M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM1.5 8h13M8 1.5c-2.2 2-2.2 11 0 13M8 1.5c2.2 2 2.2 11 0 13');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.3');
  svg.append(path);
  return svg;
}
