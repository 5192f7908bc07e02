// The words of the screens about people: the account screen's forms and their answers
// (start/account.js), a player's page (players/player.js) and playing a friend by link, both the
// creator's waiting screen and the friend's invitation (start/friend.js). Spread into `T` (texts.js).

import { plural, num } from '../locale.js';

export const PEOPLE_T = {
  // The mark beside an account's name (common/icons.js), for screen readers and on hover.
  account_mark_label: 'registered player',
  // The account screen: the rules the server checks, and each answer that is not a success.
  acct_rules_username: 'A username is 3 to 20 letters (A–Z), digits, _ or -.',
  acct_rules_password: (min, max) => `A password needs ${min} to ${max} characters.`,
  acct_wrong_login: 'Wrong username or password.',
  acct_taken: 'That username is taken. Choose another one.',
  // How long to wait after too many tries (the server's Retry-After, rounded up to minutes past 90 s).
  acct_wait_seconds: (n) => plural(n, { one: '1 second', other: `${num(n)} seconds` }),
  acct_wait_minutes: (n) => plural(n, { one: '1 minute', other: `${num(n)} minutes` }),
  acct_wait_unknown: 'a minute',
  acct_too_many: (wait) => `Too many tries. Try again in ${wait}.`,
  acct_offline: 'Could not reach the server. Check the connection and try again.',
  acct_has_account: 'This player already has a registered name. Log in with it instead.',
  acct_unknown_token: 'The server no longer knows this browser’s player. Reload the page and try again.',
  acct_bad_fields: (rules) => `The server could not use that username or password. ${rules}`,
  acct_unavailable: 'The server cannot save this right now. Try again in a moment.',
  acct_forbidden: 'The server refused a request from this page’s address.',
  acct_refused: (status) => `The server refused the request (${status}). Try again later.`,
  acct_enter_both: 'Enter your username and password.',
  acct_registered: (name) => `Your name ${name} is registered. Log in with it on any other device.`,
  acct_logged_in: (name) => `Logged in as ${name}.`,
  acct_logged_out: 'Logged out. This browser now plays as a new guest.',
  acct_logged_out_was: (name) => `Logged out. This browser now plays as a new guest; log in to play as ${name} again.`,
  // A player's page.
  player_loading: 'Loading…',
  player_missing: 'No such player.',
  player_failed: 'The player could not be loaded. Check the connection and try again.',
  player_games_played: (n) => plural(n, { one: '1 game played', other: `${num(n)} games played` }),
  player_provisional: 'provisional',
  // Playing a friend: the creator's waiting screen.
  friend_too_many: 'You already have the most open invitations allowed. Cancel one, or wait for one to be used or to expire.',
  friend_create_failed: (why) => `Could not create the link: ${why}`,
  friend_rules_clock: (board, clock) => `${board}, clock ${clock}`,
  friend_you_south: 'You play South and start.',
  friend_you_north: 'You play North; your friend starts.',
  friend_you_random: 'Sides are drawn at random.',
  friend_wait_rules: (rules, you) => `${rules}. ${you}`,
  friend_link_left: (time) => `The link works for ${time} more, once.`,
  friend_copied: 'Link copied.',
  friend_selected: 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).',
  friend_share_text: 'Play a game of mancala with me',
  friend_link_invalid: 'Your invitation link is no longer valid. Create a new one to play a friend.',
  friend_link_expired: 'Your invitation link expired. Create a new one to play a friend.',
  // Playing a friend: the friend's invitation (#friend=CODE).
  invite_title: 'An invitation to play',
  invite_looking: 'Looking up the invitation…',
  invite_failed: 'The invitation could not be looked up. Check the connection and reload the page.',
  invite_a_player: 'A player',
  invite_from: (name) => `${name} invited you to play`,
  invite_seats_south: (name) => `${name} plays South and starts; you play North.`,
  invite_seats_north: (name) => `You play South and start; ${name} plays North.`,
  invite_seats_random: 'Sides are drawn at random when you join; South starts.',
  invite_rules: (rules) => `Rules: ${rules}.`,
  invite_cant_join: (why) => `You can't join: ${why}`,
  invite_gone_title: 'Invitation not available',
  invite_gone: 'This invitation has expired or was already used.',
  // Ratings (common/ratings.js, common/graph.js): a rating's hover text, the result's rating line, a graph's words.
  rating_title: (n, rd) => `Rating ${n}, give or take ${rd}`,
  rating_title_provisional: (n, note) => `Rating ${n}: ${note}`,
  rating_yours: (rating, change) => `Your rating: ${rating}${change ? ` (${change})` : ''}.`,
  rating_theirs: (name, rating, change) => `${name}: ${rating}${change ? ` (${change})` : ''}.`,
  rating_not_rated: (why) => `This game was not rated. ${why}`,
  not_rated_why: {
    not_both_moved: 'A rated game needs a move from each side.',
    pair_limit: 'Only a few games a day between the same two players count.',
  },
  not_rated_any: 'A rated game needs a move from each side, and only a few games a day between the same two players count.',
  rating_graph_aria: (label, n, first, last) =>
    `${label}: rating after each of ${plural(n, { one: '1 rated game', other: `${num(n)} rated games` })}, from ${first} to ${last}`,
  rating_graph_point: (i, rating) => `After game ${num(i)}: ${rating}`,
  // A game's row in Your games and on a player's page (start/history.js): its outcome from the player's seat.
  game_row_outcomes: { won: 'won', lost: 'lost', draw: 'draw', aborted: 'aborted', 'in progress': 'in progress' },
  game_row_side_won: (side) => `${side} won`,
  game_row_same_device: 'Same device',
  // The clock's picture beside a player's time (common/icons.js), for screen readers.
  clock_icon_label: 'Time left',
};
