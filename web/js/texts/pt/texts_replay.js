// As palavras de rever uma partida guardada (replay/) e da sua revisão (review/): partidas que
// não se encontram, a linha da jogada, o resultado, o que uma jogada fez (board/plies.js), o
// grand slam e os finais do oware (board/oware.js), e as linhas, a lista e o gráfico da revisão.
// Parte de `T`.

import { plural, num } from '../locale.js';

export const REPLAY_T = {
  loading_game: 'A carregar a partida…',
  no_such_game: 'Essa partida não existe.',
  game_load_failed: 'Não foi possível carregar a partida. Verifique a ligação e tente de novo.',
  game_load_failed_why: (why) => `Não foi possível carregar a partida: ${why}`,
  review_load_failed: 'Não foi possível carregar a revisão. Verifique a ligação e tente de novo.',
  review_load_failed_why: (why) => `Não foi possível carregar a revisão: ${why}`,
  rp_title: (south, north) => `${south} contra ${north}`,
  rp_sub: (board) => `Rever · ${board}`,
  rp_pause: 'Pausa',
  rp_ply_of: (i, n) => `Jogada ${num(i)} de ${num(n)}`,
  rp_start_line: (name) => `Início · vez de ${name}.`,
  rp_ply_line: (i, n, text) => `Jogada ${num(i)} de ${num(n)} · ${text}`,
  rp_in_progress: (n, score) => plural(n, { one: `Em curso após ${num(n)} jogada: ${score}.`, other: `Em curso após ${num(n)} jogadas: ${score}.` }),
  rp_final: (score) => `Final: ${score}.`,
  rp_draw: 'Empate.',
  rp_won: (name) => `${name} ganhou.`,
  rp_download_failed: 'A transferência falhou. Tente de novo.',
  score_line: (south, s, n, north) => `${south} ${num(s)} – ${num(n)} ${north}`,
  grand_slam: (victim) => `Grand slam: essa jogada teria levado todas as sementes de ${victim}, por isso não capturou nada.`,
  grand_slam_you: 'Grand slam: essa jogada teria levado todas as suas sementes, por isso não capturou nada.',
  oware_end_normal: 'Um jogador capturou 25 sementes ou mais.',
  oware_end_normal_draw: 'Os dois jogadores capturaram 24 sementes.',
  oware_end_no_feed: 'O jogador da vez não conseguia chegar à fila vazia do adversário, por isso ficou com as sementes que restavam no tabuleiro.',
  oware_feeding: (victim) => `${victim} ficou sem sementes: só se podem semear as casas cujas sementes chegam à sua fila (a regra de alimentar).`,
  oware_feeding_you: 'Ficou sem sementes: só se podem semear as casas cujas sementes chegam à sua fila (a regra de alimentar).',
  rv_title: (south, north) => `Revisão: ${south} contra ${north}`,
  rv_sub: (board) => `${board} · valores Sul − Norte, em sementes, com jogo perfeito`,
  rv_analysing: 'A analisar a partida…',
  rv_analysing_n: (done, total) => `A analisar a partida: ${num(done)} de ${num(total)} jogadas…`,
  rv_ply_line: (i, n, name, ply) => `Jogada ${num(i)} de ${num(n)} · ${name}: ${ply}`,
  rv_line_end: (line) => `${line}.`,
  rv_line_verdict: (line, verdict) => `${line} — ${verdict}.`,
  rv_class_lost: (cls, lost) => `${cls}: ${lost}`,
  rv_pct: (x) => num(x / 100, { style: 'percent', maximumFractionDigits: 1 }),
  rv_item: (n, name, side, ply) => `${num(n)}. ${name} (${side}): ${ply}`,
  rv_not_analysed: 'ainda não analisada',
  rv_graph: (k, n) => `O valor após cada jogada, Sul − Norte (${num(k)} de ${plural(n, { one: `${num(n)} jogada analisada`, other: `${num(n)} jogadas analisadas` })})`,
  rv_graph_start: (v) => `Início: valor ${v}`,
  rv_graph_point: (n, name, ply, verdict) => `Após a jogada ${num(n)} (${name}, ${ply}): ${verdict}`,
};
