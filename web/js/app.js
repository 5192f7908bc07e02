// The page's composition root: the connection, the start and queue screens (the start screen's
// lobby lives in seeks/, its tournaments in tournaments/, the link's banner in banner.js), the views
// behind the #fragment (friend=, watch=, game=, review=, player=, tournament=, leaderboard, bots, puzzles, account,
// analysis, mod), and the hand-over to the game screen when the server sends a `game`.

import { Connection } from './net/net.js';
import { GameScreen } from './game/game.js';
import { ReplayScreen } from './replay/replay.js';
import { WatchScreen } from './watch/watch.js';
import { Friend } from './start/friend.js';
import { GamesList } from './start/history.js';
import { LiveList } from './start/live.js';
import { AccountScreen } from './start/account.js';
import { guest_name } from './start/guest_name.js';
import { SetupValue } from './start/setup_value.js';
import * as storage from './net/storage.js';
import * as V from './board/variant.js';
import { T, fill_texts, error_text } from './texts/texts.js';
import { Banner } from './common/banner.js';
import { wire_game_choice } from './board/oware.js';
import { ClockChoice } from './clock/clock_choice.js';
import { control_text } from './clock/format.js';
import { ChallengeBanner } from './challenge/challenge_banner.js';
import { ChallengeForm, wire_challenge_buttons } from './challenge/challenge_form.js';
import { YourTurnList } from './your_turn/your_turn_list.js';
import { SeekList } from './seeks/seek_list.js';
import { SeekForm } from './seeks/seek_form.js';
import { ModLink } from './moderation/mod_link.js';
import { refusal_words } from './fairplay/play_ban.js';
import { TournamentList } from './tournaments/tournament_list.js';
import { TournamentScreen } from './tournament/tournament_screen.js';
import { DailyPuzzleBox } from './puzzles/daily_box.js';
import { parse_hash, clear_hash, set_hash } from './links/address.js';
import { LinkOffer } from './links/link_offer.js';
import { LinkDecision } from './connection/link_decision.js';
import { LookMenu } from './look/look_menu.js';
import { OfflineScreen } from './offline/offline_screen.js';
import { Uploader } from './offline/uploader.js';
import { register_service_worker } from './offline/service_worker.js';
import { next_task, each_in_own_task } from './common/next_task.js';
import { LazyScreen } from './common/lazy_screen.js';

const $ = (id) => document.getElementById(id);
const TICK_MS = 250;
const NAME_MAX = 24; // PROTOCOL.md hello: 1..24 code points, no control characters

/** The name as the server accepts it, or '' when none was typed or it can't be used. */
function clean_name(raw) {
  const n = (raw || '').trim();
  if (n === '' || [...n].length > NAME_MAX || /\p{Cc}/u.test(n)) return '';
  return n;
}

const SCREENS = ['start', 'queue', 'game', 'friend-wait', 'invite', 'watch', 'replay', 'player', 'leaderboard', 'account', 'analysis', 'review', 'moderation', 'tournament', 'bots', 'puzzles', 'offline'];
let welcomed_name = null;
let me = null; // welcome.player: {id, name, account}
let queue = null; // {until: performance.now() deadline, variant, clock} while queued

// The screens are built a few at a time, each group in a task of its own (`next_task`): built in
// one go they held the main thread for about 80 ms on a laptop, and four times that on a phone,
// unable to answer a tap. The page's links, buttons and server messages are wired once all exist.

