// Finished games stored in a MemoryStore for the reviews' tests.
#pragma once

#include <string>

#include "mancala/engine/rules.hpp"
#include "mancala/server/store/memory_store.hpp"

namespace review_test {

/// A finished local game `id` of `variant`, its `plies` each the first legal ply, stored in `store`.
inline void store_first_plies(mancala::server::MemoryStore& store, const std::string& id,
                              const mancala::Variant& variant, int plies) {
  const mancala::Rules rules(variant);
  mancala::server::GameStart start;
  start.id = id;
  start.variant = rules.variant();
  start.kind = "local";
  store.start_game(start);
  mancala::Position p = rules.start();
  for (int i = 0; i < plies; ++i) {
    const mancala::Ply ply = rules.legal_plies(p)[0];
    store.add_ply(id, i, p.to_move, ply);
    rules.play(p, ply);
  }
  store.finish_game(id, p, [] {});
}

}  // namespace review_test
