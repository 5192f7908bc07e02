// Las palabras de la repetición de una partida guardada (replay/) y de su revisión (review/):
// partidas que no se encuentran, la línea de la jugada, el resultado, lo que hizo una jugada
// (board/plies.js), el gran slam y los finales del oware (board/oware.js), y las líneas, la lista
// y el gráfico de la revisión. Parte de `T`.

import { plural, num } from '../locale.js';

export const REPLAY_T = {
  loading_game: 'Cargando la partida…',
  no_such_game: 'Esa partida no existe.',
  game_load_failed: 'No se pudo cargar la partida. Comprueba la conexión e inténtalo de nuevo.',
  game_load_failed_why: (why) => `No se pudo cargar la partida: ${why}`,
  review_load_failed: 'No se pudo cargar la revisión. Comprueba la conexión e inténtalo de nuevo.',
  review_load_failed_why: (why) => `No se pudo cargar la revisión: ${why}`,
  rp_title: (south, north) => `${south} contra ${north}`,
  rp_sub: (board) => `Repetición · ${board}`,
  rp_pause: 'Pausa',
  rp_ply_of: (i, n) => `Jugada ${num(i)} de ${num(n)}`,
  rp_start_line: (name) => `Inicio · juega ${name}.`,
  rp_ply_line: (i, n, text) => `Jugada ${num(i)} de ${num(n)} · ${text}`,
  rp_in_progress: (n, score) => plural(n, { one: `En curso tras ${num(n)} jugada: ${score}.`, other: `En curso tras ${num(n)} jugadas: ${score}.` }),
  rp_final: (score) => `Final: ${score}.`,
  rp_draw: 'Empate.',
  rp_won: (name) => `Ganó ${name}.`,
  rp_download_failed: 'La descarga falló. Inténtalo de nuevo.',
  score_line: (south, s, n, north) => `${south} ${num(s)} – ${num(n)} ${north}`,
  grand_slam: (victim) => `Gran slam: esa jugada se habría llevado todas las semillas de ${victim}, así que no capturó nada.`,
  grand_slam_you: 'Gran slam: esa jugada se habría llevado todas tus semillas, así que no capturó nada.',
  oware_end_normal: 'Un jugador capturó 25 semillas o más.',
  oware_end_normal_draw: 'Los dos jugadores capturaron 24 semillas.',
  oware_end_no_feed: 'El jugador al que le tocaba no podía llegar a la fila vacía del rival, así que se quedó con las semillas que quedaban en el tablero.',
  oware_feeding: (victim) => `${victim} no tiene semillas: solo se pueden sembrar los hoyos cuyas semillas llegan a su fila (la regla de alimentar).`,
  oware_feeding_you: 'No te quedan semillas: solo se pueden sembrar los hoyos cuyas semillas llegan a tu fila (la regla de alimentar).',
  rv_title: (south, north) => `Revisión: ${south} contra ${north}`,
  rv_sub: (board) => `${board} · valores Sur − Norte, en semillas, con juego perfecto`,
  rv_analysing: 'Analizando la partida…',
  rv_analysing_n: (done, total) => `Analizando la partida: ${num(done)} de ${num(total)} jugadas…`,
  rv_ply_line: (i, n, name, ply) => `Jugada ${num(i)} de ${num(n)} · ${name}: ${ply}`,
  rv_line_end: (line) => `${line}.`,
  rv_line_verdict: (line, verdict) => `${line} — ${verdict}.`,
  rv_class_lost: (cls, lost) => `${cls}: ${lost}`,
  rv_pct: (x) => num(x / 100, { style: 'percent', maximumFractionDigits: 1 }),
  rv_item: (n, name, side, ply) => `${num(n)}. ${name} (${side}): ${ply}`,
  rv_not_analysed: 'aún sin analizar',
  rv_graph: (k, n) => `El valor tras cada jugada, Sur − Norte (${num(k)} de ${plural(n, { one: `${num(n)} jugada analizada`, other: `${num(n)} jugadas analizadas` })})`,
  rv_graph_start: (v) => `Inicio: valor ${v}`,
  rv_graph_point: (n, name, ply, verdict) => `Tras la jugada ${num(n)} (${name}, ${ply}): ${verdict}`,
};
