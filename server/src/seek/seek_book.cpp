#include "mancala/server/seek/seek_book.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {

protocol::SeekView seek_view(const Seek& s) {
  return {s.id, s.player, s.name, s.rating, s.variant, s.clock, s.rated, s.side, s.rating_range};
}

std::string stored_text(const Seek& s) { return protocol::seek_to_json(seek_view(s)).dump(); }

std::optional<Seek> seek_from_stored(const std::string& text) {
  try {
    const auto j = nlohmann::json::parse(text);
    Seek s;
    s.id = j.at("seek").get<std::string>();
    s.player = j.at("player").at("id").get<std::string>();
    s.name = j.at("player").at("name").get<std::string>();
    if (const auto& r = j.at("player").at("rating"); r.is_number()) s.rating = r.get<double>();
    auto variant = protocol::variant_from_json(j.at("variant"));
    auto clock = protocol::time_control_from_json(j.at("clock"));
    if (!std::holds_alternative<Variant>(variant) ||
        !std::holds_alternative<std::optional<protocol::TimeControl>>(clock))
      return std::nullopt;
    s.variant = std::get<Variant>(variant);
    s.clock = std::get<std::optional<protocol::TimeControl>>(clock);
    s.rated = j.at("rated").get<bool>();
    s.side = protocol::side_from_string(j.at("side").get<std::string>());
    if (const auto& r = j.at("rating_range"); r.is_array()) s.rating_range = r.get<std::array<int, 2>>();
    s.account = true;
    return s;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

std::optional<Seek> SeekBook::create(Seek s) {
  std::lock_guard lock(mutex_);
  if (open_of(s.player) >= max_per_player_ || by_id_.size() >= max_total_) return std::nullopt;
  do {
    s.id = new_id();
  } while (by_id_.count(s.id));
  s.order = ++made_;
  by_id_.emplace(s.id, s);
  return s;
}

void SeekBook::restore(Seek s) {
  std::lock_guard lock(mutex_);
  s.order = ++made_;
  by_id_.insert_or_assign(s.id, std::move(s));
}

std::optional<Seek> SeekBook::find(const std::string& id) const {
  std::lock_guard lock(mutex_);
  auto it = by_id_.find(id);
  if (it == by_id_.end()) return std::nullopt;
  return it->second;
}

std::optional<Seek> SeekBook::take(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto node = by_id_.extract(id);
  if (node.empty()) return std::nullopt;
  return std::move(node.mapped());
}

std::vector<Seek> SeekBook::take_of(const std::string& player, bool keep_lasting, bool keep_correspondence) {
  std::lock_guard lock(mutex_);
  std::vector<Seek> out;
  for (auto it = by_id_.begin(); it != by_id_.end();) {
    const Seek& s = it->second;
    const bool kept = (keep_lasting && s.lasting()) || (keep_correspondence && s.correspondence());
    if (s.player == player && !kept) {
      out.push_back(std::move(it->second));
      it = by_id_.erase(it);
    } else {
      ++it;
    }
  }
  return out;
}

std::vector<Seek> SeekBook::list(std::size_t limit) const {
  std::vector<Seek> out;
  {
    std::lock_guard lock(mutex_);
    out.reserve(by_id_.size());
    for (const auto& [id, s] : by_id_) out.push_back(s);
  }
  std::sort(out.begin(), out.end(), [](const Seek& a, const Seek& b) { return a.order < b.order; });
  if (out.size() > limit) out.resize(limit);
  return out;
}

std::size_t SeekBook::size() const {
  std::lock_guard lock(mutex_);
  return by_id_.size();
}

int SeekBook::open_of(const std::string& player) const {
  return static_cast<int>(
      std::count_if(by_id_.begin(), by_id_.end(), [&](const auto& entry) { return entry.second.player == player; }));
}

}  // namespace mancala::server
