// The English catalog: every word the page shows, by key. Each language has a folder of its own
// (texts/<lang>/) with the same files and the same keys; texts/texts.js loads the chosen one into
// `T`. The tournaments' words live in texts_tournaments.js, the review's proofs' in texts_review.js,
// the links' and the connection's in texts_net.js, the bots' in texts_bots.js, the look and sound
// switches' in texts_look.js, the screen reader's board words in texts_access.js, the puzzles' in
// texts_puzzles.js, offline play's in texts_offline.js, the replay's and the review's screens' in
// texts_replay.js, the position explorer's in texts_explorer.js; all are spread into this file's `T`.

import { TOURNAMENT_T } from './texts_tournaments.js';
import { REVIEW_T } from './texts_review.js';
import { NET_T } from './texts_net.js';
import { BOTS_T } from './texts_bots.js';
import { LOOK_T } from './texts_look.js';
import { ACCESS_T } from './texts_access.js';
import { LISTS_T } from './texts_lists.js';
import { NAMES_T } from './texts_names.js';
import { GAME_T } from './texts_game.js';
import { PAGE_T } from './texts_page.js';
import { PLAY_T } from './texts_play.js';
import { PUZZLES_T } from './texts_puzzles.js';
import { OFFLINE_T } from './texts_offline.js';
import { REPLAY_T } from './texts_replay.js';
import { EXPLORER_T } from './texts_explorer.js';
import { PAGES_T } from './texts_pages.js';
import { plural, when_short, time_of_day, date_time } from '../locale.js';

const seconds = (n) => plural(n, { one: '1 second', other: `${n} seconds` });
/** "5 minutes", "1 minute", or seconds when the time is not whole minutes ("90 seconds"). */
const duration = (s) => (s % 60 !== 0 ? seconds(s) : plural(s / 60, { one: '1 minute', other: `${s / 60} minutes` }));

const SPEEDS = { bullet: 'bullet', blitz: 'blitz', rapid: 'rapid', classical: 'classical', correspondence: 'correspondence' };

