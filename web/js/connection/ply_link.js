// A ply and the link it travels on. A ply played while the link is down is not sent, and the
// player is told so (the board stays playable). A ply sent on a link that then drops before the
// server confirmed it may be lost: the player is told, and the game's next snapshot says whether
// it was played.

import { T } from '../texts/texts.js';

export class PlyLink {
  /**
   * @param conn the net.js Connection
   * @param say (text) => void: a line in the game's notice
   */
  constructor(conn, say) {
    this.conn_ = conn;
    this.say_ = say;
    this.sent_ = null; // {game, ply} of the ply sent and not yet confirmed
    conn.addEventListener('link', (ev) => {
      if (ev.detail.state === 'offline' && this.sent_) say(T.ply_unconfirmed);
    });
  }

  /**
   * Sends the `move` message `msg` ({game, ply, ...}) with `send(msg)` when the link is up and
   * returns true; returns false, saying why, when it is down.
   */
  send(msg, send) {
    if (!this.conn_.online) {
      this.say_(T.ply_offline);
      return false;
    }
    this.sent_ = { game: msg.game, ply: msg.ply };
    send(msg);
    return true;
  }

  /** The server answered for the game (a `moved`, or a refusal): nothing is in doubt. */
  settled() {
    this.sent_ = null;
  }

  /** A snapshot `msg` of a game: a ply in doubt that it does not hold was lost, and is told so. */
  on_snapshot(msg) {
    const s = this.sent_;
    this.sent_ = null;
    if (s && s.game === msg.game && msg.state?.ply === s.ply && !msg.state.over) this.say_(T.ply_not_played);
  }
}
