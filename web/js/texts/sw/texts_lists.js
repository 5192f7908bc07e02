// Orodha za michezo zinazoongezeka ukurasa kwa ukurasa (games_pager.js). Sehemu ya `T`.

export const LISTS_T = {
  more_games: 'Michezo zaidi',
  more_games_loading: 'Inapakia…',
  more_games_failed: 'Michezo inayofuata haikupakiwa. Jaribu tena.',
};
