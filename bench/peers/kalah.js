// Kalah(6,4) as mancala-server plays it by default (docs/rules.md): standard capture, no pie
// rule, at the end each player keeps the seeds on their own side. The peers' servers play it
// with this module and the load generator picks its moves with it, so every server is given
// the same legal games.
'use strict';

const PITS = 6;
const SEEDS = 4;
// Board layout: South's pits 0..5, South's store 6, North's pits 7..12, North's store 13.
const STORE = [PITS, 2 * PITS + 1];

function newGame() {
  const board = new Array(2 * PITS + 2).fill(SEEDS);
  board[STORE[0]] = 0;
  board[STORE[1]] = 0;
  return { board, toMove: 0, ply: 0, over: false };
}

function pitIndex(side, pit) {
  return side * (PITS + 1) + pit;
}

function sideEmpty(board, side) {
  for (let pit = 0; pit < PITS; ++pit) if (board[pitIndex(side, pit)] > 0) return false;
  return true;
}

function legal(game, pit) {
  return !game.over && Number.isInteger(pit) && pit >= 0 && pit < PITS && game.board[pitIndex(game.toMove, pit)] > 0;
}

// Sows `pit` of the side to move; returns false (and changes nothing) for an illegal ply.
function play(game, pit) {
  if (!legal(game, pit)) return false;
  const { board } = game;
  const side = game.toMove;
  let at = pitIndex(side, pit);
  let seeds = board[at];
  board[at] = 0;
  while (seeds > 0) {
    at = (at + 1) % board.length;
    if (at === STORE[1 - side]) continue;  // the opponent's store is skipped
    board[at]++;
    seeds--;
  }
  const ownPit = at >= pitIndex(side, 0) && at < pitIndex(side, PITS);
  const opposite = 2 * PITS - at;
  if (ownPit && board[at] === 1 && board[opposite] > 0) {
    board[STORE[side]] += board[opposite] + 1;
    board[at] = 0;
    board[opposite] = 0;
  }
  game.ply++;
  if (at !== STORE[side]) game.toMove = 1 - side;  // the last seed in one's own store: again
  if (sideEmpty(board, 0) || sideEmpty(board, 1)) {
    for (let s = 0; s < 2; ++s)
      for (let p = 0; p < PITS; ++p) {
        board[STORE[s]] += board[pitIndex(s, p)];
        board[pitIndex(s, p)] = 0;
      }
    game.over = true;
  }
  return true;
}

// The non-empty pits of `side` on a 14-entry board.
function nonEmpty(board, side) {
  const pits = [];
  for (let pit = 0; pit < PITS; ++pit) if (board[pitIndex(side, pit)] > 0) pits.push(pit);
  return pits;
}

module.exports = { PITS, SEEDS, STORE, newGame, legal, play, nonEmpty, pitIndex };
