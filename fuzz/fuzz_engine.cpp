// libFuzzer target: an arbitrary variant, an arbitrary position of it (through state_from_json,
// the door `mancala play --state` opens to users) and an arbitrary ply list.
// Properties: seeds are conserved; check() agrees with legal_plies(); play() and play_detailed()
// reach the same position; a finished game has no legal ply; the report's path has one hollow per
// seed sown and names the mover. A refused ply changes nothing by the engine's types: play() and
// play_detailed() require a ply check() accepts, so check() is the refusal (as in the server and
// the CLI), and check() and legal_plies() take the position const.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "mancala/engine/rules.hpp"
#include "mancala/protocol/json_game.hpp"

using namespace mancala;

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

// Reads bytes in order; zeros once the input runs out.
struct Bytes {
  const std::uint8_t* p;
  std::size_t n;
  std::uint8_t next() {
    if (n == 0) return 0;
    --n;
    return *p++;
  }
};

int seeds(const Position& p, int pits) {
  int total = 0;
  for (Side s : {Side::south, Side::north}) {
    for (int i = 0; i < pits; ++i) total += p.pit(s, i);
    total += p.store(s);
  }
  return total;
}

Variant variant_from(Bytes& in) {
  Variant v;
  const std::uint8_t a = in.next(), b = in.next();
  if (a & 0x80) return Variant::oware();
  v.pits = 1 + (a & 7) + ((b >> 6) & 1) * 4;  // 1..12: both board layouts
  v.seeds = 1 + (a >> 3 & 15) % 12;
  v.capture = static_cast<CaptureRule>(b % 3);
  v.pie = (b >> 2) & 1;
  v.scoring = static_cast<Scoring>((b >> 3) % 3);
  v.early_end = (b >> 5) & 1;
  return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in{data, size};
  const Variant variant = variant_from(in);
  if (variant.validate()) return 0;
  const Rules rules(variant);
  const int pits = rules.pits();

  Position pos = rules.start();
  if (in.next() & 1) {
    // An arbitrary position: counts small enough that a narrow board's 255-seed cap is sometimes met.
    nlohmann::json rows = nlohmann::json::array({nlohmann::json::array(), nlohmann::json::array()});
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < pits; ++i) rows[s].push_back(in.next() % 24);
    nlohmann::json state = {
        {"pits", rows}, {"stores", {in.next() % 40, in.next() % 40}}, {"to_move", in.next() & 1 ? "north" : "south"}};
    auto parsed = protocol::state_from_json(state, rules);
    if (!std::holds_alternative<Position>(parsed)) return 0;
    pos = std::get<Position>(parsed);
  }
  const int total = seeds(pos, pits);

  for (int step = 0; step < 400 && in.n > 0; ++step) {
    const std::uint8_t b = in.next();
    const Ply ply = b % 10 == 9 ? Ply::swap() : Ply::pit(b % 10);
    const PlyList legal = rules.legal_plies(pos);
    const MoveError why = rules.check(pos, ply);
    require((why == MoveError::none) == legal.contains(ply));
    if (pos.over()) require(legal.empty());
    if (why != MoveError::none) continue;  // refused: the next byte's ply is tried on the same position
    const Position before = pos;
    Position fast = pos;
    rules.play(fast, ply);
    const Side mover = pos.to_move;
    const PlyReport report = rules.play_detailed(pos, ply);
    require(fast == pos);
    require(report.side == mover && report.ply == ply);
    require(seeds(pos, pits) == total);
    // One hollow per seed of the sown pit, laps included (Oware skips the pit, Kalah the other store).
    const int sown = ply.is_swap() ? 0 : before.pit(mover, ply.pit_index());
    require(report.path.size() == static_cast<std::size_t>(sown));
  }
  return 0;
}
