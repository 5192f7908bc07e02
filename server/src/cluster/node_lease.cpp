#include "mancala/server/cluster/node_lease.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <future>
#include <nlohmann/json.hpp>
#include <set>

#include "mancala/server/play/ids.hpp"
#include "mancala/server/play/restore.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;

namespace {

constexpr const char* nodes_key = "mancala:nodes";
constexpr const char* lease_prefix = "mancala:lease:";

constexpr const char* renew_script = R"lua(
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
return 1
)lua";

// The listed nodes other than ARGV[2] whose lease is gone.
constexpr const char* dead_script = R"lua(
local dead = {}
for _, n in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if n ~= ARGV[2] and redis.call('EXISTS', ARGV[1] .. n) == 0 then dead[#dead + 1] = n end
end
return dead
)lua";

// A dead node with no game left leaves the list, unless it came back meanwhile.
constexpr const char* forget_script = R"lua(
if redis.call('EXISTS', ARGV[1] .. ARGV[2]) == 0 then redis.call('SREM', KEYS[1], ARGV[2]) end
return 1
)lua";

}  // namespace

NodeLease::NodeLease(PlayContext& play, RoomRegistry& rooms, RedisClient& redis, NodeLink& link,
                     std::function<void(const std::string&)> node_dead, std::function<void()> reconnected)
    : play_(play),
      rooms_(rooms),
      redis_(redis),
      link_(link),
      node_dead_(std::move(node_dead)),
      reconnected_(std::move(reconnected)),
      lease_(play.config.node_lease_ms),
      incarnation_(new_id()),
      strand_(net::make_strand(play.ioc)),
      timer_(strand_) {}

int NodeLease::start() {
  // The lease first: while it is missing another node could claim what this one takes back.
  auto taken = std::make_shared<std::promise<bool>>();
  renew([taken](bool ok) { taken->set_value(ok); });
  auto answer = taken->get_future();
  if (answer.wait_for(std::chrono::seconds(3)) != std::future_status::ready || !answer.get())
    spdlog::warn("node {}: Redis did not take its lease at start; it reopens its games and keeps trying", link_.node());
  // A node that restarts under its name takes back what it owned (and fences its earlier life).
  const int reopened = reopen(play_.store.claim_games(link_.node(), link_.node()));
  net::post(strand_, [this] { tick(); });
  return reopened;
}

void NodeLease::recall() {
  net::post(strand_, [this] { call_players(rooms_.players_in_live_games()); });
}

void NodeLease::arm() {
  timer_.expires_after(lease_ / 3);
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) tick();
  });
}

void NodeLease::renew(std::function<void(bool)> done) {
  const std::string key = lease_prefix + link_.node();
  redis_.command(
      {"EVAL", renew_script, "2", key, nodes_key, incarnation_, std::to_string(lease_.count()), link_.node()},
      [done = std::move(done)](std::optional<RedisReply> r) { done(r && r->kind == RedisReply::Kind::integer); });
}

void NodeLease::tick() {
  renew([this](bool ok) { net::post(strand_, [this, ok] { on_renewed(ok); }); });
}

void NodeLease::on_renewed(bool ok) {
  const auto now = Clock::now();
  const auto seen = redis_.connections();
  if (ok) {
    // A gap longer than the lease (this process stopped, or Redis away): other nodes may have taken
    // this node's games meanwhile; the store fences any write of those.
    if (renewed_ != Clock::time_point{} && now - renewed_ > lease_)
      spdlog::warn("node {}: its lease lapsed for {} ms; games taken meanwhile by other nodes are theirs", link_.node(),
                   std::chrono::duration_cast<std::chrono::milliseconds>(now - renewed_).count());
    if (renewed_ == Clock::time_point{} || now - renewed_ > lease_ || seen != connections_seen_) held_since_ = now;
    // Redis may have restarted empty: the homes of this node's players, and their relays, are set again.
    if (connections_seen_ != 0 && seen != connections_seen_) {
      spdlog::warn("node {}: its Redis connection is a new one; its relays close and its players are called again",
                   link_.node());
      reconnected_();
      call_players(rooms_.players_in_live_games());
    }
    renewed_ = now;
    connections_seen_ = seen;
    if (now - held_since_ >= 2 * lease_) look_for_dead();
  }
  arm();
}

void NodeLease::look_for_dead() {
  if (taking_) return;
  redis_.command({"EVAL", dead_script, "1", nodes_key, lease_prefix, link_.node()},
                 [this](std::optional<RedisReply> r) {
                   if (!r || r->kind != RedisReply::Kind::array || r->items.empty()) return;
                   std::vector<std::string> dead;
                   for (const auto& item : r->items) dead.push_back(item.text);
                   net::post(strand_, [this, dead = std::move(dead)] {
                     for (const auto& node : dead) node_dead_(node);
                     if (taking_) return;
                     taking_ = true;
                     net::post(play_.pools.reads, [this, dead] {
                       for (const auto& node : dead) take_over(node);
                       net::post(strand_, [this] { taking_ = false; });
                     });
                   });
                 });
}

void NodeLease::take_over(const std::string& dead) {
  std::vector<StoredGame> games;
  try {
    games = play_.store.claim_games(dead, link_.node());
  } catch (const std::exception& e) {
    return spdlog::error("node {}: cannot claim the games of node {}: {}", link_.node(), dead, e.what());
  }
  if (games.empty()) {
    redis_.command({"EVAL", forget_script, "1", nodes_key, lease_prefix, dead}, [](auto) {});
    return;
  }
  spdlog::warn("node {}: node {}'s lease lapsed; taking its {} games", link_.node(), dead, games.size());
  // The ratings of rated games are read here, on the reads pool, by restore_stored.
  reopen(std::move(games));
}

int NodeLease::reopen(std::vector<StoredGame> games) {
  std::set<std::string> players;
  for (const auto& g : games)
    for (const StoredSeat* s : {&g.start.south, &g.start.north})
      if (!s->bot && !s->player_id.empty()) players.insert(s->player_id);
  const int reopened = restore_stored(play_, rooms_, std::move(games));
  call_players({players.begin(), players.end()});
  return reopened;
}

void NodeLease::call_players(const std::vector<std::string>& players) {
  // Wherever each player's connection is, it comes here now.
  for (const auto& player : players) {
    link_.settle(player);
    link_.broadcast(nlohmann::json{{"t", "adopt_all"}, {"player", player}, {"to", link_.node()}}.dump());
  }
}

}  // namespace mancala::server
