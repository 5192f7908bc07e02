// The start screen's *Puzzle of the day* box: the day's puzzle (GET /api/puzzles/daily), its
// goal in words and a link to it (#puzzle=ID), and a link to the puzzles (#puzzles). Built here
// and put after the start screen's Ratings box; hidden when the server has no puzzles.

import { T } from '../texts/texts.js';
import { load_puzzle } from './puzzle_api.js';

export class DailyPuzzleBox {
  constructor(doc) {
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(doc.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.text_ = el('p', { id: 'daily-text', className: 'quiet' });
    this.open_ = el('a', { id: 'daily-open', href: '#puzzles', textContent: T.daily_open });
    this.root = el('section', { id: 'daily-box', className: 'list-box', hidden: true },
      el('h2', { id: 'daily-title', textContent: T.daily_title }), this.text_,
      el('p', { className: 'links' }, this.open_, ' ', el('a', { id: 'puzzles-link', href: '#puzzles', textContent: T.puzzles_link })));
    this.root.setAttribute('aria-labelledby', 'daily-title');
    doc.getElementById('ratings-box')?.after(this.root);
    this.day_ = null;
  }

  /** Asks for the day's puzzle (once a day: the answer names its day). */
  async refresh() {
    const today = new Date().toISOString().slice(0, 10);
    if (this.day_ === today) return;
    const r = await load_puzzle('daily');
    if (r.status === 404) {
      this.root.hidden = true;
      return;
    }
    this.root.hidden = false;
    if (!r.ok || !r.body) {
      this.text_.textContent = T.daily_failed;
      return;
    }
    this.day_ = r.body.day;
    this.text_.textContent = T.daily_text(r.body.state.to_move, r.body.goal);
    this.open_.href = `#puzzle=${encodeURIComponent(r.body.puzzle)}`;
  }
}
