// Les mots de l'explorateur de positions (explorer/) : état, meilleur coup et ligne, la valeur
// d'un trou pour un lecteur d'écran, le formulaire « Composer une position », les valeurs et les
// coups en mots (common/values.js). Fait partie de `T`.

import { plural, num, list } from '../locale.js';
import { de } from './elision.js';

const seeds = (n) => plural(n, { one: `${num(n)} graine`, other: `${num(n)} graines` });

export const EXPLORER_T = {
  ply_pit: (n) => `trou ${num(n)}`,
  ply_swap: 'échange',
  value_depth: (value, depth) => `${value}, profondeur ${num(depth)}`,
  outcome: {
    draw: 'une partie nulle',
    south: (n) => `Sud finit avec ${num(n)} d’avance`,
    north: (n) => `Nord finit avec ${num(n)} d’avance`,
  },
  ex_board_legend: 'Plateau et règles',
  ex_variant_go: 'Analyser le début de ce plateau',
  ex_analysing: 'Analyse en cours…',
  ex_refused: (why) => `Le serveur a refusé cette position : ${why}`,
  ex_load_failed: 'L’analyse n’a pas pu être chargée. Vérifiez la connexion et réessayez.',
  ex_sub_start: (board) => `${board} · depuis le début`,
  ex_sub_by_hand: (board) => `${board} · depuis une position composée à la main`,
  ex_plies_played: (plies, pits) =>
    `Coups joués : ${plies.join(', ')} (trous numérotés de 1 à ${num(pits)} depuis la gauche de leur propriétaire).`,
  ex_no_plies: 'Aucun coup joué pour l’instant : choisissez un trou pour le jouer.',
  ex_pit_label: (side, pit, value, n, best) => `Trou ${num(pit)} ${de(side)} : valeur ${value}, ${seeds(n)}${best ? ', meilleur coup' : ''}`,
  ex_value_depth: (value, depth) => `${value} (profondeur ${num(depth)})`,
  ex_swap: (value) => `Échanger les camps (${value})`,
  ex_to_move: 'au trait',
  ex_over: (s, n, value) => `La partie est terminée : Sud ${num(s)} – ${num(n)} Nord (${value}).`,
  ex_status: (side, value, outcome) => `À ${side} de jouer · valeur ${value} : ${outcome} en jeu parfait.`,
  ex_status_estimate: (side, value, outcome) => `À ${side} de jouer · valeur ${value} : ${outcome} (estimation).`,
  ex_best: (plies) => `Meilleur coup : ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Ligne principale : ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `Trou ${num(pit)} ${de(side)}`,
  ed_store: (side) => `Grenier ${de(side)}`,
  ed_captured: (side) => `Captures ${de(side)}`,
  ed_store_short: 'Grenier',
  ed_captured_short: 'Captures',
  ed_whole: (field) => `${field} : écrivez un nombre entier de graines (0 ou plus).`,
  ed_total: (total, want) => `Graines sur le plateau : ${num(total)} sur ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `Les graines font ${num(total)} en tout, mais ${board} en compte ${num(want)} (${num(pits)} trous × ${num(per_pit)} graines × 2 camps). Changez les nombres pour que le total soit juste.`,
};
