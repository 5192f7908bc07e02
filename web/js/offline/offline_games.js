// The finished offline games kept on the device (localStorage) until the server has them: each
// {id, variant, opponent, side, plies, ended_at}, the body of POST /api/games/offline. And the
// one game in progress, {id, variant, opponent, side, plies}, saved after each ply so that a
// reload (or a closed tab) comes back to it.

const KEY = 'mancala.offline_games';
const CURRENT = 'mancala.offline_current';

/** The games kept, oldest first. */
export function kept() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function write(list) {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the game stays only in this page
  }
}

/** Keeps a finished game until it is sent. */
export function keep(game) {
  write([...kept().filter((g) => g.id !== game.id), game]);
}

/** Forgets game `id` (the server stored it, or refused it for good). */
export function forget(id) {
  write(kept().filter((g) => g.id !== id));
}

/** A new client-made id: the same for every retry of one game, so the server stores it once. */
export function new_game_id() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return 'off-' + [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Saves the game in progress (its plies so far) over the one saved before. */
export function save_current(game) {
  const { id, variant, opponent, side, plies } = game;
  try {
    localStorage.setItem(CURRENT, JSON.stringify({ id, variant, opponent, side, plies }));
  } catch {
    // storage full or refused: the game lasts as long as the page
  }
}

/** The game in progress saved on the device, or null (none, or unreadable). */
export function current() {
  try {
    const g = JSON.parse(localStorage.getItem(CURRENT) ?? 'null');
    const ok = g && typeof g.id === 'string' && g.variant && typeof g.opponent === 'string' && Array.isArray(g.plies);
    return ok ? g : null;
  } catch {
    return null;
  }
}

/** Forgets the game in progress: it ended (and is kept above) or the player left it. */
export function drop_current() {
  try {
    localStorage.removeItem(CURRENT);
  } catch {
    // nothing was saved
  }
}
