// Los enlaces abiertos durante una partida y la conexión con el servidor. Parte de `T`.

export const NET_T = {
  link_offer: (what) => `Estás en una partida, y sigue sin ti si te vas. ¿Abrir ${what}?`,
  link_views: {
    friend: 'la invitación',
    watch: 'la partida para mirar',
    replay: 'la repetición',
    review: 'la revisión',
    player: 'la página del jugador',
    tournament: 'el torneo',
    leaderboard: 'la clasificación',
    bots: 'la página de bots',
    account: 'tu cuenta',
    analysis: 'el tablero de análisis',
    mod: 'la página de moderación',
    other: 'el enlace',
  },
  link_open: 'Abrir',
  link_stay: 'Quedarme',
  link_silent: (when) => `El servidor dejó de responder. Reconectando en ${when}…`,
  ply_offline: 'Estás sin conexión: tu jugada no se envió. Juégala cuando vuelva la conexión.',
  ply_unconfirmed: 'La conexión se perdió antes de que el servidor confirmara tu jugada.',
  ply_not_played: 'Tu jugada no llegó al servidor: vuelve a jugarla.',
};
