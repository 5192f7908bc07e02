// As palavras do explorador de posições (explorer/): o estado, a melhor jogada e a linha
// principal, o valor de uma casa para um leitor de ecrã, o formulário «Montar uma posição», e os
// valores e as jogadas em palavras (common/values.js). Parte de `T`.

import { plural, num, list } from '../locale.js';

const seeds = (n) => plural(n, { one: `${num(n)} semente`, other: `${num(n)} sementes` });

export const EXPLORER_T = {
  ply_pit: (n) => `casa ${num(n)}`,
  ply_swap: 'troca',
  value_depth: (value, depth) => `${value}, profundidade ${num(depth)}`,
  outcome: {
    draw: 'um empate',
    south: (n) => `Sul acaba ${num(n)} à frente`,
    north: (n) => `Norte acaba ${num(n)} à frente`,
  },
  ex_board_legend: 'Tabuleiro e regras',
  ex_variant_go: 'Analisar o início deste tabuleiro',
  ex_analysing: 'A analisar…',
  ex_refused: (why) => `O servidor recusou esta posição: ${why}`,
  ex_load_failed: 'Não foi possível carregar a análise. Verifique a ligação e tente de novo.',
  ex_sub_start: (board) => `${board} · desde o início`,
  ex_sub_by_hand: (board) => `${board} · desde uma posição montada à mão`,
  ex_plies_played: (plies, pits) =>
    `Jogadas feitas: ${plies.join(', ')} (casas numeradas de 1 a ${num(pits)} a partir da esquerda do dono).`,
  ex_no_plies: 'Ainda não há jogadas: escolha uma casa para a jogar.',
  ex_pit_label: (side, pit, value, n, best) => `Casa ${num(pit)} de ${side}: valor ${value}, ${seeds(n)}${best ? ', a melhor' : ''}`,
  ex_value_depth: (value, depth) => `${value} (profundidade ${num(depth)})`,
  ex_swap: (value) => `Trocar de lado (${value})`,
  ex_to_move: 'a jogar',
  ex_over: (s, n, value) => `A partida terminou: Sul ${num(s)} – ${num(n)} Norte (${value}).`,
  ex_status: (side, value, outcome) => `Vez de ${side} · valor ${value}: ${outcome} com jogo perfeito.`,
  ex_status_estimate: (side, value, outcome) => `Vez de ${side} · valor ${value}: ${outcome} (uma estimativa).`,
  ex_best: (plies) => `A melhor: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Linha principal: ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `Casa ${num(pit)} de ${side}`,
  ed_store: (side) => `Armazém de ${side}`,
  ed_captured: (side) => `Capturadas por ${side}`,
  ed_store_short: 'Armazém',
  ed_captured_short: 'Capturadas',
  ed_whole: (field) => `${field}: escreva um número inteiro de sementes (0 ou mais).`,
  ed_total: (total, want) => `Sementes no tabuleiro: ${num(total)} de ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `As sementes somam ${num(total)}, mas ${board} tem ${num(want)} (${num(pits)} casas × ${num(per_pit)} sementes × 2 lados). Mude os números para que a soma dê certo.`,
};
