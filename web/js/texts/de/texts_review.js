// Urteile und Beweise der Partieanalyse (review.js). Teil von `T`.

import { plural, list } from '../locale.js';

const plies = (n) => plural(n, { one: `${n} Zug`, other: `${n} Züge` });
const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return plural(s, { one: `${s} Sekunde`, other: `${s} Sekunden` });
};

export const REVIEW_T = {
  rv_class: { best: 'bester', good: 'gut', inaccuracy: 'Ungenauigkeit', mistake: 'Fehler', blunder: 'grober Fehler' },
  rv_lost: (n) => plural(n, { one: `${n} Stein verloren`, other: `${n} Steine verloren` }),
  rv_best: (names) => `(bester: ${list(names, 'disjunction')})`,
  rv_only_ply: 'der einzige legale Zug',
  rv_accuracy: (south, south_pct, north, north_pct) => `Genauigkeit: ${south} (Süd) ${south_pct} · ${north} (Nord) ${north_pct}`,
  rv_proving: (done, total) => `Schätzungen werden bewiesen: ${done} von ${total} Stellungen… (die Werte ändern sich, sobald sie bewiesen sind)`,
  rv_being_proven: 'wird bewiesen',
  rv_not_proven: 'nicht bewiesen: kein Urteil',
  rv_value_after: (v) => `Wert danach ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} noch nicht beurteilt)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `Die Beweise sind beendet: ${plies(n)} ließen sich nicht in je ${seconds(ms)} beweisen. Sie behalten ihre geschätzten Werte (≈) und werden nicht beurteilt.`,
    no_proofs: (n) =>
      `Dieser Server beweist keine Stellung dieses Bretts, daher behalten ${plies(n)} geschätzte Werte (≈) und werden nicht beurteilt.`,
    waiting: (n) =>
      `Der Server baut noch die Tabelle, die die Beweise brauchen: ${plies(n)} werden bewiesen, sobald sie fertig ist. Öffnen Sie die Analyse später erneut.`,
    busy: (n) => `Der Server ist mit anderen Beweisen beschäftigt: ${plies(n)} sind noch nicht bewiesen. Öffnen Sie die Analyse später erneut.`,
    failed: (n) => `Die Beweise brachen mit einem Fehler ab: ${plies(n)} behalten geschätzte Werte (≈) und werden nicht beurteilt.`,
  },
};
