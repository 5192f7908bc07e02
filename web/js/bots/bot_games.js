// The Bots page's games to watch: the games in progress with a bot in a seat (GET /api/live,
// the seats marked `account_bot`), each opening the watch view.

import { get_json } from '../net/api.js';
import { live_row } from '../start/live.js';
import { T } from '../texts/texts.js';

const LIMIT = 100; // the live list's most: the bots' games are picked from it

/** True when a seat of `g` (an /api/live game) is a bot's. */
export const has_bot = (g) => ['south', 'north'].some((s) => g.players?.[s]?.account_bot === true);

export class BotGames {
  /** @param el the page's element maker */
  constructor(el) {
    this.asked_ = 0;
    this.list_ = el('ul', { id: 'bots-games-list', className: 'game-list' });
    this.empty_ = el('p', { id: 'bots-games-empty', className: 'quiet', textContent: T.bots_games_empty, hidden: true });
    this.error_ = el('p', { className: 'error-text', role: 'alert' });
    this.root = el('section', { id: 'bots-games', className: 'bots-part' },
      el('h2', { id: 'bots-games-title', textContent: T.bots_games_title }), this.list_, this.empty_, this.error_);
    this.root.setAttribute('aria-labelledby', 'bots-games-title');
  }

  stop() {
    this.asked_++;
  }

  async load() {
    const ask = ++this.asked_;
    const res = await get_json(`api/live?limit=${LIMIT}`);
    if (ask !== this.asked_) return;
    const ok = res.ok && Array.isArray(res.body?.games);
    const games = ok ? res.body.games.filter(has_bot) : [];
    this.error_.textContent = ok ? '' : T.bots_games_failed;
    this.list_.replaceChildren(...games.map((g) => live_row(g, T.bots_watch)));
    this.empty_.hidden = games.length > 0 || !ok;
    this.root.dataset.state = ok ? 'ready' : 'error';
  }
}
