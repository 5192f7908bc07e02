// Les mots du jeu hors ligne (offline/) : l’écran de la partie hors ligne, ses résultats, et l’avis
// des parties gardées sur l’appareil et envoyées une fois en ligne. Partie de `T`.

import { ACCESS_T } from './texts_access.js';
import { plural } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Partie hors ligne',
  offline_lead: 'Pas de réseau : cette partie se joue sur votre appareil. Elle rejoindra Vos parties dès que vous serez en ligne.',
  offline_loading: 'Démarrage du moteur…',
  offline_unavailable: 'Le jeu hors ligne n’est pas disponible dans ce navigateur.',
  offline_won: 'Vous avez gagné.',
  offline_lost: 'Vous avez perdu.',
  offline_draw: 'Match nul.',
  offline_side_won: (who) => `${who} a gagné.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Gardée sur cet appareil : elle rejoindra Vos parties dès que vous serez en ligne.',
  offline_swap: 'Échanger les camps',
  offline_new_game: 'Nouvelle partie',
  offline_sent: (n) =>
    plural(n, { one: `${n} partie hors ligne envoyée dans Vos parties.`, other: `${n} parties hors ligne envoyées dans Vos parties.` }),
};
