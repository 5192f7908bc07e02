// The challenge form: a dialog to challenge one player (from their page, or the opponent in a
// finished game's result dialog) with a clock from the start screen's presets, rated or casual.

import { T } from '../texts/texts.js';
import { is_play_ban, play_ban_text } from '../fairplay/play_ban.js';
import { clock_keys, clock_label } from '../clock/clock_choice.js';
import { parse_control } from '../clock/format.js';

const FIRST_CLOCK = '5+3'; // the server's default_clock, as on the start screen

export class ChallengeForm {
  /** @param banner the ChallengeBanner that shows the challenge as pending once it is sent */
  constructor(doc, conn, banner) {
    this.doc_ = doc;
    this.conn_ = conn;
    this.banner_ = banner;
    this.target_ = null; // {id, name}
    this.build_();
  }

  /** Opens the form for `target` ({id, name, blocked?: this player blocks them}). */
  open(target) {
    this.target_ = target;
    this.title_.textContent = T.challenge_title(target.name);
    this.error_.textContent = '';
    this.send_.disabled = false;
    if (!this.dlg_.open) this.dlg_.showModal();
  }

  send_challenge_() {
    const target = this.target_;
    if (!target) return;
    this.send_.disabled = true;
    const msg = { type: 'challenge.create', player: target.id, clock: parse_control(this.clock_.value), rated: this.rated_.checked };
    this.conn_.send(msg, (reply) => {
      this.send_.disabled = false;
      if (reply.type === 'error') {
        this.error_.textContent = refusal_text(reply, target);
        return;
      }
      this.dlg_.close();
      this.banner_.on_sent(reply.challenge, target);
    });
  }

  build_() {
    const el = (tag, props = {}) => Object.assign(this.doc_.createElement(tag), props);
    this.dlg_ = el('dialog', { id: 'dlg-challenge' });
    this.title_ = el('h2', { id: 'challenge-title' });
    this.dlg_.setAttribute('aria-labelledby', 'challenge-title');
    this.clock_ = el('select', { id: 'challenge-clock' });
    this.clock_.append(...clock_keys('kalah').map((key) => el('option', { value: key, textContent: clock_label(key) })));
    this.clock_.value = FIRST_CLOCK;
    this.rated_ = el('input', { type: 'checkbox', id: 'challenge-rated', checked: true });
    const clock_field = el('label', { className: 'field' });
    clock_field.append(el('span', { textContent: T.challenge_clock }), this.clock_);
    const rated_field = el('label', { className: 'field inline' });
    rated_field.append(this.rated_, el('span', { textContent: T.challenge_rated }));
    this.error_ = el('p', { className: 'challenge-error', role: 'alert' });
    this.send_ = el('button', { type: 'button', id: 'challenge-send', className: 'primary', textContent: T.challenge_send });
    this.send_.addEventListener('click', () => this.send_challenge_());
    const close = el('button', { type: 'button', textContent: T.cancel });
    close.addEventListener('click', () => this.dlg_.close());
    const actions = el('div', { className: 'actions' });
    actions.append(this.send_, close);
    this.dlg_.append(this.title_, clock_field, rated_field, this.error_, actions);
    this.doc_.body.append(this.dlg_);
  }
}

/**
 * The sentence for the server's `error` to a challenge: a block between the two (either way) is
 * `challenge_refused`; it names who blocked only when this page knows it was the challenger.
 */
function refusal_text(reply, target = null) {
  if (reply.code === 'challenge_refused') return target?.blocked ? T.challenge_refused_by_you : T.challenge_refused;
  if (is_play_ban(reply)) return play_ban_text(reply);
  return T.challenge_failed(reply.message || reply.code);
}

/**
 * The Challenge buttons: on a player's page (#p-challenge, the page's player) and in the result
 * dialog (#btn-challenge, the opponent ResultDialog names in its data-player and data-name).
 */
export function wire_challenge_buttons(doc, form) {
  const $ = (id) => doc.getElementById(id);
  $('p-challenge').addEventListener('click', () => {
    const blocked = $('p-block').dataset.blocked === 'true';
    form.open({ id: $('player').dataset.player, name: $('player-title').textContent, blocked });
  });
  $('btn-challenge').addEventListener('click', () => {
    const b = $('btn-challenge');
    if ($('dlg-result').open) $('dlg-result').close();
    form.open({ id: b.dataset.player, name: b.dataset.name });
  });
}
