#include "mancala/server/cluster/redis_queue.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "mancala/server/rating/rating_rules.hpp"
#include "queue_scripts.hpp"

namespace mancala::server {

namespace net = boost::asio;

namespace {

// The wall clock of play time: entries' times in Redis are compared across nodes.
std::int64_t unix_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(PlayClock::wall_now().time_since_epoch()).count();
}

std::string number(double x) { return fmt::format("{}", x); }

/// How long an entry that Redis paired waits for its pairing before it joins again.
constexpr std::chrono::seconds pairing_wait{5};

}  // namespace

RedisQueue::RedisQueue(net::io_context& ioc, RedisClient& redis, const Config& config, Metrics& metrics)
    : strand_(net::make_strand(ioc)),
      redis_(redis),
      config_(config),
      metrics_(metrics),
      // A restarted node of the same name must not reuse a ticket that Redis still remembers.
      next_ticket_(static_cast<std::uint64_t>(unix_ms()) * 1000),
      tick_timer_(strand_) {}

void RedisQueue::subscribe(net::any_io_executor executor, Handler handler) {
  handler_executor_ = std::move(executor);
  handler_ = std::move(handler);
}

void RedisQueue::join(QueueEntry entry) {
  net::post(strand_, [this, entry = std::move(entry)]() mutable { do_join(std::move(entry)); });
}

void RedisQueue::leave(const std::string& player) {
  net::post(strand_, [this, player] { do_leave(player); });
}

void RedisQueue::emit(QueueEvent event) {
  net::post(handler_executor_, [this, event = std::move(event)]() mutable { handler_(std::move(event)); });
}

void RedisQueue::eval(const char* script, std::vector<std::string> args, std::function<void(Reply)> done) {
  std::vector<std::string> command{"EVAL", std::string(queue_scripts::pair_function) + script, "0"};
  command.insert(command.end(), std::make_move_iterator(args.begin()), std::make_move_iterator(args.end()));
  // The strand is copied: the reply may come back while this queue is being destroyed.
  redis_.command(std::move(command), [strand = strand_, done = std::move(done)](Reply reply) mutable {
    net::post(strand, [done = std::move(done), reply = std::move(reply)] { done(reply); });
  });
}

std::vector<std::string> RedisQueue::pair_args(const std::string& key) const {
  return {redis_key_prefix,
          key,
          std::to_string(unix_ms()),
          std::to_string(config_.bot_after_ms),
          number(narrow_rating_window),
          number(wide_rating_window)};
}

void RedisQueue::do_join(QueueEntry entry) {
  const std::string key = pool_key(entry);
  if (auto it = mine_.find(entry.player); it != mine_.end()) {
    if (it->second.key == key) return;
    do_leave(entry.player);
  }
  const auto now = PlayClock::now();
  const bool returning = entry.since.has_value();
  if (!returning) entry.since = now;
  const std::string player = entry.player;
  Mine m;
  m.entry = std::move(entry);
  m.key = key;
  m.ticket = config_.node + ":" + std::to_string(next_ticket_++);
  m.joined_ms = unix_ms();
  m.since_ms = m.joined_ms - std::chrono::duration_cast<std::chrono::milliseconds>(now - *m.entry.since).count();
  m.timer = std::make_unique<PlayTimer>(strand_);
  m.timer->expires_at(*m.entry.since + std::chrono::milliseconds(config_.bot_after_ms));
  m.timer->async_wait([this, player, ticket = m.ticket](boost::system::error_code ec) {
    if (!ec) send_fallback(player, ticket);
  });
  send_join(m);
  mine_.emplace(player, std::move(m));
  update_gauge();
  arm_tick();
}

void RedisQueue::send_join(const Mine& m) {
  auto args = pair_args(m.key);
  const std::int64_t ttl = config_.bot_after_ms + 2 * config_.node_lease_ms + 60000;
  std::string avoid = " ";
  for (const std::string& p : m.entry.avoid) avoid += p + " ";
  for (std::string a : {m.entry.player, config_.node, m.ticket, std::to_string(m.since_ms),
                        number(m.entry.rating.rating), std::to_string(ttl), std::to_string(m.joined_ms), avoid})
    args.push_back(std::move(a));
  eval(queue_scripts::join, std::move(args), [this, player = m.entry.player, ticket = m.ticket](const Reply& r) {
    auto it = mine_.find(player);
    if (it != mine_.end() && it->second.ticket == ticket) {
      // A later join of the player (another connection, maybe on another node) holds the entry.
      if (r && r->kind == RedisReply::Kind::integer) {
        it->second.timer->cancel();
        mine_.erase(it);
        update_gauge();
        return;
      }
      it->second.stored = r && r->kind == RedisReply::Kind::array;
    }
    on_pairs(r);
  });
}

