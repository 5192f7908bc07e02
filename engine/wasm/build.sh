#!/usr/bin/env bash
# Compiles the engine and the computer (the engine's own sources) with offline_engine.cpp into
# one WebAssembly module for the browser's offline games: no JavaScript glue, three imports
# (a clock, exit, the memory growth notice) that web/js/offline/engine_wasm.js provides.
# Usage: build.sh OUT.wasm SOURCE... (engine/wasm/CMakeLists.txt passes the engine's list).
set -euo pipefail
out=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$(dirname "$out")"
exports=_mw_new,_mw_copy,_mw_free,_mw_set_state,_mw_play,_mw_legal,_mw_pit,_mw_store,_mw_to_move,_mw_result
exports+=,_mw_reason,_mw_ply,_mw_choose,_mw_prepare_hard,_malloc,_free
# -O2: the search runs about as fast as with -O3, and the module stays near 75 kB.
# Memory grows on demand: hard's transposition table (up to 32 MB) and its endgame table (2.7 MB).
em++ -std=c++20 -O2 -DNDEBUG -include "$here/atomic_ref_shim.hpp" -I"$here/../include" \
  "$@" "$here/offline_engine.cpp" \
  --no-entry -sSTANDALONE_WASM -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=512MB \
  -sEXPORTED_FUNCTIONS="$exports" -o "${out%.wasm}.$$.tmp.wasm"
mv "${out%.wasm}.$$.tmp.wasm" "$out"
