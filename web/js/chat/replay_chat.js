// The chat beside a replay (docs/protocol.md §Chat): the players' room's lines of
// GET /api/games/{id}/replay (`chat`: [{room, from, text, at, ply}]), each shown once the replay
// has reached the ply count it was said after, so the lines appear as the replay steps. Text only
// (chat_line.js; a replay's lines carry no `new`, so their links stay plain text); a muted
// player's lines and the whole list when the chat is off (chat_settings.js) are hidden.

import { T } from '../texts/texts.js';
import { line_element } from './chat_line.js';
import { chat_settings } from './chat_settings.js';

export class ReplayChat {
  /** Builds the list inside `host` (an empty <section>, hidden while there is nothing to show). */
  constructor(doc, host) {
    this.doc_ = doc;
    this.host_ = host;
    this.lines_ = [];
    this.at_ = 0;
    const el = (tag, props = {}) => Object.assign(doc.createElement(tag), props);
    const title = el('h2', { id: `${host.id}-title`, textContent: T.chat_replay_title });
    host.setAttribute('aria-labelledby', title.id);
    this.log_ = el('ul', { id: `${host.id}-log`, className: 'chat-log' });
    this.log_.setAttribute('aria-live', 'polite');
    this.log_.setAttribute('aria-label', T.chat_log_label);
    this.empty_ = el('p', { className: 'chat-empty quiet', textContent: T.chat_empty });
    host.append(title, this.log_, this.empty_);
    chat_settings.listen(() => this.draw_());
  }

  /** The replay's `chat` lines (the players' room's, in the order said). */
  show(lines) {
    this.lines_ = (Array.isArray(lines) ? lines : []).filter((l) => l && typeof l.text === 'string' && (l.room ?? 'players') === 'players');
    this.log_.replaceChildren(
      ...this.lines_.map((line) => {
        const li = line_element(this.doc_, { ...line, from: { id: line.from?.id, name: line.from?.name } });
        li.dataset.ply = String(Number.isInteger(line.ply) ? line.ply : 0);
        const when = this.doc_.createElement('span');
        when.className = 'chat-ply quiet';
        when.textContent = T.chat_after_ply(Number(li.dataset.ply));
        li.append(this.doc_.createTextNode(' '), when);
        return li;
      }),
    );
    this.draw_();
  }

  /** The replay shows the position after `ply` plies: the lines said by then show. */
  at(ply) {
    this.at_ = ply;
    this.draw_();
  }

  clear() {
    this.lines_ = [];
    this.log_.replaceChildren();
    this.host_.hidden = true;
  }

  draw_() {
    this.host_.hidden = this.lines_.length === 0 || chat_settings.off;
    let shown = 0;
    for (const li of this.log_.children) {
      li.hidden = Number(li.dataset.ply) > this.at_ || (li.dataset.from !== undefined && chat_settings.hides(li.dataset.from));
      if (!li.hidden) shown++;
    }
    this.empty_.hidden = shown > 0;
  }
}
