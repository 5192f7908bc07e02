// The words of a game's players and its end (texts/texts.js's player_name, reason_text and
// over_text): the computer's name, the sides, why a game ended and the line under the board.
// Spread into `T` (texts.js).

export const GAME_T = {
  computer_name: (level) => `Computer (${level})`,
  bot_levels: { easy: 'easy', medium: 'medium', hard: 'hard' },
  reasons_end: {
    normal: 'One side ran out of seeds; the seeds left on the board were swept up.',
    aborted: 'The game was aborted before both sides had moved. It counts for nobody.',
    agreement: 'The players agreed to a draw.',
    no_capture_limit: 'Too many moves without a capture: the seeds on each side went to their owner.',
    no_feed: 'A side could not be fed: the last mover took the seeds left.',
  },
  reason_resign: (loser) => `${loser} resigned.`,
  reason_timeout: (loser) => `${loser} ran out of time.`,
  reason_timeout_draw: (loser) => `${loser} ran out of time, but already held half the seeds or more, so the game is a draw.`,
  reason_abandon: (loser) => `${loser} left the game and did not come back in time.`,
  over_draw: 'Game over: a draw.',
  over_won: (winner) => `Game over: ${winner} won.`,
  over_aborted: 'Game aborted.',
};
