// A hot-seat Kalah server on boardgame.io 0.50 (its koa + socket.io server, in-memory storage,
// both as the library sets them up). The game is a boardgame.io Game: G is the board, each ply
// a `sow` move; the turn passes unless the last seed fell in the mover's store. One match a
// game: the client syncs a fresh match ID on the same socket when a game ends (the server
// creates a match on its first sync), and plays both seats from that one socket.
// Usage: node bgio_server.js PORT_FILE   (an ephemeral port, written to PORT_FILE; the lobby API on
// the same port, as boardgame.io serves it by default)
'use strict';
const fs = require('node:fs');
const { Server } = require('boardgame.io/server');
const { INVALID_MOVE } = require('boardgame.io/core');
const kalah = require('./kalah.js');

const Kalah = {
  name: 'kalah',
  setup: () => kalah.newGame(),
  moves: {
    sow: ({ G, events }, pit) => {
      const side = G.toMove;
      // G is an immer draft: kalah.play mutates it in place.
      if (!kalah.play(G, pit)) return INVALID_MOVE;
      if (!G.over && G.toMove !== side) events.endTurn();
    },
  },
  endIf: ({ G }) => (G.over ? { store: [G.board[kalah.STORE[0]], G.board[kalah.STORE[1]]] } : undefined),
};

async function main() {
  const portFile = process.argv[2];
  const server = Server({ games: [Kalah], origins: ['*'] });
  const { appServer } = await server.run({ port: 0 });
  fs.writeFileSync(portFile, `${appServer.address().port}\n`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
}
main().catch((err) => {
  console.error(err);
  process.exit(2);
});
