// The offline engine's worker: runs the WebAssembly engine (engine_wasm.js) off the page's
// thread, so that the computer's thinking never blocks the page. One game at a time.
// Requests {id, type, ...} are answered {id, state, legal} or {id, error}:
// - new {variant}: a game at the start; - play {ply}: a ply of the side to move;
// - choose {level, time_ms, seed}: the computer's ply, played, answered with `ply` too.

import { load_engine } from './engine_wasm.js';

const engine = fetch(new URL('../../wasm/engine.wasm', import.meta.url))
  .then((r) => {
    if (!r.ok) throw new Error(`engine.wasm: HTTP ${r.status}`);
    return r.arrayBuffer();
  })
  .then(load_engine);
let game = null;

const view = () => ({ state: game.state(), legal: game.legal() });

async function answer(msg) {
  const e = await engine;
  if (msg.type === 'new') {
    game?.free();
    game = e.new_game(msg.variant);
    if (!game) return { error: 'variant' };
    return view();
  }
  if (!game) return { error: 'no_game' };
  if (msg.type === 'play') {
    const refused = game.play(msg.ply);
    return refused ? { error: refused, ...view() } : view();
  }
  if (msg.type === 'choose') {
    const ply = game.choose(msg.level, msg.time_ms, msg.seed);
    if (ply === null) return { error: 'game_over', ...view() };
    game.play(ply);
    return { ply, ...view() };
  }
  return { error: 'unknown' };
}

self.addEventListener('message', async (ev) => {
  try {
    self.postMessage({ id: ev.data.id, ...(await answer(ev.data)) });
  } catch (err) {
    self.postMessage({ id: ev.data.id, error: String(err?.message ?? err) });
  }
});
