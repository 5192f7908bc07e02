// The engine and the computer for the browser's offline games: a C interface over one game
// (Rules and Position), compiled to WebAssembly by engine/wasm/build.sh. The same sources as the
// server's engine, so an offline game follows the server's rules ply for ply.
#include <cstdint>
#include <new>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/rules.hpp"

namespace {

using namespace mancala;

// One game: its rules and the position reached.
struct OfflineGame {
  Rules rules;
  Position pos;
};

Side side_of(int s) { return s == 1 ? Side::north : Side::south; }

}  // namespace

extern "C" {

/// A new game at the start of the variant, or null when the variant is refused (Variant::validate).
/// game: 0 kalah, 1 oware; capture: 0 standard, 1 empty, 2 none; scoring: 0 store, 1 captured,
/// 2 outlast (the enums of variant.hpp in order).
OfflineGame* mw_new(int game, int pits, int seeds, int capture, int pie, int scoring, int early_end,
                    int no_capture_limit) {
  Variant v = game == 1 ? Variant::oware() : Variant::kalah();
  if (game != 1) {
    v.pits = pits;
    v.seeds = seeds;
    if (capture < 0 || capture > 2 || scoring < 0 || scoring > 2) return nullptr;
    v.capture = static_cast<CaptureRule>(capture);
    v.scoring = static_cast<Scoring>(scoring);
    v.pie = pie != 0;
    v.early_end = early_end != 0;
  } else {
    v.no_capture_limit = no_capture_limit;
  }
  if (v.validate()) return nullptr;
  auto* g = new (std::nothrow) OfflineGame{Rules(v), {}};
  if (g) g->pos = g->rules.start();
  return g;
}

/// A second game at the same position (perft and look-ahead in JavaScript), or null.
OfflineGame* mw_copy(const OfflineGame* g) { return new (std::nothrow) OfflineGame(*g); }

void mw_free(OfflineGame* g) { delete g; }

/// Puts a position on the board: `counts` holds South's pits, North's pits, then the two stores;
/// the game ends at once if it is already finished. Returns 0, or 1 when a count is out of range.
int mw_set_state(OfflineGame* g, const std::int32_t* counts, int to_move) {
  const int pits = g->rules.pits();
  Position p = Position::empty(pits);
  for (int c = 0; c < 2 * pits + 2; ++c)
    if (counts[c] < 0 || counts[c] > p.max_count()) return 1;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < pits; ++i) p.set_pit(side_of(s), i, counts[s * pits + i]);
  p.set_store(Side::south, counts[2 * pits]);
  p.set_store(Side::north, counts[2 * pits + 1]);
  p.to_move = side_of(to_move);
  g->rules.check_end(p);
  g->pos = p;
  return 0;
}

/// Plays a ply (a pit 0..P-1, or 255 for the pie rule's swap): 0, or the MoveError that refused it.
int mw_play(OfflineGame* g, int ply) {
  if (ply < 0 || ply > 255) return static_cast<int>(MoveError::out_of_range);
  const Ply p{static_cast<std::uint8_t>(ply)};
  const MoveError e = g->rules.check(g->pos, p);
  if (e == MoveError::none) g->rules.play(g->pos, p);
  return static_cast<int>(e);
}

/// Writes the legal plies (255: swap) to `out` (room for 13) and returns how many.
int mw_legal(const OfflineGame* g, std::uint8_t* out) {
  const PlyList list = g->rules.legal_plies(g->pos);
  for (int i = 0; i < list.size(); ++i) out[i] = list[i].value;
  return list.size();
}

int mw_pit(const OfflineGame* g, int side, int pit) { return g->pos.pit(side_of(side), pit); }
int mw_store(const OfflineGame* g, int side) { return g->pos.store(side_of(side)); }
/// 0 south, 1 north.
int mw_to_move(const OfflineGame* g) { return index(g->pos.to_move); }
/// The Outcome of types.hpp: 0 none (going on), 1 south, 2 north, 3 draw.
int mw_result(const OfflineGame* g) { return static_cast<int>(g->pos.result); }
/// The Reason of types.hpp: 1 normal, 5 no_capture_limit, 6 no_feed.
int mw_reason(const OfflineGame* g) { return static_cast<int>(g->pos.reason); }
int mw_ply(const OfflineGame* g) { return g->pos.ply; }

/// The computer's ply for the side to move at `level` (0 easy, 1 medium, 2 hard) within
/// `time_ms`, as the server's computer chooses it (ai::choose, the engine's built-in endgame
/// table); -1 when the game is over.
int mw_choose(const OfflineGame* g, int level, int time_ms, std::uint32_t seed) {
  if (g->pos.over() || level < 0 || level > 2) return -1;
  ai::Limits limits;
  limits.time_ms = time_ms;
  limits.seed = seed;
  return ai::choose(g->rules, g->pos, static_cast<ai::Level>(level), limits).ply.value;
}

/// Builds hard's built-in endgame table now rather than at hard's first ply.
void mw_prepare_hard() { ai::prepare_hard(); }

}  // extern "C"
