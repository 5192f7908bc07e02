// The search's move order for Kalah (GameTraits<Kalah>::order): which plies it tries first.
#include <doctest/doctest.h>

#include <vector>

#include "mancala/engine/ai/game_traits.hpp"
#include "mancala/engine/kalah.hpp"

using namespace mancala;

namespace {

// The plies of `p` in the order the search tries them (no table ply).
std::vector<int> search_order(const Kalah& kalah, const Position& p) {
  const ai::GameTraits<Kalah> traits(kalah);
  ai::OrderedPlies o;
  o.plies = kalah.legal_plies(p);
  traits.order(p, o, 0xFE);
  o.sort();
  std::vector<int> pits;
  for (int k = 0; k < o.plies.count; ++k) pits.push_back(o.plies[k].pit_index());
  return pits;
}

}  // namespace

TEST_CASE("Kalah's move order: extra turns, captures, plies that pass the own store, then the rest") {
  const Kalah kalah{Variant{}};
  Position p;  // South to move on the standard board
  for (int i = 0; i < 6; ++i) p.set_pit(Side::north, i, 4);
  p.set_pit(Side::north, 4, 3);  // opposite South's pit 1
  p.set_pit(Side::south, 0, 1);  // into the empty pit 1 opposite 3 seeds: a capture
  p.set_pit(Side::south, 1, 0);
  p.set_pit(Side::south, 2, 4);  // ends in the store: an extra turn
  p.set_pit(Side::south, 3, 5);  // passes the store, ends in North's row
  p.set_pit(Side::south, 4, 1);  // into pit 5, which holds a seed: nothing
  p.set_pit(Side::south, 5, 1);  // ends in the store: an extra turn, nearest the store
  CHECK(search_order(kalah, p) == std::vector<int>{5, 2, 0, 3, 4});
}

TEST_CASE("Kalah's move order: a ply that passes the own store before a quiet one nearer the store") {
  const Kalah kalah{Variant{}};
  Position p;
  for (int i = 0; i < 6; ++i) p.set_pit(Side::north, i, 4);
  p.set_pit(Side::south, 0, 7);  // passes the store
  p.set_pit(Side::south, 1, 0);
  p.set_pit(Side::south, 2, 6);  // passes the store
  p.set_pit(Side::south, 3, 1);  // into pit 4, which holds a seed: nothing
  p.set_pit(Side::south, 4, 1);  // into pit 5, which holds seeds: nothing
  p.set_pit(Side::south, 5, 3);  // passes the store, nearest it
  CHECK(search_order(kalah, p) == std::vector<int>{5, 2, 0, 4, 3});
}
