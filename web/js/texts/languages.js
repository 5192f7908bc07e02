// The languages the page speaks, each named in its own words (the menu shows a language as its
// speakers write it, whatever the page's language), and the choice among them: the one the
// player picked (remembered), else the first of the browser's preferences the page speaks, else
// English. `qps` is the test-only pseudo-language (texts/pseudo.js): chosen only by a stored
// choice, never offered in the menu.

// A language is listed once its catalog is complete (tests/web/catalogs.test.mjs checks it).
// `catalog` imports it by a literal path, so that the service worker (sw.js), which follows the
// modules' imports, keeps every language's files for offline use.
export const LANGUAGES = [
  { code: 'en', tag: 'en', name: 'English', catalog: () => import('./en/texts.js') },
  { code: 'fr', tag: 'fr', name: 'Français', catalog: () => import('./fr/texts.js') },
  { code: 'de', tag: 'de', name: 'Deutsch', catalog: () => import('./de/texts.js') },
  { code: 'es', tag: 'es', name: 'Español', catalog: () => import('./es/texts.js') },
  { code: 'pt', tag: 'pt', name: 'Português', catalog: () => import('./pt/texts.js') },
  { code: 'tr', tag: 'tr', name: 'Türkçe', catalog: () => import('./tr/texts.js') },
  { code: 'sw', tag: 'sw', name: 'Kiswahili', catalog: () => import('./sw/texts.js') },
  { code: 'id', tag: 'id', name: 'Bahasa Indonesia', catalog: () => import('./id/texts.js') },
];
export const PSEUDO = 'qps';

const known = (code) => LANGUAGES.some((l) => l.code === code);

/** The language to show: `stored` if the page speaks it, else the first of `preferred` it speaks. */
export function choose_language(stored, preferred) {
  if (stored === PSEUDO || known(stored)) return stored;
  for (const tag of preferred ?? []) {
    const code = String(tag).toLowerCase().split('-')[0];
    if (known(code)) return code;
  }
  return 'en';
}

/** The BCP 47 tag `Intl` and `<html lang>` get for a language code. */
export const language_tag = (code) => LANGUAGES.find((l) => l.code === code)?.tag ?? 'en';
