// The entry of the text pages (how to play, about, privacy, Oware's rules): the language, the
// page's words from the catalog (its `data-text` and `data-html` elements), and the header's
// Language and look menus.

import { start_language } from '../texts/load.js';
import { fill_texts } from '../texts/texts.js';
import { LangMenu } from './lang_menu.js';
import { LookMenu } from '../look/look_menu.js';

await start_language();
fill_texts(document);
new LangMenu(document);
new LookMenu(document);
