// The challenges a player has open, shown on every screen: one to them with Accept and Decline
// (and the reason to give), one they sent with Cancel, and the notices when one is declined,
// withdrawn or runs out (PROTOCOL.md §Seeks and challenges).

import { bot_mark } from '../common/icons.js';
import { T, cap } from '../texts/texts.js';
import { refusal_words } from '../fairplay/play_ban.js';
import { control_text, speed_of } from '../clock/format.js';
import * as V from '../board/variant.js';

const REASONS = ['generic', 'later', 'tooFast', 'tooSlow', 'timeControl', 'rated', 'casual', 'variant'];

export class ChallengeBanner {
  constructor(doc, conn) {
    this.doc_ = doc;
    this.conn_ = conn;
    this.incoming_ = new Map(); // challenge id → its `challenge` frame
    this.outgoing_ = new Map(); // challenge id → {id, name} of the target
    this.notices_ = []; // texts until dismissed
    this.box_ = Object.assign(doc.createElement('div'), { id: 'challenges', className: 'challenges' });
    this.box_.setAttribute('aria-live', 'polite');
    doc.body.prepend(this.box_);
    conn.addEventListener('message', (ev) => this.on_message_(ev.detail));
    this.draw_();
  }

  /** A challenge this player sent (`challenge.created`) to `target` {id, name}. */
  on_sent(id, target) {
    this.outgoing_.set(id, target);
    this.draw_();
  }

  on_message_(msg) {
    if (msg.type === 'challenge' && typeof msg.challenge === 'string') {
      this.incoming_.set(msg.challenge, msg);
    } else if (msg.type === 'challenge.cancelled' && typeof msg.id !== 'string') {
      const from = this.incoming_.get(msg.challenge);
      const to = this.outgoing_.get(msg.challenge);
      if (from) this.notices_.push(T.challenge_cancelled(from.from?.name ?? '?'));
      if (to) this.notices_.push(T.challenge_expired(to.name));
      this.forget_(msg.challenge);
    } else if (msg.type === 'challenge.declined' && typeof msg.id !== 'string') {
      const to = this.outgoing_.get(msg.challenge);
      if (to) this.notices_.push(T.challenge_declined(to.name, T.reasons[msg.reason] ?? T.reasons.generic));
      this.forget_(msg.challenge);
    } else if (msg.type === 'game') {
      // An accepted challenge became this game: its line goes.
      const ids = Object.values(msg.players ?? {}).map((p) => p?.id);
      for (const [id, target] of this.outgoing_) if (ids.includes(target.id)) this.outgoing_.delete(id);
    } else {
      return;
    }
    this.draw_();
  }

  forget_(id) {
    this.incoming_.delete(id);
    this.outgoing_.delete(id);
  }

  answer_(id, msg) {
    this.conn_.send({ ...msg, challenge: id }, (reply) => {
      if (reply.type === 'error') this.notices_.push(refusal_words(reply, (r) => T.challenge_failed(r.message || r.code)));
      this.draw_();
    });
    this.forget_(id);
    this.draw_();
  }

  draw_() {
    const rows = [];
    for (const [id, c] of this.incoming_) rows.push(this.incoming_row_(id, c));
    for (const [id, target] of this.outgoing_) {
      const cancel = this.button_(T.cancel, 'challenge-cancel', () => this.answer_(id, { type: 'challenge.cancel' }));
      rows.push(this.row_('outgoing', T.challenge_waiting(target.name), cancel));
    }
    for (const [i, text] of this.notices_.entries()) {
      const close = this.button_(T.close, 'challenge-dismiss', () => {
        this.notices_.splice(i, 1);
        this.draw_();
      });
      rows.push(this.row_('notice', text, close));
    }
    this.box_.replaceChildren(...rows);
    this.box_.hidden = rows.length === 0;
  }

  incoming_row_(id, c) {
    const rating = Number.isFinite(c.from?.rating) ? Math.round(c.from.rating) : null;
    const clock = c.clock ? `${control_text(c.clock)} (${speed_of(c.clock)})` : T.untimed;
    const terms = T.challenge_terms(V.describe(c.variant ?? {}), clock, c.rated === true);
    const reason = Object.assign(this.doc_.createElement('select'), { className: 'challenge-reason' });
    reason.setAttribute('aria-label', T.decline_reason);
    reason.append(...REASONS.map((r) => Object.assign(this.doc_.createElement('option'), { value: r, textContent: T.reasons[r] })));
    const accept = this.button_(T.accept, 'challenge-accept', () => this.answer_(id, { type: 'challenge.accept' }));
    accept.classList.add('primary');
    const decline = this.button_(T.decline, 'challenge-decline', () =>
      this.answer_(id, { type: 'challenge.decline', reason: reason.value }),
    );
    const row = this.row_('incoming', T.challenge_from(c.from?.name ?? '?', rating, cap(terms)), accept, decline, reason);
    // A bot's challenge says so before its words.
    if (c.from?.bot === true) row.firstChild.prepend(bot_mark(), ' ');
    return row;
  }

  row_(kind, text, ...controls) {
    const row = Object.assign(this.doc_.createElement('div'), { className: `challenge-row ${kind}` });
    row.append(Object.assign(this.doc_.createElement('span'), { textContent: text }), ...controls);
    return row;
  }

  button_(text, cls, on_click) {
    const b = Object.assign(this.doc_.createElement('button'), { type: 'button', className: cls, textContent: text });
    b.addEventListener('click', on_click);
    return b;
  }
}
