// The link's heartbeat: notices a link that goes silent without closing (a network gone quiet, a
// server that no longer answers), which the WebSocket itself may not report for minutes. While
// greeted, a `ping` goes out whenever nothing was heard for HEARTBEAT_MS (the server answers
// `pong`, docs/protocol.md); PINGS_UNANSWERED pings in a row with nothing heard mean the link is
// dead. A link not greeted within HELLO_WAIT_MS of its opening is dead too.

export const HEARTBEAT_MS = 5000;
export const PINGS_UNANSWERED = 2;
export const HELLO_WAIT_MS = 15000;
const CHECK_MS = 1000;

export class Heartbeat {
  /**
   * @param ping () => void: sends one `ping` on the greeted link
   * @param dead () => void: the link is silent; the heartbeat has stopped
   * @param greeted () => boolean: whether the link's `welcome` came
   */
  constructor(ping, dead, greeted) {
    this.ping_ = ping;
    this.dead_ = dead;
    this.greeted_ = greeted;
    this.timer_ = null;
    this.heard_at_ = 0; // performance.now() of the last frame, or of the link's opening
    this.pinged_at_ = 0;
    this.unanswered_ = 0; // pings sent since the last frame
  }

  /** A new link is opening: the silence is counted from now. */
  start() {
    this.heard();
    if (this.timer_ === null) this.timer_ = setInterval(() => this.check_(), CHECK_MS);
  }

  /** The link is gone or closed on purpose: nothing to watch. */
  stop() {
    clearInterval(this.timer_);
    this.timer_ = null;
  }

  /** A frame came: the link is alive. */
  heard() {
    this.heard_at_ = performance.now();
    this.unanswered_ = 0;
  }

  check_() {
    const now = performance.now();
    if (!this.greeted_()) {
      if (now - this.heard_at_ >= HELLO_WAIT_MS) this.die_();
      return;
    }
    // Counted in pings, not in time alone: a hidden tab's timers may fire a minute late.
    if (now - this.heard_at_ < HEARTBEAT_MS || now - this.pinged_at_ < HEARTBEAT_MS) return;
    if (this.unanswered_ >= PINGS_UNANSWERED) {
      this.die_();
      return;
    }
    this.unanswered_++;
    this.pinged_at_ = now;
    this.ping_();
  }

  die_() {
    this.stop();
    this.dead_();
  }
}
