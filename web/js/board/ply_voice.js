// Each ply spoken once through the page's polite live region (#ply-voice): "North sowed pit 3:
// captured 5, extra turn". The game, watch, replay and review screens call it as a ply is shown.

import { T } from '../texts/texts.js';

const idx = (side) => (side === 'north' ? 1 : 0);

/**
 * The seeds a ply captured, counted in the captured hollows as the sowing left them: each held
 * its count before the ply (none for the pit sown from) plus one seed per pass of the path.
 * Null when the position before is not known.
 */
function captured_seeds(ply, before, pits) {
  if (!before) return null;
  const origin = [idx(ply.side), ply.pit];
  const count = (s, p) => (p === pits ? before.stores[s] : before.pits[s][p]);
  let n = 0;
  for (const [s, p] of ply.captured) {
    const start = s === origin[0] && p === origin[1] ? 0 : count(s, p);
    n += start + (ply.path || []).filter(([hs, hp]) => hs === s && hp === p).length;
  }
  return n;
}

/** The words for ply `ply` (a `moved` message or a record's ply) played from state `before`. */
export function ply_words(ply, before, pits) {
  const who = T.side_names[ply.side] ?? ply.side;
  if (ply.swap) return T.voice_swapped(who);
  const parts = [];
  if (Array.isArray(ply.captured) && ply.captured.length > 0) parts.push(T.voice_captured(captured_seeds(ply, before, pits) ?? ''));
  if (ply.extra_turn && !ply.state?.over) parts.push(T.voice_extra_turn);
  if (ply.state?.over) parts.push(T.voice_over);
  const sowed = T.voice_sowed(who, ply.pit + 1);
  return parts.length ? `${sowed}: ${parts.join(', ')}` : sowed;
}

/** Says `text` in the live region; the same words twice in a row are said again. */
export function say(text) {
  const el = document.getElementById('ply-voice');
  if (!el) return;
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
}

/** Says ply `ply` played from `before`. */
export function say_ply(ply, before, pits) {
  say(ply_words(ply, before, pits));
}
