// The Bots page's leaderboard: the bot accounts rated at one board and speed
// (GET /api/leaderboard?bots=1, settled ratings and provisional ones together), highest first,
// each name a link to the bot's page.

import { get_json, enc } from '../net/api.js';
import { player_href, rating_text } from '../common/ratings.js';
import { SPEEDS, DEFAULT_SPEED, boards } from '../players/leaderboard.js';
import { bot_mark } from '../common/icons.js';
import { T } from '../texts/texts.js';
import * as V from '../board/variant.js';

const LIMIT = 50;

export class BotBoard {
  /** @param el (tag, props, ...kids) => Element, the page's element maker */
  constructor(el) {
    this.asked_ = 0;
    this.shown_ = '';
    this.boards_ = boards();
    this.variant_ = V.KALAH_DEFAULTS;
    this.speed_ = DEFAULT_SPEED;
    this.title_ = el('h2', { id: 'bots-board-title' });
    this.board_ = el('select', { id: 'bots-variant' });
    this.board_.append(...this.boards_.map((v, i) => el('option', { value: String(i), textContent: i === 0 ? T.standard_board(V.describe(v)) : V.describe(v) })));
    this.speed_sel_ = el('select', { id: 'bots-speed' });
    this.speed_sel_.append(...SPEEDS.map((s) => el('option', { value: s, textContent: T.speed_names[s] })));
    this.speed_sel_.value = DEFAULT_SPEED;
    this.board_.addEventListener('change', () => this.load());
    this.speed_sel_.addEventListener('change', () => this.load());
    const head = (key) => el('th', { scope: 'col', textContent: T[key] });
    this.rows_ = el('tbody', { id: 'bots-board-rows' });
    this.table_ = el('table', { id: 'bots-board-table', className: 'data-table', hidden: true },
      el('thead', {}, el('tr', {}, head('bots_rank'), head('bots_name'), head('bots_rating_col'), head('bots_games'))), this.rows_);
    this.table_.setAttribute('aria-labelledby', 'bots-board-title');
    this.empty_ = el('p', { id: 'bots-board-empty', className: 'quiet', hidden: true });
    this.error_ = el('p', { id: 'bots-board-error', className: 'error-text', role: 'alert' });
    this.root = el('section', { id: 'bots-board', className: 'bots-part' }, this.title_,
      el('label', { className: 'field inline' }, el('span', { textContent: T.bots_board }), this.board_),
      el('label', { className: 'field inline' }, el('span', { textContent: T.bots_speed }), this.speed_sel_),
      this.table_, this.empty_, this.error_);
    this.root.setAttribute('aria-labelledby', 'bots-board-title');
  }

  stop() {
    this.asked_++;
  }

  /** Asks for the chosen board and speed and draws the answer. */
  async load() {
    const ask = ++this.asked_;
    const v = this.boards_[Number(this.board_.value)] ?? V.KALAH_DEFAULTS;
    const speed = this.speed_sel_.value || DEFAULT_SPEED;
    const speed_name = T.speed_names[speed] ?? speed;
    this.title_.textContent = T.bots_board_title(speed_name);
    this.root.dataset.state = 'loading';
    const path = `api/leaderboard?bots=1&variant=${enc(JSON.stringify(v))}&speed=${speed}&limit=${LIMIT}`;
    // A bot's rating settles as a person's does: the provisional ones follow the settled ones.
    const [settled, prov] = await Promise.all([get_json(path), get_json(`${path}&provisional=1`)]);
    if (ask !== this.asked_) return;
    const ok = (r) => r.ok && Array.isArray(r.body?.players);
    this.error_.textContent = ok(settled) && ok(prov) ? '' : T.bots_board_failed;
    const players = [...(ok(settled) ? settled.body.players : []), ...(ok(prov) ? prov.body.players : [])];
    // The page asks again every few seconds: the rows are drawn again only when the answer changed,
    // so a keyboard user's focus on a name stays where it is.
    const shown = JSON.stringify([path, players]);
    if (shown !== this.shown_) this.rows_.replaceChildren(...players.map((p, i) => this.row_(p, i)));
    this.shown_ = shown;
    this.table_.hidden = players.length === 0;
    this.empty_.hidden = players.length > 0 || this.error_.textContent !== '';
    this.empty_.textContent = T.bots_board_empty(speed_name);
    this.root.dataset.state = this.error_.textContent ? 'error' : 'ready';
  }

  row_(p, i) {
    const d = document;
    const tr = d.createElement('tr');
    tr.dataset.player = p.id;
    const cell = (tag, text) => Object.assign(d.createElement(tag), { textContent: text });
    const name = d.createElement('th');
    name.scope = 'row';
    const a = Object.assign(d.createElement('a'), { href: player_href(p.id) });
    a.textContent = typeof p.name === 'string' && p.name ? p.name : T.unnamed_player; // text, never HTML
    name.append(a);
    if (p.bot === true) name.append(bot_mark());
    tr.append(cell('td', String(i + 1)), name, cell('td', Number.isFinite(p.rating) ? rating_text(p) : ''),
      cell('td', String(Number.isFinite(p.games) ? p.games : 0)));
    return tr;
  }
}
