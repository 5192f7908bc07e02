// Les liens ouverts pendant une partie et la connexion au serveur. Fait partie de `T`.

export const NET_T = {
  link_offer: (what) => `Vous êtes dans une partie, et elle continue sans vous si vous partez. Ouvrir ${what} ?`,
  link_views: {
    friend: 'l’invitation',
    watch: 'la partie à regarder',
    replay: 'la relecture',
    review: 'l’analyse de la partie',
    player: 'la page du joueur',
    tournament: 'le tournoi',
    leaderboard: 'le classement',
    bots: 'la page des bots',
    account: 'votre compte',
    analysis: 'le plateau d’analyse',
    mod: 'la page de modération',
    other: 'le lien',
  },
  link_open: 'Ouvrir',
  link_stay: 'Rester',
  link_silent: (when) => `Le serveur ne répond plus. Reconnexion dans ${when}…`,
  ply_offline: 'Vous êtes hors ligne : votre coup n’a pas été envoyé. Rejouez-le quand la connexion sera revenue.',
  ply_unconfirmed: 'La connexion a été perdue avant que le serveur confirme votre coup.',
  ply_not_played: 'Votre coup n’est pas arrivé au serveur : rejouez-le.',
};