std::optional<QueueEntry> RedisQueue::take(const Half& h) {
  auto it = mine_.find(h.player);
  if (it == mine_.end() || it->second.ticket != h.ticket) return std::nullopt;
  it->second.timer->cancel();
  QueueEntry entry = std::move(it->second.entry);
  mine_.erase(it);
  return entry;
}

void RedisQueue::on_pairs(const Reply& reply) {
  if (!reply) return;
  if (reply->kind == RedisReply::Kind::error) return spdlog::error("queue: Redis refused a step: {}", reply->text);
  const auto& items = reply->items;
  // Each pairing is two (player, ticket, node, rating) entries, the longer wait first. The game
  // is the first one's node's: a pairing of other nodes goes there.
  for (std::size_t i = 0; i + 7 < items.size(); i += 8) {
    Half half[2];
    for (int h = 0; h < 2; ++h)
      half[h] = {items[i + 4 * h].text, items[i + 4 * h + 1].text, items[i + 4 * h + 2].text,
                 std::strtod(items[i + 4 * h + 3].text.c_str(), nullptr)};
    if (half[0].node != config_.node) {
      publish_pair(half[0], half[1]);
      continue;
    }
    if (half[1].node != config_.node) {
      on_cross_pair(half[0], half[1]);
      continue;
    }
    // An entry this node no longer holds under that ticket (it left meanwhile) is dropped and
    // the other half joins again, keeping its wait.
    std::optional<QueueEntry> first = take(half[0]), second = take(half[1]);
    if (first && second)
      emit(Pairing{std::move(*first), std::move(*second)});
    else if (first || second)
      do_join(std::move(first ? *first : *second));
  }
  update_gauge();
}

void RedisQueue::on_cross_pair(const Half& mine, const Half& theirs) {
  std::optional<QueueEntry> first = take(mine);
  if (!first) {
    // This node's player left meanwhile: the other one waits on, on their node.
    redis_.command({"PUBLISH", std::string(redis_key_prefix) + "node:" + theirs.node,
                    nlohmann::json{{"t", "requeue"}, {"player", theirs.player}}.dump()},
                   [](const Reply&) {});
    return update_gauge();
  }
  // Redis paired them in one pool: the other node's player asked for this variant and clock too.
  QueueEntry second{theirs.player, first->variant, first->clock, std::nullopt, StoredRating{}, theirs.node};
  second.rating.rating = theirs.rating;
  emit(Pairing{std::move(*first), std::move(second)});
  update_gauge();
}

void RedisQueue::publish_pair(const Half& first, const Half& second) {
  auto half = [](const Half& h) {
    return nlohmann::json{{"player", h.player}, {"ticket", h.ticket}, {"node", h.node}, {"rating", h.rating}};
  };
  redis_.command({"PUBLISH", std::string(redis_key_prefix) + "node:" + first.node,
                  nlohmann::json{{"t", "pair"}, {"first", half(first)}, {"second", half(second)}}.dump()},
                 [](const Reply&) {});
}

void RedisQueue::remote_pair(const nlohmann::json& m) {
  auto half = [](const nlohmann::json& h) {
    return Half{h.at("player").get<std::string>(), h.at("ticket").get<std::string>(), h.at("node").get<std::string>(),
                h.at("rating").get<double>()};
  };
  Half first = half(m.at("first")), second = half(m.at("second"));
  net::post(strand_, [this, first = std::move(first), second = std::move(second)] {
    if (second.node == config_.node) {
      std::optional<QueueEntry> a = take(first), b = take(second);  // both here after all
      if (a && b)
        emit(Pairing{std::move(*a), std::move(*b)});
      else if (a || b)
        do_join(std::move(a ? *a : *b));  // the other left meanwhile: this one waits on
      update_gauge();
      return;
    }
    on_cross_pair(first, second);
  });
}

