// The engine compiled to WebAssembly (web/wasm/engine.wasm) against the shared rule cases that
// the C++ engine's tests reproduce (tests/engine/*_cases_test.cpp), perft from the start of the
// boards of ../shared/cases/README.md, and the computer's three levels.
// Run by ctest (wasm_engine_cases): node --test with MANCALA_WASM and MANCALA_SHARED_DIR.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load_engine } from '../../web/js/offline/engine_wasm.js';

const wasm = process.env.MANCALA_WASM;
const shared = process.env.MANCALA_SHARED_DIR;
assert.ok(wasm && shared, 'MANCALA_WASM and MANCALA_SHARED_DIR must be set');
const engine = await load_engine(readFileSync(wasm));
const cases = (name) => JSON.parse(readFileSync(`${shared}/cases/${name}`, 'utf8')).cases;

// The fields a case compares: to_move only while the game goes on.
function comparable(s, with_ply) {
  const out = { pits: s.pits, stores: s.stores, over: s.over, result: s.result };
  if (!s.over) out.to_move = s.to_move;
  if (with_ply) out.ply = s.ply;
  return out;
}

test('every game of random-games.json reproduces its final state', () => {
  let kalah = 0;
  let oware = 0;
  for (const c of cases('random-games.json')) {
    const g = engine.new_game(c.variant);
    assert.ok(g, `variant refused: ${JSON.stringify(c.variant)}`);
    for (const ply of c.plies) assert.equal(g.play(ply), null, `ply ${ply} of ${JSON.stringify(c.plies)}`);
    assert.deepEqual(comparable(g.state(), true), comparable(c.expect, true), JSON.stringify(c));
    g.free();
    if (c.variant.game === 'oware') oware++;
    else kalah++;
  }
  // The same counts as the C++ tests' (48 Kalah, 12 Oware).
  assert.equal(kalah, 48);
  assert.equal(oware, 12);
});

test('every case of position-cases.json reproduces its state or is refused', () => {
  let refused_cases = 0;
  const all = cases('position-cases.json');
  for (const c of all) {
    const g = engine.new_game(c.variant);
    if (c.state) assert.ok(g.set_state(c.state), c.name);
    let refused = false;
    for (const ply of c.plies) {
      if (g.play(ply) !== null) {
        refused = true;
        break;
      }
    }
    if (c.expect_error) {
      assert.ok(refused, `${c.name}: must be refused`);
      refused_cases++;
    } else {
      assert.ok(!refused, `${c.name}: refused`);
      assert.deepEqual(comparable(g.state(), false), comparable(c.expect, false), c.name);
    }
    g.free();
  }
  assert.equal(all.length, 10);
  assert.equal(refused_cases, 3);
});

function perft(g, depth) {
  if (depth === 0) return 1;
  let n = 0;
  for (const ply of g.legal()) {
    const next = g.copy();
    assert.equal(next.play(ply), null);
    n += depth === 1 ? 1 : perft(next, depth - 1);
    next.free();
  }
  return n;
}

// ../shared/cases/README.md §Perft, depths 1..5.
const PERFT = [
  [{}, [6, 35, 185, 942, 4690]],
  [{ seeds: 3 }, [6, 35, 182, 904, 4243]],
  [{ capture: 'empty' }, [6, 35, 185, 942, 4685]],
  [{ capture: 'none' }, [6, 35, 185, 949, 4782]],
  [{ pie: true }, [6, 40, 220, 1127, 5632]],
  [{ pits: 4, seeds: 3 }, [4, 15, 50, 158, 488]],
  [{ game: 'oware' }, [6, 36, 190, 1014, 5219]],
];

test('perft from the start matches the published counts', () => {
  for (const [variant, counts] of PERFT) {
    const g = engine.new_game(variant);
    counts.forEach((want, i) => assert.equal(perft(g, i + 1), want, `${JSON.stringify(variant)} perft(${i + 1})`));
    g.free();
  }
});

test('a refused variant and refused plies leave the game as it was', () => {
  assert.equal(engine.new_game({ pits: 13 }), null);
  assert.equal(engine.new_game({ seeds: 0 }), null);
  const g = engine.new_game({ pits: 6, seeds: 4, pie: true });
  assert.equal(g.play(6), 'out_of_range');
  assert.equal(g.play('swap'), 'swap_not_allowed');
  assert.equal(g.play(2), null); // South's last seed in its store: an extra turn
  assert.equal(g.state().to_move, 'south');
  assert.equal(g.play(0), null);
  assert.deepEqual(g.legal(), [0, 1, 2, 3, 4, 5, 'swap']);
  assert.equal(g.play('swap'), null);
  assert.equal(g.state().ply, 3);
  g.free();
});

test('each level of the computer plays a legal ply along a whole game', () => {
  const g = engine.new_game({});
  const chosen = { easy: 0, medium: 0, hard: 0 };
  for (let turn = 0; !g.state().over; turn++) {
    const level = ['easy', 'medium', 'hard'][turn % 3];
    const legal = g.legal();
    const ply = g.choose(level, 200, turn);
    assert.ok(legal.includes(ply), `${level} chose ${ply}, legal ${legal}`);
    assert.equal(g.play(ply), null);
    chosen[level]++;
  }
  assert.ok(chosen.easy > 0 && chosen.medium > 0 && chosen.hard > 0, JSON.stringify(chosen));
  assert.equal(g.choose('hard', 200, 0), null);
  g.free();
});

test('hard takes the capture that wins the game and easy repeats itself for one seed', () => {
  // South to move; pit 1's seed lands in the empty pit 2 and captures North's 10 seeds opposite
  // (pit 3 from North's left): 11 seeds; pit 3's seed lands opposite an empty pit and takes none.
  const g = engine.new_game({});
  assert.ok(g.set_state({ pits: [[0, 1, 0, 1, 0, 0], [1, 0, 0, 10, 0, 1]], stores: [20, 14], to_move: 'south' }));
  assert.deepEqual(g.legal(), [1, 3]);
  assert.equal(g.choose('hard', 500, 1), 1);
  assert.equal(g.choose('medium', 500, 1), 1);
  const first = g.choose('easy', 500, 7);
  for (let i = 0; i < 3; i++) assert.equal(g.choose('easy', 500, 7), first);
  g.free();
});
