// Listen von Partien, die seitenweise wachsen (games_pager.js). Teil von `T`.

export const LISTS_T = {
  more_games: 'Weitere Partien',
  more_games_loading: 'Wird geladen…',
  more_games_failed: 'Die nächsten Partien konnten nicht geladen werden. Versuchen Sie es erneut.',
};
