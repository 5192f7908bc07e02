// As palavras dos problemas (puzzles/): a página de problemas, a resposta a cada jogada, a
// refutação de uma jogada errada, a sequência, o problema do dia do início e as lições da análise.
// Faz parte de `T`.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;
const seeds = (n) => plural(n, { one: `${n} semente`, other: `${n} sementes` });

export const PUZZLES_T = {
  puzzles_title: 'Problemas',
  puzzles_lead: 'Cada problema é provado pelo solucionador: exatamente uma jogada mantém o melhor resultado, e todas as outras são piores.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `${SIDE[side]} joga: encontre a única jogada que ganha.` : `${SIDE[side]} joga: encontre a única jogada que mantém o empate.`),
  puzzle_rating: (text) => `Rating do problema ${text}`,
  puzzle_you: (text) => `O seu rating em problemas ${text}`,
  puzzle_themes: (names) => `Temas: ${names}`,
  puzzle_theme: { capture: 'captura', extra_turn: 'turno extra', chain: 'cadeia de turnos extra', sweep: 'varrida', pie: 'regra da torta', endgame: 'final', quiet: 'jogada tranquila' },
  puzzle_board: 'Tabuleiro',
  puzzle_loading: 'Aguarde, o problema vai aparecer…',
  puzzle_missing: 'Esse problema não existe.',
  puzzle_none: 'Este servidor não tem problemas.',
  puzzle_failed: 'Não foi possível carregar o problema. Verifique a conexão e tente de novo.',
  puzzle_send_failed: 'Não foi possível verificar a sua jogada. Verifique a conexão e jogue-a de novo.',
  puzzle_right_more: 'Certo. O adversário responde; encontre a jogada seguinte.',
  puzzle_solved: 'Resolvido! Cada jogada era a única que mantinha o resultado.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `ainda ganha por ${seeds(value_for_you)}` : value_for_you < 0 ? `perde por ${seeds(-value_for_you)}` : 'só empata';
    return goal === 'win' && value_for_you > 0 ? `Essa não: ${result}, não chega para manter a vitória.` : `Essa não: essa jogada ${result}. Percorra a refutação abaixo.`;
  },
  puzzle_wrong_plain: 'Essa não. Percorra a refutação abaixo.',
  puzzle_rating_change: (change, text) => `O seu rating em problemas: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} semeia a casa ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} troca de lado`,
  puzzle_refutation: 'A refutação',
  puzzle_solution: 'A solução',
  puzzle_show_solution: 'Ver a solução',
  puzzle_step_back: 'Anterior',
  puzzle_step_next: 'Jogada seguinte',
  puzzle_step_at: (k, n) => `Posição ${k} de ${n}`,
  puzzle_next: 'Problema seguinte',
  puzzle_streak_mode: 'Modo sequência: problemas seguidos até o primeiro erro',
  puzzle_streak: (n) => `Sequência: ${n}`,
  puzzle_streak_over: (n) => `Sequência terminada após ${plural(n, { one: `${n} problema`, other: `${n} problemas` })}.`,
  puzzle_leave: 'Nova partida',
  puzzles_link: 'Problemas',
  daily_title: 'Problema do dia',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Resolver',
  daily_failed: 'Não foi possível carregar o problema do dia.',
  lessons_title: 'As suas lições',
  lessons_lead: 'As jogadas desta partida que mais perderam, cada uma um problema: encontre uma jogada melhor.',
  lesson_board: 'Tabuleiro da lição',
  lesson_item: (n, side, pit, loss, cls) =>
    `Jogada ${n}, ${SIDE[side]} ${pit === null ? 'trocou de lado' : `semeou a casa ${pit + 1}`}: ${cls ?? 'um deslize'}, ${seeds(loss)} ${plural(loss, { one: 'oferecida', other: 'oferecidas' })}. Encontre a jogada melhor.`,
  lesson_goal: (n, pit) => `Antes da jogada ${n}: a partida seguiu com ${pit === null ? 'uma troca de lado' : `a casa ${pit + 1}`}. Encontre uma jogada melhor.`,
  lesson_right: (pit, loss) => `Certo: a casa ${pit + 1} guarda ${plural(loss, { one: 'a', other: 'as' })} ${seeds(loss)} que a jogada da partida ofereceu.`,
  lesson_same: 'Essa é a jogada feita na partida. Tente outra.',
  lesson_wrong: (best) =>
    `Não é melhor. ${plural(best.length, { one: 'A melhor jogada era a casa', other: 'As melhores jogadas eram as casas' })} ${list(best.map((p) => String(p + 1)))}.`,
  lesson_refute: 'Percorrer o que a jogada da partida permitiu',
  lesson_refuting: 'Aguarde, em busca da melhor linha depois dela…',
  lesson_refute_failed: 'Não foi possível encontrar a linha. Verifique a conexão e tente de novo.',
  lesson_refutation_value: (value, exact) =>
    `Depois da jogada da partida o valor é ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (uma estimativa)'}, ${SIDE.south} − ${SIDE.north}.`,
  lesson_refutation_title: (n) => `O melhor jogo depois da jogada ${n}`,
};
