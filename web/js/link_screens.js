// The screens behind a link only, in one module that app.js imports the first time one of them is
// shown (common/lazy_screen.js): the start page then neither fetches, compiles nor builds them.
// One module rather than one import() per screen, since the bundler splits the code that two of
// its entry points share into chunks of its own: seven entries cut the app's code into about
// thirty files, each a request of its own at the start.

export { PlayerScreen } from './players/player.js';
export { LeaderboardScreen } from './players/leaderboard.js';
export { AnalysisScreen } from './explorer/analysis.js';
export { ReviewScreen } from './review/review.js';
export { ReviewLessons } from './puzzles/lessons.js';
export { ModerationScreen } from './moderation/mod_screen.js';
export { BotsScreen } from './bots/bots_screen.js';
export { PuzzleScreen } from './puzzles/puzzle_screen.js';
