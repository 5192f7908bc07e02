// A list of a player's games that grows a page at a time (GET /api/players/{id}/games with
// `limit` and `offset`): the first page replaces the list, "More games" appends the next one
// while the server says `more`. Shared by "Your games" (history.js) and a player's page (player.js).

import { get_json, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import { dates_ready } from '../texts/locale.js';

export class GamesPager {
  /**
   * @param list the <ul> the rows go in
   * @param button the "More games" button under it
   * @param note a status line beside the button (a failed page says so there)
   * @param rows (games) => list items: the rows of a page
   * @param page how many games a page holds
   */
  constructor(list, button, note, rows, page) {
    Object.assign(this, { list_: list, button_: button, note_: note, rows_: rows, page_: page });
    this.asked_ = 0; // answers to an older request are dropped
    this.shown_ = new Set(); // ids listed: a game started meanwhile shifts the pages by one
    this.button_.textContent = T.more_games;
    this.button_.addEventListener('click', () => this.more_());
  }

  /** Fetches the first page of `id`'s games and shows it; the games, or null when the answer failed. */
  async first(id) {
    this.id_ = id;
    this.offset_ = 0;
    const page = await this.fetch_();
    if (!page) return null;
    this.shown_ = new Set();
    this.list_.replaceChildren(...this.fresh_rows_(page.games));
    this.show_button_(page.more);
    return page.games;
  }

  /** Forgets the list: an answer still on its way is dropped. */
  clear() {
    ++this.asked_;
    this.show_button_(false);
  }

  async more_() {
    this.button_.disabled = true;
    this.button_.textContent = T.more_games_loading;
    this.note_.textContent = '';
    const page = await this.fetch_();
    this.button_.disabled = false;
    this.button_.textContent = T.more_games;
    if (page === undefined) return;
    if (!page) {
      this.note_.textContent = T.more_games_failed;
      return;
    }
    this.list_.append(...this.fresh_rows_(page.games));
    this.show_button_(page.more);
  }

  /** The next page ({games, more}), null when it failed, undefined when a newer request took over. */
  async fetch_() {
    const ask = ++this.asked_;
    const res = await get_json(`api/players/${enc(this.id_)}/games?limit=${this.page_}&offset=${this.offset_}`);
    if (ask !== this.asked_) return undefined;
    if (!res.ok || !Array.isArray(res.body?.games)) return null;
    if (res.body.games.length > 0) {
      await dates_ready(); // each row has its date
      if (ask !== this.asked_) return undefined;
    }
    this.offset_ += res.body.games.length;
    return { games: res.body.games, more: res.body.more === true };
  }

  fresh_rows_(games) {
    const fresh = games.filter((g) => !this.shown_.has(g.game));
    for (const g of fresh) this.shown_.add(g.game);
    return this.rows_(fresh);
  }

  show_button_(more) {
    this.button_.hidden = !more;
    if (!more) this.note_.textContent = '';
  }
}
