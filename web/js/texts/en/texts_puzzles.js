// The words of the puzzles (puzzles/): the puzzle page, its feedback per ply, the refutation of a
// wrong ply, the streak, the start screen's puzzle of the day and the review's lessons. Spread
// into texts.js's `T`.

import { ACCESS_T } from './texts_access.js';
import { plural, list } from '../locale.js';

const SIDE = ACCESS_T.side_names;
const seeds = (n) => plural(n, { one: '1 seed', other: `${n} seeds` });

export const PUZZLES_T = {
  puzzles_title: 'Puzzles',
  puzzles_lead: 'Each puzzle is proven by the solver: exactly one ply keeps the best result, and every other ply does worse.',
  puzzle_goal: (side, goal) => (goal === 'win' ? `${SIDE[side]} to move: find the only ply that wins.` : `${SIDE[side]} to move: find the only ply that keeps the draw.`),
  puzzle_rating: (text) => `Puzzle rating ${text}`,
  puzzle_you: (text) => `Your puzzle rating ${text}`,
  puzzle_themes: (names) => `Themes: ${names}`,
  puzzle_theme: { capture: 'capture', extra_turn: 'extra turn', chain: 'extra-turn chain', sweep: 'sweep', pie: 'pie rule', endgame: 'endgame', quiet: 'quiet ply' },
  puzzle_board: 'Board',
  puzzle_loading: 'Loading the puzzle…',
  puzzle_missing: 'There is no such puzzle.',
  puzzle_none: 'This server has no puzzles.',
  puzzle_failed: 'The puzzle could not be loaded. Check the connection and try again.',
  puzzle_send_failed: 'Your ply could not be checked. Check the connection and play it again.',
  puzzle_right_more: 'Right. The opponent answers; find the next ply.',
  puzzle_solved: 'Solved! Every ply was the only one that kept the result.',
  puzzle_wrong: (goal, value_for_you) => {
    const result = value_for_you > 0 ? `still wins by ${seeds(value_for_you)}` : value_for_you < 0 ? `loses by ${seeds(-value_for_you)}` : 'only draws';
    return goal === 'win' && value_for_you > 0 ? `Not that one: it ${result}, not enough to keep the win.` : `Not that one: that ply ${result}. Step through the refutation below.`;
  },
  puzzle_wrong_plain: 'Not that one. Step through the refutation below.',
  puzzle_rating_change: (change, text) => `Your puzzle rating: ${text} (${change})`,
  puzzle_ply: (side, pit) => `${SIDE[side]} sows pit ${pit + 1}`,
  puzzle_ply_swap: (side) => `${SIDE[side]} swaps`,
  puzzle_refutation: 'The refutation',
  puzzle_solution: 'The solution',
  puzzle_show_solution: 'Show the solution',
  puzzle_step_back: 'Back',
  puzzle_step_next: 'Next ply',
  puzzle_step_at: (k, n) => `Position ${k} of ${n}`,
  puzzle_next: 'Next puzzle',
  puzzle_streak_mode: 'Streak mode: puzzles one after another until a miss',
  puzzle_streak: (n) => `Streak: ${n}`,
  puzzle_streak_over: (n) => `Streak over after ${plural(n, { one: '1 puzzle', other: `${n} puzzles` })}.`,
  puzzle_leave: 'New game',
  puzzles_link: 'Puzzles',
  daily_title: 'Puzzle of the day',
  daily_text: (side, goal) => PUZZLES_T.puzzle_goal(side, goal),
  daily_open: 'Solve it',
  daily_failed: 'The puzzle of the day could not be loaded.',
  // The review's lessons (puzzles/lessons.js); `cls` is the ply's class in words (rv_class).
  lessons_title: 'Your lessons',
  lessons_lead: 'The plies of this game that lost the most, each a puzzle: find a better ply.',
  lesson_board: 'Lesson board',
  lesson_item: (n, side, pit, loss, cls) => `Ply ${n}, ${SIDE[side]} ${pit === null ? 'swapped' : `sowed pit ${pit + 1}`}: ${cls ?? 'a slip'}, ${seeds(loss)} given away. Find the better ply.`,
  lesson_goal: (n, pit) => `Before ply ${n}: the game went on with ${pit === null ? 'a swap' : `pit ${pit + 1}`}. Find a better ply.`,
  lesson_right: (pit, loss) => `Right: pit ${pit + 1} keeps the ${seeds(loss)} the game's ply gave away.`,
  lesson_same: 'That is the ply played in the game. Try another.',
  lesson_wrong: (best) =>
    `Not better. The best ${plural(best.length, { one: 'ply was pit', other: 'plies were pits' })} ${list(best.map((p) => String(p + 1)))}.`,
  lesson_refute: "Step through what the game's ply allowed",
  lesson_refuting: 'Finding the best line after it…',
  lesson_refute_failed: 'The line could not be found. Check the connection and try again.',
  lesson_refutation_value: (value, exact) => `After the game's ply the value is ${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}${exact ? '' : ' (an estimate)'}, South − North.`,
  lesson_refutation_title: (n) => `The best play after ply ${n}`,
};
