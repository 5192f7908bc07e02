// Les mots des problèmes (puzzles/) : la page des problèmes, le retour à chaque coup, la réfutation
// d'un mauvais coup, la série, le problème du jour de l'accueil et les leçons de l'analyse. Fait
// partie de `T`.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;
const seeds = (n) => plural(n, { one: `${n} graine`, other: `${n} graines` });

export const PUZZLES_T = {
  puzzles_title: 'Problèmes',
  puzzles_lead: 'Chaque problème est prouvé par le solveur : un seul coup garde le meilleur résultat, tous les autres font moins bien.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `${SIDE[side]} joue : trouvez le seul coup qui gagne.` : `${SIDE[side]} joue : trouvez le seul coup qui garde la nulle.`),
  puzzle_rating: (text) => `Classement du problème ${text}`,
  puzzle_you: (text) => `Votre classement aux problèmes ${text}`,
  puzzle_themes: (names) => `Thèmes : ${names}`,
  puzzle_theme: { capture: 'prise', extra_turn: 'tour supplémentaire', chain: 'tours supplémentaires enchaînés', sweep: 'rafle', pie: 'règle du gâteau', endgame: 'finale', quiet: 'coup tranquille' },
  puzzle_board: 'Plateau',
  puzzle_loading: 'Chargement du problème…',
  puzzle_missing: 'Ce problème n’existe pas.',
  puzzle_none: 'Ce serveur n’a pas de problèmes.',
  puzzle_failed: 'Le problème n’a pas pu être chargé. Vérifiez la connexion et réessayez.',
  puzzle_send_failed: 'Votre coup n’a pas pu être vérifié. Vérifiez la connexion et rejouez-le.',
  puzzle_right_more: 'Exact. L’adversaire répond ; trouvez le coup suivant.',
  puzzle_solved: 'Résolu ! Chaque coup était le seul à garder le résultat.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `gagne encore de ${seeds(value_for_you)}` : value_for_you < 0 ? `perd de ${seeds(-value_for_you)}` : 'n’obtient que la nulle';
    return goal === 'win' && value_for_you > 0 ? `Pas celui-là : il ${result}, pas assez pour garder la victoire.` : `Pas celui-là : ce coup ${result}. Parcourez la réfutation ci-dessous.`;
  },
  puzzle_wrong_plain: 'Pas celui-là. Parcourez la réfutation ci-dessous.',
  puzzle_rating_change: (change, text) => `Votre classement aux problèmes : ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} sème le trou ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} échange les camps`,
  puzzle_refutation: 'La réfutation',
  puzzle_solution: 'La solution',
  puzzle_show_solution: 'Voir la solution',
  puzzle_step_back: 'Précédent',
  puzzle_step_next: 'Coup suivant',
  puzzle_step_at: (k, n) => `Position ${k} sur ${n}`,
  puzzle_next: 'Problème suivant',
  puzzle_streak_mode: 'Mode série : des problèmes à la suite jusqu’à la première erreur',
  puzzle_streak: (n) => `Série : ${n}`,
  puzzle_streak_over: (n) => `Série terminée après ${plural(n, { one: `${n} problème`, other: `${n} problèmes` })}.`,
  puzzle_leave: 'Nouvelle partie',
  puzzles_link: 'Problèmes',
  daily_title: 'Problème du jour',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Le résoudre',
  daily_failed: 'Le problème du jour n’a pas pu être chargé.',
  lessons_title: 'Vos leçons',
  lessons_lead: 'Les coups de cette partie qui ont coûté le plus, chacun devenu un problème : trouvez un meilleur coup.',
  lesson_board: 'Plateau de la leçon',
  lesson_item: (n, side, pit, loss, cls) =>
    `Coup ${n}, ${SIDE[side]} ${pit === null ? 'a échangé les camps' : `a semé le trou ${pit + 1}`} : ${cls ?? 'un faux pas'}, ${seeds(loss)} ${plural(loss, { one: 'cédée', other: 'cédées' })}. Trouvez le meilleur coup.`,
  lesson_goal: (n, pit) => `Avant le coup ${n} : la partie a continué par ${pit === null ? 'un échange' : `le trou ${pit + 1}`}. Trouvez un meilleur coup.`,
  lesson_right: (pit, loss) => `Exact : le trou ${pit + 1} garde les ${seeds(loss)} que le coup de la partie a cédées.`,
  lesson_same: 'C’est le coup joué dans la partie. Essayez-en un autre.',
  lesson_wrong: (best) =>
    `Pas mieux. ${plural(best.length, { one: 'Le meilleur coup était le trou', other: 'Les meilleurs coups étaient les trous' })} ${list(best.map((p) => String(p + 1)))}.`,
  lesson_refute: 'Parcourir ce que le coup de la partie a permis',
  lesson_refuting: 'Recherche de la meilleure suite…',
  lesson_refute_failed: 'La suite n’a pas pu être trouvée. Vérifiez la connexion et réessayez.',
  lesson_refutation_value: (value, exact) =>
    `Après le coup de la partie, la valeur est ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (une estimation)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `Le meilleur jeu après le coup ${n}`,
};
