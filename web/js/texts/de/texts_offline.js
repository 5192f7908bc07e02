// Die Wörter des Offline-Spiels (offline/): der Bildschirm der Offline-Partie, ihre Ergebnisse und
// der Hinweis auf Partien, die auf dem Gerät bleiben, bis sie online gesendet werden. Teil von `T`.

import { ACCESS_T } from './texts_access.js';
import { plural } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Offline-Partie',
  offline_lead: 'Kein Netz: Diese Partie läuft auf Ihrem Gerät. Sobald Sie online sind, kommt sie zu Ihren Partien.',
  offline_loading: 'Die Engine startet…',
  offline_unavailable: 'Offline-Spiel ist in diesem Browser nicht verfügbar.',
  offline_won: 'Sie haben gewonnen.',
  offline_lost: 'Sie haben verloren.',
  offline_draw: 'Unentschieden.',
  offline_side_won: (who) => `${who} hat gewonnen.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Auf diesem Gerät gespeichert: Sobald Sie online sind, kommt sie zu Ihren Partien.',
  offline_swap: 'Seiten tauschen',
  offline_new_game: 'Neue Partie',
  offline_sent: (n) =>
    plural(n, { one: `${n} Offline-Partie zu Ihren Partien gesendet.`, other: `${n} Offline-Partien zu Ihren Partien gesendet.` }),
};