// A page opened on a watch link is a spectator's: its link is served apart from the players'.
const conn = new Connection(
  // A browser without a token is new: its guest is named in the page's language.
  () => ({ name: clean_name(storage.name()) || (storage.token() ? '' : guest_name()), token: storage.token() }),
  () => location.hash.startsWith('#watch='),
);
const banner = new Banner(document, conn);
const set_banner = (text, kind) => banner.set(text, kind);
const game = new GameScreen(document, conn, (why) => home(why));
await next_task();
const replay = new ReplayScreen(document, () => home());
const watch = new WatchScreen(document, conn, () => home(), () => me);
await next_task();
const clocks = new ClockChoice(document); // the start screen's time controls
const friend = new Friend(document, conn, { start, show, home, banner: set_banner, clock: () => clocks.value('friend') });
await next_task();
const my_games = new GamesList(document);
const live = new LiveList(document, conn); // Now playing, pushed over the link
await next_task();
// The screens behind a link only (player, leaderboard, explorer, review, moderation, bots, puzzles)
// are built the first time they are shown, their code loaded then (common/lazy_screen.js).
const screens = () => import('./link_screens.js');
const player = new LazyScreen(async () => new (await screens()).PlayerScreen(document, () => home()));
const leaderboard = new LazyScreen(async () => new (await screens()).LeaderboardScreen(document, () => home()));
await next_task();
const analysis = new LazyScreen(async () => new (await screens()).AnalysisScreen(document, () => home()));
const review = new LazyScreen(async () => {
  const { ReviewScreen, ReviewLessons } = await screens();
  const lessons = new ReviewLessons(document); // the review's worst plies as puzzles
  return new ReviewScreen(document, () => home(), (id, r, a) => lessons.show(id, r, a));
});
const setup_value = new SetupValue(document);
await next_task();
const challenge_form = new ChallengeForm(document, conn, new ChallengeBanner(document, conn));
wire_challenge_buttons(document, challenge_form);
const your_turn = new YourTurnList(document, conn); // correspondence games waiting for a move
await next_task();
const seeks = new SeekList(document, conn, start); // the lobby: open seeks, Accept and Cancel
const seek_form = new SeekForm(document, { clocks, list: seeks, send: start, me: () => me });
const account = new AccountScreen(document, { me: () => me, relink, on_leave: () => home() });
await next_task();
const moderation = new LazyScreen(async () => new (await screens()).ModerationScreen(document, () => home())); // #mod, #mod=ID
const mod_link = new ModLink(document);
await next_task();
const tournaments = new TournamentList(document, conn); // the start screen's list and form
await next_task();
const tournament = new TournamentScreen(document, conn, () => home()); // #tournament=ID, and its games' parts
await next_task();
const bots = new LazyScreen(async () => new (await screens()).BotsScreen(document, (target) => challenge_form.open(target), () => home())); // #bots
const puzzles = new LazyScreen(async () => new (await screens()).PuzzleScreen(document, () => home(), (id) => set_hash(`#puzzle=${encodeURIComponent(id)}`))); // #puzzles, #puzzle=ID
await next_task();
const daily_puzzle = new DailyPuzzleBox(document); // the start screen's puzzle of the day
// Offline play: games against the computer or on one device without the server, sent once online.
const uploader = new Uploader(storage.token, (n) => {
  set_banner(T.offline_sent(n));
  if (!$('start').hidden) my_games.refresh(me);
});
const offline = new OfflineScreen(document, { show, on_leave: () => home(), on_kept: () => uploader.send() });
await next_task();

let shows = 0; // show()'s calls: a screen still loading gives way to any view shown meanwhile

/** `fn` as a function that runs it only while the start screen shows (for work put off a task or more). */
const while_start = (fn) => () => document.body.dataset.screen === 'start' && fn();

function show(screen) {
  shows++;
  const from = document.body.dataset.screen;
  for (const id of SCREENS) {
    const el = $(id); // a screen built on first use (LazyScreen) has no element before
    if (el) el.hidden = id !== screen;
  }
  document.body.dataset.screen = screen;
  if (from && from !== screen) window.scrollTo(0, 0); // a new view starts at its top
  if (screen !== 'queue') queue = null;
  if (screen === 'start') {
    // Each box asks the server in a task of its own (a fetch's start costs a millisecond or more of
    // main thread, a page's first one several), if the start screen still shows by then.
    each_in_own_task(
      while_start(() => live.start()),
      while_start(() => seeks.start()),
      while_start(() => tournaments.start()),
      while_start(() => seek_form.refresh()),
      while_start(() => my_games.refresh(me)),
      while_start(() => daily_puzzle.refresh()),
    );
  } else {
    live.stop();
    seeks.stop();
    tournaments.stop();
  }
  // Back from a game or the queue, keyboard users land on the first choice again.
  if (screen === 'start' && from && from !== 'start') $('btn-online').focus({ preventScroll: true });
}

