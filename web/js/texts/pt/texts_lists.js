// As listas de partidas que crescem página a página (games_pager.js). Parte de `T`.

export const LISTS_T = {
  more_games: 'Mais partidas',
  more_games_loading: 'Aguarde…',
  more_games_failed: 'Não foi possível carregar as partidas seguintes. Tente de novo.',
};
