// The game page's entry: the language first (its catalog into `T`, its locale, <html lang>), the
// markup's words from it, then the header's Language menu and the app, whose screens read `T` as
// they are built.

import { start_language } from '../texts/load.js';
import { T, fill_texts } from '../texts/texts.js';
import { LangMenu } from './lang_menu.js';

await start_language();
document.title = T.page_title;
document.querySelector('meta[name="description"]')?.setAttribute('content', T.page_description);
fill_texts(document);
new LangMenu(document);
await import('../app.js');
