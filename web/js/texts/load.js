// Loads the chosen language's catalog into `T` and its locale into locale.js, and names the
// document's language; run once before any screen is built (lang/boot.js, lang/page.js).

import { use_catalog } from './texts.js';
import { set_locale } from './locale.js';
import { LANGUAGES, choose_language, language_tag, PSEUDO } from './languages.js';
import * as storage from '../net/storage.js';

/** The language chosen (a code of languages.js), once `start_language` has run. */
export let language = 'en';

export async function start_language(doc = document) {
  language = choose_language(storage.lang(), navigator.languages);
  // The cookie follows the stored choice, for a choice made where it was not set (or cleared apart).
  storage.lang_cookie(storage.lang());
  if (language === PSEUDO) {
    const [{ T }, { pseudo }] = await Promise.all([import('./en/texts.js'), import('./pseudo.js')]);
    use_catalog(pseudo(T));
  } else {
    const { T } = await LANGUAGES.find((l) => l.code === language).catalog();
    use_catalog(T);
  }
  const tag = language === PSEUDO ? 'en' : language_tag(language);
  set_locale(tag);
  // The page comes with its language's tag (web/pages/<code>/): the same value written again
  // would still cost a style pass over the whole page.
  if (doc.documentElement.lang !== tag) doc.documentElement.lang = tag;
  return language;
}
