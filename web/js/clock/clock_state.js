// One game's clocks as the server last told them (`clock` of `game`, `moved`, `game.over`),
// read forward on this page's monotonic clock: the time that ran since the frame arrived
// (performance.now(), never the wall clock, which the player may set to anything) is taken off
// the running side and off the first-move timer. The server stays the judge: this is display.

import { is_fischer, is_days } from './format.js';

export class ClockState {
  /**
   * @param view the frame's `clock` (a Fischer view, a correspondence view, or null)
   * @param to_move the frame's `state.to_move`; @param over its `state.over`
   * @param at performance.now() when the frame arrived
   */
  constructor(view, to_move, over, at) {
    this.view_ = view ?? null;
    this.to_move_ = to_move;
    this.over_ = Boolean(over);
    this.at_ = at;
  }

  /** True when the game has a Fischer clock (both sides' times are shown). */
  get fischer() {
    return is_fischer(this.view_);
  }

  /** True for a correspondence game ({days, deadline}). */
  get days() {
    return is_days(this.view_);
  }

  /** The time control {limit_s, inc_s} or {days}, or null when untimed. */
  get control() {
    const v = this.view_;
    if (is_fischer(v)) return { limit_s: v.limit_s, inc_s: v.inc_s };
    if (is_days(v)) return { days: v.days };
    return null;
  }

  /** The side whose time runs now, or null (before the clocks start, after the end). */
  get running() {
    const r = this.view_?.running;
    return !this.over_ && (r === 'south' || r === 'north') ? r : null;
  }

  /** Ms left on `side`'s clock at `now` (a performance.now() reading). */
  left(side, now) {
    const v = this.view_;
    if (!is_fischer(v)) return null;
    const ms = Number(side === 'north' ? v.north_ms : v.south_ms) || 0;
    return this.running === side ? Math.max(0, ms - (now - this.at_)) : Math.max(0, ms);
  }

  /** {side, ms} of the first-move timer (the side to move has not made its first ply), or null. */
  first_move(now) {
    const v = this.view_;
    if (this.over_ || !is_fischer(v) || typeof v.first_move_ms !== 'number') return null;
    return { side: this.to_move_, ms: Math.max(0, v.first_move_ms - (now - this.at_)) };
  }

  /** The side to move's correspondence deadline as a Date, or null. */
  get deadline() {
    const v = this.view_;
    if (this.over_ || !is_days(v) || typeof v.deadline !== 'string') return null;
    const d = new Date(v.deadline);
    return Number.isNaN(d.getTime()) ? null : { side: this.to_move_, at: d };
  }
}
