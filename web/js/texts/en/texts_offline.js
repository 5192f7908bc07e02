// The words of offline play (offline/): the offline game screen, its results, and the notice of
// games kept on the device and sent once online. Spread into `T` (texts.js).

import { ACCESS_T } from './texts_access.js';
import { plural } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Offline game',
  offline_lead: 'No network: this game runs on your device. It is sent to Your games once you are online.',
  offline_loading: 'Starting the engine…',
  offline_unavailable: 'Offline play is not available in this browser.',
  offline_won: 'You won.',
  offline_lost: 'You lost.',
  offline_draw: 'Draw.',
  offline_side_won: (who) => `${who} won.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Kept on this device: it goes to Your games once you are online.',
  offline_swap: 'Swap sides',
  offline_new_game: 'New game',
  offline_sent: (n) => plural(n, { one: '1 offline game sent to Your games.', other: `${n} offline games sent to Your games.` }),
};
