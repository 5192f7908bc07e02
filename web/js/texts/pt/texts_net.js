// Os links abertos durante uma partida e a conexão ao servidor. Parte de `T`.

export const NET_T = {
  link_offer: (what) => `Está numa partida, e ela continua sem si se sair. Abrir ${what}?`,
  link_views: {
    friend: 'o convite',
    watch: 'a partida para assistir',
    replay: 'a reprodução',
    review: 'a revisão',
    player: 'a página do jogador',
    tournament: 'o torneio',
    leaderboard: 'a classificação',
    bots: 'a página dos bots',
    account: 'a sua conta',
    analysis: 'o tabuleiro de análise',
    mod: 'a página de moderação',
    other: 'o link',
  },
  link_open: 'Abrir',
  link_stay: 'Ficar',
  link_silent: (when) => `O servidor deixou de responder. Nova tentativa em ${when}…`,
  ply_offline: 'Sem conexão: a sua jogada não foi enviada. Jogue-a quando a conexão voltar.',
  ply_unconfirmed: 'A conexão caiu antes de o servidor confirmar a sua jogada.',
  ply_not_played: 'A sua jogada não chegou ao servidor: jogue-a de novo.',
};
