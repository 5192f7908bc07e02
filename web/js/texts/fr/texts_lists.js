// Les listes de parties qui s'allongent page par page (games_pager.js). Fait partie de `T`.

export const LISTS_T = {
  more_games: 'Plus de parties',
  more_games_loading: 'Chargement…',
  more_games_failed: 'Les parties suivantes n’ont pas pu être chargées. Réessayez.',
};
