// Links, die während einer Partie geöffnet werden, und die Verbindung zum Server. Teil von `T`.

export const NET_T = {
  link_offer: (what) => `Sie sind in einer Partie, und sie läuft ohne Sie weiter, wenn Sie gehen. ${what} öffnen?`,
  link_views: {
    friend: 'Die Einladung',
    watch: 'Die Partie zum Zusehen',
    replay: 'Die Wiederholung',
    review: 'Die Analyse der Partie',
    player: 'Die Spielerseite',
    tournament: 'Das Turnier',
    leaderboard: 'Die Rangliste',
    bots: 'Die Bot-Seite',
    account: 'Ihr Konto',
    analysis: 'Das Analysebrett',
    mod: 'Die Moderationsseite',
    other: 'Den Link',
  },
  link_open: 'Öffnen',
  link_stay: 'Bleiben',
  link_silent: (when) => `Der Server antwortet nicht mehr. Neuer Versuch in ${when}…`,
  ply_offline: 'Sie sind offline: Ihr Zug wurde nicht gesendet. Spielen Sie ihn, sobald die Verbindung wieder da ist.',
  ply_unconfirmed: 'Die Verbindung brach ab, bevor der Server Ihren Zug bestätigte.',
  ply_not_played: 'Ihr Zug hat den Server nicht erreicht: Spielen Sie ihn noch einmal.',
};
