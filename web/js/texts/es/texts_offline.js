// Las palabras del juego sin conexión (offline/): la pantalla de la partida sin conexión, sus
// resultados y el aviso de las partidas guardadas en el dispositivo y enviadas al volver la
// conexión. Parte de `T`.

import { ACCESS_T } from './texts_access.js';
import { plural } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Partida sin conexión',
  offline_lead: 'Sin red: esta partida se juega en tu dispositivo. Pasará a Tus partidas en cuanto tengas conexión.',
  offline_loading: 'Arrancando el motor…',
  offline_unavailable: 'El juego sin conexión no está disponible en este navegador.',
  offline_won: 'Has ganado.',
  offline_lost: 'Has perdido.',
  offline_draw: 'Empate.',
  offline_side_won: (who) => `Gana ${who}.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Guardada en este dispositivo: pasará a Tus partidas en cuanto tengas conexión.',
  offline_swap: 'Cambiar de lado',
  offline_new_game: 'Nueva partida',
  offline_sent: (n) =>
    plural(n, { one: `${n} partida sin conexión enviada a Tus partidas.`, other: `${n} partidas sin conexión enviadas a Tus partidas.` }),
};
