// The game screen's tournament parts, for a seat in a tournament game (a `game` frame carrying
// `tournament`, docs/protocol.md §Tournaments): a line naming the tournament and who went
// berserk; in an arena, before the player's first ply, *Berserk* (`berserk {game}`: the server
// answers both seats with a fresh `game`); and once the game is over *Back to the tournament*
// under the board and in the result dialog. Such a game keeps its tournament watched
// (TournamentScreen.keep), so the next pairing opens the next game here by itself.

import { get_json, enc } from '../net/api.js';
import { T, other } from '../texts/texts.js';

export class TournamentGame {
  /** @param screen the TournamentScreen (it watches the game's tournament and knows its facts) */
  constructor(doc, conn, screen) {
    this.doc_ = doc;
    this.conn_ = conn;
    this.screen_ = screen;
    this.g_ = null; // {id, tournament, you, players, berserk, moved, over, clock} of a tournament game
    this.facts_ = new Map(); // tournament id → {kind, name} read once
    this.build_();
    conn.addEventListener('message', (ev) => this.on_message_(ev.detail));
  }

  on_message_(msg) {
    if (msg.type === 'game' && msg.you !== 'spectator') return this.on_game_(msg);
    const g = this.g_;
    if (!g || msg.game !== g.id) return;
    if (msg.type === 'moved') {
      if (msg.side === g.you) g.moved = true;
      g.over = msg.state?.over === true;
    } else if (msg.type === 'game.over') {
      g.over = true;
    } else {
      return;
    }
    this.draw_();
  }

  on_game_(msg) {
    if (typeof msg.tournament !== 'string' || (msg.you !== 'south' && msg.you !== 'north')) {
      this.g_ = null;
      return this.draw_();
    }
    const moves = Array.isArray(msg.moves) ? msg.moves : [];
    if (this.g_?.id !== msg.game) this.error_.textContent = '';
    this.g_ = {
      id: msg.game,
      tournament: msg.tournament,
      you: msg.you,
      players: msg.players ?? {},
      berserk: { south: msg.berserk?.south === true, north: msg.berserk?.north === true },
      moved: moves.some((m) => m.side === msg.you),
      over: msg.state?.over === true,
      clock: msg.clock ?? null,
    };
    this.screen_.keep(msg.tournament);
    this.draw_();
    if (!this.facts_of_(msg.tournament)) this.read_facts_(msg.tournament);
  }

  /** {kind, name} of tournament `id`: from the watched tournament's frame, or as read before. */
  facts_of_(id) {
    const t = this.screen_.known(id);
    if (t) this.facts_.set(id, { kind: t.kind, name: t.name });
    return this.facts_.get(id) ?? null;
  }

  async read_facts_(id) {
    const res = await get_json(`api/tournaments/${enc(id)}`);
    if (!res.ok || typeof res.body?.kind !== 'string') return;
    this.facts_.set(id, { kind: res.body.kind, name: res.body.name });
    if (this.g_?.tournament === id) this.draw_();
  }

  berserk_() {
    const g = this.g_;
    if (!g) return;
    this.button_.disabled = true;
    this.error_.textContent = '';
    this.conn_.send({ type: 'berserk', game: g.id }, (reply) => {
      this.button_.disabled = false;
      if (reply.type === 'error' && this.g_ === g) this.error_.textContent = T.tour_berserk_refused(reply.message || reply.code);
    });
  }

  back_() {
    const g = this.g_;
    if (g) location.hash = `tournament=${enc(g.tournament)}`;
  }

  draw_() {
    const g = this.g_;
    this.note_.hidden = !g;
    for (const b of this.backs_) b.hidden = !g || !g.over;
    if (!g) {
      this.button_.hidden = true;
      this.error_.textContent = '';
      return;
    }
    const facts = this.facts_of_(g.tournament);
    const lines = [facts?.name ? T.tour_game_of(facts.name) : T.tour_game];
    if (g.berserk[g.you]) lines.push(T.tour_berserk_you);
    const them = other(g.you);
    if (g.berserk[them]) lines.push(T.tour_berserk_them(g.players[them]?.name || T.opponent));
    this.note_.textContent = lines.join(' ');
    const timed = typeof g.clock?.limit_s === 'number' && g.clock.limit_s > 0;
    this.button_.hidden = !(facts?.kind === 'arena' && timed && !g.moved && !g.over && !g.berserk[g.you]);
  }

  build_() {
    const d = this.doc_;
    const $ = (id) => d.getElementById(id);
    const el = (tag, props = {}) => Object.assign(d.createElement(tag), props);
    this.note_ = el('p', { id: 'tgame-note', className: 'quiet center tgame-note', hidden: true });
    this.error_ = el('p', { id: 'tgame-error', className: 'error-text center' });
    this.error_.setAttribute('role', 'alert');
    $('game-rated').after(this.note_, this.error_);
    this.button_ = el('button', { type: 'button', id: 'btn-berserk', className: 'berserk', textContent: T.tour_berserk, hidden: true });
    this.button_.setAttribute('aria-label', T.tour_berserk_label);
    this.button_.title = T.tour_berserk_label;
    this.button_.addEventListener('click', () => this.berserk_());
    $('btn-resign').before(this.button_);
    const game_back = el('button', { type: 'button', id: 'btn-tournament-back', className: 'primary', textContent: T.tour_back, hidden: true });
    $('btn-leave').after(game_back);
    const result_back = el('button', { type: 'button', id: 'btn-result-tournament', className: 'primary', textContent: T.tour_back, hidden: true });
    $('btn-rematch').before(result_back); // first: the dialog's focus lands on it
    this.backs_ = [game_back, result_back];
    for (const b of this.backs_) b.addEventListener('click', () => this.back_());
  }
}
