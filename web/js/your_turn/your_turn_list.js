// *Your turn* on the start screen: the player's games in progress where they are to move
// (GET /api/players/{id}/games?status=your_turn), soonest deadline first as served, each with the
// opponent, the board and the time left; a click opens the game. The count also goes in the tab
// title (turn_title.js) and a hidden tab is notified when a correspondence game becomes the
// player's turn (turn_notifier.js). Refreshed when the start screen opens, on each `moved` and
// `game.over`, and every REFRESH_MS while the page is visible.

import { get_json, enc } from '../net/api.js';
import * as storage from '../net/storage.js';
import { T, other, player_name } from '../texts/texts.js';
import * as V from '../board/variant.js';
import { is_days } from '../clock/format.js';
import { time_left, deadline_ms } from './time_left.js';
import { TurnTitle } from './turn_title.js';
import { TurnNotifier } from './turn_notifier.js';
import { each_in_own_task } from '../common/next_task.js';

export const REFRESH_MS = 30000;
const LIMIT = 50;

export class YourTurnList {
  /**
   * @param conn the net.js Connection: its `welcome` names the player, its `game`, `moved` and
   *   `game.over` frames keep the list fresh, and a click sends `watch` for the game (a seated
   *   player's answer is their own `game` snapshot, which the page then shows)
   */
  constructor(doc, conn) {
    this.doc_ = doc;
    this.conn_ = conn;
    this.$ = (id) => doc.getElementById(id);
    this.me_ = null; // welcome.player
    this.seats_ = new Map(); // game id -> {you, players} from the `game` frames seen
    this.correspondence_ = false; // a correspondence game was seen: the box stays, empty or not
    this.games_ = [];
    this.asked_ = 0;
    this.title_ = new TurnTitle(doc);
    this.notifier_ = new TurnNotifier(this.$('your-turn-notify'));
    conn.addEventListener('welcome', (ev) => {
      this.me_ = ev.detail.player ?? null;
      each_in_own_task(() => this.refresh()); // its fetch apart from the welcome's other listeners
    });
    conn.addEventListener('message', (ev) => this.on_message_(ev.detail));
    // The start screen opening (app.js sets body[data-screen]) asks again.
    new MutationObserver(() => this.on_screen_()).observe(doc.body, { attributes: true, attributeFilter: ['data-screen'] });
    setInterval(() => doc.hidden || this.refresh(), REFRESH_MS);
    // The time left is drawn from the deadlines: once a minute is enough for "5 h" or "12 min".
    setInterval(() => doc.hidden || this.draw_(), 60000);
  }

  /**
   * True for a `game` frame the page should not put on screen: a snapshot of a correspondence game
   * that nobody asked for (the hello's snapshot of each game in progress, or a takeback's or
   * more time's fresh one) while the page shows something else. Such a game waits in this list
   * instead of taking over the page; a new game (no plies yet) and an asked-for one still show.
   */
  holds_back(msg) {
    if (msg.you !== 'south' && msg.you !== 'north') return false;
    if (!is_days(msg.clock) || msg.state?.over || typeof msg.id === 'string') return false;
    if (!Array.isArray(msg.moves) || msg.moves.length === 0) return false;
    const on_screen = this.doc_.body.dataset.screen === 'game' && this.$('game').dataset.game === msg.game;
    return !on_screen;
  }

  /** Fetches the list and draws it (and the title's count). */
  async refresh() {
    const id = this.me_?.id ?? storage.player();
    if (!id) return;
    const ask = ++this.asked_;
    const res = await get_json(`api/players/${enc(id)}/games?status=your_turn&limit=${LIMIT}`);
    if (ask !== this.asked_ || !res.ok || !Array.isArray(res.body?.games)) return;
    this.games_ = res.body.games;
    if (this.games_.some((g) => is_days(g.clock))) this.correspondence_ = true;
    this.draw_();
  }

  on_screen_() {
    if (this.doc_.body.dataset.screen === 'start') this.refresh();
  }

  on_message_(msg) {
    if (msg.type === 'game' && (msg.you === 'south' || msg.you === 'north')) {
      this.seats_.set(msg.game, { you: msg.you, players: msg.players ?? {} });
      if (is_days(msg.clock) && !msg.state?.over) {
        this.correspondence_ = true;
        this.refresh();
      }
      return;
    }
    if (msg.type !== 'moved' && msg.type !== 'game.over') return;
    const seat = this.seats_.get(msg.game);
    if (!seat) return; // a game this page only watches
    this.refresh();
    // The opponent's ply handed a correspondence game to the player (not their own extra turn).
    if (msg.type === 'moved' && is_days(msg.clock) && !msg.state?.over && msg.state?.to_move === seat.you && msg.side !== seat.you) {
      this.notifier_.your_turn(msg.game, player_name(seat.players[other(seat.you)], T.opponent));
    }
  }

  /** The player's seat in a listed game: as a `game` frame said, as this browser kept, by name. */
  seat_of_(g) {
    const known = this.seats_.get(g.game)?.you ?? storage.seat(g.game);
    if (known === 'south' || known === 'north') return known;
    const mine = ['south', 'north'].filter((s) => !g.players?.[s]?.bot && g.players?.[s]?.name === this.me_?.name);
    return mine.length === 1 ? mine[0] : null;
  }

  draw_() {
    const games = this.games_;
    this.title_.set(games.length);
    this.$('your-turn').hidden = games.length === 0 && !this.correspondence_;
    this.$('your-turn-empty').hidden = games.length > 0;
    const now = Date.now();
    this.$('your-turn-list').replaceChildren(...games.map((g) => this.row_(g, now)));
  }

  row_(g, now) {
    const you = this.seat_of_(g);
    const li = this.doc_.createElement('li');
    const b = this.doc_.createElement('button');
    b.type = 'button';
    b.className = 'game-row';
    b.dataset.game = g.game;
    const vs = you
      ? T.your_turn_vs(player_name(g.players?.[other(you)], T.opponent))
      : T.your_turn_between(player_name(g.players?.south, 'South'), player_name(g.players?.north, 'North'));
    const cells = [
      ['vs', vs],
      ['result', time_left(deadline_ms(g.deadline), now)],
      ['variant', V.describe(g.variant)],
    ];
    for (const [cls, text] of cells) {
      const span = this.doc_.createElement('span');
      span.className = cls;
      span.textContent = text; // names are text, never HTML
      b.append(span);
    }
    b.addEventListener('click', () => this.open_(g.game));
    li.append(b);
    return li;
  }

  open_(game) {
    this.conn_.send({ type: 'watch', game }, (reply) => {
      if (reply.type === 'error') return this.refresh(); // it ended meanwhile: the list drops it
      // A seat hears its game anyway: the connection's short list of watched games is freed.
      this.conn_.send({ type: 'unwatch', game });
    });
  }
}
