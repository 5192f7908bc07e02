// Les verdicts et preuves de l'analyse d'une partie (review.js). Fait partie de `T`.

import { plural, list } from '../locale.js';

const plies = (n) => plural(n, { one: `${n} coup`, other: `${n} coups` });
const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return plural(s, { one: `${s} seconde`, other: `${s} secondes` });
};

export const REVIEW_T = {
  rv_class: { best: 'meilleur', good: 'bon', inaccuracy: 'imprécision', mistake: 'erreur', blunder: 'gaffe' },
  rv_lost: (n) => plural(n, { one: `${n} graine perdue`, other: `${n} graines perdues` }),
  rv_best: (names) => `(meilleur : ${list(names, 'disjunction')})`,
  rv_only_ply: 'le seul coup légal',
  rv_accuracy: (south, south_pct, north, north_pct) => `Précision : ${south} (Sud) ${south_pct} · ${north} (Nord) ${north_pct}`,
  rv_proving: (done, total) => `Preuve des estimations : ${done} positions sur ${total}… (les valeurs se mettent à jour une fois prouvées)`,
  rv_being_proven: 'en cours de preuve',
  rv_not_proven: 'non prouvé : pas de jugement',
  rv_value_after: (v) => `valeur après : ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} pas encore jugés)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `Les preuves se sont arrêtées : ${plies(n)} n’ont pas pu être prouvés en ${seconds(ms)} chacun. Ils gardent leurs valeurs estimées (≈) et ne sont pas jugés.`,
    no_proofs: (n) =>
      `Ce serveur ne prouve aucune position de ce plateau : ${plies(n)} gardent leurs valeurs estimées (≈) et ne sont pas jugés.`,
    waiting: (n) =>
      `Le serveur construit encore la table dont les preuves ont besoin : ${plies(n)} seront prouvés dès qu’elle sera prête. Rouvrez l’analyse plus tard.`,
    busy: (n) => `Le serveur est occupé par d’autres preuves : ${plies(n)} ne sont pas encore prouvés. Rouvrez l’analyse plus tard.`,
    failed: (n) => `Les preuves se sont arrêtées sur une erreur : ${plies(n)} gardent leurs valeurs estimées (≈) et ne sont pas jugés.`,
  },
};
