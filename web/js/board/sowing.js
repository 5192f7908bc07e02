// The seed-by-seed picture of one `moved` message: the origin empties, each hollow of `path`
// gains a seed in turn, then the server's state (captures, end sweep) replaces the counts.

// A whole sowing takes at most this long, so long laps don't hold the game up.
const SOWING_TOTAL_MS = 900;
const SEED_MAX_MS = 110;
const SEED_MIN_MS = 30;
const LAND_PAUSE_MS = 180;
const CAPTURE_STEP_MS = 160; // between the pits of a capture, outlined in the order they were taken

/**
 * Animates `moved` on `board` from the counts of `before` (a state object), using `seq.sleep`
 * so a waiting message skips the rest. Leaves the board showing `moved.state` with the path and
 * captured hollows marked, and returns true; returns false without drawing the end when a new
 * snapshot replaced the board meanwhile (`seq.clear()`).
 */
export async function animate_sowing(board, before, moved, seq, pits) {
  const epoch = seq.epoch;
  const gone = () => seq.epoch !== epoch;
  board.unmark('path', 'captured', 'origin', 'sowing', 'hint', 'last');
  const path = Array.isArray(moved.path) ? moved.path : [];
  const side = moved.side === 'north' ? 1 : 0;
  // Players who asked their system for less motion get the end position at once.
  const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (!moved.swap && typeof moved.pit === 'number' && before && !seq.behind && !still) {
    const counts = { pits: before.pits.map((r) => [...r]), stores: [...before.stores] };
    const get = (s, p) => (p === pits ? counts.stores[s] : counts.pits[s][p]);
    const put = (s, p, n) => {
      if (p === pits) counts.stores[s] = n;
      else counts.pits[s][p] = n;
      board.set_count(s, p, n);
    };
    board.mark('origin', [[side, moved.pit]]);
    put(side, moved.pit, 0);
    const step = Math.max(SEED_MIN_MS, Math.min(SEED_MAX_MS, SOWING_TOTAL_MS / Math.max(1, path.length)));
    for (const [s, p] of path) {
      if (seq.behind || gone()) break;
      board.unmark('sowing');
      board.mark('sowing', [[s, p]]);
      put(s, p, get(s, p) + 1);
      await seq.sleep(step);
    }
    board.unmark('sowing');
    if (gone()) return false;
    if (!seq.behind && Array.isArray(moved.captured) && moved.captured.length > 0) {
      // The server lists them in the order taken: an Oware chain runs back from the landing pit.
      for (const h of moved.captured) {
        board.mark('captured', [h]);
        await seq.sleep(CAPTURE_STEP_MS);
        if (gone()) return false;
      }
      await seq.sleep(LAND_PAUSE_MS);
      if (gone()) return false;
    }
  }
  mark_end(board, moved); // marks made while sowing stay: no outline flickers off and on
  return true;
}

/**
 * Shows the end of one ply at once (a `moved` message or a replay's ply): its state, the pit it
 * started from, its path and its captures outlined as after the animation.
 */
export function show_ply(board, moved) {
  board.unmark('path', 'captured', 'origin', 'sowing', 'hint', 'last');
  mark_end(board, moved);
}

function mark_end(board, moved) {
  board.show(moved.state);
  const side = moved.side === 'north' ? 1 : 0;
  const path = Array.isArray(moved.path) ? moved.path : [];
  if (!moved.swap && typeof moved.pit === 'number') board.mark('origin', [[side, moved.pit]]);
  board.mark('path', path);
  if (path.length > 0) board.mark('last', [path[path.length - 1]]);
  board.mark('captured', Array.isArray(moved.captured) ? moved.captured : []);
}
