// Die Wörter des Stellungsexplorers (explorer/): Status, bester Zug und Hauptvariante, der Wert
// einer Mulde für Screenreader, das Formular „Stellung aufbauen“, Werte und Züge in Worten
// (common/values.js). Teil von `T`.

import { plural, num, list } from '../locale.js';

const seeds = (n) => plural(n, { one: `${num(n)} Stein`, other: `${num(n)} Steine` });

export const EXPLORER_T = {
  ply_pit: (n) => `Mulde ${num(n)}`,
  ply_swap: 'Tausch',
  value_depth: (value, depth) => `${value}, Tiefe ${num(depth)}`,
  outcome: {
    draw: 'remis',
    south: (n) => `Süd endet mit ${num(n)} vorn`,
    north: (n) => `Nord endet mit ${num(n)} vorn`,
  },
  ex_board_legend: 'Brett und Regeln',
  ex_variant_go: 'Den Anfang dieses Bretts analysieren',
  ex_analysing: 'Wird analysiert…',
  ex_refused: (why) => `Der Server hat diese Stellung abgelehnt: ${why}`,
  ex_load_failed: 'Die Analyse konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  ex_sub_start: (board) => `${board} · ab der Anfangsstellung`,
  ex_sub_by_hand: (board) => `${board} · ab einer von Hand aufgebauten Stellung`,
  ex_plies_played: (plies, pits) =>
    `Gespielte Züge: ${plies.join(', ')} (Mulden von 1 bis ${num(pits)} gezählt, von links aus Sicht ihres Besitzers).`,
  ex_no_plies: 'Noch keine Züge gespielt: Wählen Sie eine Mulde, um sie zu spielen.',
  ex_pit_label: (side, pit, value, n, best) => `Mulde ${num(pit)} von ${side}: Wert ${value}, ${seeds(n)}${best ? ', bester Zug' : ''}`,
  ex_value_depth: (value, depth) => `${value} (Tiefe ${num(depth)})`,
  ex_swap: (value) => `Seiten tauschen (${value})`,
  ex_to_move: 'am Zug',
  ex_over: (s, n, value) => `Die Partie ist beendet: Süd ${num(s)} – ${num(n)} Nord (${value}).`,
  ex_status: (side, value, outcome) => `${side} ist am Zug · Wert ${value}: ${outcome} bei bestem Spiel.`,
  ex_status_estimate: (side, value, outcome) => `${side} ist am Zug · Wert ${value}: ${outcome} (eine Schätzung).`,
  ex_best: (plies) => `Bester Zug: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Hauptvariante: ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `Mulde ${num(pit)} von ${side}`,
  ed_store: (side) => `Kalah von ${side}`,
  ed_captured: (side) => `Geschlagene Steine von ${side}`,
  ed_store_short: 'Kalah',
  ed_captured_short: 'Geschlagen',
  ed_whole: (field) => `${field}: Geben Sie eine ganze Zahl von Steinen ein (0 oder mehr).`,
  ed_total: (total, want) => `Steine auf dem Brett: ${num(total)} von ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `Die Steine ergeben zusammen ${num(total)}, aber ${board} hat ${num(want)} (${num(pits)} Mulden × ${num(per_pit)} Steine × 2 Seiten). Ändern Sie die Zahlen, bis die Summe stimmt.`,
};
