// The page's address: which view the #fragment names, and forgetting it. The views are hash
// routes (app.js shows them): #friend=CODE, #watch=ID, #game=ID, #review=ID, #player=ID,
// #tournament=ID, #leaderboard[&variant=JSON&speed=S], #bots, #puzzles, #puzzle=ID, #account, #mod[=ID] and
// #analysis[&variant=JSON][&state=JSON][&moves=2,5].

import { parse_address as parse_leaderboard } from '../players/leaderboard.js';

/**
 * {kind: 'friend'|'watch'|'replay'|'review'|'player'|'tournament'|'leaderboard'|'bots'|'puzzles'|'account'|'analysis'|'mod'|null, id,
 * variant, speed, position} from `hash` (location.hash by default); kind null when it names no view.
 */
export function parse_hash(hash = location.hash) {
  const none = { kind: null, id: null };
  if (hash === '#account') return { kind: 'account', id: null };
  if (hash === '#bots') return { kind: 'bots', id: null };
  if (hash === '#puzzles') return { kind: 'puzzles', id: null };
  const mod = /^#mod(?:=(.+))?$/.exec(hash);
  if (mod) {
    try {
      return { kind: 'mod', id: mod[1] === undefined ? null : decodeURIComponent(mod[1]) };
    } catch {
      return none;
    }
  }
  const an = /^#analysis(?:&(.*))?$/.exec(hash);
  if (an) return { kind: 'analysis', id: null, position: parse_position(an[1] ?? '') };
  const lb = parse_leaderboard(hash);
  if (lb) return { kind: 'leaderboard', id: null, variant: lb.variant, speed: lb.speed };
  const m = /^#(friend|watch|game|review|player|tournament|puzzle)=(.+)$/.exec(hash);
  if (!m) return none;
  let id;
  try {
    id = decodeURIComponent(m[2]);
  } catch {
    return none;
  }
  if (m[1] === 'puzzle') return { kind: 'puzzles', id };
  return { kind: m[1] === 'game' ? 'replay' : m[1], id };
}

/** The explorer's position from 'variant=…&state=…&moves=2,5'; a mangled part is left out. */
function parse_position(query) {
  const q = new URLSearchParams(query);
  const json = (key) => {
    try {
      return q.has(key) ? JSON.parse(q.get(key)) : null;
    } catch {
      return null;
    }
  };
  const variant = json('variant');
  const state = json('state');
  const moves = (q.get('moves') ?? '').split(',').filter((t) => /^(\d+|swap)$/.test(t));
  return { variant: variant && typeof variant === 'object' ? variant : null, state: state && typeof state === 'object' ? state : null, moves };
}

/** Forgets the #fragment without a new history entry (a reload then shows the start). */
export function clear_hash() {
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}

/** Puts `hash` ('#player=…') in the address without a new history entry and without a hashchange. */
export function set_hash(hash) {
  history.replaceState(null, '', location.pathname + location.search + hash);
}
