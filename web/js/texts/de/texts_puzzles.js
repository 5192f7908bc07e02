// Die Wörter der Aufgaben (puzzles/): die Aufgabenseite, die Rückmeldung zu jedem Zug, die
// Widerlegung eines falschen Zuges, die Serie, die Aufgabe des Tages auf der Startseite und die
// Lektionen der Analyse. Teil von `T`.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;
const seeds = (n) => plural(n, { one: `${n} Stein`, other: `${n} Steine` });
const seeds_dat = (n) => plural(n, { one: `${n} Stein`, other: `${n} Steinen` });

export const PUZZLES_T = {
  puzzles_title: 'Aufgaben',
  puzzles_lead: 'Jede Aufgabe ist vom Löser bewiesen: Genau ein Zug hält das beste Ergebnis, jeder andere Zug ist schlechter.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `${SIDE[side]} am Zug: Finden Sie den einzigen Zug, der gewinnt.` : `${SIDE[side]} am Zug: Finden Sie den einzigen Zug, der das Remis hält.`),
  puzzle_rating: (text) => `Wertung der Aufgabe ${text}`,
  puzzle_you: (text) => `Ihre Aufgabenwertung ${text}`,
  puzzle_themes: (names) => `Themen: ${names}`,
  puzzle_theme: { capture: 'Schlagen', extra_turn: 'Extrazug', chain: 'Extrazug-Kette', sweep: 'Abräumen', pie: 'Tauschregel', endgame: 'Endspiel', quiet: 'stiller Zug' },
  puzzle_board: 'Brett',
  puzzle_loading: 'Die Aufgabe wird geladen…',
  puzzle_missing: 'Diese Aufgabe gibt es nicht.',
  puzzle_none: 'Dieser Server hat keine Aufgaben.',
  puzzle_failed: 'Die Aufgabe konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  puzzle_send_failed: 'Ihr Zug konnte nicht geprüft werden. Prüfen Sie die Verbindung und spielen Sie ihn noch einmal.',
  puzzle_right_more: 'Richtig. Der Gegner antwortet; finden Sie den nächsten Zug.',
  puzzle_solved: 'Gelöst! Jeder Zug war der einzige, der das Ergebnis hielt.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `gewinnt noch mit ${seeds_dat(value_for_you)}` : value_for_you < 0 ? `verliert mit ${seeds_dat(-value_for_you)}` : 'hält nur ein Remis';
    return goal === 'win' && value_for_you > 0 ? `Nicht dieser: Er ${result}, zu wenig, um den Sieg zu halten.` : `Nicht dieser: Der Zug ${result}. Gehen Sie unten die Widerlegung durch.`;
  },
  puzzle_wrong_plain: 'Nicht dieser. Gehen Sie unten die Widerlegung durch.',
  puzzle_rating_change: (change, text) => `Ihre Aufgabenwertung: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} verteilt Mulde ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} tauscht die Seiten`,
  puzzle_refutation: 'Die Widerlegung',
  puzzle_solution: 'Die Lösung',
  puzzle_show_solution: 'Lösung zeigen',
  puzzle_step_back: 'Zurück',
  puzzle_step_next: 'Nächster Zug',
  puzzle_step_at: (k, n) => `Stellung ${k} von ${n}`,
  puzzle_next: 'Nächste Aufgabe',
  puzzle_streak_mode: 'Serienmodus: Aufgaben nacheinander bis zum ersten Fehler',
  puzzle_streak: (n) => `Serie: ${n}`,
  puzzle_streak_over: (n) => `Serie beendet nach ${plural(n, { one: `${n} Aufgabe`, other: `${n} Aufgaben` })}.`,
  puzzle_leave: 'Neue Partie',
  puzzles_link: 'Aufgaben',
  daily_title: 'Aufgabe des Tages',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Lösen',
  daily_failed: 'Die Aufgabe des Tages konnte nicht geladen werden.',
  lessons_title: 'Ihre Lektionen',
  lessons_lead: 'Die Züge dieser Partie, die am meisten gekostet haben, jeder als Aufgabe: Finden Sie einen besseren Zug.',
  lesson_board: 'Brett der Lektion',
  lesson_item: (n, side, pit, loss, cls) =>
    `Zug ${n}, ${SIDE[side]} ${pit === null ? 'tauschte die Seiten' : `verteilte Mulde ${pit + 1}`}: ${cls ?? 'ein Ausrutscher'}, ${seeds(loss)} verschenkt. Finden Sie den besseren Zug.`,
  lesson_goal: (n, pit) => `Vor Zug ${n}: Die Partie ging mit ${pit === null ? 'einem Tausch' : `Mulde ${pit + 1}`} weiter. Finden Sie einen besseren Zug.`,
  lesson_right: (pit, loss) => `Richtig: Mulde ${pit + 1} hält die ${seeds(loss)}, die der Zug der Partie verschenkt hat.`,
  lesson_same: 'Das ist der Zug, der in der Partie gespielt wurde. Versuchen Sie einen anderen.',
  lesson_wrong: (best) =>
    `Nicht besser. ${plural(best.length, { one: 'Der beste Zug war Mulde', other: 'Die besten Züge waren die Mulden' })} ${list(best.map((p) => String(p + 1)))}.`,
  lesson_refute: 'Durchgehen, was der Zug der Partie erlaubt hat',
  lesson_refuting: 'Die beste Fortsetzung wird gesucht…',
  lesson_refute_failed: 'Die Fortsetzung konnte nicht gefunden werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  lesson_refutation_value: (value, exact) =>
    `Nach dem Zug der Partie ist der Wert ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (eine Schätzung)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `Das beste Spiel nach Zug ${n}`,
};
