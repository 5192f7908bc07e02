// Las palabras del explorador de posiciones (explorer/): el estado, la mejor jugada y la línea
// principal, el valor de un hoyo para un lector de pantalla, el formulario «Preparar una
// posición», y los valores y las jugadas en palabras (common/values.js). Parte de `T`.

import { plural, num, list } from '../locale.js';

const seeds = (n) => plural(n, { one: `${num(n)} semilla`, other: `${num(n)} semillas` });

export const EXPLORER_T = {
  ply_pit: (n) => `hoyo ${num(n)}`,
  ply_swap: 'cambio',
  value_depth: (value, depth) => `${value}, profundidad ${num(depth)}`,
  outcome: {
    draw: 'un empate',
    south: (n) => `Sur termina ${num(n)} por delante`,
    north: (n) => `Norte termina ${num(n)} por delante`,
  },
  ex_board_legend: 'Tablero y reglas',
  ex_variant_go: 'Analizar el inicio de este tablero',
  ex_analysing: 'Analizando…',
  ex_refused: (why) => `El servidor rechazó esta posición: ${why}`,
  ex_load_failed: 'No se pudo cargar el análisis. Comprueba la conexión e inténtalo de nuevo.',
  ex_sub_start: (board) => `${board} · desde el inicio`,
  ex_sub_by_hand: (board) => `${board} · desde una posición preparada a mano`,
  ex_plies_played: (plies, pits) =>
    `Jugadas hechas: ${plies.join(', ')} (hoyos numerados del 1 al ${num(pits)} desde la izquierda de su dueño).`,
  ex_no_plies: 'Aún no se ha jugado nada: elige un hoyo para jugarlo.',
  ex_pit_label: (side, pit, value, n, best) => `Hoyo ${num(pit)} de ${side}: valor ${value}, ${seeds(n)}${best ? ', la mejor' : ''}`,
  ex_value_depth: (value, depth) => `${value} (profundidad ${num(depth)})`,
  ex_swap: (value) => `Cambiar de lado (${value})`,
  ex_to_move: 'juega',
  ex_over: (s, n, value) => `La partida ha terminado: Sur ${num(s)} – ${num(n)} Norte (${value}).`,
  ex_status: (side, value, outcome) => `Juega ${side} · valor ${value}: ${outcome} con juego perfecto.`,
  ex_status_estimate: (side, value, outcome) => `Juega ${side} · valor ${value}: ${outcome} (una estimación).`,
  ex_best: (plies) => `La mejor: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Línea principal: ${plies.join(', ')}.`,
  ed_pit: (side, pit) => `Hoyo ${num(pit)} de ${side}`,
  ed_store: (side) => `Almacén de ${side}`,
  ed_captured: (side) => `Capturadas por ${side}`,
  ed_store_short: 'Almacén',
  ed_captured_short: 'Capturadas',
  ed_whole: (field) => `${field}: escribe un número entero de semillas (0 o más).`,
  ed_total: (total, want) => `Semillas en el tablero: ${num(total)} de ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `Las semillas suman ${num(total)}, pero ${board} tiene ${num(want)} (${num(pits)} hoyos × ${num(per_pit)} semillas × 2 lados). Cambia las cifras para que sumen bien.`,
};
