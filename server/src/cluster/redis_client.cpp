#include "mancala/server/cluster/redis_client.hpp"

#include <hiredis/hiredis.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <memory>

namespace mancala::server {

namespace {

using namespace std::chrono_literals;

constexpr auto connect_timeout = 1s;
constexpr auto command_timeout = 2s;
constexpr auto idle_ping = 1s;  // how soon a silent Redis that went away is noticed
constexpr auto first_backoff = 100ms;
constexpr auto last_backoff = 2s;

timeval to_timeval(std::chrono::milliseconds ms) {
  return {static_cast<time_t>(ms.count() / 1000), static_cast<suseconds_t>((ms.count() % 1000) * 1000)};
}

RedisReply copy_reply(const redisReply& r) {
  RedisReply out;
  switch (r.type) {
    case REDIS_REPLY_INTEGER:
      out.kind = RedisReply::Kind::integer;
      out.integer = r.integer;
      break;
    case REDIS_REPLY_STRING:
      out.kind = RedisReply::Kind::text;
      out.text.assign(r.str, r.len);
      break;
    case REDIS_REPLY_STATUS:
      out.kind = RedisReply::Kind::status;
      out.text.assign(r.str, r.len);
      break;
    case REDIS_REPLY_ERROR:
      out.kind = RedisReply::Kind::error;
      out.text.assign(r.str, r.len);
      break;
    case REDIS_REPLY_ARRAY:
      out.kind = RedisReply::Kind::array;
      for (std::size_t i = 0; i < r.elements; ++i) out.items.push_back(copy_reply(*r.element[i]));
      break;
    default:
      break;
  }
  return out;
}

}  // namespace

struct RedisClient::Link {
  struct Free {
    void operator()(redisContext* c) const { redisFree(c); }
  };
  std::unique_ptr<redisContext, Free> context;
};

RedisClient::RedisClient(RedisAddress address) : address_(std::move(address)), thread_([this] { run(); }) {}

RedisClient::~RedisClient() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void RedisClient::command(std::vector<std::string> args, Callback done) {
  {
    std::lock_guard lock(mutex_);
    pending_.push_back({std::move(args), std::move(done)});
  }
  wake_.notify_one();
}

void RedisClient::set_up(bool up, const std::string& why) {
  answering_.store(up, std::memory_order_relaxed);
  if (up == up_ && logged_) return;
  if (up && !logged_)
    spdlog::info("redis: connected to {}:{}", address_.host, address_.port);
  else if (up)
    spdlog::warn("redis: {}:{} reachable again; pairing resumes", address_.host, address_.port);
  else
    spdlog::error("redis: {}:{} unreachable ({}); new pairings wait, games on this node go on; retrying", address_.host,
                  address_.port, why);
  up_ = up;
  logged_ = true;
}

std::optional<RedisReply> RedisClient::execute(Link& link, const std::vector<std::string>& args) {
  std::vector<const char*> argv;
  std::vector<std::size_t> lengths;
  for (const auto& a : args) {
    argv.push_back(a.data());
    lengths.push_back(a.size());
  }
  auto* raw = static_cast<redisReply*>(
      redisCommandArgv(link.context.get(), static_cast<int>(argv.size()), argv.data(), lengths.data()));
  if (raw == nullptr) {
    set_up(false, link.context->errstr[0] ? link.context->errstr : "connection lost");
    link.context.reset();
    return std::nullopt;
  }
  RedisReply reply = copy_reply(*raw);
  freeReplyObject(raw);
  return reply;
}

void RedisClient::run() {
  Link link;
  auto backoff = first_backoff;
  auto next_try = std::chrono::steady_clock::now();
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    if (!link.context && std::chrono::steady_clock::now() >= next_try) {
      lock.unlock();
      const timeval tv = to_timeval(connect_timeout);
      link.context.reset(redisConnectWithTimeout(address_.host.c_str(), address_.port, tv));
      if (!link.context || link.context->err) {
        set_up(false, link.context ? link.context->errstr : "out of memory");
        link.context.reset();
        next_try = std::chrono::steady_clock::now() + backoff;
        backoff = std::min(backoff * 2, std::chrono::duration_cast<std::chrono::milliseconds>(last_backoff));
      } else {
        const timeval ctv = to_timeval(command_timeout);
        redisSetTimeout(link.context.get(), ctv);
        backoff = first_backoff;
        connections_.fetch_add(1, std::memory_order_acq_rel);
        set_up(true, "");
      }
      lock.lock();
      continue;
    }
    if (pending_.empty()) {
      const auto until = link.context ? std::chrono::steady_clock::now() + idle_ping : next_try;
      if (wake_.wait_until(lock, until, [this] { return stopping_ || !pending_.empty(); })) continue;
      if (!link.context) continue;
      lock.unlock();
      execute(link, {"PING"});
      lock.lock();
      continue;
    }
    Pending p = std::move(pending_.front());
    pending_.pop_front();
    lock.unlock();
    std::optional<RedisReply> reply;
    if (link.context) reply = execute(link, p.args);
    p.done(std::move(reply));
    lock.lock();
  }
}

}  // namespace mancala::server
