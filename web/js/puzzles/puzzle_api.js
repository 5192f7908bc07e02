// The puzzles' HTTP API (docs/protocol.md §Puzzles): a puzzle (the next, the day's or one by id)
// and an attempt, sent as this browser's player when it has a token (rated), else anonymously.

import { get_json, post_json, send_as_player, enc } from '../net/api.js';
import { token } from '../net/storage.js';

/** GET a puzzle: `which` is 'next', 'daily' or a puzzle id → {status, ok, body}. */
export function load_puzzle(which) {
  const path = which === 'next' || which === 'daily' ? `api/puzzles/${which}` : `api/puzzles/${enc(which)}`;
  const t = token();
  return t ? send_as_player(path, 'GET', t) : get_json(path);
}

/** POST the solver's plies so far ([{pit}, …]) → {status, ok, body}. */
export function send_attempt(id, plies) {
  const path = `api/puzzles/${enc(id)}/attempt`;
  const t = token();
  return t ? send_as_player(path, 'POST', t, { plies }) : post_json(path, { plies });
}
