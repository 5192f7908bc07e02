// The words of the game screen (game/): whose turn it is, what a ply did, the result dialog, the
// match score and the board's description; and the server's error codes in words. Spread into
// `T` (texts.js).

import { plural } from '../locale.js';

const seeds = (n) => plural(n, { one: '1 seed', other: `${n} seeds` });

export const PLAY_T = {
  you: 'You',
  name_you: (name) => `${name} (you)`,
  player_n: (n) => `Player ${n}`,
  // A hollow's accessible name: "Your pit 3: 4 seeds", "North store: 1 seed".
  pit_label: {
    your: (pit, n) => `Your pit ${pit}: ${seeds(n)}`,
    opponent: (pit, n) => `Opponent pit ${pit}: ${seeds(n)}`,
    south: (pit, n) => `South pit ${pit}: ${seeds(n)}`,
    north: (pit, n) => `North pit ${pit}: ${seeds(n)}`,
  },
  store_label: {
    your: (n) => `Your store: ${seeds(n)}`,
    opponent: (n) => `Opponent store: ${seeds(n)}`,
    south: (n) => `South store: ${seeds(n)}`,
    north: (n) => `North store: ${seeds(n)}`,
  },
  hint_swap: 'Hint: swap sides.',
  game_gone: 'That game is no longer on the server.',
  not_accepted: (why) => `Not accepted: ${why}`,
  captured_fact: (n) => `captured ${n}`,
  to_move_side: (name, side) => `${name} to move (${side}).`,
  to_move: (name) => `${name} to move.`,
  your_turn_swap: 'Your turn: sow a pit or swap sides.',
  your_turn: 'Your turn.',
  thinking: (name) => `${name} is thinking…`,
  waiting_for: (name) => `Waiting for ${name}…`,
  swapped: (name) => `${name} swapped sides.`,
  sowed: (name, pit) => `${name} sowed pit ${pit}.`,
  captured_n: (name, n) => plural(n, { one: `${name} captured 1 seed.`, other: `${name} captured ${n} seeds.` }),
  captured: (name) => `${name} captured.`,
  extra_turn_mine: 'Extra turn: sow again.',
  extra_turn: (name) => `Extra turn for ${name}.`,
  queue_fallback: (level) => `Nobody else was looking for a game, so you are playing the computer (${level}).`,
  matched: (name, board) => `Matched with ${name}. ${board}.`,
  result_draw: 'A draw',
  result_aborted: 'Game aborted',
  result_won: 'You won!',
  result_lost: 'You lost',
  result_side_won: (name) => `${name} won`,
  rematch_asked: 'Rematch asked. Waiting for the answer…',
  rematch_wanted: (name) => `${name} would like a rematch.`,
  rematch_accept: 'Accept rematch',
  rematch_failed: (why) => `Rematch not possible: ${why}`,
  match_score: (a, wins_a, wins_b, b, draws) =>
    `Match: ${a} ${wins_a} – ${wins_b} ${b}${draws === 0 ? '' : plural(draws, { one: ', 1 draw', other: `, ${draws} draws` })}`,
  game_names: { kalah: 'Kalah', oware: 'Oware' },
  kalah_board: (pits, seeds) => `Kalah ${pits} × ${seeds}`,
  variant_parts: {
    capture_empty: 'captures opposite empty pits',
    capture_none: 'no captures',
    pie: 'pie rule',
    captured: 'captured seeds only',
    outlast: 'outlast scoring',
    early_end: 'early end',
  },
  // The start screen's Board box: what the chosen board is worth (start/setup_value.js, common/values.js).
  setup_board: (pits, seeds) => `${pits} pits × ${seeds} seeds`,
  setup_unknown: (board) => `${board}: the value of this board with perfect play is not known here.`,
  setup_value: (board, first) => `${board}: ${first} with perfect play.`,
  setup_value_pie_known: (board, first, pie, fairness) =>
    `${board}: ${first} with perfect play. With the pie rule, ${pie} with perfect play: ${fairness}.`,
  setup_with_pie: (board, pie, fairness, first) =>
    `${board} with the pie rule: ${pie} with perfect play, ${fairness} (without it, ${first}).`,
  setup_pie_unknown: (board, first) => `${board}: without the pie rule ${first} with perfect play; with it, the value is not known here.`,
  value_first: {
    draw: 'the game is a draw',
    wins: (n) => `the first player wins by ${n}`,
    loses: (n) => `the first player loses by ${n}`,
  },
  fairness: { fair: 'fair', nearly: 'nearly fair', first: 'it favours the first player', second: 'it favours the second player' },
  // The rated line under the board (common/ratings.js).
  game_rated_line: 'Rated game: your rating changes with the result.',
  game_unrated_line: 'Unrated game.',
  game_rated_short: 'Rated game.',
  game_not_rated: 'Not rated.',
  // The account box and view (start/account.js).
  logged_in_as: (name) => `You are logged in as ${name}.`,
  registered_as: (name) => `Registered as ${name}.`,
  account_link_account: 'Your account (log out)',
  guest_named: (name) => `You play as a guest, named “${name}” for now. Keep your name to make it yours, or log in.`,
  guest_status: 'You play as a guest. Keep your name to make it yours, or log in.',
  // The server's error codes (docs/protocol.md §Errors) in words; a code not listed shows the
  // server's own message.
  // The queue screen (app.js) and the start buttons' refusals.
  queue_waiting: (board) => `${board}. Waiting for another player.`,
  queue_fallback_in: (board, s) => `${board}. If nobody turns up, you play the computer in ${s} s (unrated).`,
  queue_fallback_now: (board) => `${board}. Starting a game against the computer…`,
  name_invalid: 'Use 1 to 24 letters, digits or signs.',
  start_failed: (why) => `Could not start: ${why}`,
  name_refused: 'That name could not be used; you play as a guest.',
  // A player row's facts and the watch view (common/rows.js, watch/).
  watching_n: (n) => `${n} watching`,
  disconnected: 'disconnected',
  disconnected_until: (time) => `disconnected — the game ends in ${time} unless they return`,
  watch_refused: (why) => `You can't watch this game: ${why}`,
  watch_over_replay: "This game isn't being played any more. You can replay it.",
  watch_missing: 'No such game is being played.',
  watch_finished: 'Finished',
  watch_live: 'Watching live',
  watch_rated: 'rated',
  watch_joining: 'Joining the game…',
  server_errors: {
    bad_message: 'the page sent a message the server did not understand.',
    challenge_refused: 'this player does not take challenges from you.',
    chat_closed: 'this chat is closed.',
    chat_muted: 'you cannot chat for now.',
    game_not_found: 'that game is not on the server.',
    game_not_over: 'the game is not over yet.',
    game_over: 'the game is over.',
    hint_not_allowed: 'hints are only for games against the computer or on one device.',
    illegal_move: 'that move is not allowed.',
    invite_not_found: 'that invitation is no longer open.',
    not_in_game: 'you are not playing in this game.',
    not_your_turn: 'it is not your turn.',
    player_not_found: 'that player is not known to the server.',
    rate_limited: 'too many requests: wait a moment.',
    stale_ply: 'the game had moved on: try again.',
  },
};
