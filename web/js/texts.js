// The words the game screen uses: player names, turn lines, results and reasons.

/** "Computer (medium)" for a bot, the player's name otherwise, or a fallback. */
export function player_name(p, fallback) {
  if (p && p.bot) return `Computer (${p.bot})`;
  const n = p && typeof p.name === 'string' ? p.name.trim() : '';
  return n || fallback;
}

export const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export const other = (side) => (side === 'south' ? 'north' : 'south');

/** "1:05" from milliseconds, rounded up so 0:00 means the time is really gone. */
export function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Why the game ended, in words; `loser` is the name of the side that did not win. */
export function reason_text(reason, loser) {
  switch (reason) {
    case 'normal':
      return 'One side ran out of seeds; the seeds left on the board were swept up.';
    case 'resign':
      return `${loser} resigned.`;
    case 'timeout':
      return `${loser} ran out of time.`;
    case 'abandon':
      return `${loser} left the game and did not come back in time.`;
    case 'no_capture_limit':
      return 'Too many moves without a capture: the seeds on each side went to their owner.';
    case 'no_feed':
      return 'A side could not be fed: the last mover took the seeds left.';
    default:
      return '';
  }
}
