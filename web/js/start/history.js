// "Your games" on the start screen: the player's games (GET /api/players/{id}/games), newest
// first, a page at a time (games_pager.js), each a link to its replay, with the result seen from
// this player's seat. The rows are shared with a player's page (player.js).

import { enc } from '../net/api.js';
import { GamesPager } from '../common/games_pager.js';
import * as storage from '../net/storage.js';
import { T, other, player_name, side_name, around } from '../texts/texts.js';
import { date_time, LIST_DATE } from '../texts/locale.js';
import * as V from '../board/variant.js';
import { player_href } from '../common/ratings.js';
import { name_with_mark } from '../common/icons.js';

const LIMIT = 10;

/**
 * This player's seat in a listed game: the server's own word when it gives one (`you`, or a
 * player `id` in `players`), else the seat this browser remembers taking, else a name match.
 */
function seat_of(g, player_id, my_name, own) {
  if (g.you === 'south' || g.you === 'north' || g.you === 'both') return g.you;
  for (const side of ['south', 'north']) if (player_id && g.players?.[side]?.id === player_id) return side;
  if (!own) return null; // what this browser remembers is about its own player only
  const kept = storage.seat(g.game);
  if (kept) return kept;
  const names = ['south', 'north'].filter((s) => !g.players?.[s]?.bot && g.players?.[s]?.name === my_name);
  return names.length === 1 ? names[0] : null;
}

/** A seat's name as text nodes, with the account mark for a registered player and the bot mark for a bot. */
export const seat_name = (g, side, fallback) =>
  name_with_mark(player_name(g.players?.[side], fallback), g.players?.[side]?.account, g.players?.[side]?.account_bot === true);

/** "won", "lost", "draw", "aborted", "in progress" — or the winner's side when the seat is unknown. */
function outcome(g, you) {
  if (!g.result) return g.reason === 'aborted' ? 'aborted' : 'in progress';
  if (g.result === 'draw') return 'draw';
  if (you === 'south' || you === 'north') return g.result === you ? 'won' : 'lost';
  return `${g.result} won`;
}

/** An outcome of `outcome` in the page's words. */
function outcome_text(res, g) {
  return T.game_row_outcomes[res] ?? T.game_row_side_won(side_name(g.result));
}

/** A <time> of `iso` in the page's language (Intl), or '' for a time that is none. */
function when(iso) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const t = document.createElement('time');
  t.dateTime = iso;
  t.textContent = date_time(d, LIST_DATE);
  return t;
}

/** "South vs North" with each side's name as nodes, in the catalog's words around them. */
function between(south, north) {
  const [before, middle, after] = T.your_turn_between('\u0001', '\u0002').split(/[\u0001\u0002]/);
  return [before, ...south, middle, ...north, after];
}

/**
 * The list items of `games` for the player `player_id`: each a link to the game's replay, who
 * and the outcome first, then the board and the date. `own` when the player is this browser's.
 */
export function game_rows(games, { player_id, my_name = '', own = false }) {
  return games.map((g) => {
    const you = seat_of(g, player_id, my_name, own);
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `#game=${enc(g.game)}`;
    a.className = 'game-row';
    a.dataset.game = g.game;
    const res = outcome(g, you);
    a.dataset.result = res;
    let vs;
    if (you === 'both') vs = [T.game_row_same_device];
    else if (you) vs = around(T.your_turn_vs, seat_name(g, other(you), T.opponent));
    else vs = between(seat_name(g, 'south', side_name('south')), seat_name(g, 'north', side_name('north')));
    const cells = [
      ['vs', vs],
      ['result', outcome_text(res, g)],
      ['variant', V.describe(g.variant)],
      ['date', when(g.ended_at || g.started_at)],
    ];
    append_cells(a, cells);
    li.append(a);
    return li;
  });
}

export class GamesList {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.player_ = null;
    this.pager_ = new GamesPager(this.$('my-games-list'), this.$('my-games-more'), this.$('my-games-note'), (games) => game_rows(games, { player_id: this.player_?.id, my_name: this.player_?.name ?? '', own: true }), LIMIT);
  }

  /** Fetches and draws the list; `player` is {id, name} from the welcome. */
  async refresh(player) {
    const id = player?.id ?? storage.player();
    if (!id) return;
    // The player's own page: their ratings and games (it exists once they have played).
    this.$('my-page-link').href = player_href(id);
    this.player_ = { id, name: player?.name ?? '' };
    const games = await this.pager_.first(id);
    if (!games) return;
    this.$('my-games').hidden = games.length === 0;
    this.$('my-page-link').hidden = games.length === 0;
  }
}

/** Appends to a list row's link `a` one span a cell, each [class, text or array of text and nodes]. */
export function append_cells(a, cells) {
  for (const [cls, text] of cells) {
    const span = document.createElement('span');
    span.className = cls;
    span.append(...(Array.isArray(text) ? text : [text])); // names are text nodes, never HTML
    a.append(span);
  }
}
