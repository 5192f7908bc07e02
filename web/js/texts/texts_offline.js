// The words of offline play (offline/): the offline game screen, its results, and the notices of
// games kept on the device and sent once online. Part of `T` (texts.js).

export const OFFLINE_T = {
  offline_title: 'Offline game',
  offline_lead: 'No network: this game runs on your device. It is sent to Your games once you are online.',
  offline_loading: 'Starting the engine…',
  offline_unavailable: 'Offline play is not available in this browser.',
  offline_you: 'You',
  offline_computer: (level) => `Computer (${level})`,
  offline_side: (side) => (side === 'south' ? 'South' : 'North'),
  // Owners in the board's pit names ("Your pit 3: 4 seeds").
  offline_your: 'Your',
  offline_computers: "Computer's",
  offline_your_turn: 'Your turn.',
  offline_thinking: 'The computer is thinking…',
  offline_to_move: (who) => `${who} to move.`,
  offline_won: 'You won.',
  offline_lost: 'You lost.',
  offline_draw: 'Draw.',
  offline_side_won: (who) => `${who} won.`,
  offline_score: (south, north) => `South ${south}, North ${north}.`,
  offline_kept: 'Kept on this device: it goes to Your games once you are online.',
  offline_swap: 'Swap sides',
  offline_new_game: 'New game',
  offline_sent: (n) => (n === 1 ? '1 offline game sent to Your games.' : `${n} offline games sent to Your games.`),
};
