// The entry of the text pages (how to play, about, privacy, Oware's rules): the language, the
// page's words from the catalog (its `data-text` and `data-html` elements), and the header's
// Language and look menus; a language chosen is kept with the player's account, if any.

import { start_language } from '../texts/load.js';
import { fill_texts } from '../texts/texts.js';
import { LangMenu } from './lang_menu.js';
import { LookMenu } from '../look/look_menu.js';
import { learn_account } from './account_lang.js';

await start_language();
fill_texts(document);
new LangMenu(document);
new LookMenu(document);
// A language chosen here is kept with the player's account as on the other screens.
learn_account();
