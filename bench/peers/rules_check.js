// Checks kalah.js against mancala-server: plays random local games on the server while
// kalah.js plays the same plies, and compares board, side to move and end after every `moved`.
// Usage: node rules_check.js PORT [GAMES]   (a running mancala-server, rate limit lifted)
'use strict';
const WebSocket = require('ws');
const kalah = require('./kalah.js');

const [port, wanted = 300] = process.argv.slice(2).map(Number);
const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
let game = null;
let gameId = '';
let games = 0;
let plies = 0;
let mismatches = 0;
const board = (s) => [...s.pits[0], s.stores[0], ...s.pits[1], s.stores[1]];

function play(state) {
  const pits = kalah.nonEmpty(game.board, game.toMove);
  const pit = pits[Math.floor(Math.random() * pits.length)];
  kalah.play(game, pit);
  plies++;
  ws.send(JSON.stringify({ type: 'move', game: gameId, ply: state.ply, pit }));
}
ws.on('open', () => ws.send('{"type":"hello","protocol":1}'));
ws.on('message', (data) => {
  const msg = JSON.parse(data);
  if (msg.type === 'welcome') return ws.send('{"type":"local.play"}');
  if (msg.type === 'game') {
    gameId = msg.game;
    game = kalah.newGame();
    return play(msg.state);
  }
  if (msg.type === 'moved') {
    const s = msg.state;
    const same = board(s).join() === game.board.join() && s.over === game.over &&
      (s.over || (s.to_move === 'south' ? 0 : 1) === game.toMove);
    if (!same && mismatches++ < 3) console.log(`mismatch: server ${JSON.stringify(s)} kalah.js ${JSON.stringify(game)}`);
    if (!s.over) play(s);
  } else if (msg.type === 'game.over') {
    if (++games < wanted) return ws.send('{"type":"local.play"}');
    console.log(JSON.stringify({ games, plies, mismatches }));
    process.exit(mismatches ? 1 : 0);
  } else if (msg.type === 'error') {
    console.log(`server error: ${JSON.stringify(msg)}`);
    process.exit(1);
  }
});