// ---- views behind the #fragment ------------------------------------------------------------------

/**
 * Shows the view the address names (or the start screen), closing the views it leaves. A game in
 * progress keeps the screen and offers the view instead, unless `leave_game` (the player chose it).
 */
function route(leave_game = false) {
  const { kind, id, variant, speed, position } = parse_hash();
  if (kind !== 'watch') watch.close();
  if (kind !== 'replay') replay.close();
  if (kind !== 'player') player.hide();
  if (kind !== 'leaderboard') leaderboard.hide();
  if (kind !== 'bots') bots.hide();
  if (kind !== 'puzzles') puzzles.hide();
  if (kind !== 'account') account.close();
  if (kind !== 'analysis') analysis.hide();
  if (kind !== 'review') review.hide();
  if (kind !== 'mod') moderation.hide();
  // A finished game gives way to the view asked for; a game in progress asks first.
  if (kind && game.in_progress && !leave_game) {
    link_offer.offer(location.hash, kind);
    clear_hash();
    show('game');
    return;
  }
  link_offer.close();
  if (kind) game.close();
  if (kind !== 'tournament' && !game.in_progress) tournament.close(); // watched while its game is on
  if (kind === 'watch') {
    watch.open(id);
    show('watch');
  } else if (kind === 'replay') {
    replay.open(id);
    show('replay');
  } else if (kind === 'review') {
    show_lazy(review, kind, 'review', (s) => s.open(id));
  } else if (kind === 'analysis') {
    show_lazy(analysis, kind, 'analysis', (s) => s.open(position));
  } else if (kind === 'player') {
    show_lazy(player, kind, 'player', (s) => s.open(id));
  } else if (kind === 'tournament') {
    tournament.open(id);
    show('tournament');
  } else if (kind === 'leaderboard') {
    show_lazy(leaderboard, kind, 'leaderboard', (s) => s.open(variant, speed));
  } else if (kind === 'bots') {
    show_lazy(bots, kind, 'bots', (s) => s.open());
  } else if (kind === 'puzzles') {
    show_lazy(puzzles, kind, 'puzzles', (s) => s.open(id));
  } else if (kind === 'account') {
    account.open();
    show('account');
  } else if (kind === 'mod') {
    show_lazy(moderation, kind, 'moderation', (s) => s.open(id));
  } else if (kind === 'friend') {
    friend.open_invite(id);
  } else if (game.in_progress) {
    show('game');
  } else if (offline.in_progress) {
    show('offline');
  } else if (!friend.waiting && !queue) {
    show('start'); // the waiting screens stay until their wait ends
  }
}

/**
 * Opens `lazy` (a LazyScreen) with `open` and shows its screen `id` once it is built, if the
 * address still names `kind` then: the screen shown so far stays until the screen's code is in.
 * A view that took the page meanwhile (the queue, a friend's invitation, a game on this device:
 * the screen that stayed has their buttons) keeps it, and the address forgets the link, so that
 * the link opens the screen when followed again.
 */
function show_lazy(lazy, kind, id, open) {
  const asked_at = shows;
  lazy.show((screen) => {
    if (parse_hash().kind !== kind) return;
    if (shows !== asked_at) return void clear_hash();
    open(screen);
    show(id);
  });
}

/** Back to the start screen, with a message when given. */
function home(why) {
  clear_hash();
  route();
  if (why) set_banner(why, 'warn');
}

window.addEventListener('hashchange', () => route());
const link_offer = new LinkOffer($('link-offer'), (hash) => {
  set_hash(hash);
  route(true);
});

// ---- start screen ------------------------------------------------------------------------------

