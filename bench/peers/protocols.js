// How the load generator speaks to each server. Every adapter offers the same three calls —
// open(), move(pit), newGame() — and reports through the same two callbacks: onState(game) with
// {board: 14 numbers (South's pits, store, North's pits, store), toMove: 0|1, ply, over} for
// every answer, and onError(text). Timing and move choice live in loadgen_worker.js, shared by all.
'use strict';
const WebSocket = require('ws');
const { Client: ColyseusClient } = require('@colyseus/sdk');
const { io } = require('socket.io-client');

const wsOptions = { perMessageDeflate: false };

// mancala-server (docs/protocol.md): hello → welcome, local.play → game, move → moved, and
// after a game's last moved, game.over.
class Mancala {
  constructor(port, events) {
    this.url = `ws://127.0.0.1:${port}/ws`;
    this.events = events;
    this.gameId = '';
    this.ply = 0;
  }
  open() {
    this.ws = new WebSocket(this.url, wsOptions);
    this.ws.on('open', () => this.ws.send('{"type":"hello","protocol":1}'));
    this.ws.on('error', (err) => this.events.onFail(err));
    this.ws.on('message', (data) => this.onMessage(JSON.parse(data)));
  }
  onMessage(msg) {
    switch (msg.type) {
      case 'welcome':
        return this.ws.send('{"type":"local.play"}');
      case 'game':
        this.gameId = msg.game;
        this.over = false;
        return this.state(msg.state);
      case 'moved':
        return this.state(msg.state);
      case 'game.over':
        // The final moved (over: true) is the answer to the last ply; the next game is asked
        // for after the game.over that follows it.
        this.over = true;
        if (this.wantNew) this.newGame();
        return;
      case 'error':
        return this.events.onError(JSON.stringify(msg));
      default:
    }
  }
  state(s) {
    this.ply = s.ply;
    const [south, north] = s.pits;
    const board = [...south, s.stores[0], ...north, s.stores[1]];
    this.events.onState({ board, toMove: s.to_move === 'south' ? 0 : 1, ply: s.ply, over: s.over });
  }
  move(pit) {
    this.ws.send(`{"type":"move","game":"${this.gameId}","ply":${this.ply},"pit":${pit}}`);
  }
  newGame() {
    this.wantNew = !this.over;
    if (this.wantNew) return;
    this.over = false;
    this.ws.send('{"type":"local.play"}');
  }
  close() {
    this.ws.terminate();
  }
}

// The echo server (bench/echo_server.cpp) sends back what it gets: a move-sized JSON text, read
// back with the same JSON.parse as a moved. Its "game" never ends.
const echoPayload = '{"type":"move","game":"abcdefghijkl","ply":17,"pit":3,"id":"m17"}';
class Echo {
  constructor(port, events) {
    this.url = `ws://127.0.0.1:${port}/`;
    this.events = events;
    this.start = { board: [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0], toMove: 0, ply: 0, over: false };
  }
  open() {
    this.ws = new WebSocket(this.url, wsOptions);
    this.ws.on('open', () => this.events.onState(this.start));
    this.ws.on('error', (err) => this.events.onFail(err));
    this.ws.on('message', (data) => {
      if (JSON.parse(data).type !== 'move') return this.events.onError('bad echo');
      this.events.onState(this.start);
    });
  }
  move() {
    this.ws.send(echoPayload);
  }
  newGame() {}
  close() {
    this.ws.terminate();
  }
}

// Colyseus (bench/peers/colyseus_server.js) through its SDK: create a room (HTTP seat
// reservation, then the room's WebSocket), each answer is a state patch decoded by the SDK.
class Colyseus {
  constructor(port, events) {
    this.client = new ColyseusClient(`http://127.0.0.1:${port}`);
    this.events = events;
    this.ply = 0;
  }
  open() {
    this.client.create('kalah').then(
      (room) => {
        this.room = room;
        room.onStateChange((s) => {
          this.ply = s.ply;
          this.events.onState({ board: Array.from(s.board), toMove: s.toMove, ply: s.ply, over: s.over });
        });
        room.onMessage('error', (m) => this.events.onError(JSON.stringify(m)));
        room.onLeave(() => {});
      },
      (err) => this.events.onFail(err),
    );
  }
  move(pit) {
    this.room.send('move', { ply: this.ply, pit });
  }
  newGame() {
    this.room.send('new');
  }
  close() {
    if (this.room) this.room.leave(true);
  }
}

// boardgame.io (bench/peers/bgio_server.js) over socket.io, the events its own client sends:
// `sync` a match (created on the server by the first sync), `update` with a MAKE_MOVE action
// as the seat to move, answered by `update` with the new state. A new game is a new match ID.
let bgioMatches = 0;
class Bgio {
  constructor(port, events, id) {
    this.url = `http://127.0.0.1:${port}/kalah`;
    this.events = events;
    this.prefix = `m${process.pid}-${id}-`;
    this.matchID = '';
    this.stateID = 0;
    this.currentPlayer = '0';
  }
  open() {
    this.socket = io(this.url, { transports: ['websocket'], reconnection: false });
    this.socket.on('connect', () => this.newGame());
    this.socket.on('connect_error', (err) => this.events.onFail(err));
    this.socket.on('sync', (matchID, info) => this.state(matchID, info.state));
    this.socket.on('update', (matchID, state) => this.state(matchID, state));
  }
  state(matchID, state) {
    if (matchID !== this.matchID) return;
    this.stateID = state._stateID;
    this.currentPlayer = state.ctx.currentPlayer;
    const G = state.G;
    this.events.onState({ board: G.board, toMove: G.toMove, ply: G.ply, over: state.ctx.gameover !== undefined });
  }
  move(pit) {
    const payload = { type: 'sow', args: [pit], playerID: this.currentPlayer };
    this.socket.emit('update', { type: 'MAKE_MOVE', payload }, this.stateID, this.matchID, this.currentPlayer);
  }
  newGame() {
    this.matchID = `${this.prefix}${++bgioMatches}`;
    this.socket.emit('sync', this.matchID, '0', undefined, 2);
  }
  close() {
    this.socket.disconnect();
  }
}

const protocols = { mancala: Mancala, echo: Echo, colyseus: Colyseus, bgio: Bgio };
module.exports = { protocols };
