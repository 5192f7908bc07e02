// What the browser remembers between visits (localStorage): the player's token, id and name, the
// last start-screen choices (the time controls among them), the match score, the seat taken in
// recent games, whether the game's sounds are muted, the theme and the board's style chosen
// (look/; look/look_boot.js reads those two keys itself, before the page is drawn), whether the
// player asked to be notified of their turn (your_turn/), whether the chat is off and whose chat
// lines are muted (chat/), the language chosen (lang/, also kept in the one cookie, below); and,
// for this tab only (sessionStorage), the friend invitation it is waiting on.
// offline/offline_games.js keeps the offline games in two keys of its own
// (`mancala.offline_games`, `mancala.offline_current`). Nothing else is kept.

const KEY = {
  token: 'mancala.token',
  name: 'mancala.name',
  prefs: 'mancala.prefs',
  match: 'mancala.match',
  player: 'mancala.player',
  seats: 'mancala.seats',
  invite: 'mancala.invite',
  muted: 'mancala.muted',
  theme: 'mancala.theme',
  board_style: 'mancala.board',
  notify: 'mancala.notify',
  chat_off: 'mancala.chat_off',
  chat_muted: 'mancala.chat_muted',
  lang: 'mancala.lang',
};
const SEATS_KEPT = 50;
const CHAT_MUTED_KEPT = 200; // players muted in the chat; the oldest is forgotten past this // enough for the "Your games" list (10) with room to spare

// `store` is named, not passed: merely touching localStorage throws where storage is disabled.
const area = (store) => (store === 'session' ? sessionStorage : localStorage);

function read(key, store = 'local') {
  try {
    return area(store).getItem(key);
  } catch {
    return null; // storage disabled (private mode): the page still works, it just forgets
  }
}

function write(key, value, store = 'local') {
  try {
    if (value === null || value === undefined) area(store).removeItem(key);
    else area(store).setItem(key, value);
  } catch {
    /* storage full or disabled: nothing to do */
  }
}

function readJson(key, fallback, store = 'local') {
  try {
    const v = JSON.parse(read(key, store));
    return v ?? fallback;
  } catch {
    return fallback;
  }
}

/** The server's reconnect token (opaque string), or null before the first welcome. */
export const token = () => read(KEY.token);
export const setToken = (t) => write(KEY.token, t);

/** The display name typed on the start screen ('' when none). */
export const name = () => read(KEY.name) ?? '';
export const setName = (n) => write(KEY.name, n);

/** Start-screen choices: {variant, level, side, clocks}; {} before the first game. */
export const prefs = () => readJson(KEY.prefs, {});
export const setPrefs = (p) => write(KEY.prefs, JSON.stringify(p));

/** The running match score (see match.js), kept so a reload does not lose it. */
export const match = () => readJson(KEY.match, null);
export const setMatch = (m) => write(KEY.match, m ? JSON.stringify(m) : null);

/** The player id of the last welcome (for "Your games"), or null. */
export const player = () => read(KEY.player);
export const setPlayer = (id) => write(KEY.player, id);

/**
 * The seat this browser took in a game ('south'|'north'|'both'), or null: the games list
 * shows results from the player's side, and its records name seats, not player ids.
 */
export const seat = (game) => readJson(KEY.seats, {})[game] ?? null;
export function setSeat(game, you) {
  const seats = readJson(KEY.seats, {});
  if (seats[game] === you) return;
  delete seats[game]; // re-added last: the oldest entries are the first keys
  seats[game] = you;
  const keys = Object.keys(seats);
  for (const k of keys.slice(0, Math.max(0, keys.length - SEATS_KEPT))) delete seats[k];
  write(KEY.seats, JSON.stringify(seats));
}

/** The open friend invitation of this tab, {code, url, variant, side, clock}, or null. */
export const invite = () => readJson(KEY.invite, null, 'session');
export const setInvite = (inv) => write(KEY.invite, inv ? JSON.stringify(inv) : null, 'session');

/** True when the player switched the game's sounds off (look/sounds.js). */
export const muted = () => read(KEY.muted) === '1';
export const setMuted = (m) => write(KEY.muted, m ? '1' : null);

/** The theme chosen: 'light', 'dark', or 'system' (the default: the system's setting). */
export const theme = () => (['light', 'dark'].includes(read(KEY.theme)) ? read(KEY.theme) : 'system');
export const setTheme = (t) => write(KEY.theme, t === 'light' || t === 'dark' ? t : null);

/** The board's style chosen: 'wood' (the default) or 'flat' (high contrast). */
export const boardStyle = () => (read(KEY.board_style) === 'flat' ? 'flat' : 'wood');
export const setBoardStyle = (b) => write(KEY.board_style, b === 'flat' ? 'flat' : null);

/** True when the player asked to be notified when it is their turn (and the browser allowed it). */
export const notify = () => read(KEY.notify) === '1';
export const setNotify = (on) => write(KEY.notify, on ? '1' : null);

/** True when the player switched the chat off (chat/): no panel, no lines. */
export const chatOff = () => read(KEY.chat_off) === '1';
export const setChatOff = (off) => write(KEY.chat_off, off ? '1' : null);

/** The ids of the players whose chat lines this browser hides (chat/), oldest first. */
export function chatMuted() {
  const ids = readJson(KEY.chat_muted, []);
  return Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [];
}
export function setChatMuted(ids) {
  const kept = ids.slice(Math.max(0, ids.length - CHAT_MUTED_KEPT));
  write(KEY.chat_muted, kept.length ? JSON.stringify(kept) : null);
}

/** The language the player chose in the Language menu (a code of texts/languages.js), or null. */
export const lang = () => read(KEY.lang);
/** Keeps `code` as the player's choice, here and in the cookie the server reads (`lang_cookie`). */
export function setLang(code) {
  write(KEY.lang, code);
  lang_cookie(code);
}

// The site's one cookie: the language chosen, so that the server sends each page already in it
// (server/src/api/page_language.hpp). A year, like the choice it mirrors, which has no end.
const LANG_COOKIE = 'mancala_lang';
const LANG_COOKIE_SECONDS = 365 * 24 * 3600;

/** Sets the language cookie to `code` (a code of texts/languages.js), or removes it for null; nothing when it already says so. */
export function lang_cookie(code) {
  try {
    const now = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${LANG_COOKIE}=`));
    if ((now?.slice(LANG_COOKIE.length + 1) ?? null) === (code ?? null)) return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const age = code ? LANG_COOKIE_SECONDS : 0;
    document.cookie = `${LANG_COOKIE}=${code ?? ''}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`;
  } catch {
    /* cookies refused: the page still shows the language, after its scripts run */
  }
}
