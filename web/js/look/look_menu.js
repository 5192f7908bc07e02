// The look and sound switches in the site header of every page: the theme (as the system, light
// or dark), the board's style (wood, or flat with high contrast) and the mute switch of the
// game's sounds. Each choice applies at once (html[data-theme], html[data-board]) and is
// remembered (storage.js); look_boot.js puts the stored ones on the page before it is drawn.
// The menu is a <details> disclosure, so it opens and closes by keyboard as by pointer.

import * as storage from '../net/storage.js';
import { T } from '../texts/texts.js';
import { look_icon } from '../common/icons.js';
import { wire_mute_switch } from './sounds.js';

/**
 * Sets the theme ('system' | 'light' | 'dark') and board style ('wood' | 'flat') on `root`. An
 * attribute is written only when it changes: writing even the same value on the root element
 * costs a style pass over the whole page (look_boot.js has usually set them already).
 */
export function apply_look(root, theme, board) {
  set_data(root, 'theme', theme === 'light' || theme === 'dark' ? theme : null);
  set_data(root, 'board', board === 'flat' ? 'flat' : null);
}

function set_data(el, key, value) {
  if ((el.dataset[key] ?? null) === value) return;
  if (value === null) delete el.dataset[key];
  else el.dataset[key] = value;
}

function select(doc, id, label, options, value, on_change) {
  const field = doc.createElement('label');
  field.className = 'field';
  const span = doc.createElement('span');
  span.textContent = label;
  const sel = doc.createElement('select');
  sel.id = id;
  for (const [v, words] of Object.entries(options)) sel.append(new Option(words, v, false, v === value));
  sel.addEventListener('change', () => on_change(sel.value));
  field.append(span, sel);
  return field;
}

/** Builds the menu into the header's `#look` element (a page without one gets none). */
export class LookMenu {
  constructor(doc) {
    const slot = doc.getElementById('look');
    if (!slot) return;
    const root = doc.documentElement;
    apply_look(root, storage.theme(), storage.boardStyle());
    const menu = doc.createElement('details');
    menu.className = 'look-menu';
    const summary = doc.createElement('summary');
    const label = doc.createElement('span');
    label.className = 'look-label';
    label.textContent = T.look_menu;
    summary.append(look_icon(), label);
    const panel = doc.createElement('div');
    panel.className = 'look-panel';
    panel.append(
      select(doc, 'look-theme', T.look_theme, T.look_themes, storage.theme(), (v) => {
        storage.setTheme(v);
        apply_look(root, storage.theme(), storage.boardStyle());
      }),
      select(doc, 'look-board', T.look_board, T.look_boards, storage.boardStyle(), (v) => {
        storage.setBoardStyle(v);
        apply_look(root, storage.theme(), storage.boardStyle());
      }),
      this.mute_(doc),
    );
    menu.append(summary, panel);
    slot.replaceChildren(menu);
    // Escape or a click elsewhere closes it, as a menu does.
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

  mute_(doc) {
    const check = doc.createElement('label');
    check.className = 'check';
    const box = doc.createElement('input');
    box.type = 'checkbox';
    box.id = 'look-mute';
    wire_mute_switch(doc, box);
    check.append(box, ` ${T.look_mute}`);
    return check;
  }
}
