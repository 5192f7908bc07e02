// A hot-seat Kalah server on Colyseus 0.18, the way Colyseus is meant to be used: the game is
// the room's Schema state, a ply arrives as a room message, and the answer is the state patch.
// One room a connection: the client creates it, plays a game, sends `new`, plays the next.
// Usage: node colyseus_server.js PORT_FILE   (listens on 127.0.0.1, an ephemeral port)
'use strict';
const fs = require('node:fs');
const { Server, Room } = require('@colyseus/core');
const { WebSocketTransport } = require('@colyseus/ws-transport');
const { schema, t } = require('@colyseus/schema');
const kalah = require('./kalah.js');

// The 14 pits and stores (South's pits 0..5, store 6, North's 7..12, store 13), the side to move.
const KalahState = schema({
  board: t.array('uint8'),
  toMove: t.uint8(),
  ply: t.uint16(),
  over: t.boolean(),
});

class KalahRoom extends Room {
  onCreate() {
    this.maxClients = 1;
    this.autoDispose = true;
    // The patch goes out when a ply is played, not on Colyseus's 50-ms clock: an answer a move.
    this.setPatchRate(null);
    this.game = kalah.newGame();
    this.setState(new KalahState());
    this.publish();
    this.onMessage('move', (client, msg) => {
      if (!msg || msg.ply !== this.game.ply || !kalah.play(this.game, msg.pit)) {
        return client.send('error', { ply: this.game.ply });
      }
      this.publish();
    });
    this.onMessage('new', () => {
      this.game = kalah.newGame();
      this.publish();
    });
  }
  // Copies the game into the Schema state (only changed entries are encoded) and sends the patch.
  publish() {
    const { state, game } = this;
    for (let i = 0; i < game.board.length; ++i) {
      if (state.board[i] !== game.board[i]) state.board[i] = game.board[i];
    }
    state.toMove = game.toMove;
    state.ply = game.ply;
    state.over = game.over;
    this.broadcastPatch();
  }
}

async function main() {
  const portFile = process.argv[2];
  const transport = new WebSocketTransport({ perMessageDeflate: false, pingInterval: 0 });
  const server = new Server({ transport, greet: false, gracefullyShutdown: false });
  server.define('kalah', KalahRoom);
  await server.listen(0, '127.0.0.1');
  const address = transport.server.address();
  fs.writeFileSync(portFile, `${address.port}\n`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
}
main().catch((err) => {
  console.error(err);
  process.exit(2);
});
