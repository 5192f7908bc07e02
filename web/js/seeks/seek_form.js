// The lobby's *Create a seek* form: a board (the one chosen in the start screen's Board box, the
// standard boards, Oware), a clock (the presets of this form's board, days a move, or none: the
// ClockChoice's 'seek' select), rated or casual, the seeker's side and the rating range
// (rating_range.js); it sends `seek.create` (PROTOCOL.md §Seeks and challenges).

import { T } from '../texts/texts.js';
import { refusal_words } from '../fairplay/play_ban.js';
import * as V from '../board/variant.js';
import { RatingRange } from './rating_range.js';

const SIDES = ['random', 'south', 'north'];
/** The boards offered besides the start form's: the standard one, its other seed counts, Oware. */
const BOARDS = [V.KALAH_DEFAULTS, ...[3, 5, 6].map((seeds) => ({ ...V.KALAH_DEFAULTS, seeds })), { game: 'oware' }];

export class SeekForm {
  /**
   * @param clocks the start screen's ClockChoice (its 'seek' way is this form's Clock)
   * @param list the SeekList: it shows the errors and the new seek
   * @param send (msg, on_reply) => id: app.js's start(), which says hello again with a new name
   *   (and sends nothing, returning a falsy value, when the name field holds an unusable name)
   * @param me () => welcome.player, or null before the welcome
   */
  constructor(doc, { clocks, list, send, me }) {
    this.doc_ = doc;
    this.$ = (id) => doc.getElementById(id);
    this.clocks_ = clocks;
    this.list_ = list;
    this.send_ = send;
    this.me_ = me; // () => welcome.player or null
    this.boards_ = [];
    this.range_ = new RatingRange(doc);
    this.$('seek-side').replaceChildren(
      ...SIDES.map((s) => Object.assign(doc.createElement('option'), { value: s, textContent: T.seek_sides[s] })),
    );
    this.$('seek-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.create_();
    });
    // The board chosen above is the first choice; the clock's presets follow this form's board,
    // and the range's hint follows board and clock.
    this.$('start-form').addEventListener('change', () => this.fill_boards_());
    this.$('seek-variant').addEventListener('change', () => this.board_chosen_());
    for (const id of ['tc-seek', 'seek-range']) this.$(id).addEventListener('change', () => this.draw_hint_());
    this.fill_boards_();
  }

  /**
   * The start screen opened: the boards are listed again (the Board box may have been set from
   * the prefs since) and the player's ratings are read again for the range.
   */
  async refresh() {
    this.fill_boards_();
    await this.range_.refresh(this.me_()?.id ?? null);
    this.draw_hint_();
  }

  variant_() {
    return this.boards_[Number(this.$('seek-variant').value)] ?? V.KALAH_DEFAULTS;
  }

  /** The start form's board first (named as such), then the standard boards it is not. */
  fill_boards_() {
    const chosen = V.from_form(this.doc_);
    const was = this.$('seek-variant').value;
    const keep = was === '' || was === '0' ? null : V.key(this.variant_());
    this.boards_ = [chosen, ...BOARDS.filter((b) => V.key(b) !== V.key(chosen))];
    const options = this.boards_.map((b, i) => {
      const text = i === 0 ? T.seek_board_chosen(V.describe(b)) : V.describe(b);
      return Object.assign(this.doc_.createElement('option'), { value: String(i), textContent: text });
    });
    this.$('seek-variant').replaceChildren(...options);
    const at = keep === null ? 0 : this.boards_.findIndex((b) => V.key(b) === keep);
    this.$('seek-variant').value = String(Math.max(0, at));
    this.board_chosen_();
  }

  board_chosen_() {
    this.clocks_.follow('seek', V.complete(this.variant_()).game);
    this.draw_hint_();
  }

  draw_hint_() {
    this.$('seek-range-hint').textContent = this.range_.hint(this.variant_(), this.clocks_.value('seek'));
  }

  create_() {
    const variant = this.variant_();
    const clock = this.clocks_.value('seek');
    const { range, error } = this.range_.value(variant, clock);
    if (error) return this.list_.show_error(error);
    const msg = { type: 'seek.create', variant: V.wire(variant), clock, rated: this.$('seek-rated').checked, side: this.$('seek-side').value };
    if (range) msg.rating_range = range;
    const button = this.$('seek-create');
    button.disabled = true;
    this.list_.show_error('');
    const sent = this.send_(msg, (reply) => {
      button.disabled = false;
      if (reply.type === 'error') return this.list_.show_error(refusal_words(reply, (r) => T.seek_failed(r.message || r.code)));
      if (reply.type === 'seek.created') this.list_.on_created(reply.seek);
    });
    if (!sent) button.disabled = false; // the name field said why nothing was sent
  }
}
