// The games in progress pushed over the page's WebSocket (docs/protocol.md §Live games):
// `live.watch` is answered with the list at once, then `live.changed` arrives whenever a game
// starts, gets a ply or ends (at most one a second); `live.unwatch` stops it. A new link watches
// nothing, so each welcome asks again while the list is wanted.

export class LiveWatch {
  /**
   * @param {import('../net/net.js').Connection} conn the page's link
   * @param {number} limit the most games wanted
   * @param {(games: object[]) => void} on_games each list, the first and every change
   * @param {() => void} on_refused the server did not take `live.watch` (it cannot push)
   */
  constructor(conn, limit, on_games, on_refused) {
    this.conn_ = conn;
    this.limit_ = limit;
    this.on_games_ = on_games;
    this.on_refused_ = on_refused;
    this.active_ = false;
    conn.addEventListener('welcome', () => this.ask_());
    conn.addEventListener('message', (ev) => this.on_message_(ev.detail));
  }

  /** The list is wanted: watch now when the link is up, else at its welcome. */
  start() {
    if (this.active_) return;
    this.active_ = true;
    this.ask_();
  }

  stop() {
    if (!this.active_) return;
    this.active_ = false;
    if (this.conn_.online) this.conn_.send({ type: 'live.unwatch' });
  }

  ask_() {
    if (!this.active_ || !this.conn_.online) return;
    this.conn_.send({ type: 'live.watch', limit: this.limit_ }, (reply) => {
      if (reply.type === 'error' && this.active_) this.on_refused_();
    });
  }

  on_message_(msg) {
    if (msg.type === 'live.changed' && this.active_ && Array.isArray(msg.games)) this.on_games_(msg.games);
  }
}
