// The *Create a tournament* form under the start screen's Tournaments list, for players with an
// account (a guest sees why not, with the way to keep their name): kind, name, board, clock,
// start, an arena's minutes or a Swiss event's rounds and games per round, rated. It posts
// POST /api/tournaments with the stored token (docs/protocol.md §Tournaments); a 400 names the
// field, whose rule then shows under that field (aria-invalid, focus on it); a 201 opens the new
// tournament's page. The page checks nothing itself: the server's rules are the only ones.

import { send_as_player } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import * as V from '../board/variant.js';
import { parse_control } from '../clock/format.js';
import { clock_words } from './terms.js';

const KINDS = ['arena', 'swiss'];
const BOARDS = [V.KALAH_DEFAULTS, ...[3, 5, 6].map((seeds) => ({ ...V.KALAH_DEFAULTS, seeds })), { game: 'oware' }];
const CLOCKS = ['1+0', '1+1', '2+1', '3+0', '3+2', '5+0', '5+3', '10+0', '10+5', '15+10', '20+10'];
const FIRST_CLOCK = '3+2';
const STARTS = [1, 2, 5, 10, 15, 30, 60]; // minutes from now
const FIRST_START = 5;
const AT = 'at';
const FIRST_MINUTES = 30;
const FIRST_ROUNDS = 5;
// The server's field names (its 400 `field`) → this form's control.
const FIELDS = {
  kind: 'tour-kind',
  name: 'tour-name',
  variant: 'tour-variant',
  clock: 'tour-clock',
  starts_at: 'tour-start',
  minutes: 'tour-minutes',
  rounds: 'tour-rounds',
  games_per_round: 'tour-gpr',
  rated: 'tour-rated',
};

export class TournamentForm {
  /** Builds the form at the end of `host`. @param me () => welcome.player or null */
  constructor(doc, host, me) {
    this.doc_ = doc;
    this.me_ = me;
    this.$ = (id) => doc.getElementById(id);
    this.build_(host);
    this.form_.addEventListener('submit', (ev) => {
      ev.preventDefault();
      if (!this.fields_.hidden) this.create_();
    });
  }

  /**
   * Shows the fields to an account, the reason and the way to one to anyone else. The fields are
   * built the first time an account is shown them: a guest's start page (most first visits) does
   * without their controls, among them a date-and-time input whose locale data cost a phone's main
   * thread tens of milliseconds.
   */
  refresh() {
    const account = this.me_()?.account === true;
    if (account && !this.fields_.hasChildNodes()) this.build_fields_();
    this.fields_.hidden = !account;
    this.guest_.hidden = account || this.me_() === null;
  }

  kind_chosen_() {
    const arena = this.$('tour-kind').value === 'arena';
    this.$('tour-kind-hint').textContent = T.tour_form_kinds[this.$('tour-kind').value] ?? '';
    this.$('tour-minutes-field').hidden = !arena;
    this.$('tour-rounds-field').hidden = arena;
    this.$('tour-gpr-field').hidden = arena;
  }

  start_chosen_() {
    this.$('tour-start-at-field').hidden = this.$('tour-start').value !== AT;
  }

  /** The request's body from the form, as typed: the server judges it. */
  body_() {
    const kind = this.$('tour-kind').value;
    const body = { kind, variant: V.wire(BOARDS[Number(this.$('tour-variant').value)] ?? V.KALAH_DEFAULTS), clock: parse_control(this.$('tour-clock').value), rated: this.$('tour-rated').checked };
    const name = this.$('tour-name').value.trim();
    if (name) body.name = name;
    const start = this.$('tour-start').value;
    if (start === AT) {
      const at = new Date(this.$('tour-start-at').value); // datetime-local: the reader's own time
      body.starts_at = Number.isNaN(at.getTime()) ? this.$('tour-start-at').value : at.toISOString();
    } else {
      body.starts_at = new Date(Date.now() + Number(start) * 60_000).toISOString();
    }
    const whole = (id) => {
      const n = Number(this.$(id).value);
      return this.$(id).value.trim() !== '' && Number.isFinite(n) ? n : this.$(id).value;
    };
    if (kind === 'arena') body.minutes = whole('tour-minutes');
    else {
      body.rounds = whole('tour-rounds');
      body.games_per_round = Number(this.$('tour-gpr').value);
    }
    return body;
  }

  async create_() {
    this.clear_errors_();
    const token = storage.token();
    if (!token) return this.say_(T.tour_refused.no_player);
    const button = this.$('tour-create');
    button.disabled = true;
    const res = await send_as_player('api/tournaments', 'POST', token, this.body_());
    button.disabled = false;
    if (res.status === 201 && typeof res.body?.tournament === 'string') {
      location.hash = `tournament=${encodeURIComponent(res.body.tournament)}`;
      return;
    }
    const field = res.body?.field;
    if (res.status === 400 && typeof field === 'string' && FIELDS[field]) return this.field_error_(field, res.body.message);
    if (res.status === 400) return this.say_(T.tour_field_bad(res.body?.message || res.body?.error || String(res.status)));
    if (res.status === 401) return this.say_(T.tour_create_account);
    if (res.status === 429) return this.say_(T.tour_create_limited);
    this.say_(res.status === 0 ? T.tour_create_offline : T.tour_create_failed);
  }

