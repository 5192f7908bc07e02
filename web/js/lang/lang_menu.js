// The Language menu in the site header of every page, beside the look and sound menu: the
// languages the page speaks, each in its own words. A choice is remembered (storage.js), kept with
// the player's account when they have one (account_lang.js), and the page is loaded again in it,
// so every screen is rebuilt from the new catalog; a game in progress comes back as after any reload. The menu is a <details> disclosure, as the look menu is.

import * as storage from '../net/storage.js';
import { T } from '../texts/texts.js';
import { LANGUAGES } from '../texts/languages.js';
import { language } from '../texts/load.js';
import { lang_icon } from './lang_icon.js';
import { has_account, keep_language } from './account_lang.js';

/** Builds the menu into the header's `#lang` element (a page without one gets none). */
export class LangMenu {
  constructor(doc, { on_choose = null } = {}) {
    const slot = doc.getElementById('lang');
    if (!slot) return;
    const menu = doc.createElement('details');
    menu.className = 'lang-menu';
    const summary = doc.createElement('summary');
    const label = doc.createElement('span');
    label.className = 'lang-label';
    label.textContent = T.lang_menu;
    summary.append(lang_icon(doc), label);
    const panel = doc.createElement('div');
    panel.className = 'lang-panel';
    panel.setAttribute('role', 'group');
    panel.setAttribute('aria-label', T.lang_menu);
    for (const l of LANGUAGES) {
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'lang-choice';
      b.lang = l.tag;
      b.dataset.lang = l.code;
      b.textContent = l.name;
      b.setAttribute('aria-pressed', String(l.code === language));
      b.addEventListener('click', async () => {
        menu.open = false;
        if (l.code === language) return;
        storage.setLang(l.code);
        on_choose?.(l.code);
        if (await has_account()) await keep_language(l.code);
        doc.defaultView.location.reload();
      });
      panel.append(b);
    }
    menu.append(summary, panel);
    slot.replaceChildren(menu);
    menu.addEventListener('keydown', (ev) => {
      if (ev.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      summary.focus();
      ev.stopPropagation();
    });
    doc.addEventListener('click', (ev) => {
      if (menu.open && !menu.contains(ev.target)) menu.open = false;
    });
  }
}
