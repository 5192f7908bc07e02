// The words the game screen uses: player names, turn lines, results and reasons; and (in `T`)
// those of the clocks, the time controls and the offers, kept together for a later translation.

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

/**
 * The side an ending went against: the loser, or in a draw on time the side whose time ran out
 * (`flagged`, read from the final clock, else the side to move); null when none (an abort).
 */
export function losing_side(result, reason, to_move, flagged = null) {
  if (result === 'south' || result === 'north') return other(result);
  if (result === 'draw' && reason === 'timeout') return flagged ?? to_move ?? null;
  return null;
}

/**
 * Why the game ended, in words; `loser` is the name of the side `losing_side` gives, and `draw`
 * says the result was a draw (a flag that could no longer lose).
 */
export function reason_text(reason, loser, draw = false) {
  switch (reason) {
    case 'normal':
      return 'One side ran out of seeds; the seeds left on the board were swept up.';
    case 'resign':
      return `${loser} resigned.`;
    case 'timeout':
      if (draw) return `${loser} ran out of time, but already held half the seeds or more, so the game is a draw.`;
      return `${loser} ran out of time.`;
    case 'aborted':
      return 'The game was aborted before both sides had moved. It counts for nobody.';
    case 'agreement':
      return 'The players agreed to a draw.';
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

/** The short line under the board at the end: "Game over: Ada won.", "… a draw.", "Game aborted." */
export function over_text(result, winner_name) {
  if (result === 'draw') return 'Game over: a draw.';
  if (result === 'south' || result === 'north') return `Game over: ${winner_name} won.`;
  return 'Game aborted.';
}

const seconds = (n) => (n === 1 ? '1 second' : `${n} seconds`);
/** "5 minutes", "1 minute", or seconds when the time is not whole minutes ("90 seconds"). */
const duration = (s) => (s % 60 !== 0 ? seconds(s) : s === 60 ? '1 minute' : `${s / 60} minutes`);

const SPEEDS = { bullet: 'bullet', blitz: 'blitz', rapid: 'rapid', classical: 'classical', correspondence: 'correspondence' };

/** The words of the clocks, the time-control choice and the offers. */
export const T = {
  clock_label: (name, time) => `${name}: ${time} left`,
  first_move: (time) => `first move ${time}`,
  days_control: (days) => (days === 1 ? '1 day a move' : `${days} days a move`),
  deadline: (at) => `move by ${at.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}`,
  untimed: 'No clock',
  control_option: (text, speed) => `${text} (${SPEEDS[speed] ?? speed})`,
  // The line under a clock select: what the chosen option means.
  clock_hint_fischer: (limit_s, inc_s) => `${duration(limit_s)} each, ${inc_s > 0 ? `+ ${seconds(inc_s)} added per move` : 'no time added per move'}.`,
  clock_hint_days: (days) => `${T.days_control(days)}: you have ${days === 1 ? 'a day' : `${days} days`} for each move (correspondence).`,
  clock_hint_none_people: 'No clock for the game (each move may still have a time limit).',
  clock_hint_none_bot: 'No clock: take as long as you like.',
  // The link's banner (banner.js).
  link_reconnecting: 'Reconnecting…',
  link_lost: (when) => `Connection lost. Reconnecting in ${when}…`,
  link_restarting: (when) => `The server is restarting; your game is kept. Reconnecting in ${when}…`,
  link_replaced: 'This game was opened in another tab or window. ',
  link_play_here: 'Play here',
  abort: 'Abort',
  offer_draw: 'Offer draw',
  draw_offered: 'Draw offered',
  takeback: 'Takeback',
  takeback_asked: 'Takeback asked',
  more_time: '+15 s',
  more_time_label: 'Give your opponent 15 seconds',
  accept: 'Accept',
  decline: 'Decline',
  offers_draw: (name) => `${name} offers a draw.`,
  asks_takeback: (name) => `${name} asks to take back their last move.`,
  gave_time: (name) => `You gave ${name} 15 seconds.`,
  offer_refused: (why) => `Not possible now: ${why}`,
  // Ratings per board and speed: the start screen's Ratings box, the leaderboard and the player page.
  ratings_note:
    'Rated: games between two people from “Play online”, and seeks and challenges marked Rated (a seek is, unless you untick it). One rating per board and speed.',
  leaderboard_lead:
    'Rated games are those between two people from “Play online”, and seeks and challenges marked Rated. A player is listed once their rating has settled, after a few rated games. Each speed has its own ratings, from the game’s clock (5+3 is blitz); a game without a clock counts as rapid.',
  speed_names: { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapid', classical: 'Classical', correspondence: 'Correspondence' },
  leaderboard_title: (speed) => `${cap(SPEEDS[speed] ?? speed)} leaderboard`,
  leaderboard_empty: (speed) => `No rated ${SPEEDS[speed] ?? speed} players on this board yet.`,
  leaderboard_failed: 'The leaderboard could not be loaded. Check the connection and try again.',
  standard_board: (board) => `${board} (standard)`,
  unnamed_player: 'Player',
  rating_graph_label: (board, speed) => `${board}, ${SPEEDS[speed] ?? speed}`,
  rating_graph_caption: (board, speed) => `${board}, ${SPEEDS[speed] ?? speed}: rating after each rated game`,
  // Challenges (web/js/challenge/).
  challenge: 'Challenge',
  challenge_title: (name) => `Challenge ${name}`,
  challenge_clock: 'Clock',
  challenge_rated: 'Rated',
  challenge_send: 'Send challenge',
  cancel: 'Cancel',
  close: 'Close',
  challenge_from: (name, rating, terms) => (rating === null ? `${name} challenges you: ${terms}.` : `${name} (${rating}) challenges you: ${terms}.`),
  challenge_terms: (board, clock, rated) => `${board}, ${clock}, ${rated ? 'rated' : 'casual'}`,
  challenge_waiting: (name) => `Challenge sent to ${name}. Waiting for an answer…`,
  challenge_declined: (name, why) => `${name} declined your challenge: ${why}`,
  challenge_cancelled: (name) => `The challenge from ${name} was withdrawn or expired.`,
  challenge_expired: (name) => `Your challenge to ${name} was not answered in time.`,
  challenge_failed: (why) => `Challenge not possible: ${why}`,
  // The server's challenge_refused: a block between the two, either way (docs/protocol.md §Blocking).
  challenge_refused: 'This player does not take challenges from you.',
  challenge_refused_by_you: 'You have blocked this player: unblock them to challenge them.',
  decline_reason: 'Reason',
  reasons: {
    generic: 'I am not accepting challenges at the moment.',
    later: 'This is not the right time for me, please ask again later.',
    tooFast: 'This time control is too fast for me, please challenge again with a slower game.',
    tooSlow: 'This time control is too slow for me, please challenge again with a faster game.',
    timeControl: 'I am not accepting challenges with this time control.',
    rated: 'Please send me a rated challenge instead.',
    casual: 'Please send me a casual challenge instead.',
    variant: 'I am not willing to play this board right now.',
  },
  // Blocking, on a player's page (web/js/block/).
  block: 'Block',
  unblock: 'Unblock',
  block_note: 'Blocking works both ways: they cannot challenge you, nor you them, neither of you can accept the other’s seeks, and Play online never pairs you.',
  block_is_on: (name) => `You have blocked ${name}.`,
  block_done: (name) => `You blocked ${name}.`,
  unblock_done: (name) => `You unblocked ${name}.`,
  block_offline: 'Blocking is not available: the server could not be reached. Check the connection and reload the page.',
  block_no_player: 'Blocking is not available until the server knows this browser’s player. Reload the page and try again.',
  block_failed: 'Blocking is not available right now. Reload the page to try again.',
  // Reporting a player, on their page (web/js/report/).
  report: 'Report',
  report_title: (name) => `Report ${name}`,
  report_reason: 'Reason',
  report_reasons: {
    cheat: 'Cheating',
    insult: 'Insults',
    spam: 'Spam',
    boost: 'Rating manipulation',
    username: 'Offensive name',
    other: 'Something else',
  },
  report_text: 'What happened (optional, at most 500 characters)',
  report_send: 'Send report',
  report_sent: 'Report sent: the moderators will read it.',
  report_limited: 'You have sent 10 reports in the last day, the most allowed. Try again tomorrow.',
  report_offline: 'The report was not sent: the server could not be reached. Check the connection and try again.',
  report_no_player: 'The report was not sent: the server does not know this browser’s player yet. Reload the page and try again.',
  report_missing: 'The report was not sent: this player no longer exists.',
  report_failed: 'The report was not sent: the server could not take it right now. Try again in a moment.',
  // Your turn (web/js/your_turn/): correspondence games waiting for the player's move.
  opponent: 'Opponent',
  your_turn_vs: (name) => `vs ${name}`,
  your_turn_between: (south, north) => `${south} vs ${north}`,
  days_left: (n) => (n === 1 ? '1 day' : `${n} days`),
  hours_left: (n) => `${n} h`,
  minutes_left: (n) => (n < 1 ? 'under a minute' : `${n} min`),
  title_count: (n, title) => `(${n}) ${title}`,
  your_turn_against: (name) => `Your turn against ${name}`,
  notify_me: 'Notify me',
  notify_on: 'Notifications on',
  notify_blocked: 'Notifications blocked',
  leave_correspondence: 'Back to the start',
  // The lobby (web/js/seeks/): open seeks to accept, and the form that creates one.
  lobby_title: 'Lobby',
  lobby_lead: 'Players waiting for an opponent. Accept a seek to start at once, or create your own.',
  lobby_empty: 'Nobody is waiting right now. Create a seek and others will see it here.',
  lobby_list_label: 'Open seeks',
  seek_yours: 'Your seek',
  seek_unrated: '?',
  seek_player: (name, rating) => `${name} (${rating})`,
  seek_accept_label: (name, terms) => `Accept the seek of ${name}: ${terms}`,
  seek_cancel_label: (terms) => `Cancel your seek: ${terms}`,
  seek_rated: 'rated',
  seek_casual: 'casual',
  seek_any_rating: 'any rating',
  seek_range: (lo, hi) => `ratings ${lo}–${hi}`,
  seek_random_sides: 'random sides',
  seek_you_play: (side) => `you play ${cap(side)}`,
  seek_failed: (why) => `The seek could not be created: ${why}`,
  seek_refused: (why) => `Not possible: ${why}`,
  seek_listed: 'Your seek is in the lobby. The game starts here when someone accepts it.',
  seek_ended: 'Your seek was taken back.',
  seek_form_title: 'Create a seek',
  seek_form_board: 'Board',
  seek_form_clock: 'Clock',
  seek_form_rated: 'Rated',
  seek_form_side: 'Your side',
  seek_form_range: 'Opponent’s rating',
  seek_form_min: 'Lowest rating',
  seek_form_max: 'Highest rating',
  seek_form_create: 'Create seek',
  seek_board_chosen: (board) => `${board} (as chosen above)`,
  seek_sides: { random: 'Random', south: 'South (you start)', north: 'North (your opponent starts)' },
  seek_ranges: { any: 'Any rating', 100: '± 100 of yours', 200: '± 200 of yours', 300: '± 300 of yours', custom: 'Between…' },
  seek_range_hint: (rating, lo, hi) => `Your rating here is ${rating}: ratings ${lo}–${hi} may accept.`,
  seek_range_bad: (lo, hi) => `Give a lowest and a highest rating between ${lo} and ${hi}, the lowest first.`,
  // Fair play (web/js/fairplay/): a way into a game refused while a play ban runs.
  play_banned: (at, reason, left) =>
    reason ? `You cannot play until ${at} (${reason}): ${left} left.` : `You cannot play until ${at}: ${left} left.`,
  play_banned_unknown: 'You cannot play for now: a play ban is running.',
  play_ban_reasons: {
    abort: 'aborted games',
    no_start: 'games not started in time',
    left_lost: 'lost games left to run out',
  },
  // The ban's end: the time of day when it ends within a day, else the day too.
  play_ban_at: (until, now) =>
    until.getTime() - now.getTime() < 86_400_000 && until.getDate() === now.getDate()
      ? until.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
      : until.toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
  play_ban_left: (ms) => {
    const m = Math.ceil(Math.max(0, ms) / 60_000);
    if (m <= 1) return ms < 60_000 ? 'under a minute' : '1 minute';
    if (m < 60) return `${m} minutes`;
    const h = Math.floor(m / 60);
    const rest = m % 60;
    const hours = h === 1 ? '1 hour' : `${h} hours`;
    return rest === 0 ? hours : `${hours} ${rest === 1 ? '1 minute' : `${rest} minutes`}`;
  },
};

/** Puts `T`'s words into the markup under `root`: each `[data-text]` element gets the entry it names. */
export function fill_texts(root) {
  for (const el of root.querySelectorAll('[data-text]')) el.textContent = T[el.dataset.text] ?? '';
}
