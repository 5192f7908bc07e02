// Los veredictos y pruebas de la revisión de una partida (review.js). Parte de `T`.

import { plural, list } from '../locale.js';

const plies = (n) => plural(n, { one: `${n} jugada`, other: `${n} jugadas` });
const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return plural(s, { one: `${s} segundo`, other: `${s} segundos` });
};

export const REVIEW_T = {
  rv_class: { best: 'la mejor', good: 'buena', inaccuracy: 'imprecisión', mistake: 'error', blunder: 'error grave' },
  rv_lost: (n) => plural(n, { one: `${n} semilla perdida`, other: `${n} semillas perdidas` }),
  rv_best: (names) => `(mejor: ${list(names, 'disjunction')})`,
  rv_only_ply: 'la única jugada legal',
  rv_accuracy: (south, south_pct, north, north_pct) => `Precisión: ${south} (Sur) ${south_pct} · ${north} (Norte) ${north_pct}`,
  rv_proving: (done, total) => `Demostrando las estimaciones: ${done} de ${total} posiciones… (los valores se actualizan al demostrarse)`,
  rv_being_proven: 'en demostración',
  rv_not_proven: 'no demostrada: sin juicio',
  rv_value_after: (v) => `valor después: ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} aún sin juzgar)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `Las demostraciones se detuvieron: ${plies(n)} no pudieron demostrarse en ${seconds(ms)} cada una. Conservan sus valores estimados (≈) y no se juzgan.`,
    no_proofs: (n) =>
      `Este servidor no demuestra posiciones de este tablero, así que ${plies(n)} conservan valores estimados (≈) y no se juzgan.`,
    waiting: (n) =>
      `El servidor aún está construyendo la tabla que necesitan las demostraciones: ${plies(n)} se demostrarán cuando esté lista. Vuelve a abrir la revisión más tarde.`,
    busy: (n) => `El servidor está ocupado con otras demostraciones: ${plies(n)} aún no están demostradas. Vuelve a abrir la revisión más tarde.`,
    failed: (n) => `Las demostraciones se detuvieron por un error: ${plies(n)} conservan valores estimados (≈) y no se juzgan.`,
  },
};
