// The words of the review's verdicts and proofs (review.js): a judged ply's class and loss, each
// side's accuracy; a ply whose values are not both proven is shown as being proven, never with a
// class; once no proof runs, the page says why estimates are left.
// texts.js spreads them into `T`, the page's one catalog; nothing here imports the page's code.

import { plural, list } from '../locale.js';

const plies = (n) => plural(n, { one: '1 ply', other: `${n} plies` });
const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return plural(s, { one: '1 second', other: `${s} seconds` });
};

export const REVIEW_T = {
  /** A judged ply's class, and what it lost against the best ply. */
  rv_class: { best: 'best', good: 'good', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
  rv_lost: (n) => plural(n, { one: '1 seed lost', other: `${n} seeds lost` }),
  rv_best: (names) => `(best: ${list(names, 'disjunction')})`,
  rv_only_ply: 'the only legal ply',
  /** Each side's accuracy: a name, its seat, a percentage or "—". */
  rv_accuracy: (south, south_pct, north, north_pct) => `Accuracy: ${south} (South) ${south_pct} · ${north} (North) ${north_pct}`,
  /** While the prover works on the review's estimates. */
  rv_proving: (done, total) => `Proving the estimates: ${done} of ${total} positions… (values update as they are proven)`,
  /** A ply's verdict while its values are estimates and a proof runs or may still come. */
  rv_being_proven: 'being proven',
  /** A ply's verdict once proofs have stopped and its values are still estimates. */
  rv_not_proven: 'not proven: no judgement',
  rv_value_after: (v) => `value after ${v}`,
  /** The accuracy line's note while some plies are not judged. */
  rv_accuracy_partial: (n) => `(${plies(n)} not judged yet)`,
  /** Why estimates are left once no proof runs (the server's `unproven.reason`). */
  rv_unproven: {
    time_limit: (n, ms) =>
      `Proofs have stopped: ${plies(n)} could not be proven within ${seconds(ms)} each. They keep their estimated values (≈) and are not judged.`,
    no_proofs: (n) =>
      `This server proves no position of this board, so ${plies(n)} keep estimated values (≈) and are not judged.`,
    waiting: (n) =>
      `The server is still building the table the proofs need: ${plies(n)} will be proven once it is ready. Open the review again later.`,
    busy: (n) => `The server is busy with other proofs: ${plies(n)} are not proven yet. Open the review again later.`,
    failed: (n) => `The proofs stopped on an error: ${plies(n)} keep estimated values (≈) and are not judged.`,
  },
};
