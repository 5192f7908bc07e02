// The page's composition root: the connection, the start and queue screens, the banner, and
// the hand-over to the game screen when the server sends a `game`.

import { Connection } from './net.js';
import { GameScreen } from './game.js';
import * as storage from './storage.js';
import * as V from './variant.js';
import { clock } from './texts.js';
import { wire_game_choice } from './oware.js';

const $ = (id) => document.getElementById(id);
const TICK_MS = 250;
const NAME_MAX = 24; // PROTOCOL.md hello: 1..24 code points, no control characters

/** The name as the server accepts it, or '' when none was typed or it can't be used. */
function clean_name(raw) {
  const n = (raw || '').trim();
  if (n === '' || [...n].length > NAME_MAX || /\p{Cc}/u.test(n)) return '';
  return n;
}

const conn = new Connection(() => ({ name: clean_name(storage.name()), token: storage.token() }));
const game = new GameScreen(document, conn, (why) => {
  show('start');
  if (why) set_banner(why, 'warn');
});
let welcomed_name = null;
let queue = null; // {until: performance.now() deadline, variant} while queued
let was_online = false;

function show(screen) {
  const from = document.body.dataset.screen;
  for (const id of ['start', 'queue', 'game']) $(id).hidden = id !== screen;
  document.body.dataset.screen = screen;
  if (screen !== 'queue') queue = null;
  // Back from a game or the queue, keyboard users land on the first choice again.
  if (screen === 'start' && from && from !== 'start') $('btn-online').focus({ preventScroll: true });
}

// ---- start screen ------------------------------------------------------------------------------

function restore_form() {
  $('name').value = storage.name();
  const p = storage.prefs();
  V.to_form(document, p.variant);
  if (p.level) $('bot-level').value = p.level;
  if (p.side) $('bot-side').value = p.side;
}

/** Saves the form, says hello again if the name changed, then sends `msg`. */
function start(msg, on_reply) {
  const typed = $('name').value.trim();
  if (typed !== '' && clean_name(typed) === '') {
    $('name').setCustomValidity('Use 1 to 24 letters, digits or signs.');
    $('name').reportValidity();
    return;
  }
  $('name').setCustomValidity('');
  if (conn.online) set_banner(''); // an old notice ("game no longer on the server") is done
  storage.setName(typed);
  storage.setPrefs({ variant: V.from_form(document), level: $('bot-level').value, side: $('bot-side').value });
  // Names travel only in hello: a new name means a new hello (same token, same player).
  if (clean_name(typed) !== '' && welcomed_name !== null && typed !== welcomed_name) conn.connect();
  conn.send(msg, on_reply);
}

$('btn-bot').addEventListener('click', () => {
  game.expect_queue_game(false);
  start({ type: 'bot.play', level: $('bot-level').value, side: $('bot-side').value, variant: V.from_form(document) }, fail_to_start);
});
$('btn-local').addEventListener('click', () => {
  game.expect_queue_game(false);
  start({ type: 'local.play', variant: V.from_form(document) }, fail_to_start);
});
$('btn-online').addEventListener('click', () => join_queue(V.from_form(document)));
$('start-form').addEventListener('submit', (ev) => ev.preventDefault());

function fail_to_start(reply) {
  if (reply.type === 'error') set_banner(`Could not start: ${reply.message || reply.code}`, 'error');
}

// ---- queue ---------------------------------------------------------------------------------------

function join_queue(variant) {
  game.expect_queue_game(true);
  start({ type: 'queue.join', variant }, (reply) => {
    if (reply.type === 'error') {
      fail_to_start(reply);
      show('start');
      return;
    }
    if (reply.type !== 'queue.joined' || game.in_progress) return;
    const ms = typeof reply.bot_after_ms === 'number' ? reply.bot_after_ms : null;
    queue = { variant, until: ms === null ? null : performance.now() + ms };
    show('queue');
    render_queue();
  });
}

function render_queue() {
  if (!queue) return;
  const v = V.describe(queue.variant);
  if (queue.until === null) {
    $('queue-countdown').textContent = `${v}. Waiting for another player.`;
    return;
  }
  const left = queue.until - performance.now();
  $('queue-countdown').textContent =
    left > 0
      ? `${v}. If nobody turns up, you play the computer in ${Math.ceil(left / 1000)} s.`
      : `${v}. Starting a game against the computer…`;
}

$('btn-queue-cancel').addEventListener('click', () => {
  game.expect_queue_game(false);
  conn.send({ type: 'queue.leave' });
  show('start');
});

// ---- server messages -----------------------------------------------------------------------------

conn.addEventListener('welcome', (ev) => {
  const w = ev.detail;
  if (typeof w.token === 'string') storage.setToken(w.token);
  welcomed_name = w.player?.name ?? null;
  if (!$('name').value && welcomed_name && !storage.name()) $('name').placeholder = welcomed_name;
  // The server forgets a queue entry when the link drops: join again after a reconnect.
  if (queue) join_queue(queue.variant);
  game.on_reconnected();
});

conn.addEventListener('message', (ev) => {
  const msg = ev.detail;
  if (msg.type === 'game') {
    game.on_message(msg);
    show('game');
    return;
  }
  if (game.on_message(msg)) return;
  if (msg.type === 'server.draining') {
    conn.reconnect_after(Math.max(500, msg.retry_after_ms ?? 2000));
  } else if (msg.type === 'error' && msg.code === 'bad_message' && !conn.online) {
    // hello refused (most likely the name): forget the name and say hello without it
    storage.setName('');
    $('name').value = '';
    set_banner('That name could not be used; you play as a guest.', 'error');
    conn.connect();
  }
});

// ---- connection banner ---------------------------------------------------------------------------

let retry_at = null;
let retry_why = null; // 'draining' when the server announced a restart

function set_banner(text, kind) {
  const b = $('banner');
  b.hidden = text === '';
  b.className = `banner ${kind || ''}`;
  b.replaceChildren(document.createTextNode(text));
  return b;
}

conn.addEventListener('link', (ev) => {
  const { state, retry_ms } = ev.detail;
  document.body.dataset.link = state;
  retry_at = null;
  if (state === 'online') {
    if (was_online) set_banner('');
    was_online = true;
    $('banner').hidden = true;
  } else if (state === 'offline') {
    retry_at = performance.now() + retry_ms;
    retry_why = ev.detail.reason ?? null;
    render_offline();
  } else if (state === 'connecting' && was_online) {
    set_banner('Reconnecting…', 'warn');
  } else if (state === 'replaced') {
    const b = set_banner('This game was opened in another tab or window. ', 'warn');
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.textContent = 'Play here';
    btn.addEventListener('click', () => conn.connect());
    b.append(btn);
  }
});

function render_offline() {
  if (retry_at === null) return;
  const when = clock(retry_at - performance.now());
  if (retry_why === 'draining') set_banner(`The server is restarting; your game is kept. Reconnecting in ${when}…`, 'warn');
  else set_banner(`Connection lost. Reconnecting in ${when}…`, 'warn');
}

// ---- keyboard and clocks ---------------------------------------------------------------------------

document.addEventListener('keydown', (ev) => {
  if ($('game').hidden || document.querySelector('dialog[open]')) return;
  if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
  if (game.on_key(ev)) ev.preventDefault();
});

setInterval(() => {
  if (!$('game').hidden) game.tick();
  if (queue) render_queue();
  if (retry_at !== null) render_offline();
}, TICK_MS);

restore_form();
wire_game_choice(document);
show('start');
conn.connect();
