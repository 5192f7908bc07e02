// The tournament page (#tournament=ID, docs/protocol.md §Tournaments): its name, kind, board,
// clock and status, the countdown to its start or end (an arena) or its round (Swiss), the
// player's Join / Withdraw / Pause (entry_buttons.js), the live standings and podium
// (standings_view.js) and the tournament's chat (chat/). Everything live comes from
// `tournament.watch` on the page's WebSocket: a `tournament` frame at once and on every change,
// never a poll. The watch lasts while the page or one of the tournament's games is on screen
// (an arena pairs only players who watch); it is asked again after each welcome. The section is
// built here and put into <main>, `hidden` like every screen until shown; the game screen's
// tournament parts (tournament_game.js) are made with it.

import { get_json, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import { ChatPanel } from '../chat/chat_panel.js';
import { tournament_facts, time_text, countdown } from '../tournaments/terms.js';
import { StandingsView } from './standings_view.js';
import { EntryButtons } from './entry_buttons.js';
import { TournamentGame } from './tournament_game.js';

const TICK_MS = 1000;

export class TournamentScreen {
  /**
   * @param conn a net.js Connection (its `message` and `welcome` events are heard here)
   * @param on_leave () => void: back to the start screen
   */
  constructor(doc, conn, on_leave) {
    this.doc_ = doc;
    this.conn_ = conn;
    this.me_ = null; // welcome.player
    this.id_ = null; // the tournament watched, or null
    this.t_ = null; // its last frame
    this.ticker_ = null;
    this.standings_ = new StandingsView(doc);
    this.entry_ = new EntryButtons(doc, (you) => this.on_sent_(you));
    this.build_(on_leave);
    this.chat_ = new ChatPanel(doc, this.chat_host_, (msg, on_reply) => conn.send(msg, on_reply));
    conn.addEventListener('welcome', (ev) => this.on_welcome_(ev.detail.player ?? null));
    conn.addEventListener('message', (ev) => this.on_message_(ev.detail));
    this.game_ = new TournamentGame(doc, conn, this);
  }

  /** The last frame's facts of tournament `id` ({kind, name, …}), or null when not watched. */
  known(id) {
    return this.t_ && this.t_.tournament === id ? this.t_ : null;
  }

  /** Shows tournament `id`: watches it (unless it is watched already) and draws its last frame. */
  open(id) {
    if (this.id_ !== id) {
      this.close();
      this.id_ = id;
      this.set_state_('loading', T.tour_loading);
      this.ask_();
    } else if (this.t_) {
      this.draw_();
    }
    clearInterval(this.ticker_);
    this.ticker_ = setInterval(() => this.draw_time_(), TICK_MS);
  }

  /**
   * A game of tournament `id` is on screen: its tournament stays watched behind the board, so the
   * player counts as waiting once the game ends and the next pairing finds them.
   */
  keep(id) {
    if (this.id_ !== id) this.open(id);
    clearInterval(this.ticker_);
  }

  /** Stops watching (another view took the page). */
  close() {
    clearInterval(this.ticker_);
    if (this.id_ !== null && this.conn_.online) this.conn_.send({ type: 'tournament.unwatch', tournament: this.id_ });
    this.id_ = null;
    this.t_ = null;
    this.chat_.close();
    this.entry_.clear();
  }

  // ---- the server ----------------------------------------------------------------------------

  ask_() {
    const id = this.id_;
    if (id === null || !this.conn_.online) return; // the welcome asks
    this.conn_.send({ type: 'tournament.watch', tournament: id }, (reply) => {
      if (reply.type === 'error' && this.id_ === id) this.refused_(id);
    });
  }

  /**
   * The watch was refused: an unknown tournament says so; one the HTTP API still shows is drawn
   * from its answer (not live); anything else says it failed.
   */
  async refused_(id) {
    const res = await get_json(`api/tournaments/${enc(id)}`);
    if (this.id_ !== id) return;
    if (res.status === 404) this.set_state_('missing', T.tour_missing);
    else if (res.ok && res.body?.tournament === id) this.on_message_({ ...res.body, type: 'tournament' });
    else this.set_state_('failed', T.tour_failed);
  }

  on_welcome_(me) {
    this.me_ = me;
    this.ask_(); // a new link watches nothing yet
    if (this.t_) this.draw_();
  }

  on_message_(msg) {
    if (msg.type === 'tournament' && msg.tournament === this.id_ && this.id_ !== null) {
      // A frame without `you` (a guest's) keeps what this page last knew.
      this.t_ = { ...msg, you: msg.you ?? this.t_?.you ?? null };
      this.draw_();
    } else if ((msg.type === 'chat' || msg.type === 'chat.history') && typeof msg.tournament === 'string') {
      this.chat_.on_message(msg);
    }
  }

  /** A join, withdraw or pause was taken: drawn now; the next frame says the same. */
  on_sent_(you) {
    if (!this.t_) return;
    this.t_ = { ...this.t_, you };
    this.draw_();
  }

  // ---- drawing -------------------------------------------------------------------------------

  set_state_(state, text) {
    this.root_.dataset.state = state;
    this.root_.dataset.tournament = this.id_ ?? '';
    this.status_.textContent = text;
    this.body_.hidden = state !== 'ready';
    this.head_.hidden = state !== 'ready';
    if (state !== 'ready') this.title_.textContent = T.tour_title;
  }

  draw_() {
    const t = this.t_;
    if (!t) return;
    const me = this.me_;
    this.set_state_('ready', '');
    this.root_.dataset.status = t.status ?? '';
    this.root_.dataset.kind = t.kind ?? '';
    this.title_.textContent = t.name || T.tour_title; // the creator's text: never markup
    this.facts_.textContent = tournament_facts(t);
    this.draw_time_();
    this.entry_.draw(t, me);
    this.standings_.draw(t, me?.id ?? null);
    this.chat_.open_tournament(t.tournament, me?.account === true);
  }

  /** The line under the title: the countdown or round, and what the arena's last minutes mean. */
  draw_time_() {
    const t = this.t_;
    if (!t) return;
    const now = Date.now();
    const next = Date.parse(t.next_round_at ?? '');
    const parts = [time_text(t, now)];
    if (t.kind === 'swiss' && t.status === 'started' && next > now) parts.push(T.tour_next_round_in(countdown(next - now)));
    this.time_.textContent = parts.join(' · ');
    const closed = Date.parse(t.pairings_closed_at ?? '');
    const playing = (t.standings ?? []).some((r) => (r.games ?? []).some((g) => !g.result));
    let note = '';
    if (t.kind === 'arena' && t.status === 'started' && closed <= now) note = T.tour_pairings_closed;
    else if (t.status === 'finished' && playing) note = T.tour_played_out;
    this.note_.textContent = note;
  }

  build_(on_leave) {
    const d = this.doc_;
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(d.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.title_ = el('h1', { id: 'tour-title', className: 'view-title', textContent: T.tour_title });
    this.facts_ = el('p', { id: 'tour-facts', className: 'lead' });
    // A countdown read out every second would drown everything else: a timer is not announced.
    this.time_ = el('p', { id: 'tour-time', className: 'tour-clock' });
    this.time_.setAttribute('role', 'timer');
    this.note_ = el('p', { id: 'tour-note', className: 'quiet' });
    this.status_ = el('p', { id: 'tour-status', className: 'lead' });
    this.status_.setAttribute('role', 'status');
    this.head_ = el('div', { className: 'tour-head', hidden: true }, this.facts_, this.time_, this.note_);
    this.chat_host_ = el('section', { id: 'chat-tournament', className: 'chat', hidden: true });
    this.body_ = el('div', { id: 'tour-body', className: 'board-and-chat', hidden: true }, el('div', { className: 'play-area' }, this.entry_.root, this.standings_.root), this.chat_host_);
    const leave = el('button', { type: 'button', id: 'tour-leave', textContent: T.tour_leave });
    leave.addEventListener('click', () => on_leave());
    this.root_ = el('section', { id: 'tournament', className: 'screen', hidden: true }, this.title_, this.status_, this.head_, this.body_, el('div', { className: 'actions start' }, leave));
    this.root_.setAttribute('aria-labelledby', 'tour-title');
    d.querySelector('main').append(this.root_);
  }
}
