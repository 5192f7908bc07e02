// What the browser remembers between visits (localStorage): the player's token and name and the
// last start-screen choices. Nothing else is kept on the device.

const KEY = {
  token: 'mancala.token',
  name: 'mancala.name',
  prefs: 'mancala.prefs',
  match: 'mancala.match',
};

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): the page still works, it just forgets
  }
}

function write(key, value) {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: nothing to do */
  }
}

function readJson(key, fallback) {
  try {
    const v = JSON.parse(read(key));
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

/** Start-screen choices: {variant, level, side}; {} before the first game. */
export const prefs = () => readJson(KEY.prefs, {});
export const setPrefs = (p) => write(KEY.prefs, JSON.stringify(p));

/** The running match score (see match.js), kept so a reload does not lose it. */
export const match = () => readJson(KEY.match, null);
export const setMatch = (m) => write(KEY.match, m ? JSON.stringify(m) : null);
