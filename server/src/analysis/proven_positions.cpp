#include "mancala/server/analysis/proven_positions.hpp"

#include <algorithm>

namespace mancala::server {
namespace {

// What a position's values depend on, in a few bytes: the variant's rules, the board, the side to
// move, the pie rule's stage and, in Oware, the plies since a capture (its end rule counts them).
// The ply count changes no position's value: the rules never read it.
std::string position_key(const Variant& v, const Position& p) {
  std::string key;
  key.reserve(48);
  for (int x : {static_cast<int>(v.game), v.pits, v.seeds, static_cast<int>(v.capture), static_cast<int>(v.pie),
                static_cast<int>(v.scoring), static_cast<int>(v.early_end)})
    key.push_back(static_cast<char>(x));
  key.append(reinterpret_cast<const char*>(p.cells.data()), p.cells.size());
  key.push_back(static_cast<char>(p.to_move));
  key.push_back(static_cast<char>(p.pie_stage));
  if (v.game != GameKind::kalah) {
    for (int x : {v.no_capture_limit, static_cast<int>(p.quiet_plies)}) {
      key.push_back(static_cast<char>(x & 0xff));
      key.push_back(static_cast<char>(x >> 8));
    }
  }
  return key;
}

}  // namespace

ProvenPositions::ProvenPositions(std::size_t capacity) : capacity_(std::max<std::size_t>(capacity, 1)) {}

std::optional<std::vector<PlyValue>> ProvenPositions::find(const Variant& variant, const Position& p) const {
  const std::string key = position_key(variant, p);
  std::lock_guard lock(mutex_);
  auto it = values_.find(key);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

void ProvenPositions::add(const Variant& variant, const Position& p, const std::vector<PlyValue>& plies) {
  if (plies.empty() || !std::all_of(plies.begin(), plies.end(), [](const PlyValue& v) { return v.exact; })) return;
  std::string key = position_key(variant, p);
  std::lock_guard lock(mutex_);
  if (!values_.try_emplace(key, plies).second) return;
  order_.push_back(std::move(key));
  while (order_.size() > capacity_) {
    values_.erase(order_.front());
    order_.pop_front();
  }
}

std::size_t ProvenPositions::size() const {
  std::lock_guard lock(mutex_);
  return values_.size();
}

}  // namespace mancala::server
