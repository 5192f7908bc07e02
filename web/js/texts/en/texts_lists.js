// The words of the lists of a player's games that grow a page at a time (games_pager.js): the
// start screen's "Your games" and a player's page. Part of `T` (texts.js).

export const LISTS_T = {
  more_games: 'More games',
  more_games_loading: 'Loading…',
  more_games_failed: 'The next games could not be loaded. Try again.',
};
