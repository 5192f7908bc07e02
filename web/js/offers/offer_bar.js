// The offers of a game in progress (PROTOCOL.md §Offers): the Abort, Offer draw, Takeback and
// +15 s buttons under the board, what each shows while an offer of ours waits ("Draw offered"),
// and the opponent's offer with Accept and Decline. It sends `abort`, `draw`, `takeback`,
// `decline` and `moretime`, and follows the server's `offer` and `offer.cleared`.

import { T } from '../texts/texts.js';
import { is_fischer } from '../clock/format.js';

const KINDS = ['draw', 'takeback'];

export class OfferBar {
  /**
   * @param send (msg, on_refused(reply)) => void: sends one message of the game
   * @param say (text) => void: a line in the game's notice
   */
  constructor(doc, send, say) {
    this.$ = (id) => doc.getElementById(id);
    this.send_ = send;
    this.say_ = say;
    this.game_ = null; // the id the offers below belong to
    this.g_ = null;
    this.who_ = null;
    this.pending_ = { draw: null, takeback: null }; // 'mine' | 'theirs' | null
    const buttons = { 'btn-abort': T.abort, 'btn-draw': T.offer_draw, 'btn-takeback': T.takeback, 'btn-moretime': T.more_time };
    for (const [id, text] of Object.entries(buttons)) this.$(id).textContent = text;
    this.$('btn-moretime').setAttribute('aria-label', T.more_time_label);
    this.$('btn-abort').addEventListener('click', () => this.send_msg_({ type: 'abort' }));
    this.$('btn-draw').addEventListener('click', () => this.offer_('draw'));
    this.$('btn-takeback').addEventListener('click', () => this.offer_('takeback'));
    this.$('btn-moretime').addEventListener('click', () => this.more_time_());
  }

  /** A `game` frame was shown: `g` is game.js's record, `who` its Seats. Offers of another game go. */
  on_game(g, who) {
    if (this.game_ !== g.id) this.pending_ = { draw: null, takeback: null };
    this.game_ = g.id;
    this.g_ = g;
    this.who_ = who;
    this.draw();
  }

  /** `offer` {kind, from}: ours waits for the answer, theirs asks for one. */
  on_offer(msg) {
    if (!KINDS.includes(msg.kind) || !this.g_) return;
    this.pending_[msg.kind] = msg.from === this.g_.you ? 'mine' : 'theirs';
    this.draw();
  }

  /** `offer.cleared` {kind}: accepted, declined, or fallen. */
  on_cleared(msg) {
    if (!KINDS.includes(msg.kind)) return;
    this.pending_[msg.kind] = null;
    this.draw();
  }

  /** Shows the buttons and offers that apply now. */
  draw() {
    const g = this.g_;
    const seat = g !== null && (g.you === 'south' || g.you === 'north') && !g.state.over;
    const vs_bot = seat && this.who_.opponent_is_bot();
    const moved = (side) => g.moves.some((m) => m.side === side);
    const both_moved = seat && moved('south') && moved('north');
    // A tournament game takes no abort, takeback or time given (docs/protocol.md §Tournaments).
    const free = seat && !g.tournament;
    const show = {
      'btn-abort': free && !both_moved,
      'btn-draw': seat && both_moved && !vs_bot && this.pending_.draw !== 'theirs',
      'btn-takeback': free && g.rated !== true && moved(g.you) && this.pending_.takeback !== 'theirs',
      'btn-moretime': free && !vs_bot && is_fischer(g.clock_view),
    };
    for (const [id, on] of Object.entries(show)) this.$(id).hidden = !on;
    this.$('offers').hidden = !Object.values(show).some(Boolean);
    this.button_state_('btn-draw', this.pending_.draw === 'mine', T.offer_draw, T.draw_offered);
    this.button_state_('btn-takeback', this.pending_.takeback === 'mine', T.takeback, T.takeback_asked);
    this.draw_incoming_(seat);
  }

  button_state_(id, waiting, idle_text, waiting_text) {
    const b = this.$(id);
    b.textContent = waiting ? waiting_text : idle_text;
    b.disabled = waiting;
    b.dataset.state = waiting ? 'offered' : 'idle';
  }

  /** One line per offer of the opponent: what they ask, Accept, Decline. */
  draw_incoming_(seat) {
    const box = this.$('offer-incoming');
    const theirs = seat ? KINDS.filter((k) => this.pending_[k] === 'theirs') : [];
    const key = theirs.join(',');
    box.hidden = theirs.length === 0;
    if (box.dataset.kinds === key) return; // kept as is: the focus stays on its buttons
    box.dataset.kinds = key;
    const name = theirs.length ? this.who_.name_of(this.g_.you === 'south' ? 'north' : 'south') : '';
    box.replaceChildren(...theirs.map((kind) => this.incoming_row_(kind, name)));
  }

  incoming_row_(kind, name) {
    const row = document.createElement('p');
    row.className = 'offer-row';
    row.dataset.kind = kind;
    const text = document.createElement('span');
    text.textContent = kind === 'draw' ? T.offers_draw(name) : T.asks_takeback(name);
    const yes = button(T.accept, 'primary', `offer-accept-${kind}`, () => {
      this.pending_[kind] = null;
      this.send_msg_({ type: kind });
      this.draw();
    });
    const no = button(T.decline, '', `offer-decline-${kind}`, () => {
      this.pending_[kind] = null;
      this.send_msg_({ type: 'decline', kind });
      this.draw();
    });
    row.append(text, ' ', yes, ' ', no);
    return row;
  }

  offer_(kind) {
    if (!this.g_ || this.pending_[kind] === 'mine') return;
    this.pending_[kind] = 'mine';
    this.draw();
    this.send_msg_({ type: kind }, () => {
      this.pending_[kind] = null;
      this.draw();
    });
  }

  more_time_() {
    const g = this.g_;
    if (!g) return;
    // Only a refusal is answered directly: the opponent's clock shows the gift when it comes.
    this.say_(T.gave_time(this.who_.name_of(g.you === 'south' ? 'north' : 'south')));
    this.send_msg_({ type: 'moretime' });
  }

  /** Sends `msg` for this game; `on_refused` after its error reply (the notice says why). */
  send_msg_(msg, on_refused = null) {
    const id = this.game_;
    this.send_({ ...msg, game: id }, (reply) => {
      if (this.game_ !== id || reply.type !== 'error') return;
      on_refused?.(reply);
      this.say_(T.offer_refused(reply.message || reply.code));
    });
  }
}

function button(text, cls, id, on_click) {
  const b = document.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = text;
  if (cls) b.className = cls;
  b.addEventListener('click', on_click);
  return b;
}
