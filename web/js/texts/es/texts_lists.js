// Las listas de partidas que crecen página a página (games_pager.js). Parte de `T`.

export const LISTS_T = {
  more_games: 'Más partidas',
  more_games_loading: 'Cargando…',
  more_games_failed: 'No se pudieron cargar las siguientes partidas. Vuelve a intentarlo.',
};
