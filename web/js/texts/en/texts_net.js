// The words of the page's links and its connection to the server: a link opened during a game
// (links/link_offer.js), the heartbeat's silence and a ply that cannot be sent (connection/).
// Part of `T` (texts.js).

export const NET_T = {
  link_offer: (what) => `You are in a game, and it goes on without you if you leave. Open ${what}?`,
  link_views: {
    friend: 'the invitation',
    watch: 'the game to watch',
    replay: 'the replay',
    review: 'the review',
    player: 'the player’s page',
    tournament: 'the tournament',
    leaderboard: 'the leaderboard',
    bots: 'the bots’ page',
    account: 'your account',
    analysis: 'the analysis board',
    mod: 'the moderation page',
    other: 'the link',
  },
  link_open: 'Open',
  link_stay: 'Stay',
  link_silent: (when) => `The server stopped answering. Reconnecting in ${when}…`,
  ply_offline: 'You are offline: your ply was not sent. Play it once the connection is back.',
  ply_unconfirmed: 'The connection was lost before the server confirmed your ply.',
  ply_not_played: 'Your ply did not reach the server: play it again.',
};
