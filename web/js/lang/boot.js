// The game page's entry: the language first (its catalog into `T`, its locale, <html lang>), the
// markup's words from it, then the header's Language menu and the app, whose screens read `T` as
// they are built. Until the app is wired, presses and changes on the drawn page are kept for it
// (common/early_clicks.js): that part is this bundle's only static import, so that it is on as
// soon as this small file has run, and the rest comes by import().

import { keep_early_presses, release_early_presses } from '../common/early_clicks.js';

keep_early_presses(document);
try {
  const [{ start_language }, { T, fill_texts }, { LangMenu }] = await Promise.all([
    import('../texts/load.js'),
    import('../texts/texts.js'),
    import('./lang_menu.js'),
  ]);
  await start_language();
  document.title = T.page_title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', T.page_description);
  fill_texts(document);
  new LangMenu(document);
  await import('../app.js');
} finally {
  await release_early_presses(document); // a page whose app failed is not left deaf as well
}
