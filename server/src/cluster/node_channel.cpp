#include "mancala/server/cluster/node_channel.hpp"

#include <hiredis/hiredis.h>
#include <spdlog/spdlog.h>
#include <sys/socket.h>

#include <chrono>
#include <memory>

namespace mancala::server {

namespace {

using namespace std::chrono_literals;

constexpr const char* all_channel = "mancala:all";
constexpr int home_ttl_s = 86400;

// A home counts only while its node's lease does and while the node reads its channel: a node
// killed a moment ago keeps its lease until it lapses, but Redis drops its subscription at once,
// and a relay to it would reach nobody. Such a home comes back as {node} (a table), for the log.
constexpr const char* locate_script = R"lua(
local n = redis.call('GET', KEYS[1])
if not n or redis.call('EXISTS', ARGV[1] .. n) == 0 then return false end
if redis.call('PUBSUB', 'NUMSUB', ARGV[2] .. n)[2] == 0 then return {n} end
return n
)lua";

constexpr const char* unsettle_script = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
)lua";

struct Free {
  void operator()(redisContext* c) const { redisFree(c); }
};

}  // namespace

NodeChannel::NodeChannel(RedisAddress address, RedisClient& redis, std::string node)
    : address_(std::move(address)), redis_(redis), node_(std::move(node)) {}

NodeChannel::~NodeChannel() {
  stopping_ = true;
  if (const int fd = fd_.load(); fd >= 0) ::shutdown(fd, SHUT_RDWR);  // wakes the blocked read
  if (thread_.joinable()) thread_.join();
}

void NodeChannel::start(std::function<void(std::string)> handler, std::function<void()> reconnected) {
  handler_ = std::move(handler);
  reconnected_ = std::move(reconnected);
  thread_ = std::thread([this] { run(); });
}

void NodeChannel::publish(const std::string& to, std::string message) {
  redis_.command({"PUBLISH", std::string(redis_key_prefix) + "node:" + to, std::move(message)}, [](auto) {});
}

void NodeChannel::broadcast(std::string message) {
  redis_.command({"PUBLISH", all_channel, std::move(message)}, [](auto) {});
}

void NodeChannel::locate(const std::string& player, std::function<void(std::optional<std::string>)> done) {
  redis_.command({"EVAL", locate_script, "1", std::string(redis_key_prefix) + "home:" + player,
                  std::string(redis_key_prefix) + "lease:", std::string(redis_key_prefix) + "node:"},
                 [player, done = std::move(done)](std::optional<RedisReply> r) {
                   if (r && r->kind == RedisReply::Kind::text) return done(r->text);
                   if (r && r->kind == RedisReply::Kind::array && r->items.size() == 1)
                     spdlog::info("player {}: home node {} holds a lease but reads no messages (gone?); not relayed",
                                  player, r->items[0].text);
                   done(std::nullopt);
                 });
}

void NodeChannel::settle(const std::string& player) {
  redis_.command({"SET", std::string(redis_key_prefix) + "home:" + player, node_, "EX", std::to_string(home_ttl_s)},
                 [](auto) {});
}

void NodeChannel::unsettle(const std::string& player) {
  redis_.command({"EVAL", unsettle_script, "1", std::string(redis_key_prefix) + "home:" + player, node_}, [](auto) {});
}

void NodeChannel::run() {
  const std::string mine = std::string(redis_key_prefix) + "node:" + node_;
  auto backoff = 100ms;
  bool subscribed_before = false;
  while (!stopping_) {
    const timeval tv{1, 0};
    std::unique_ptr<redisContext, Free> c(redisConnectWithTimeout(address_.host.c_str(), address_.port, tv));
    if (!c || c->err) {
      std::this_thread::sleep_for(backoff);
      backoff = std::min(backoff * 2, std::chrono::milliseconds(2000));
      continue;
    }
    redisEnableKeepAlive(c.get());
    fd_ = c->fd;
    if (stopping_) break;
    auto* r = static_cast<redisReply*>(redisCommand(c.get(), "SUBSCRIBE %s %s", mine.c_str(), all_channel));
    if (!r) continue;
    freeReplyObject(r);
    backoff = 100ms;
    if (subscribed_before) {
      spdlog::warn("node {}: subscribed to its channels again", node_);
      if (reconnected_) reconnected_();
    }
    subscribed_before = true;
    // Each reply is ["message", channel, text] (the second subscription's confirmation too, once).
    void* raw = nullptr;
    while (!stopping_ && redisGetReply(c.get(), &raw) == REDIS_OK) {
      auto* m = static_cast<redisReply*>(raw);
      if (m->type == REDIS_REPLY_ARRAY && m->elements == 3 && m->element[0]->type == REDIS_REPLY_STRING &&
          std::string_view(m->element[0]->str, m->element[0]->len) == "message")
        handler_(std::string(m->element[2]->str, m->element[2]->len));
      freeReplyObject(m);
    }
    fd_ = -1;
    if (!stopping_) spdlog::error("node {}: its channel's connection to Redis ended; reconnecting", node_);
  }
}

}  // namespace mancala::server
