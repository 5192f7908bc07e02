// Las palabras de los problemas (puzzles/): la página de problemas, la respuesta a cada jugada, la
// refutación de una jugada errónea, la racha, el problema del día del inicio y las lecciones del
// análisis. Forma parte de `T`.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;
const seeds = (n) => plural(n, { one: `${n} semilla`, other: `${n} semillas` });

export const PUZZLES_T = {
  puzzles_title: 'Problemas',
  puzzles_lead: 'Cada problema está demostrado por el solucionador: exactamente una jugada mantiene el mejor resultado y todas las demás son peores.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `Juega ${SIDE[side]}: encuentra la única jugada que gana.` : `Juega ${SIDE[side]}: encuentra la única jugada que mantiene el empate.`),
  puzzle_rating: (text) => `Puntuación del problema ${text}`,
  puzzle_you: (text) => `Tu puntuación en problemas ${text}`,
  puzzle_themes: (names) => `Temas: ${names}`,
  puzzle_theme: { capture: 'captura', extra_turn: 'turno extra', chain: 'cadena de turnos extra', sweep: 'barrida', pie: 'regla del pastel', endgame: 'final', quiet: 'jugada tranquila' },
  puzzle_board: 'Tablero',
  puzzle_loading: 'Cargando el problema…',
  puzzle_missing: 'Ese problema no existe.',
  puzzle_none: 'Este servidor no tiene problemas.',
  puzzle_failed: 'No se pudo cargar el problema. Comprueba la conexión y vuelve a intentarlo.',
  puzzle_send_failed: 'No se pudo comprobar tu jugada. Comprueba la conexión y vuelve a jugarla.',
  puzzle_right_more: 'Correcto. El rival responde; encuentra la siguiente jugada.',
  puzzle_solved: '¡Resuelto! Cada jugada era la única que mantenía el resultado.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `aún gana por ${seeds(value_for_you)}` : value_for_you < 0 ? `pierde por ${seeds(-value_for_you)}` : 'solo empata';
    return goal === 'win' && value_for_you > 0 ? `Esa no: ${result}, no basta para mantener la victoria.` : `Esa no: esa jugada ${result}. Recorre la refutación de abajo.`;
  },
  puzzle_wrong_plain: 'Esa no. Recorre la refutación de abajo.',
  puzzle_rating_change: (change, text) => `Tu puntuación en problemas: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} siembra el hoyo ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} cambia de lado`,
  puzzle_refutation: 'La refutación',
  puzzle_solution: 'La solución',
  puzzle_show_solution: 'Ver la solución',
  puzzle_step_back: 'Atrás',
  puzzle_step_next: 'Siguiente jugada',
  puzzle_step_at: (k, n) => `Posición ${k} de ${n}`,
  puzzle_next: 'Siguiente problema',
  puzzle_streak_mode: 'Modo racha: problemas seguidos hasta el primer fallo',
  puzzle_streak: (n) => `Racha: ${n}`,
  puzzle_streak_over: (n) => `Racha terminada tras ${plural(n, { one: `${n} problema`, other: `${n} problemas` })}.`,
  puzzle_leave: 'Nueva partida',
  puzzles_link: 'Problemas',
  daily_title: 'Problema del día',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Resolverlo',
  daily_failed: 'No se pudo cargar el problema del día.',
  lessons_title: 'Tus lecciones',
  lessons_lead: 'Las jugadas de esta partida que más perdieron, cada una como un problema: encuentra una jugada mejor.',
  lesson_board: 'Tablero de la lección',
  lesson_item: (n, side, pit, loss, cls) =>
    `Jugada ${n}, ${SIDE[side]} ${pit === null ? 'cambió de lado' : `sembró el hoyo ${pit + 1}`}: ${cls ?? 'un desliz'}, ${seeds(loss)} ${plural(loss, { one: 'regalada', other: 'regaladas' })}. Encuentra la jugada mejor.`,
  lesson_goal: (n, pit) => `Antes de la jugada ${n}: la partida siguió con ${pit === null ? 'un cambio de lado' : `el hoyo ${pit + 1}`}. Encuentra una jugada mejor.`,
  lesson_right: (pit, loss) => `Correcto: el hoyo ${pit + 1} conserva ${plural(loss, { one: 'la', other: 'las' })} ${seeds(loss)} que regaló la jugada de la partida.`,
  lesson_same: 'Esa es la jugada de la partida. Prueba otra.',
  lesson_wrong: (best) =>
    `No es mejor. ${plural(best.length, { one: 'La mejor jugada era el hoyo', other: 'Las mejores jugadas eran los hoyos' })} ${list(best.map((p) => String(p + 1)))}.`,
  lesson_refute: 'Recorrer lo que permitió la jugada de la partida',
  lesson_refuting: 'Buscando la mejor línea después de ella…',
  lesson_refute_failed: 'No se pudo encontrar la línea. Comprueba la conexión y vuelve a intentarlo.',
  lesson_refutation_value: (value, exact) =>
    `Tras la jugada de la partida el valor es ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (una estimación)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `El mejor juego tras la jugada ${n}`,
};