  /** The rule of `field` under its control, which is marked and focused. */
  field_error_(field, message) {
    const id = field === 'starts_at' && this.$('tour-start').value === AT ? 'tour-start-at' : FIELDS[field];
    const control = this.$(id);
    const error = this.$(`${id}-error`);
    error.textContent = T.tour_field_errors[field] ?? T.tour_field_bad(message ?? field);
    control.setAttribute('aria-invalid', 'true');
    control.focus();
  }

  clear_errors_() {
    this.say_('');
    for (const id of [...Object.values(FIELDS), 'tour-start-at']) {
      this.$(`${id}-error`).textContent = '';
      this.$(id).removeAttribute('aria-invalid');
    }
  }

  say_(text) {
    this.error_.textContent = text;
  }

  // ---- building ------------------------------------------------------------------------------

  /** The form's shell at the end of `host`: its title, the guests' note, the fields' empty box. */
  build_(host) {
    const el = this.el_;
    this.error_ = el('p', { id: 'tour-form-error', className: 'error-text' });
    this.error_.setAttribute('role', 'alert');
    this.fields_ = el('div', { id: 'tour-form-fields', hidden: true });
    this.guest_ = el('p', { id: 'tour-form-guest', className: 'quiet', hidden: true }, T.tour_form_guest, ' ', el('a', { href: '#account', textContent: T.tour_form_guest_link }));
    this.form_ = el('form', { id: 'tour-form', className: 'seek-form tour-form', autocomplete: 'off', noValidate: true });
    this.form_.setAttribute('aria-labelledby', 'tour-form-title');
    this.form_.append(el('h3', { id: 'tour-form-title', textContent: T.tour_form_title }), this.guest_, this.fields_);
    host.append(this.form_);
  }

  /** A `tag` element with `props` set and `kids` appended. */
  el_ = (tag, props = {}, ...kids) => {
    const e = Object.assign(this.doc_.createElement(tag), props);
    e.append(...kids);
    return e;
  };

  /** The fields into their box, wired: kind, name, board, clock, start, length, rated, Create. */
  build_fields_() {
    const d = this.doc_;
    const el = this.el_;
    const options = (pairs) => pairs.map(([value, text]) => el('option', { value, textContent: text }));
    /** A labelled control with the line its error goes to (`id`-error) right after it. */
    const field = (id, label, control, hint = null) => {
      control.id = id;
      const error = el('p', { id: `${id}-error`, className: 'error-text field-error' });
      control.setAttribute('aria-describedby', [hint?.id, error.id].filter(Boolean).join(' '));
      const wrap = el('div', { id: `${id}-field`, className: 'tour-field' });
      wrap.append(el('label', { className: 'field' }, el('span', { textContent: label }), control));
      if (hint) wrap.append(hint);
      wrap.append(error);
      return wrap;
    };
    const select = (pairs, value) => {
      const s = el('select', {}, ...options(pairs));
      s.value = String(value);
      return s;
    };
    const number = (min, max, value) => el('input', { type: 'number', min, max, step: 1, value: String(value), inputMode: 'numeric' });

    const name_hint = el('p', { id: 'tour-name-hint', className: 'quiet', textContent: T.tour_form_name_hint });
    const kind_hint = el('p', { id: 'tour-kind-hint', className: 'quiet' });
    const rated = el('input', { type: 'checkbox', id: 'tour-rated', checked: true });
    const rated_error = el('p', { id: 'tour-rated-error', className: 'error-text field-error' });
    rated.setAttribute('aria-describedby', rated_error.id);
    const row = (...kids) => el('div', { className: 'row' }, ...kids);
    this.fields_.append(
      row(
        field('tour-kind', T.tour_form_kind, select(KINDS.map((k) => [k, T.tour_kinds[k]]), 'arena'), kind_hint),
        field('tour-name', T.tour_form_name, el('input', { type: 'text', maxLength: 120, autocomplete: 'off' }), name_hint),
      ),
      row(
        field('tour-variant', T.tour_form_board, select(BOARDS.map((b, i) => [String(i), V.describe(b)]), 0)),
        field('tour-clock', T.tour_form_clock, select(CLOCKS.map((c) => [c, clock_words(parse_control(c))]), FIRST_CLOCK)),
        field('tour-start', T.tour_form_start, select([...STARTS.map((m) => [String(m), T.tour_start_in(m)]), [AT, T.tour_start_at]], FIRST_START)),
        field('tour-start-at', T.tour_form_start_at, el('input', { type: 'datetime-local' })),
      ),
      row(
        field('tour-minutes', T.tour_form_minutes, number(5, 720, FIRST_MINUTES)),
        field('tour-rounds', T.tour_form_rounds, number(2, 15, FIRST_ROUNDS)),
        field('tour-gpr', T.tour_form_gpr, select([1, 2].map((n) => [String(n), T.tour_gpr[n]]), 1)),
      ),
      el('label', { className: 'check' }, rated, d.createTextNode(' '), el('span', { textContent: T.tour_form_rated })),
      rated_error,
      this.error_,
      el('button', { type: 'submit', id: 'tour-create', className: 'primary', textContent: T.tour_form_create }),
    );
    this.$('tour-kind').addEventListener('change', () => this.kind_chosen_());
    this.$('tour-start').addEventListener('change', () => this.start_chosen_());
    this.kind_chosen_();
    this.start_chosen_();
  }
}