/** The words of the clocks, the time-control choice and the offers. */
export const T = {
  clock_label: (name, time) => `${name}: ${time} left`,
  first_move: (time) => `first move ${time}`,
  days_control: (days) => plural(days, { one: '1 day a move', other: `${days} days a move` }),
  deadline: (at) => `move by ${when_short(at)}`,
  untimed: 'No clock',
  control_option: (text, speed) => `${text} (${SPEEDS[speed] ?? speed})`,
  // The line under a clock select: what the chosen option means.
  clock_hint_fischer: (limit_s, inc_s) => `${duration(limit_s)} each, ${inc_s > 0 ? `+ ${seconds(inc_s)} added per move` : 'no time added per move'}.`,
  clock_hint_days: (days) => `${T.days_control(days)}: you have ${plural(days, { one: 'a day', other: `${days} days` })} for each move (correspondence).`,
  clock_hint_none_people: 'No clock for the game (each move may still have a time limit).',
  clock_hint_none_bot: 'No clock: take as long as you like.',
  // The link's banner (banner.js).
  link_reconnecting: 'Reconnecting…',
  link_lost: (when) => `Connection lost. Reconnecting in ${when}…`,
  link_restarting: (when) => `The server is restarting; your game is kept. Reconnecting in ${when}…`,
  link_replaced: 'This game was opened in another tab or window. ',
  link_play_here: 'Play here',
  abort: 'Abort',
  offer_draw: 'Offer draw',
  draw_offered: 'Draw offered',
  takeback: 'Takeback',
  takeback_asked: 'Takeback asked',
  more_time: '+15 s',
  more_time_label: 'Give your opponent 15 seconds',
  accept: 'Accept',
  decline: 'Decline',
  offers_draw: (name) => `${name} offers a draw.`,
  asks_takeback: (name) => `${name} asks to take back their last move.`,
  gave_time: (name) => `You gave ${name} 15 seconds.`,
  offer_refused: (why) => `Not possible now: ${why}`,
  // Ratings per board and speed: the start screen's Ratings box, the leaderboard and the player page.
  ratings_note:
    'Rated: games between two people from “Play online”, and seeks and challenges marked Rated (a seek is, unless you untick it). One rating per board and speed.',
  leaderboard_lead:
    'Rated games are those between two people from “Play online”, and seeks and challenges marked Rated. A new rating is provisional: the server is not yet sure of it. It settles once its uncertainty (RD, in rating points) is 110 or less, usually after about 15 rated games; then the player is listed here. Each speed has its own ratings, from the game’s clock (5+3 is blitz); a game without a clock counts as rapid.',
  speed_names: { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapid', classical: 'Classical', correspondence: 'Correspondence' },
  leaderboard_title: (speed) => `${T.speed_names[speed] ?? speed} leaderboard`,
  leaderboard_empty: (speed) => `No rated ${SPEEDS[speed] ?? speed} players on this board yet.`,
  leaderboard_failed: 'The leaderboard could not be loaded. Check the connection and try again.',
  standard_board: (board) => `${board} (standard)`,
  unnamed_player: 'Player',
  rating_graph_label: (board, speed) => `${board}, ${SPEEDS[speed] ?? speed}`,
  rating_graph_caption: (board, speed) => `${board}, ${SPEEDS[speed] ?? speed}: rating after each rated game`,
  // Challenges (web/js/challenge/).
  challenge: 'Challenge',
  challenge_title: (name) => `Challenge ${name}`,
  challenge_clock: 'Clock',
  challenge_rated: 'Rated',
  challenge_send: 'Send challenge',
  cancel: 'Cancel',
  close: 'Close',
  challenge_from: (name, rating, terms) => (rating === null ? `${name} challenges you: ${terms}.` : `${name} (${rating}) challenges you: ${terms}.`),
  challenge_terms: (board, clock, rated) => `${board}, ${clock}, ${rated ? 'rated' : 'casual'}`,
  challenge_waiting: (name) => `Challenge sent to ${name}. Waiting for an answer…`,
  challenge_declined: (name, why) => `${name} declined your challenge: ${why}`,
  challenge_cancelled: (name) => `The challenge from ${name} was withdrawn or expired.`,
  challenge_expired: (name) => `Your challenge to ${name} was not answered in time.`,
  challenge_failed: (why) => `Challenge not possible: ${why}`,
  // The server's challenge_refused: a block between the two, either way (docs/protocol.md §Blocking).
  challenge_refused: 'This player does not take challenges from you.',
  challenge_refused_by_you: 'You have blocked this player: unblock them to challenge them.',
  decline_reason: 'Reason',
  reasons: {
    generic: 'I am not accepting challenges at the moment.',
    later: 'This is not the right time for me, please ask again later.',
    tooFast: 'This time control is too fast for me, please challenge again with a slower game.',
    tooSlow: 'This time control is too slow for me, please challenge again with a faster game.',
    timeControl: 'I am not accepting challenges with this time control.',
    rated: 'Please send me a rated challenge instead.',
    casual: 'Please send me a casual challenge instead.',
    variant: 'I am not willing to play this board right now.',
  },
  // Blocking, on a player's page (web/js/block/).
  block: 'Block',
  unblock: 'Unblock',
  block_note: 'Blocking works both ways: they cannot challenge you, nor you them, neither of you can accept the other’s seeks, and Play online never pairs you.',
  block_is_on: (name) => `You have blocked ${name}.`,
  block_done: (name) => `You blocked ${name}.`,
  unblock_done: (name) => `You unblocked ${name}.`,
  block_offline: 'Blocking is not available: the server could not be reached. Check the connection and reload the page.',
  block_no_player: 'Blocking is not available until the server knows this browser’s player. Reload the page and try again.',
  block_failed: 'Blocking is not available right now. Reload the page to try again.',
  // Your data, on the account screen (web/js/privacy/): download it, or delete the player.
  privacy_title: 'Your data',
  privacy_lead: 'Download everything the server holds about your player as a file, or delete it for good.',
  privacy_page_link: 'What is kept, and for how long',
  privacy_export: 'Download my data',
  privacy_exported: (file) => `Your data was saved as ${file}.`,
  privacy_export_failed: 'Your data could not be read right now. Try again in a moment.',
  privacy_delete_account: 'Delete my account',
  privacy_delete_player: 'Delete my player',
  privacy_delete_title_account: 'Delete your account?',
  privacy_delete_title_player: 'Delete your player?',
  privacy_delete_what:
    'Your name, password, logins, chat lines, ratings and blocks are erased, for good. Your games stay, your seat shown as “deleted player”. This cannot be undone: download your data first if you want to keep it.',
  privacy_delete_type: (name, account) => `To confirm, type your ${account ? 'username' : 'name'}, ${name}:`,
  privacy_delete_mismatch: 'That is not your name as shown: type it exactly to delete.',
  privacy_delete_go: 'Delete for good',
  privacy_deleted: 'Your player and their data are deleted. This browser now plays as a new guest.',
  privacy_delete_failed: 'The server could not delete your player right now. Nothing was deleted: try again in a moment.',
  privacy_offline: 'The server could not be reached. Check the connection and try again.',
  privacy_no_player: 'Not connected to the server yet. Wait a moment and try again.',
  privacy_unknown: 'The server no longer knows this browser’s player. Reload the page.',
  // Reporting a player, on their page (web/js/report/).
  report: 'Report',
  report_title: (name) => `Report ${name}`,
  report_reason: 'Reason',
  report_reasons: {
    cheat: 'Cheating',
    insult: 'Insults',
    spam: 'Spam',
    boost: 'Rating manipulation',
    username: 'Offensive name',
    other: 'Something else',
  },
  report_text: 'What happened (optional, at most 500 characters)',
  report_send: 'Send report',
  report_sent: 'Report sent: the moderators will read it.',
  report_limited: 'You have sent 10 reports in the last day, the most allowed. Try again tomorrow.',
  report_offline: 'The report was not sent: the server could not be reached. Check the connection and try again.',
  report_no_player: 'The report was not sent: the server does not know this browser’s player yet. Reload the page and try again.',
  report_missing: 'The report was not sent: this player no longer exists.',
  report_failed: 'The report was not sent: the server could not take it right now. Try again in a moment.',
  // The chat (web/js/chat/): a game's players' room, its spectators' room, and a replay's lines.
  chat_title: 'Chat',
  chat_players_room: 'Chat with your opponent',
  chat_spectators_room: 'Spectators’ chat',
  chat_replay_title: 'Chat during the game',
  chat_log_label: 'Chat messages',
  chat_show: 'Show chat',
  chat_input_label: 'Message',
  chat_placeholder: 'Say something nice…',
  chat_send: 'Send',
  chat_presets_label: 'Quick messages',
  chat_empty: 'No messages yet.',
  // The preset lines: sent as the canonical English text (chat/presets.js), shown in these words.
  chat_presets: {
    hello: 'Hello',
    good_luck: 'Good luck',
    have_fun: 'Have fun',
    good_game: 'Good game',
    well_played: 'Well played',
    thank_you: 'Thank you',
  },
  chat_you: 'You',
  chat_after_ply: (ply) => (ply === 0 ? 'before the first move' : `after ply ${ply}`),
  chat_menu_label: (name) => `Options for ${name}’s messages`,
  chat_mute: 'Mute',
  chat_unmute: 'Unmute',
  chat_block: 'Block',
  chat_report: 'Report',
  chat_muted_done: (name) => `You muted ${name}: their messages are hidden in this browser.`,
  chat_unmuted_done: (name) => `You unmuted ${name}.`,
  chat_muted_note: (name) => `${name} is muted.`,
  chat_unmute_label: (name) => `Unmute ${name}`,
  chat_blocked_done: (name) => `You blocked ${name}: you no longer see their messages.`,
  chat_block_failed: (name) => `${name} could not be blocked right now. Try again in a moment.`,
  chat_too_long: (max) => `At most ${max} characters.`,
  // The server's refusals of a line (docs/protocol.md §Chat).
  chat_rate_limited: 'Slow down: wait a moment before your next message.',
  chat_timed_out: (hhmm) => `You cannot chat until ${hhmm}.`,
  chat_closed: 'This chat is closed.',
  chat_bad_message: 'That message cannot be sent: write 1 to 140 characters.',
  chat_refused: (why) => `Not sent: ${why}`,
  // Your turn (web/js/your_turn/): correspondence games waiting for the player's move.
  opponent: 'Opponent',
  your_turn_vs: (name) => `vs ${name}`,
  your_turn_between: (south, north) => `${south} vs ${north}`,
  days_left: (n) => plural(n, { one: '1 day', other: `${n} days` }),
  hours_left: (n) => `${n} h`,
  minutes_left: (n) => (n < 1 ? 'under a minute' : `${n} min`),
  title_count: (n, title) => `(${n}) ${title}`,
  your_turn_against: (name) => `Your turn against ${name}`,
  notify_me: 'Notify me',
  notify_on: 'Notifications on',
  notify_blocked: 'Notifications blocked',
  leave_correspondence: 'Back to the start',
  // The lobby (web/js/seeks/): open seeks to accept, and the form that creates one.
  lobby_title: 'Lobby',
  lobby_lead: 'Players waiting for an opponent. Accept a seek to start at once, or create your own.',
  lobby_empty: 'Nobody is waiting right now. Create a seek and others will see it here.',
  seek_yours: 'Your seek',
  seek_unrated: '?',
  seek_player: (name, rating) => `${name} (${rating})`,
  seek_accept_label: (name, terms) => `Accept the seek of ${name}: ${terms}`,
  seek_cancel_label: (terms) => `Cancel your seek: ${terms}`,
  seek_rated: 'rated',
  seek_casual: 'casual',
  seek_any_rating: 'any rating',
  seek_range: (lo, hi) => `ratings ${lo}–${hi}`,
  seek_random_sides: 'random sides',
  seek_you_play: (side) => `you play ${ACCESS_T.side_names[side] ?? side}`,
  seek_failed: (why) => `The seek could not be created: ${why}`,
  seek_refused: (why) => `Not possible: ${why}`,
  seek_listed: 'Your seek is in the lobby. The game starts here when someone accepts it.',
  seek_form_title: 'Create a seek',
  seek_form_board: 'Board',
  seek_form_clock: 'Clock',
  seek_form_rated: 'Rated',
  seek_form_side: 'Your side',
  seek_form_range: 'Opponent’s rating',
  seek_form_min: 'Lowest rating',
  seek_form_max: 'Highest rating',
  seek_form_create: 'Create seek',
  seek_board_chosen: (board) => `${board} (as chosen above)`,
  seek_sides: { random: 'Random', south: 'South (you start)', north: 'North (your opponent starts)' },
  seek_ranges: { any: 'Any rating', 100: '± 100 of yours', 200: '± 200 of yours', 300: '± 300 of yours', custom: 'Between…' },
  seek_range_hint: (rating, lo, hi) => `Your rating here is ${rating}: ratings ${lo}–${hi} may accept.`,
  seek_range_bad: (lo, hi) => `Give a lowest and a highest rating between ${lo} and ${hi}, the lowest first.`,
  // Moderation (web/js/moderation/, #mod and #mod=ID): for moderators only.
  mod_link: 'Moderation',
  mod_title: 'Moderation',
  mod_loading: 'Loading…',
  mod_not_moderator: 'This page is for moderators, and this browser’s player is not one.',
  mod_no_player: 'The server does not know this browser’s player. Log in with a moderator’s account, then open this page again.',
  mod_failed: 'The moderation page could not be loaded. Check the connection and try again.',
  mod_missing: 'No such player.',
  mod_reports_title: 'Open reports',
  mod_reports_empty: 'No open reports.',
  mod_log_title: 'Moderation log',
  mod_log_empty: 'No actions yet.',
  mod_col: { when: 'When', player: 'Player', reason: 'Reason', by: 'Reported by', game: 'Game', text: 'Details', moderator: 'Moderator', action: 'Action', until: 'Until', room: 'Room', line: 'Line', ply: 'After ply', result: 'Result' },
  mod_by_server: 'the server',
  mod_system: 'fair-play rules',
  mod_unknown_player: 'deleted player',
  mod_player_title: (name) => `Moderation: ${name}`,
  mod_player_sub: (account, created) => `${account ? `Account ${account}` : 'Guest'}${created ? `, since ${created}` : ''}.`,
  mod_standing_clear: 'No sanction in force.',
  mod_standing_moderator: 'A moderator.',
  mod_standing_closed: 'Account closed: their tokens no longer work.',
  mod_standing_shadow: 'Chat shadow-ban: their lines are shown to themselves only.',
  mod_standing_chat: (until) => `Chat timeout until ${until}.`,
  mod_standing_ban: (until, reason) => `Play ban until ${until} (${reason}).`,
  mod_actions_title: 'Act',
  mod_actions: {
    chat_timeout: 'Chat timeout (15 min)',
    shadow_ban: 'Chat shadow-ban',
    lift_shadow_ban: 'Lift shadow-ban',
    play_ban: 'Play ban',
    lift_play_ban: 'Lift play ban',
    close_account: 'Close account',
    dismiss_reports: 'Dismiss reports',
  },
  mod_reason: 'Reason (shown to the other moderators, at most 200 characters)',
  mod_minutes: 'Play ban length in minutes (1 to 2880)',
  mod_reason_missing: 'Give a reason: the log shows it to the other moderators.',
  mod_minutes_bad: 'Give the play ban’s length in whole minutes, from 1 to 2880.',
  mod_done: (action, name) => `${action}: done for ${name}.`,
  mod_act_failed: (why) => `Not done: ${why}`,
  mod_act_offline: 'Not done: the server could not be reached. Check the connection and try again.',
  mod_chat_title: 'Chat lines (newest first)',
  mod_chat_empty: 'No chat lines.',
  mod_rooms: { players: 'players', spectators: 'spectators', tournament: 'tournament' },
  mod_games_title: 'Recent games',
  mod_games_empty: 'No games.',
  mod_player_reports_title: 'Reports about this player',
  mod_player_reports_empty: 'No reports about this player.',
  mod_player_actions_title: 'Actions taken',
  mod_player_actions_empty: 'No actions taken on this player.',
  mod_open_game: (id) => `Game ${id}`,
  mod_back: 'Back to the reports',
  mod_leave: 'New game',
  // Fair play (web/js/fairplay/): a way into a game refused while a play ban runs.
  play_banned: (at, reason, left) =>
    reason ? `You cannot play until ${at} (${reason}): ${left} left.` : `You cannot play until ${at}: ${left} left.`,
  play_banned_unknown: 'You cannot play for now: a play ban is running.',
  play_ban_reasons: {
    abort: 'aborted games',
    no_start: 'games not started in time',
    left_lost: 'lost games left to run out',
  },
  // The ban's end: the time of day when it ends within a day, else the day too.
  play_ban_at: (until, now) =>
    until.getTime() - now.getTime() < 86_400_000 && until.getDate() === now.getDate()
      ? time_of_day(until)
      : date_time(until, { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
  play_ban_left: (ms) => {
    const m = Math.ceil(Math.max(0, ms) / 60_000);
    if (m <= 1) return ms < 60_000 ? 'under a minute' : '1 minute';
    if (m < 60) return `${m} minutes`; // m ≥ 2 here
    const h = Math.floor(m / 60);
    const rest = m % 60;
    const hours = plural(h, { one: '1 hour', other: `${h} hours` });
    return rest === 0 ? hours : `${hours} ${plural(rest, { one: '1 minute', other: `${rest} minutes` })}`;
  },
  // The start screen's words for the game chosen, its two name fields, the rules of a rematch and
  // of the leaderboard, a provisional rating's mark, the game's heading and the replay's steps.
  start_title: { kalah: 'Play Kalah', oware: 'Play Oware' },
  start_lead: {
    kalah: 'Sow seeds around the board, land in your store for another turn, capture across the board.',
    oware: 'Sow seeds around the board and capture from your opponent’s row: the first to capture 25 seeds wins.',
  },
  name_field: 'Name shown in your games',
  name_invite_field: 'Name shown to your friend',
  account_box_title: 'Your account',
  rematch_unrated: 'A rematch is never rated.',
  game_unrated_rematch: 'Unrated game: a rematch is never rated.',
  leaderboard_provisional_title: 'Provisional',
  leaderboard_provisional_lead:
    'Players whose rating is still provisional (marked “?”): they join the leaderboard above once it has settled.',
  leaderboard_provisional_empty: 'No provisional players on this board and speed.',
  leaderboard_name: 'Name',
  leaderboard_rating: 'Rating',
  leaderboard_games: 'Games',
  provisional_note: 'provisional, it settles after about 15 rated games',
  provisional_footnote: '“?” after a rating: the rating is provisional, it settles after about 15 rated games.',
  game_heading: (south, north) => `${south} vs ${north}`,
  step_back: 'Back',
  step_next: 'Next',
  review_in_progress: 'This game is still being played: it can be reviewed once it has ended.',
  ...TOURNAMENT_T,
  ...REVIEW_T,
  ...NET_T,
  ...BOTS_T,
  ...LOOK_T,
  ...ACCESS_T,
  ...LISTS_T,
  ...NAMES_T,
  ...GAME_T,
  ...PAGE_T,
  ...PLAY_T,
  ...PUZZLES_T,
  ...OFFLINE_T,
  ...REPLAY_T,
  ...EXPLORER_T,
  ...PAGES_T,
};
