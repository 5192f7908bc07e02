// What the language tests share: the test-only pseudo-language (web/js/texts/pseudo.js marks
// every catalog entry ⟦…⟧) and the finders of the words a screen shows outside those marks.

/** Makes `page` run in the pseudo-language from its next load on. */
export const pseudo = (page) => page.addInitScript(() => localStorage.setItem('mancala.lang', 'qps'));

/**
 * The visible words on the page that are not inside a ⟦…⟧ mark, each with the id or class of
 * its element. The marks' depth is followed through every text node in document order, hidden
 * ones too, since a marked entry's markup may hold several nodes ("⟦<strong>Games</strong>: …⟧").
 * `names` are the players' (and tournaments') names the test typed. Left out: the language names
 * (each in its own words), the names players gave their tournaments, `<code>` (the privacy page's
 * storage entries, named alike in every language) and `<time>` (Intl's words for the locale).
 */
export function unmarked(page, names = []) {
  return page.evaluate((names) => {
    const numbers = /^[\s\d:.,+−\-–—%()?½/×·|#=<>±⋯≈«»‹›]*$/u;
    const out = [];
    let depth = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el.closest('script, style, noscript, template, #lang, .tour-name, code, time')) continue;
      const host = el.closest('option') ? el.closest('select') : el;
      const seen = host.checkVisibility({ visibilityProperty: true }) && !host.closest('[hidden], dialog:not([open])');
      let bare = '';
      for (const ch of node.data) {
        if (ch === '⟦') depth++;
        else if (ch === '⟧') depth = Math.max(0, depth - 1);
        else if (depth === 0) bare += ch;
      }
      let rest = bare;
      for (const n of names) rest = rest.split(n).join('');
      if (seen && !numbers.test(rest)) out.push(`${el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}.${el.className}`}: ${bare.trim()}`);
    }
    return out;
  }, names);
}

/**
 * The aria-labels, titles and placeholders of the visible elements whose words are not all
 * inside ⟦…⟧ marks, `names` (as for `unmarked`) aside.
 */
export function unmarked_attrs(page, names = []) {
  return page.evaluate((names) => {
    const numbers = /^[\s\d:.,+−\-–—%()?½/×·|#=<>±⋯≈«»‹›]*$/u;
    const bare = (text) => {
      let depth = 0;
      let rest = '';
      for (const ch of text) {
        if (ch === '⟦') depth++;
        else if (ch === '⟧') depth = Math.max(0, depth - 1);
        else if (depth === 0) rest += ch;
      }
      for (const n of names) rest = rest.split(n).join('');
      return rest;
    };
    const out = [];
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (el.closest('#lang') || !el.checkVisibility({ visibilityProperty: true }) || el.closest('[hidden], dialog:not([open])')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(attr);
        if (v !== null && !numbers.test(bare(v))) out.push(`${el.id ? `#${el.id}` : el.tagName.toLowerCase()}[${attr}]: ${v}`);
      }
    }
    return out;
  }, names);
}
