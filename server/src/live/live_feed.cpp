#include "mancala/server/live/live_feed.hpp"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <map>

#include "mancala/protocol/live_message.hpp"
#include "mancala/server/live/live_list.hpp"

namespace mancala::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

/// The first `limit` games of `all` (which is in list order).
json first_games(const json& all, int limit) {
  if (all.size() <= static_cast<std::size_t>(limit)) return all;
  return json(all.begin(), all.begin() + limit);
}

}  // namespace

LiveFeed::LiveFeed(net::io_context& ioc, const RoomRegistry& rooms, const LiveBoard* board)
    : rooms_(rooms), board_(board), strand_(net::make_strand(ioc)), timer_(strand_) {}

void LiveFeed::watch(Reply reply, int limit) {
  net::post(strand_, [this, reply = std::move(reply), limit] {
    const Peer* key = reply.peer.get();
    Watcher* w = find(key);
    if (!w) {
      watchers_.push_back({reply.peer, key, limit, {}});
      watching_.store(watchers_.size(), std::memory_order_relaxed);
      w = &watchers_.back();
    }
    w->peer = reply.peer;  // a stale entry of a freed connection at the same address is taken over
    w->limit = limit;
    const json games = live_games(rooms_, board_, static_cast<std::size_t>(limit));
    w->last = games.dump();
    reply.send(protocol::live_changed_message(reply.id, games));
  });
}

void LiveFeed::unwatch(Reply reply) {
  net::post(strand_, [this, reply = std::move(reply)] {
    drop(reply.peer.get());
    // From the strand that pushes: no `live.changed` can follow the answer.
    reply.send(protocol::live_unwatched_message(reply.id));
  });
}

void LiveFeed::forget(PeerPtr peer) {
  net::post(strand_, [this, peer = std::move(peer)] { drop(peer.get()); });
}

void LiveFeed::changed() {
  if (watching_.load(std::memory_order_relaxed) == 0) return;
  if (dirty_.exchange(true, std::memory_order_acq_rel)) return;  // a push is on its way
  net::post(strand_, [this] { schedule(); });
}

void LiveFeed::schedule() {
  if (timer_armed_) return;  // the timer pushes what changed meanwhile
  const auto next = pushed_at_ + live_push_interval;
  if (Clock::now() >= next) return push();
  timer_armed_ = true;
  timer_.expires_at(next);
  timer_.async_wait([this](boost::system::error_code ec) {
    timer_armed_ = false;
    if (!ec) push();
  });
}

void LiveFeed::push() {
  // Cleared before the list is read: a change while it is built is pushed next time.
  dirty_.store(false, std::memory_order_release);
  pushed_at_ = Clock::now();
  std::erase_if(watchers_, [](const Watcher& w) { return w.peer.expired(); });
  watching_.store(watchers_.size(), std::memory_order_relaxed);
  if (watchers_.empty()) return;
  int most = 0;
  for (const Watcher& w : watchers_) most = std::max(most, w.limit);
  const json all = live_games(rooms_, board_, static_cast<std::size_t>(most));
  // One text and one frame per limit asked, shared by the watchers of that limit.
  std::map<int, std::pair<std::string, std::shared_ptr<const std::string>>> by_limit;
  for (Watcher& w : watchers_) {
    auto [it, fresh] = by_limit.try_emplace(w.limit);
    if (fresh) {
      const json games = first_games(all, w.limit);
      it->second = {games.dump(),
                    std::make_shared<const std::string>(protocol::live_changed_message(std::nullopt, games))};
    }
    const auto& [text, frame] = it->second;
    if (text == w.last) continue;
    w.last = text;
    if (auto peer = w.peer.lock()) peer->send(frame);
  }
}

LiveFeed::Watcher* LiveFeed::find(const Peer* key) {
  auto it = std::find_if(watchers_.begin(), watchers_.end(), [&](const Watcher& w) { return w.key == key; });
  return it == watchers_.end() ? nullptr : &*it;
}

void LiveFeed::drop(const Peer* key) {
  std::erase_if(watchers_, [&](const Watcher& w) { return w.key == key || w.peer.expired(); });
  watching_.store(watchers_.size(), std::memory_order_relaxed);
}

}  // namespace mancala::server
