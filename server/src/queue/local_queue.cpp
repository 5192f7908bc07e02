#include "mancala/server/queue/local_queue.hpp"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <map>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;

std::string pool_key(const Variant& v, const std::optional<protocol::TimeControl>& clock) {
  return variant_key(v) + " " + protocol::clock_key(clock);
}

Labels pool_labels(const QueueEntry& e) {
  return {{"variant", variant_key(e.variant)}, {"clock", protocol::clock_key(e.clock)}};
}

LocalQueue::LocalQueue(net::io_context& ioc, std::int64_t bot_after_ms, Metrics& metrics)
    : strand_(net::make_strand(ioc)), bot_after_ms_(bot_after_ms), metrics_(metrics), wave_timer_(strand_) {}

void LocalQueue::subscribe(net::any_io_executor executor, Handler handler) {
  handler_executor_ = std::move(executor);
  handler_ = std::move(handler);
}

void LocalQueue::join(QueueEntry entry) {
  net::post(strand_, [this, entry = std::move(entry)]() mutable { do_join(std::move(entry)); });
}

void LocalQueue::leave(const std::string& player) {
  net::post(strand_, [this, player] { do_leave(player); });
}

void LocalQueue::emit(QueueEvent event) {
  net::post(handler_executor_, [this, event = std::move(event)]() mutable { handler_(std::move(event)); });
}

void LocalQueue::do_join(QueueEntry entry) {
  const std::string key = pool_key(entry);
  if (auto it = entries_.find(entry.player); it != entries_.end()) {
    if (it->second.key == key) return;
    do_leave(entry.player);
  }
  auto& queue = queues_[key];
  const std::string player = entry.player;
  const bool returning = entry.since.has_value();
  if (!returning) entry.since = PlayClock::now();
  const auto due = *entry.since + std::chrono::milliseconds(bot_after_ms_);
  Waiting w{std::move(entry), key, next_ticket_++, std::make_unique<PlayTimer>(strand_)};
  w.timer->expires_at(due);
  w.timer->async_wait([this, player, ticket = w.ticket](boost::system::error_code ec) {
    if (!ec) on_timer(player, ticket);
  });
  // A returning entry waited longest: it goes first again.
  if (returning)
    queue.push_front(player);
  else
    queue.push_back(player);
  entries_.emplace(player, std::move(w));
  pair_within(key);
  update_gauge();
  arm_wave();
}

void LocalQueue::pair_within(const std::string& key) {
  const auto now = PlayClock::now();
  const auto bot_after = std::chrono::milliseconds(bot_after_ms_);
  for (;;) {
    auto q = queues_.find(key);
    if (q == queues_.end() || q->second.size() < 2) return;
    // Nearest in rating are neighbours once sorted by rating: the closest neighbours within the
    // window of the longer wait pair first; at equal distance, the pair holding the longest wait.
    std::vector<const Waiting*> by_rating;
    for (const auto& p : q->second) by_rating.push_back(&entries_.at(p));
    std::sort(by_rating.begin(), by_rating.end(),
              [](const Waiting* a, const Waiting* b) { return a->entry.rating.rating < b->entry.rating.rating; });
    const Waiting* best[2] = {nullptr, nullptr};
    double best_gap = 0;
    PlayClock::time_point best_since{};
    for (std::size_t i = 0; i + 1 < by_rating.size(); ++i) {
      // Each entry's nearest partner above it: its neighbour, or past those it must not meet.
      std::size_t j = i + 1;
      while (j < by_rating.size() && kept_apart(by_rating[i]->entry, by_rating[j]->entry)) ++j;
      if (j == by_rating.size()) continue;
      const Waiting *a = by_rating[i], *b = by_rating[j];
      const auto since = std::min(*a->entry.since, *b->entry.since);
      const double gap = b->entry.rating.rating - a->entry.rating.rating;
      if (gap > rating_window(std::chrono::duration_cast<std::chrono::milliseconds>(now - since), bot_after)) continue;
      if (best[0] && (gap > best_gap || (gap == best_gap && since >= best_since))) continue;
      best[0] = a, best[1] = b, best_gap = gap, best_since = since;
    }
    if (!best[0]) return;
    if (*best[1]->entry.since < *best[0]->entry.since) std::swap(best[0], best[1]);  // `first` waited longer
    QueueEntry first = take(best[0]->entry.player), second = take(best[1]->entry.player);
    emit(Pairing{std::move(first), std::move(second)});
  }
}

bool kept_apart(const QueueEntry& a, const QueueEntry& b) {
  const auto lists = [](const QueueEntry& x, const std::string& p) {
    return std::find(x.avoid.begin(), x.avoid.end(), p) != x.avoid.end();
  };
  return lists(a, b.player) || lists(b, a.player);
}

QueueEntry LocalQueue::take(std::string player) {
  auto it = entries_.find(player);
  Waiting w = std::move(it->second);
  entries_.erase(it);
  w.timer->cancel();
  auto& q = queues_[w.key];
  q.erase(std::remove(q.begin(), q.end(), player), q.end());
  if (q.empty()) queues_.erase(w.key);
  return std::move(w.entry);
}

void LocalQueue::arm_wave() {
  if (wave_armed_) return;
  if (std::none_of(queues_.begin(), queues_.end(), [](const auto& q) { return q.second.size() >= 2; })) return;
  wave_armed_ = true;
  // Waves: those left apart by their ratings are looked at again as their windows widen.
  const auto every = std::chrono::milliseconds(std::clamp<std::int64_t>(bot_after_ms_ / 20, 50, 1000));
  wave_timer_.expires_after(every);
  wave_timer_.async_wait([this](boost::system::error_code ec) {
    wave_armed_ = false;
    if (ec) return;
    std::vector<std::string> keys;
    for (const auto& [key, players] : queues_) keys.push_back(key);
    for (const auto& key : keys) pair_within(key);
    update_gauge();
    arm_wave();
  });
}

void LocalQueue::on_timer(const std::string& player, std::uint64_t ticket) {
  auto it = entries_.find(player);
  // The entry was matched, left or replaced after the timer fired but before this ran.
  if (it == entries_.end() || it->second.ticket != ticket) return;
  QueueEntry entry = std::move(it->second.entry);
  const std::string key = it->second.key;
  entries_.erase(it);
  auto& q = queues_[key];
  q.erase(std::remove(q.begin(), q.end(), player), q.end());
  if (q.empty()) queues_.erase(key);
  update_gauge();
  emit(ComputerFallback{std::move(entry)});
}

void LocalQueue::do_leave(const std::string& player) {
  auto it = entries_.find(player);
  if (it == entries_.end()) return;
  it->second.timer->cancel();
  auto& q = queues_[it->second.key];
  q.erase(std::remove(q.begin(), q.end(), player), q.end());
  if (q.empty()) queues_.erase(it->second.key);
  entries_.erase(it);
  update_gauge();
}

void LocalQueue::update_gauge() {
  const auto now = static_cast<std::int64_t>(entries_.size());
  metrics_.queue.fetch_add(now - counted_, std::memory_order_relaxed);
  std::map<Labels, double> lengths;
  for (const auto& [key, players] : queues_)
    lengths[pool_labels(entries_.at(players.front()).entry)] = static_cast<double>(players.size());
  for (const auto& [labels, value] : metrics_.queue_length.snapshot())
    if (!lengths.count(labels)) metrics_.queue_length.set(labels, 0);
  for (const auto& [labels, n] : lengths) metrics_.queue_length.set(labels, n);
  counted_ = now;
}

}  // namespace mancala::server