/** The stored player changed (an account's login or logout): hello again with the stored token. */
function relink() {
  me = null;
  welcomed_name = null;
  for (const id of ['my-games', 'my-page-link']) $(id).hidden = true; // the last player's
  restore_name(true);
  conn.connect();
}

/** The name fields: an account's name is its username and cannot be changed here, which a note beside each says. */
function restore_name(force = false) {
  const registered = me?.account === true;
  for (const [field, note] of [['name', 'name-account-note'], ['name-invite', 'name-invite-note']]) {
    if (force || registered || $(field).readOnly) $(field).value = registered ? me.name : storage.name();
    $(field).readOnly = registered;
    $(note).hidden = !registered;
  }
}

/** Whether the player changed `field` before the app was wired (common/early_clicks.js marks it). */
const changed_early = (field) => field.dataset.changedEarly !== undefined;

/** The start form as last used, but for the fields the player changed before the app was wired. */
function restore_form() {
  const typed = changed_early($('name')) ? $('name').value : null;
  restore_name(true);
  if (typed !== null) $('name').value = typed;
  const p = storage.prefs();
  const board_fields = document.querySelectorAll('#start-form fieldset.variant input, #start-form fieldset.variant select');
  if (![...board_fields].some(changed_early)) V.to_form(document, p.variant);
  if (p.level && !changed_early($('bot-level'))) $('bot-level').value = p.level;
  if (p.side && !changed_early($('bot-side'))) $('bot-side').value = p.side;
}

/**
 * Saves the form, says hello again if the name (typed in `name_el`) changed, then sends `msg`;
 * returns the message's id, or null when the name cannot be used (nothing is sent).
 */
function start(msg, on_reply, name_el = $('name')) {
  const typed = name_el.value.trim();
  if (typed !== '' && clean_name(typed) === '') {
    name_el.setCustomValidity(T.name_invalid);
    name_el.reportValidity();
    return null;
  }
  name_el.setCustomValidity('');
  $('name').value = typed;
  if (conn.online) set_banner(''); // an old notice ("game no longer on the server") is done
  storage.setName(typed);
  storage.setPrefs({ ...storage.prefs(), variant: V.from_form(document), level: $('bot-level').value, side: $('bot-side').value });
  // Names travel only in hello: a new name means a new hello (same token, same player).
  if (clean_name(typed) !== '' && welcomed_name !== null && typed !== welcomed_name) conn.connect();
  return conn.send(msg, on_reply);
}

const link_decision = new LinkDecision(conn); // the server's game or the device's
$('btn-bot').addEventListener('click', () => link_decision.then((online) => {
  if (!online) return offline.start({ opponent: $('bot-level').value, side: $('bot-side').value, variant: V.from_form(document) });
  game.expect_queue_game(false);
  const msg = { type: 'bot.play', level: $('bot-level').value, side: $('bot-side').value, variant: V.from_form(document) };
  const tc = clocks.value('bot');
  if (tc) msg.clock = tc; // untimed unless chosen: the computer's own default
  start(msg, fail_to_start);
}));
$('btn-local').addEventListener('click', () => link_decision.then((online) => {
  if (!online) return offline.start({ opponent: 'local', variant: V.from_form(document) });
  game.expect_queue_game(false);
  start({ type: 'local.play', variant: V.from_form(document) }, fail_to_start);
}));
$('btn-online').addEventListener('click', () => join_queue(V.from_form(document), clocks.value('online')));
$('start-form').addEventListener('submit', (ev) => ev.preventDefault());

function fail_to_start(reply) {
  if (reply.type === 'error') set_banner(refusal_words(reply, (r) => T.start_failed(error_text(r))), 'error');
}

// ---- queue ---------------------------------------------------------------------------------------

/** Joins the pool of (variant, clock); `clock` null is the untimed pool. */
function join_queue(variant, clock) {
  game.expect_queue_game(true);
  start({ type: 'queue.join', variant, clock }, (reply) => {
    if (reply.type === 'error') {
      fail_to_start(reply);
      show('start');
      return;
    }
    if (reply.type !== 'queue.joined' || game.in_progress) return;
    const ms = typeof reply.bot_after_ms === 'number' ? reply.bot_after_ms : null;
    queue = { variant, clock: reply.clock !== undefined ? reply.clock : clock, until: ms === null ? null : performance.now() + ms };
    show('queue');
    render_queue();
  });
}

