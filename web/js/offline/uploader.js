// Sends the offline games kept on the device (offline_games.js) to the player's history once the
// browser is online and the player has a token: POST /api/games/offline, one game at a time. A
// game the server stored (201), had already (200) or refuses for good (400, 422) is forgotten;
// any other answer, or no answer, keeps it for the next try.

import { kept, forget } from './offline_games.js';

export class Uploader {
  /**
   * @param {() => string|null} token the player's token (storage.js), null before the first welcome
   * @param {(sent: number) => void} on_sent called after a round that stored at least one game
   */
  constructor(token, on_sent) {
    this.token_ = token;
    this.on_sent_ = on_sent;
    this.running_ = false;
    addEventListener('online', () => this.send());
  }

  /** Sends every kept game now (a round already running does nothing more). */
  async send() {
    const token = this.token_();
    if (this.running_ || !token || !navigator.onLine) return;
    this.running_ = true;
    let sent = 0;
    try {
      for (const game of kept()) {
        let res;
        try {
          res = await fetch('/api/games/offline', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify(game),
          });
        } catch {
          break; // no network after all: the next round tries again
        }
        if (res.status === 201 || res.status === 200) sent++;
        if ([200, 201, 400, 422].includes(res.status)) forget(game.id);
        else break;
      }
    } finally {
      this.running_ = false;
    }
    if (sent > 0) this.on_sent_(sent);
  }
}
