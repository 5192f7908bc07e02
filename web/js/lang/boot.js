// The game page's entry: the language first (its catalog into `T`, its locale, <html lang>), then
// the header's Language menu and the app, whose screens read `T` as they are built.

import { start_language } from '../texts/load.js';
import { LangMenu } from './lang_menu.js';

await start_language();
new LangMenu(document);
await import('../app.js');
