// A press that chooses between the server and the device (Play the computer, Two players on this
// device) waits while the link is still opening: until the welcome (the server's game), the link's
// failure (a game on the device), or LINK_WAIT_MS. Decided at once, a press in the moment between
// the app's start and the welcome started a game on the device while the server was there.

const LINK_WAIT_MS = 5000;

export class LinkDecision {
  /** Follows `conn`'s `link` events from now on; the link counts as opening until the first. */
  constructor(conn) {
    this.conn_ = conn;
    this.opening_ = true;
    this.waiting_ = null; // {act, timer} of the press waiting for the link
    conn.addEventListener('link', (ev) => {
      this.opening_ = ev.detail.state === 'connecting';
      if (!this.opening_) this.decide_();
    });
  }

  /**
   * Runs `act(online)` (online: the server welcomed this page) at once when the link is up or
   * known down, else once it is decided or after LINK_WAIT_MS. A second press while one waits
   * takes its place: one press, one game.
   */
  then(act) {
    if (this.conn_.online || !this.opening_) return act(this.conn_.online);
    clearTimeout(this.waiting_?.timer);
    this.waiting_ = { act, timer: setTimeout(() => this.decide_(), LINK_WAIT_MS) };
  }

  decide_() {
    const waiting = this.waiting_;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.waiting_ = null;
    waiting.act(this.conn_.online);
  }
}
