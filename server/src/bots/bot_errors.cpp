#include "mancala/server/bots/bot_errors.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace mancala::server {
namespace {

// `text` cut to at most `bytes`, never inside a UTF-8 character.
std::string cut(std::string text, std::size_t bytes) {
  if (text.size() <= bytes) return text;
  std::size_t end = bytes;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  text.resize(end);
  return text;
}

// `text` with every byte that is no part of valid UTF-8 replaced by U+FFFD: a detail may hold what a
// client sent (a request's path), and the owner reads the details as JSON, which must be UTF-8.
std::string valid_utf8(const std::string& text) {
  using nlohmann::json;
  return json::parse(json(text).dump(-1, ' ', false, json::error_handler_t::replace)).get<std::string>();
}

}  // namespace

void BotErrors::record(const std::string& bot, std::string where, std::string code, std::string detail,
                       std::chrono::system_clock::time_point at) {
  std::string said = cut(valid_utf8(detail), max_detail_bytes);
  std::lock_guard lock(mutex_);
  if (!by_bot_.count(bot) && by_bot_.size() >= max_bots) forget_stalest();
  auto& kept = by_bot_[bot];
  kept.push_back({at, std::move(where), std::move(code), std::move(said)});
  if (kept.size() > kept_per_bot) kept.pop_front();
}

std::vector<BotError> BotErrors::recent(const std::string& bot) const {
  std::lock_guard lock(mutex_);
  auto it = by_bot_.find(bot);
  if (it == by_bot_.end()) return {};
  return {it->second.rbegin(), it->second.rend()};
}

void BotErrors::forget_stalest() {
  // Linear, but only when max_bots different bots erred: rare, and bounded by max_bots.
  auto stalest = std::min_element(by_bot_.begin(), by_bot_.end(),
                                  [](const auto& a, const auto& b) { return a.second.back().at < b.second.back().at; });
  if (stalest != by_bot_.end()) by_bot_.erase(stalest);
}

}  // namespace mancala::server
