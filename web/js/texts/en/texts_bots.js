// The words of the bots: the BOT mark after a bot's name (icons.js) and the Bots page
// (bots/). Part of `T` (texts.js).

export const BOTS_T = {
  bot_mark: 'BOT', // shown after a bot's name
  bot_mark_label: 'bot', // the mark's name for screen readers
  bots_link: 'Bots',
  bots_title: 'Bots',
  bots_lead: 'Bots are programs that play here through the bot API or KGP, the Kalah Game Protocol. Challenge one that is online, or watch their games.',
  bots_online_title: 'Bots online',
  bots_online_empty: 'No bot is online right now.',
  bots_online_failed: 'The bots online could not be loaded. Check the connection and try again.',
  bots_rating: (text) => `rating ${text}`,
  bots_games_title: 'Bot games now',
  bots_games_empty: 'No bot is playing right now.',
  bots_games_failed: 'The games could not be loaded.',
  bots_watch: 'Watch',
  bots_board_title: (speed_name) => `${speed_name} bot leaderboard`,
  bots_board_empty: (speed_name) => `No rated ${speed_name.toLowerCase()} bots on this board yet.`,
  bots_board_failed: 'The bot leaderboard could not be loaded.',
  bots_board: 'Board',
  bots_speed: 'Speed',
  bots_rank: 'Rank',
  bots_name: 'Name',
  bots_rating_col: 'Rating',
  bots_games: 'Games',
  bots_leave: 'New game',
  challenge_bot: 'Challenge this bot',
  challenge_bot_label: (name) => `Challenge this bot: ${name}`, // the button's name with the bot's
  challenge_bot_offline: 'This bot is not online: a challenge reaches it only while it is connected.',
  challenge_bot_self: 'You cannot challenge yourself.',
};
