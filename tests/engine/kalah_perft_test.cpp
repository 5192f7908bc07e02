// The perft table of ../shared/cases/README.md.
#include <doctest/doctest.h>

#include <vector>

#include "mancala/engine/perft.hpp"
#include "mancala/engine/rules.hpp"

using namespace mancala;

namespace {

std::vector<std::uint64_t> perft_row(const Variant& v, int depth) {
  const Kalah k(v);
  std::vector<std::uint64_t> row;
  for (int d = 1; d <= depth; ++d) row.push_back(perft(k, k.start(), d));
  return row;
}

}  // namespace

TEST_CASE("perft of standard Kalah(6,4) to depth 9") {
  CHECK(perft_row(Variant{}, 9) == std::vector<std::uint64_t>{6, 35, 185, 942, 4690, 23233, 114430, 563055, 2763490});
}

TEST_CASE("perft of the listed variants to depth 6") {
  Variant v;
  v.seeds = 3;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{6, 35, 182, 904, 4243, 19418});
  v.seeds = 5;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{6, 35, 187, 982, 5113, 26927});
  v.seeds = 6;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{6, 35, 190, 1056, 5882, 32243});
  v = Variant{};
  v.capture = CaptureRule::empty;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{6, 35, 185, 942, 4685, 23169});
  v.capture = CaptureRule::none;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{6, 35, 185, 949, 4782, 23964});
  v = Variant{};
  v.pie = true;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{6, 40, 220, 1127, 5632, 27923});
  v = Variant{};
  v.pits = 4;
  v.seeds = 3;
  CHECK(perft_row(v, 6) == std::vector<std::uint64_t>{4, 15, 50, 158, 488, 1510});
}
