// The test-only pseudo-language: the English catalog with every word marked ⟦…⟧, so a browser
// test can tell a word that came from the catalog from one written into the page's code.

const mark = (v) => {
  if (typeof v === 'string') return `⟦${v}⟧`;
  if (typeof v === 'function')
    return (...args) => {
      const r = v(...args);
      return typeof r === 'string' ? `⟦${r}⟧` : r;
    };
  if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mark(x)]));
  return v;
};

/** `catalog` with each string, each function's string result and each nested entry marked. */
export const pseudo = (catalog) => mark(catalog);
