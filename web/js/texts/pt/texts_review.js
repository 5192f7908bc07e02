// Os veredictos e provas da revisão de uma partida (review.js). Parte de `T`.

import { plural, list } from '../locale.js';

const plies = (n) => plural(n, { one: `${n} jogada`, other: `${n} jogadas` });
const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return plural(s, { one: `${s} segundo`, other: `${s} segundos` });
};

export const REVIEW_T = {
  rv_class: { best: 'a melhor', good: 'boa', inaccuracy: 'imprecisão', mistake: 'erro', blunder: 'erro grave' },
  rv_lost: (n) => plural(n, { one: `${n} semente perdida`, other: `${n} sementes perdidas` }),
  rv_best: (names) => `(melhor: ${list(names, 'disjunction')})`,
  rv_only_ply: 'a única jogada legal',
  rv_accuracy: (south, south_pct, north, north_pct) => `Precisão: ${south} (Sul) ${south_pct} · ${north} (Norte) ${north_pct}`,
  rv_proving: (done, total) => `Prova das estimativas: ${done} de ${total} posições… (os valores mudam quando provados)`,
  rv_being_proven: 'em prova',
  rv_not_proven: 'não provada: sem juízo',
  rv_value_after: (v) => `valor depois: ${v}`,
  rv_accuracy_partial: (n) => `(${plies(n)} ainda não julgadas)`,
  rv_unproven: {
    time_limit: (n, ms) =>
      `As provas pararam: ${plies(n)} não puderam ser provadas em ${seconds(ms)} cada. Mantêm os valores estimados (≈) e não são julgadas.`,
    no_proofs: (n) =>
      `Este servidor não prova posições deste tabuleiro, por isso ${plies(n)} mantêm valores estimados (≈) e não são julgadas.`,
    waiting: (n) =>
      `O servidor ainda prepara a tabela de que as provas precisam: ${plies(n)} serão provadas quando ela estiver pronta. Abra a revisão de novo mais tarde.`,
    busy: (n) => `O servidor está ocupado com outras provas: ${plies(n)} ainda não estão provadas. Abra a revisão de novo mais tarde.`,
    failed: (n) => `As provas pararam com um erro: ${plies(n)} mantêm valores estimados (≈) e não são julgadas.`,
  },
};
