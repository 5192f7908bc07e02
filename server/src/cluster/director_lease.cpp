#include "mancala/server/cluster/director_lease.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <future>

namespace mancala::server {

namespace net = boost::asio;

namespace {

constexpr const char* director_key = "mancala:tournaments:director";

// Takes or renews the lease for ARGV[1] unless another node holds it; answers the holder.
constexpr const char* director_script = R"lua(
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return ARGV[1]
end
return holder
)lua";

}  // namespace

DirectorLease::DirectorLease(net::io_context& ioc, RedisClient& redis, std::string node,
                             std::chrono::milliseconds lease)
    : redis_(redis), node_(std::move(node)), lease_(lease), strand_(net::make_strand(ioc)), timer_(strand_) {}

void DirectorLease::start() {
  // The first answer before the first connection, taken on Redis's thread (held_at_ is atomic,
  // holder_ under its mutex): the io_context does not run yet, and a node that directs must know
  // it when the director starts.
  auto answered = std::make_shared<std::promise<void>>();
  ask([this, answered](std::optional<std::string> holder, Clock::time_point asked) {
    on_answer(holder, asked);
    answered->set_value();
  });
  if (answered->get_future().wait_for(std::chrono::seconds(3)) != std::future_status::ready)
    spdlog::warn("node {}: Redis did not answer for the tournament director's lease at start", node_);
  net::post(strand_, [this] { arm(); });
}

void DirectorLease::stop() {
  net::post(strand_, [this] {
    stopped_ = true;
    timer_.cancel();
  });
}

bool DirectorLease::directing() const {
  const auto held = held_at_.load(std::memory_order_acquire);
  return held != 0 && Clock::now() - Clock::time_point(Clock::duration(held)) < lease_;
}

std::optional<std::string> DirectorLease::director_node() const {
  std::lock_guard lock(mutex_);
  return holder_;
}

void DirectorLease::ask(std::function<void(std::optional<std::string>, Clock::time_point)> then) {
  const auto asked = Clock::now();
  redis_.command({"EVAL", director_script, "1", director_key, node_, std::to_string(lease_.count())},
                 [then = std::move(then), asked](std::optional<RedisReply> r) {
                   std::optional<std::string> holder;
                   if (r && r->kind == RedisReply::Kind::text) holder = r->text;
                   then(holder, asked);
                 });
}

void DirectorLease::arm() {
  if (stopped_) return;
  timer_.expires_after(lease_ / 3);
  timer_.async_wait([this](boost::system::error_code ec) {
    if (ec || stopped_) return;
    ask([this](std::optional<std::string> holder, Clock::time_point asked) {
      net::post(strand_, [this, holder, asked] {
        on_answer(holder, asked);
        arm();
      });
    });
  });
}

void DirectorLease::on_answer(std::optional<std::string> holder, Clock::time_point asked) {
  const bool was = directing();
  if (holder == node_) held_at_.store(asked.time_since_epoch().count(), std::memory_order_release);
  {
    std::lock_guard lock(mutex_);
    if (holder) holder_ = holder;  // Redis away: the last holder seen stays the best guess
  }
  const bool now = directing();
  if (now && !was) spdlog::info("node {}: directs the tournaments", node_);
  if (!now && was) spdlog::warn("node {}: no longer directs the tournaments", node_);
}

}  // namespace mancala::server
