// The words of a stored game's replay (replay/) and review (review/) screens: loading and
// missing games, the ply line and the result, what a ply did as a spectator reads it
// (board/plies.js), Oware's grand slam and endings (board/oware.js), and the review's lines,
// list and graph. Spread into `T` (texts.js); the review's verdicts are in texts_review.js.

import { plural, num } from '../locale.js';


export const REPLAY_T = {
  loading_game: 'Loading the game…',
  no_such_game: 'No such game.',
  game_load_failed: 'The game could not be loaded. Check the connection and try again.',
  game_load_failed_why: (why) => `The game could not be loaded: ${why}`,
  review_load_failed: 'The review could not be loaded. Check the connection and try again.',
  review_load_failed_why: (why) => `The review could not be loaded: ${why}`,
  /** The replay's title and the line under it. */
  rp_title: (south, north) => `${south} vs ${north}`,
  rp_sub: (board) => `Replay · ${board}`,
  rp_pause: 'Pause',
  /** The slider's spoken value and the line under the board. */
  rp_ply_of: (i, n) => `Ply ${num(i)} of ${num(n)}`,
  rp_start_line: (name) => `Start · ${name} to move.`,
  rp_ply_line: (i, n, text) => `Ply ${num(i)} of ${num(n)} · ${text}`,
  /** The result under the board: a game still going, or the final score, who won and why. */
  rp_in_progress: (n, score) => plural(n, { one: `In progress after 1 ply: ${score}.`, other: `In progress after ${num(n)} plies: ${score}.` }),
  rp_final: (score) => `Final: ${score}.`,
  rp_draw: 'A draw.',
  rp_won: (name) => `${name} won.`,
  rp_download_failed: 'The download failed. Try again.',
  /** "Ada 34 – 14 Computer (easy)". */
  score_line: (south, s, n, north) => `${south} ${num(s)} – ${num(n)} ${north}`,
  /** Oware's grand slam (the capture cancelled), said of the side that would have lost every seed. */
  grand_slam: (victim) => `Grand slam: that move would have taken all of ${victim}'s seeds, so it captured nothing.`,
  grand_slam_you: 'Grand slam: that move would have taken all of your seeds, so it captured nothing.',
  /** Oware's endings where they differ from Kalah's, and its feeding rule. */
  oware_end_normal: 'A player captured 25 seeds or more.',
  oware_end_normal_draw: 'Both players captured 24 seeds.',
  oware_end_no_feed: "The player to move could not reach the other's empty row, so they took the seeds left on the board.",
  oware_feeding: (victim) => `${victim} has no seeds left: only pits whose seeds reach their row can be sown (the feeding rule).`,
  oware_feeding_you: 'You have no seeds left: only pits whose seeds reach your row can be sown (the feeding rule).',
  /** The review's title, its lead and its progress while the server analyses. */
  rv_title: (south, north) => `Review: ${south} vs ${north}`,
  rv_sub: (board) => `${board} · values are South − North, in seeds, with perfect play`,
  rv_analysing: 'Analysing the game…',
  rv_analysing_n: (done, total) => `Analysing the game: ${num(done)} of ${num(total)} plies…`,
  /** The line under the board: the ply shown, then its verdict once analysed. */
  rv_ply_line: (i, n, name, ply) => `Ply ${num(i)} of ${num(n)} · ${name}: ${ply}`,
  rv_line_end: (line) => `${line}.`,
  rv_line_verdict: (line, verdict) => `${line} — ${verdict}.`,
  rv_class_lost: (cls, lost) => `${cls}: ${lost}`,
  /** A side's accuracy in per cent, as the server rounded it. */
  rv_pct: (x) => `${num(x)} %`,
  /** A ply of the list: "1. Kim (South): pit 1", and its verdict before the analysis reaches it. */
  rv_item: (n, name, side, ply) => `${num(n)}. ${name} (${side}): ${ply}`,
  rv_not_analysed: 'not analysed yet',
  /** The value graph's name and its points' names. */
  rv_graph: (k, n) => `The value after each ply, South − North (${num(k)} of ${plural(n, { one: '1 ply', other: `${num(n)} plies` })} analysed)`,
  rv_graph_start: (v) => `Start: value ${v}`,
  rv_graph_point: (n, name, ply, verdict) => `After ply ${num(n)}, ${name} ${ply}: ${verdict}`,
};
