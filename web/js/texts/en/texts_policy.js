// The words of the text page Privacy (privacy.html): what the site keeps, where and for how long,
// by `data-text` and `data-html` (the entries' own markup: <strong>, <em>, <code>). The storage
// entries' names (mancala.token, …) stay in the markup: they are the names a browser shows.
// Spread into `T` through texts_pages.js.

export const POLICY_T = {
  policy_title: 'Privacy — Mancala',
  policy_h1: 'Privacy',
  policy_intro:
    'This page lists everything this site keeps about you, where, and for how long. It describes what the code does; if the two ever disagree, that is a bug we fix.',
  policy_no_third:
    'Accounts are optional, and there is no advertising, no analytics and no third party: every file of this site comes from our own server, and the page talks only to it. Its one cookie holds the language you choose (below).',
  policy_browser_h: 'In your browser',
  policy_browser:
    'The page keeps these entries in your browser’s <em>local storage</em> for this site. They stay until you clear the site’s data in your browser:',
  policy_col_entry: 'Entry',
  policy_col_what: 'What it holds',
  policy_col_why: 'Why',
  policy_token_what: 'a random secret the server gave this browser',
  policy_token_why: 'so that reloading the page, or coming back after a lost connection, returns you to your game in progress',
  policy_name_what: 'the name you typed',
  policy_name_why: 'to fill it in next time',
  policy_prefs_what: 'your last board, level and side choices',
  policy_prefs_why: 'to fill them in next time',
  policy_match_what: 'the running score of your current match',
  policy_match_why: 'so a reload doesn’t lose it',
  policy_player_what: 'your player id (the random id the server gave your player)',
  policy_player_why: 'to list your recent games on the start page',
  policy_seats_what: 'the ids of your last 50 games and the side you played in each',
  policy_seats_why: 'to show each result from your side',
  policy_chat_off_what: 'that you switched the chat off (only then)',
  policy_chat_off_why: 'to keep it off next time',
  policy_chat_muted_what: 'the player ids of up to 200 players you muted in the chat',
  policy_chat_muted_why: 'to keep hiding their messages in this browser',
  policy_muted_what: 'that you muted the game’s sounds (only then)',
  policy_muted_why: 'to keep them off next time',
  policy_notify_what: 'that you asked to be told when a game waits for your move (only then)',
  policy_notify_why: 'to keep telling you next time',
  policy_theme_what: 'the theme you chose, light or dark (not kept while it follows your system)',
  policy_theme_why: 'to show the page that way next time',
  policy_board_what: 'that you chose the flat board (only then)',
  policy_board_why: 'to draw the board that way next time',
  policy_lang_what: 'the language you chose in the Language menu (only then)',
  policy_lang_why: 'to show the pages in it next time',
  policy_cookie:
    'One <em>cookie</em>, <code>mancala_lang</code>, holds the same language, and only once you choose one in the Language menu: the server reads it to send each page already in that language. It lasts a year, or until you clear the site’s data.',
  policy_offline_what: 'the games you finished without a network (board, opponent, side and moves), only until they are sent',
  policy_offline_why: 'to add them to your games once you are online',
  policy_offline_current_what: 'the game you are playing without a network (board, opponent, side and moves), until it ends or you leave it',
  policy_offline_current_why: 'so that a reload or a closed tab comes back to it',
  policy_cache:
    'To open without a network, the site also keeps a copy of its own files (pages, scripts, styles, icons and the game engine) in your browser’s <em>cache storage</em>, through a <em>service worker</em>. It holds nothing about you; a new version of the site replaces it.',
  policy_login:
    'Logging in stores a new token and your player id in the same two entries; logging out removes them (and your name and match score). Your password is never kept in the browser.',
  policy_session:
    'While you wait for a friend to open your invitation link, the page also keeps that invitation (its code, the board and your side) in the tab’s <em>session storage</em>, so a reload shows the waiting screen again. It is gone when the friend joins, when you cancel, when the link expires, or when you close the tab.',
  policy_db_h: 'On the server: the game database',
  policy_db: 'The server keeps a database (one SQLite file) with:',
  policy_db_players:
    '<strong>Players</strong>: a random player id, the name you chose (or the <em>Guest</em> name we made up), a SHA-256 hash of your token (not the token itself), and when the player was first seen.',
  policy_db_accounts:
    '<strong>Accounts</strong>, only if you choose <em>Keep your name</em>: the username, an Argon2id hash of your password (never the password itself), the page’s language once you choose one (so that your other devices show it too), and a SHA-256 hash of the token each login gives a browser. Logging out only makes this browser forget its token and player id; the account stays.',
  policy_db_games:
    '<strong>Games</strong>: a random game id, the rules used, how the game was started (online, computer or same device), the player ids and names of both seats (or the computer’s level), the result, the reason it ended, the final score, and when it started and ended.',
  policy_db_moves: '<strong>Moves</strong>: every move of every game, with the time it was played.',
  policy_db_ratings:
    '<strong>Ratings</strong>: your rating in each board and speed you played rated games in, and its value after each rated game (the graph on your player page); and, once you try a puzzle, your puzzle rating and which puzzles you tried and whether your first try solved each.',
  policy_db_chat:
    '<strong>Chat lines</strong>, only if you chat in a game: the room (the players’ or the spectators’ room of a game), your player id and name, the words, when, and how many moves the game had then. A room keeps its <strong>last 200 lines</strong>; older ones are deleted as new ones come. The players’ room is shown beside the moves in the game’s replay.',
  policy_db_blocks:
    '<strong>Blocks</strong>, only if you press <em>Block</em> on a player’s page: your player id and theirs. <em>Unblock</em> removes it. The list is not published; the blocked player only finds that challenges and seeks between you two are refused, and that Play online never pairs you.',
  policy_db_reports:
    '<strong>Reports</strong>, only if you report a player: your player id, theirs, the reason, the game and the words you wrote, and when. Only the site’s moderators read them; the reported player is not told who reported them. The server files some reports itself (repeated insults in chat, a rated game of only a few moves), without a reporter.',
  policy_db_moderation:
    '<strong>Moderation</strong>: whether an account is a moderator, and what moderators (or the fair-play rules) did about a player: chat timeouts, chat bans, play bans, closed accounts, dismissed reports, each with who did it, why and when (the moderation log, which every moderator can read).',
  policy_db_offences:
    '<strong>Fair-play offences</strong>, in public games between two people: aborting a game, letting the first-move timer run out, or leaving a lost game to run out of time; the game, what happened and when. Three in a day bring a play ban (10 minutes, longer when it happens again).',
  policy_db_seeks:
    '<strong>Open correspondence seeks</strong>, only if you have an account and offer a game of days a move in the lobby: its terms (board, clock, side, rated, rating range) with your player id, name and rating, shown to everyone in the lobby until someone accepts it or you cancel it; then it is deleted.',
  policy_public:
    '<strong>Game records are public.</strong> Anyone can read a game — its players’ names, moves, result and times — at <code>/api/games/&lt;id&gt;</code>, replay it at <code>/#game=&lt;id&gt;</code>, and the newest games are listed at <code>/api/games</code>. A player’s games are listed at <code>/api/players/&lt;player id&gt;/games</code>. Games in progress against the computer or from the public queue are listed under <em>Now playing</em>, and anyone who has a game’s id can watch it live (a friend game too: it is not listed, but its id is not secret). Choose a name you are happy to show.',
  policy_how_long:
    '<strong>How long:</strong> apart from chat rooms, which keep their last 200 lines, the server does not delete anything by itself: players, games, moves, ratings, reports, the moderation log and offences stay until you delete your player (below) or the site’s operator deletes them. The token hash is what links a browser to its player; clearing your browser’s site data breaks that link for good (log in again to get it back, if you have an account).',
  policy_not_stored: 'Not stored in the database: your IP address, your browser’s details, or anything you did not type or play.',
  policy_yours_h: 'Your data: download or delete it',
  policy_download:
    'On the account screen (<em>Your name</em>), <strong>Download my data</strong> saves one file, <code>mancala-&lt;player id&gt;.json</code>, with everything listed above that is about your player: your player and account (never the password or its hash), your ratings and their history, your puzzle rating and the puzzles you tried, every game you played, your chat lines, the reports you filed, the players you block, your standing (chat timeout, play ban) with the moderation entries and fair-play offences about you. It leaves out other people’s data: who reported you, and which moderator acted.',
  policy_delete:
    '<strong>Delete my account</strong> (<em>Delete my player</em> for a guest) asks you to type your name, then erases for good: your name, your account and password hash, every login token, your chat lines, your ratings and their history (you leave the leaderboard), your blocks (both ways), your open seeks, your fair-play offences and your standing (chat timeout, play ban). Your connection is closed and this browser plays on as a new guest.',
  policy_stays:
    'What stays: <strong>your games</strong>, with your seat shown as <em>deleted player</em> (your opponents keep their games), and, under your old player id, which then leads to no name, the reports you filed or that were filed about you and the moderation log (the moderators’ record of what they did). The logs below are not rewritten.',
  policy_logs_h: 'On the server: logs',
  policy_logs: 'The server writes a running log to its standard output, one timestamped line per event. A log line can contain:',
  policy_log_ip:
    'the IP address a connection came from, when the connection opens, and when a connection is refused (then also the address of the web page it came from, the <em>Origin</em>);',
  policy_log_ids: 'player ids, when a connection closes, when a new one replaces it, or when it is closed for sending too fast or reading too slowly;',
  policy_log_accounts: 'a username and its player id when an account is created, and with the IP address at each login (a refused login logs only the address);',
  policy_log_reports: 'the player ids of a report and its reason, and the player id of a player who deleted their data;',
  policy_log_games: 'game ids, the names of both seats when a game starts, and how and when it ended (result, score, resignations, time-outs, players who did not come back).',
  policy_logs_not: 'It does not log what you send, your moves one by one, your token or your password (a refused login logs only the address it came from).',
  policy_logs_kept:
    'The server itself keeps no log files: the log goes wherever its operator sends it (for example the container or system journal), and is kept as long as that system keeps it. The Compose file we ship (<code>docker/compose.yaml</code>) keeps at most five files of 10 MB each, the oldest deleted first, so a line is gone once about 50 MB of newer lines have been written; the lines are also deleted with the container.',
  policy_memory_h: 'In memory only',
  policy_memory:
    'While the server runs it also holds, in memory only, who is connected, who is waiting in the queue, who is watching which game, open friend invitations (the random code, your player id and name, the board and your side, until the link is used, cancelled or expires: 30 minutes unless the operator set another time; whoever has the link sees your name), and per-connection message counters used to stop floods. All of this is gone when the server restarts.',
};
