// The game page's entry: the language first (its catalog into `T`, its locale, <html lang>), the
// markup's words from it, then the header's Language menu and the app, whose screens read `T` as
// they are built. A button pressed before the app has wired it is pressed again once it has
// (common/early_clicks.js).

import { keep_early_clicks } from '../common/early_clicks.js';
import { start_language } from '../texts/load.js';
import { T, fill_texts } from '../texts/texts.js';
import { LangMenu } from './lang_menu.js';

const release_clicks = keep_early_clicks(document);
await start_language();
document.title = T.page_title;
document.querySelector('meta[name="description"]')?.setAttribute('content', T.page_description);
fill_texts(document);
new LangMenu(document);
await import('../app.js');
await release_clicks();