function render_queue() {
  if (!queue) return;
  const v = [V.describe(queue.variant), control_text(queue.clock)].filter(Boolean).join(', ');
  if (queue.until === null) {
    $('queue-countdown').textContent = T.queue_waiting(v);
    return;
  }
  const left = queue.until - performance.now();
  $('queue-countdown').textContent =
    left > 0
      ? T.queue_fallback_in(v, Math.ceil(left / 1000))
      : T.queue_fallback_now(v);
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
  me = w.player ?? null;
  if (typeof me?.id === 'string') storage.setPlayer(me.id);
  if (me?.account === true) storage.setName(me.name);
  restore_name();
  watch.on_reconnected();
  friend.on_reconnected();
  player.if_built((s) => s.on_welcome());
  if (!$('name').value && welcomed_name && !storage.name()) $('name').placeholder = welcomed_name;
  // The server forgets a queue entry when the link drops: join again after a reconnect.
  if (queue) join_queue(queue.variant, queue.clock);
  game.on_reconnected();
  // The boxes that ask the server again, each in a task of its own: a fetch's start costs a
  // millisecond or more of main thread (four on a phone), and in one task with the welcome's other
  // listeners they held the thread for 15–30 ms.
  each_in_own_task(
    () => account.draw(),
    () => mod_link.refresh(me),
    () => moderation.if_built((s) => s.on_welcome()),
    while_start(() => my_games.refresh(me)),
    while_start(() => seek_form.refresh()),
    () => uploader.send(), // offline games kept on this device, now that the token is known
  );
});

conn.addEventListener('message', (ev) => {
  const msg = ev.detail;
  if (watch.on_message(msg)) return;
  if (msg.type === 'game') {
    friend.on_game(msg);
    storage.setSeat(msg.game, msg.you);
    if (your_turn.holds_back(msg)) return; // a correspondence game waits in Your turn
    offer_address(msg);
    clear_hash();
    watch.close();
    replay.close();
    review.hide();
    analysis.hide();
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
    set_banner(T.name_refused, 'error');
    conn.connect();
  }
});

/**
 * A game already under way (a snapshot after hello, not an answer to this page) takes the screen
 * over the view the address names, say an invitation opened in a new tab: that view is offered.
 */
function offer_address(msg) {
  const { kind } = parse_hash();
  const under_way = Array.isArray(msg.moves) && msg.moves.length > 0 && !msg.state?.over;
  if (kind && under_way && msg.id === undefined && msg.you !== 'spectator') link_offer.offer(location.hash, kind);
}

// ---- keyboard and clocks ---------------------------------------------------------------------------

document.addEventListener('keydown', (ev) => {
  if (document.querySelector('dialog[open]')) return;
  if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
  if (!$('replay').hidden && replay.on_key(ev)) ev.preventDefault();
  if (!$('review').hidden && review.if_built((s) => s.on_key(ev))) ev.preventDefault();
  if (!$('analysis').hidden && analysis.if_built((s) => s.on_key(ev))) ev.preventDefault();
  if (!$('game').hidden && game.on_key(ev)) ev.preventDefault();
});

setInterval(() => {
  if (!$('game').hidden) game.tick();
  if (!$('watch').hidden) watch.tick();
  if (!$('friend-wait').hidden) friend.tick();
  if (queue) render_queue();
  banner.tick();
}, TICK_MS);

fill_texts(document);
await next_task();
new LookMenu(document); // the header's theme, board style and sound switches
restore_form();
await next_task();
wire_game_choice(document);
clocks.fill();
await next_task();
setup_value.refresh();
await next_task();
route();
await next_task();
if (parse_hash().kind === null) {
  friend.resume();
  offline.resume(); // a game on this device that was in progress before the reload
}
conn.connect();
register_service_worker();
