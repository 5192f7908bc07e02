// The words of the tournaments (web/js/tournaments/ and web/js/tournament/): the start screen's
// list and Create a tournament form, the tournament page and the game screen's tournament parts.
// texts.js spreads them into `T`, the page's one catalog; nothing here imports the page's code.

const plural = (n, one, many) => (n === 1 ? one : many);
/** "4", "½", "1½": points as a Swiss table writes them. */
export const points_text = (p) => {
  const whole = Math.floor(p);
  const half = Math.abs(p - whole - 0.5) < 1e-9;
  if (!half) return String(Math.round(p));
  return whole === 0 ? '½' : `${whole}½`;
};
const when = (d) => d.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const TOURNAMENT_T = {
  // The list on the start screen (tournaments/tournament_list.js).
  tour_list_title: 'Tournaments',
  tour_list_lead: 'Join an arena or a Swiss event: your games start by themselves, one after another.',
  tour_groups: { created: 'Starting soon', started: 'Running now', finished: 'Finished' },
  tour_list_empty: 'No tournaments right now.',
  tour_list_failed: 'The tournaments could not be loaded. Check the connection; the list tries again by itself.',
  tour_kinds: { arena: 'Arena', swiss: 'Swiss' },
  tour_players: (n) => plural(n, '1 player', `${n} players`),
  tour_minutes: (n) => plural(n, '1 minute', `${n} minutes`),
  tour_rounds: (n) => plural(n, '1 round', `${n} rounds`),
  tour_rated: 'rated',
  tour_casual: 'casual',
  tour_starts_in: (left) => `Starts in ${left}`,
  tour_starts_at: (d) => `Starts ${when(d)}`,
  tour_starting: 'Starting…',
  tour_ends_in: (left) => `Ends in ${left}`,
  tour_round_of: (n, of) => `Round ${n} of ${of}`,
  tour_finished: 'Finished',
  tour_finished_at: (d) => `Finished ${when(d)}`,

  // The Create a tournament form (tournaments/tournament_form.js).
  tour_form_title: 'Create a tournament',
  tour_form_guest: 'Tournaments are made by players with an account.',
  tour_form_guest_link: 'Keep your name or log in',
  tour_form_kind: 'Kind',
  tour_form_kinds: { arena: 'As many games as you can play in the time, each with the next free player.', swiss: 'A set number of rounds, a new opponent each round.' },
  tour_form_name: 'Name (optional)',
  tour_form_name_hint: 'Left empty, it is named after its board, clock and kind.',
  tour_form_board: 'Board',
  tour_form_clock: 'Clock',
  tour_form_rated: 'Rated',
  tour_form_start: 'Starts',
  tour_start_in: (m) => plural(m, 'In 1 minute', `In ${m} minutes`),
  tour_start_at: 'At a date and time…',
  tour_form_start_at: 'Date and time (your time zone)',
  tour_form_minutes: 'Length in minutes (5 to 720)',
  tour_form_rounds: 'Rounds (2 to 15)',
  tour_form_gpr: 'Games per round',
  tour_gpr: { 1: 'One game', 2: 'Two games, sides swapped' },
  tour_form_create: 'Create tournament',
  // The server's 400 names the field (docs/protocol.md §Tournaments); each field's rule in words.
  tour_field_errors: {
    kind: 'Choose Arena or Swiss.',
    name: 'A name has 2 to 60 characters; leave it empty for the usual one.',
    variant: 'This board cannot be used for a tournament.',
    clock: 'Choose a clock of at most 3 hours with at least 15 seconds a game.',
    minutes: 'An arena lasts 5 to 720 minutes.',
    rounds: 'A Swiss event has 2 to 15 rounds.',
    games_per_round: 'Choose one game or two games a round.',
    starts_at: 'Choose a start from now to 30 days ahead.',
    rated: 'Choose rated or not.',
  },
  tour_field_bad: (why) => `Not accepted: ${why}`,
  tour_create_account: 'Only players with an account can create tournaments: keep your name or log in first.',
  tour_create_limited: 'You have created as many tournaments as a day allows. Try again tomorrow.',
  tour_create_offline: 'The tournament was not created: the server could not be reached. Check the connection and try again.',
  tour_create_failed: 'The tournament was not created: the server could not take it right now. Try again in a moment.',

  // The tournament page (tournament/, #tournament=ID).
  tour_title: 'Tournament',
  tour_loading: 'Loading…',
  tour_missing: 'No such tournament.',
  tour_failed: 'The tournament could not be opened. Check the connection and try again.',
  tour_status: { created: 'Not started yet', started: 'Running' },
  tour_next_round_in: (left) => `Next round in ${left}`,
  tour_pairings_closed: 'No new games now: the last ones are being played out.',
  tour_played_out: 'The last games are being played out: their results still count.',
  tour_join: 'Join',
  tour_resume: 'Play again',
  tour_withdraw: 'Withdraw',
  tour_pause: 'Pause',
  tour_you_in_arena: 'You are in. Stay on this page: your next game starts here by itself.',
  tour_you_in_swiss: 'You are in. Each round’s game starts here by itself.',
  tour_you_paused: 'You are paused: you keep your place in the standings but get no new game until you play again.',
  tour_you_withdrawn: 'You withdrew. Join again to play on.',
  tour_you_out: 'Join to be paired with the other players.',
  tour_you_guest: 'Joining needs an account.',
  tour_you_playing: 'Your game is on.',
  tour_you_done: 'The tournament is over.',
  tour_refused: {
    account_required: 'Only players with an account can join: keep your name or log in first.',
    not_found: 'This tournament no longer exists.',
    closed: 'Joining is closed: the tournament is over, or a Swiss event is past half its rounds.',
    bots_only: 'Only bot accounts can join this tournament.',
    offline: 'The server could not be reached. Check the connection and try again.',
    no_player: 'Not connected to the server yet. Wait a moment and try again.',
    failed: 'The server could not do that right now. Try again in a moment.',
  },
  tour_standings_title: 'Standings',
  tour_standings_empty: 'Nobody has joined yet.',
  tour_cols: { rank: 'Rank', player: 'Player', rating: 'Rating', score: 'Score', games: 'Games', buchholz: 'Buchholz', sb: 'SB' },
  tour_sb_title: 'Sonneborn-Berger: the points of the opponents beaten, and half those drawn with',
  tour_on_fire: 'On fire: the next win counts double',
  tour_withdrawn: 'withdrawn',
  tour_you_mark: '(you)',
  tour_results: { win: 'Win', draw: 'Draw', loss: 'Loss', bye: 'Bye' },
  tour_playing_mark: '…',  // a game still played, in a row of result marks
  tour_points: (p) => (p > 0 && p <= 1 ? `${points_text(p)} point` : `${points_text(p)} points`),
  tour_doubled: 'doubled',
  tour_berserk_mark: 'berserk',
  // A game in a standings row: "Win against Bob, 4 points (doubled, berserk)".
  tour_game_label: (result, opponent, points, extras) =>
    `${result}${opponent ? ` against ${opponent}` : ''}, ${points}${extras.length ? ` (${extras.join(', ')})` : ''}`,
  tour_playing_label: (opponent) => `Playing now against ${opponent}: watch`,
  tour_podium_title: 'Podium',
  tour_places: { 1: 'First', 2: 'Second', 3: 'Third' },
  tour_podium_line: (name, score) => `${name}, ${score}`,
  tour_chat_title: 'Tournament chat',
  tour_chat_guest: 'Players with an account can write here; you can read along.',
  tour_leave: 'New game',

  // The game screen in a tournament game (tournament/tournament_game.js).
  tour_game_of: (name) => `Tournament game: ${name}.`,
  tour_game: 'Tournament game.',
  tour_back: 'Back to the tournament',
  tour_berserk: 'Berserk',
  tour_berserk_label: 'Berserk: halve your time and drop the increment; a win of 14 plies or more scores one point more',
  tour_berserk_you: 'You went berserk: half the time, no increment.',
  tour_berserk_them: (name) => `${name} went berserk.`,
  tour_berserk_refused: (why) => `Berserk not possible: ${why}`,
};
