// Les mots du visionnage d'une partie enregistrée (replay/) et de son analyse (review/) : parties
// introuvables, ligne du coup, résultat, ce qu'un coup a fait (board/plies.js), grand chelem et
// fins de l'awalé (board/oware.js), lignes, liste et graphique de l'analyse. Fait partie de `T`.

import { plural, num } from '../locale.js';
import { de } from './elision.js';

export const REPLAY_T = {
  loading_game: 'Chargement de la partie…',
  no_such_game: 'Cette partie n’existe pas.',
  game_load_failed: 'La partie n’a pas pu être chargée. Vérifiez la connexion et réessayez.',
  game_load_failed_why: (why) => `La partie n’a pas pu être chargée : ${why}`,
  review_load_failed: 'L’analyse n’a pas pu être chargée. Vérifiez la connexion et réessayez.',
  review_load_failed_why: (why) => `L’analyse n’a pas pu être chargée : ${why}`,
  rp_title: (south, north) => `${south} contre ${north}`,
  rp_sub: (board) => `Revoir la partie · ${board}`,
  rp_pause: 'Pause',
  rp_ply_of: (i, n) => `Coup ${num(i)} sur ${num(n)}`,
  rp_start_line: (name) => `Début · à ${name} de jouer.`,
  rp_ply_line: (i, n, text) => `Coup ${num(i)} sur ${num(n)} · ${text}`,
  rp_in_progress: (n, score) => plural(n, { one: `En cours après ${num(n)} coup : ${score}.`, other: `En cours après ${num(n)} coups : ${score}.` }),
  rp_final: (score) => `Score final : ${score}.`,
  rp_draw: 'Partie nulle.',
  rp_won: (name) => `${name} a gagné.`,
  rp_download_failed: 'Le téléchargement a échoué. Réessayez.',
  score_line: (south, s, n, north) => `${south} ${num(s)} – ${num(n)} ${north}`,
  grand_slam: (victim) => `Grand chelem : ce coup aurait pris toutes les graines ${de(victim)}, il n’a donc rien capturé.`,
  grand_slam_you: 'Grand chelem : ce coup aurait pris toutes vos graines, il n’a donc rien capturé.',
  oware_end_normal: 'Un joueur a capturé 25 graines ou plus.',
  oware_end_normal_draw: 'Les deux joueurs ont capturé 24 graines.',
  oware_end_no_feed: 'Le joueur au trait ne pouvait pas atteindre la rangée vide de l’adversaire : il a pris les graines restées sur le plateau.',
  oware_feeding: (victim) => `${victim} n’a plus de graines : seuls les trous dont les graines atteignent sa rangée peuvent être semés (la règle de nourrissage).`,
  oware_feeding_you: 'Vous n’avez plus de graines : seuls les trous dont les graines atteignent votre rangée peuvent être semés (la règle de nourrissage).',
  rv_title: (south, north) => `Analyse : ${south} contre ${north}`,
  rv_sub: (board) => `${board} · valeurs Sud − Nord, en graines, avec un jeu parfait`,
  rv_analysing: 'Analyse de la partie…',
  rv_analysing_n: (done, total) => `Analyse de la partie : ${num(done)} coups sur ${num(total)}…`,
  rv_ply_line: (i, n, name, ply) => `Coup ${num(i)} sur ${num(n)} · ${name} : ${ply}`,
  rv_line_end: (line) => `${line}.`,
  rv_line_verdict: (line, verdict) => `${line} — ${verdict}.`,
  rv_class_lost: (cls, lost) => `${cls} : ${lost}`,
  rv_pct: (x) => num(x / 100, { style: 'percent', maximumFractionDigits: 1 }),
  rv_item: (n, name, side, ply) => `${num(n)}. ${name} (${side}) : ${ply}`,
  rv_not_analysed: 'pas encore analysé',
  rv_graph: (k, n) =>
    `La valeur après chaque coup, Sud − Nord (${plural(k, { one: `${num(k)} coup analysé`, other: `${num(k)} coups analysés` })} sur ${num(n)})`,
  rv_graph_start: (v) => `Début : valeur ${v}`,
  rv_graph_point: (n, name, ply, verdict) => `Après le coup ${num(n)} (${name}, ${ply}) : ${verdict}`,
};
