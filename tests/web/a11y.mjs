// Accessibility checks shared by the browser tests (quality, ratings, accounts): every
// control has an accessible name in Chromium's tree, and visible text keeps WCAG AA contrast.

const CONTROL_ROLES = new Set(['button', 'textbox', 'combobox', 'checkbox', 'link', 'listbox', 'img', 'dialog']);

/** Controls in Chromium's accessibility tree whose computed name is empty. */
export async function unnamed_controls(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value) && !(n.name?.value || '').trim())
    .map((n) => `${n.role.value} #${n.backendDOMNodeId}`);
}

/**
 * Visible text elements whose colour has less than 4.5:1 contrast with the background behind
 * them (the nearest ancestor's solid colour, translucent layers blended in; gradients count as
 * their first colour stop is not read, so the board's wood is given by --wood-dark).
 */
export async function low_contrast(page) {
  return page.evaluate(() => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const over = (top, under) => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const lum = ({ r, g, b }) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        const c = parse(cs.backgroundColor);
        if (c && c.a > 0) layers.push(c);
        if (c && c.a === 1) break;
      }
      let bg = { r: 255, g: 255, b: 255, a: 1 };
      for (const l of layers.reverse()) bg = over(l, bg);
      return bg;
    };
    const bad = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own || el.closest('[hidden]') || el.getClientRects().length === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
      // WCAG 1.4.3 exempts inactive controls, but a pit's count is information even when it can't be sown.
      if (el.closest('button:disabled:not(.pit)')) continue;
      const fg = parse(cs.color);
      const bg = background(el);
      const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) bad.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${el.textContent.trim().slice(0, 20)}" ${ratio.toFixed(2)}`);
    }
    return bad;
  });
}
