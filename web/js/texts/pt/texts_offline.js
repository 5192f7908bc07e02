// As palavras do jogo offline (offline/): o ecrã da partida offline, os seus resultados e o aviso
// das partidas guardadas no dispositivo e enviadas quando houver ligação. Parte de `T`.

import { ACCESS_T } from './texts_access.js';
import { plural } from '../locale.js';

const SIDE = ACCESS_T.side_names;

export const OFFLINE_T = {
  offline_title: 'Partida offline',
  offline_lead: 'Sem rede: esta partida corre no seu dispositivo. Passa para As suas partidas assim que estiver online.',
  offline_loading: 'A iniciar o motor…',
  offline_unavailable: 'O jogo offline não está disponível neste navegador.',
  offline_won: 'Ganhou.',
  offline_lost: 'Perdeu.',
  offline_draw: 'Empate.',
  offline_side_won: (who) => `${who} ganhou.`,
  offline_score: (south, north) => `${SIDE.south} ${south}, ${SIDE.north} ${north}.`,
  offline_kept: 'Guardada neste dispositivo: passa para As suas partidas assim que estiver online.',
  offline_swap: 'Trocar de lado',
  offline_new_game: 'Nova partida',
  offline_sent: (n) =>
    plural(n, { one: `${n} partida offline enviada para As suas partidas.`, other: `${n} partidas offline enviadas para As suas partidas.` }),
};
