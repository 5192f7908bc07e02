// The server's engine compiled to WebAssembly (web/wasm/engine.wasm, from engine/wasm/): loads
// the module without any generated glue and wraps its C functions in a game object. Runs in the
// offline worker and in node (tests/web/offline_engine.test.mjs) alike.

const CAPTURES = ['standard', 'empty', 'none'];
const SCORINGS = ['store', 'captured', 'outlast'];
const OUTCOMES = [null, 'south', 'north', 'draw', null];
const REASONS = [null, 'normal', 'resign', 'timeout', 'abandon', 'no_capture_limit', 'no_feed', 'aborted', 'agreement'];
const SWAP = 255;
const SIDES = ['south', 'north'];

/** The module's three imports: a monotonic clock for the search's time budget, exit, growth. */
function imports(memory_of) {
  const start = performance.now();
  return {
    env: { emscripten_notify_memory_growth: () => {} },
    wasi_snapshot_preview1: {
      clock_time_get: (_id, _precision, out) => {
        const ns = BigInt(Math.round((performance.now() - start) * 1e6));
        new DataView(memory_of().buffer).setBigUint64(out, ns, true);
        return 0;
      },
      proc_exit: (code) => {
        throw new Error(`the engine stopped (exit ${code})`);
      },
    },
  };
}

/** Loads the module from its bytes (an ArrayBuffer or a typed array) and returns an Engine. */
export async function load_engine(bytes) {
  let exports = null;
  const { instance } = await WebAssembly.instantiate(bytes, imports(() => exports.memory));
  exports = instance.exports;
  exports._initialize();
  return new Engine(exports);
}

/** The loaded module: makes games. */
export class Engine {
  constructor(exports) {
    this.x_ = exports;
  }

  /**
   * A game at the start of `variant` (PROTOCOL.md's variant object; missing options take their
   * defaults), or null when the engine refuses the variant.
   */
  new_game(variant) {
    const v = variant ?? {};
    const oware = v.game === 'oware';
    const handle = this.x_.mw_new(
      oware ? 1 : 0,
      v.pits ?? 6,
      v.seeds ?? 4,
      CAPTURES.indexOf(v.capture ?? 'standard'),
      v.pie ? 1 : 0,
      SCORINGS.indexOf(v.scoring ?? 'store'),
      v.early_end ? 1 : 0,
      v.no_capture_limit ?? 100,
    );
    return handle === 0 ? null : new WasmGame(this.x_, handle, oware ? 6 : (v.pits ?? 6));
  }

  /** Builds hard's endgame table now (about a second) rather than at hard's first ply. */
  prepare_hard() {
    this.x_.mw_prepare_hard();
  }
}

const ply_in = (ply) => (ply === 'swap' ? SWAP : ply);
const ply_out = (value) => (value === SWAP ? 'swap' : value);

/** One game in the module's memory; free() gives it back. */
export class WasmGame {
  constructor(exports, handle, pits) {
    this.x_ = exports;
    this.h_ = handle;
    this.pits = pits;
  }

  /** Plays a ply (a pit index or 'swap'): null, or the engine's reason for refusing it. */
  play(ply) {
    if (ply !== 'swap' && !(Number.isInteger(ply) && ply >= 0 && ply < 255)) return 'out_of_range';
    const code = this.x_.mw_play(this.h_, ply_in(ply));
    return code === 0 ? null : ['none', 'game_over', 'out_of_range', 'empty_pit', 'swap_not_allowed', 'must_feed'][code];
  }

  /** The legal plies, pit indices and 'swap'. */
  legal() {
    const out = this.x_.malloc(16);
    try {
      const n = this.x_.mw_legal(this.h_, out);
      return [...new Uint8Array(this.x_.memory.buffer, out, n)].map(ply_out);
    } finally {
      this.x_.free(out);
    }
  }

  /** The position as PROTOCOL.md's state object (pits, stores, to_move, over, result, reason, ply). */
  state() {
    const pits = [0, 1].map((s) => Array.from({ length: this.pits }, (_, i) => this.x_.mw_pit(this.h_, s, i)));
    const outcome = this.x_.mw_result(this.h_);
    return {
      ply: this.x_.mw_ply(this.h_),
      pits,
      stores: [this.x_.mw_store(this.h_, 0), this.x_.mw_store(this.h_, 1)],
      to_move: SIDES[this.x_.mw_to_move(this.h_)],
      over: outcome !== 0,
      result: OUTCOMES[outcome],
      reason: REASONS[this.x_.mw_reason(this.h_)],
    };
  }

  /** Puts a position {pits, stores, to_move} on the board; false when a count is out of range. */
  set_state(state) {
    const counts = [...state.pits[0], ...state.pits[1], state.stores[0], state.stores[1]];
    const at = this.x_.malloc(4 * counts.length);
    try {
      new Int32Array(this.x_.memory.buffer, at, counts.length).set(counts);
      return this.x_.mw_set_state(this.h_, at, state.to_move === 'north' ? 1 : 0) === 0;
    } finally {
      this.x_.free(at);
    }
  }

  /** The computer's ply at `level` ('easy', 'medium', 'hard') within `time_ms`; null when over. */
  choose(level, time_ms, seed) {
    const value = this.x_.mw_choose(this.h_, ['easy', 'medium', 'hard'].indexOf(level), time_ms, seed >>> 0);
    return value < 0 ? null : ply_out(value);
  }

  /** An independent game at the same position. */
  copy() {
    return new WasmGame(this.x_, this.x_.mw_copy(this.h_), this.pits);
  }

  free() {
    this.x_.mw_free(this.h_);
    this.h_ = 0;
  }
}