void RedisQueue::send_fallback(const std::string& player, const std::string& ticket) {
  eval(queue_scripts::fallback, {redis_key_prefix, player, ticket},
       [this, player, ticket](const Reply& r) { on_fallback(player, ticket, r); });
}

void RedisQueue::on_fallback(const std::string& player, const std::string& ticket, const Reply& reply) {
  auto it = mine_.find(player);
  if (it == mine_.end() || it->second.ticket != ticket) return;
  if (!reply || reply->kind != RedisReply::Kind::integer) {
    if (reply) spdlog::error("queue: Redis refused the computer fallback of {}: {}", player, reply->text);
    it->second.due = true;  // tick() asks again
    return;
  }
  if (reply->integer == 2) {
    // Paired as its timer fired: the pairing reaches this node (the game's, or the other's
    // hand-over) and takes the entry. Should it never come (the node that paired it died), the
    // entry joins again with its wait, and so gets the computer at once.
    it->second.timer->expires_after(pairing_wait);
    it->second.timer->async_wait([this, player, ticket](boost::system::error_code ec) {
      auto again = mine_.find(player);
      if (ec || again == mine_.end() || again->second.ticket != ticket) return;
      QueueEntry entry = std::move(again->second.entry);
      mine_.erase(again);
      do_join(std::move(entry));
    });
    return;
  }
  QueueEntry entry = std::move(it->second.entry);
  mine_.erase(it);
  update_gauge();
  // 0: the player joined again on another connection, which holds the entry now.
  if (reply->integer == 1) emit(ComputerFallback{std::move(entry)});
}

void RedisQueue::do_leave(const std::string& player) {
  auto it = mine_.find(player);
  if (it == mine_.end()) return;
  it->second.timer->cancel();
  const std::string ticket = it->second.ticket;
  mine_.erase(it);
  update_gauge();
  send_leave(player, ticket);
}

void RedisQueue::send_leave(const std::string& player, const std::string& ticket) {
  leaving_[player] = ticket;
  eval(queue_scripts::leave, {redis_key_prefix, player, ticket}, [this, player, ticket](const Reply& r) {
    auto it = leaving_.find(player);
    if (r && it != leaving_.end() && it->second == ticket) leaving_.erase(it);
  });
}

void RedisQueue::arm_tick() {
  if (tick_armed_ || (mine_.empty() && leaving_.empty())) return;
  tick_armed_ = true;
  // Waves: those left apart by their ratings are looked at again as their windows widen.
  tick_timer_.expires_after(std::chrono::milliseconds(std::clamp<std::int64_t>(config_.bot_after_ms / 20, 50, 1000)));
  tick_timer_.async_wait([this](boost::system::error_code ec) {
    tick_armed_ = false;
    if (ec) return;
    tick();
    arm_tick();
  });
}

void RedisQueue::tick() {
  // A new connection may be to a Redis that restarted empty: every entry is sent again.
  if (const auto seen = redis_.connections(); seen != connections_seen_) {
    connections_seen_ = seen;
    for (auto& [player, m] : mine_) m.stored = false;
  }
  // Every join before any fallback, and a fallback only once its entry is back in Redis: players
  // who waited out Redis's absence together are paired.
  std::set<std::string> keys;
  for (auto& [player, m] : mine_) {
    if (!m.stored) send_join(m);
    keys.insert(m.key);
  }
  for (auto& [player, m] : mine_) {
    if (!m.due || !m.stored) continue;
    m.due = false;
    send_fallback(player, m.ticket);
  }
  for (const auto& key : keys) {
    auto args = pair_args(key);
    args.push_back(config_.node);
    eval(queue_scripts::wave, std::move(args), [this](const Reply& r) { on_pairs(r); });
  }
  for (const auto& [player, ticket] : std::unordered_map(leaving_)) send_leave(player, ticket);
}

void RedisQueue::update_gauge() {
  const auto now = static_cast<std::int64_t>(mine_.size());
  metrics_.queue.fetch_add(now - counted_, std::memory_order_relaxed);
  counted_ = now;
  std::map<Labels, double> lengths;
  for (const auto& [player, m] : mine_) lengths[pool_labels(m.entry)] += 1;
  for (const auto& [labels, value] : metrics_.queue_length.snapshot())
    if (!lengths.count(labels)) metrics_.queue_length.set(labels, 0);
  for (const auto& [labels, n] : lengths) metrics_.queue_length.set(labels, n);
}

}  // namespace mancala::server
