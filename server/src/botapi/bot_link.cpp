#include "mancala/server/botapi/bot_link.hpp"

#include <nlohmann/json.hpp>

namespace mancala::server::botapi {

using nlohmann::json;

void BotLink::set_events(const std::shared_ptr<LineSink>& sink) {
  std::shared_ptr<LineSink> old;
  {
    std::lock_guard lock(mutex_);
    old = closed_ ? sink : std::exchange(events_, sink);
    if (!closed_) announced_.clear();
  }
  if (old) old->finish();
  if (old == sink) return;
  sink->on_close([weak = weak_from_this(), raw = sink.get()] {
    if (auto self = weak.lock()) self->stream_closed(raw);
  });
}

bool BotLink::add_game(const std::string& game, const std::shared_ptr<LineSink>& sink) {
  {
    std::lock_guard lock(mutex_);
    if (closed_ || games_.count(game)) return false;
    games_.emplace(game, GameStream{sink, GameLines(game)});
  }
  sink->on_close([weak = weak_from_this(), raw = sink.get()] {
    if (auto self = weak.lock()) self->stream_closed(raw);
  });
  return true;
}

bool BotLink::has_events() const {
  std::lock_guard lock(mutex_);
  return events_ && events_->is_open();
}

bool BotLink::streams(const std::string& game) const {
  std::lock_guard lock(mutex_);
  return games_.count(game) > 0;
}

void BotLink::send(std::shared_ptr<const std::string> frame) {
  const json j = json::parse(*frame, nullptr, false);
  if (!j.is_object()) return;
  std::shared_ptr<LineSink> ended;  // finished after the lock: its close comes back to this link
  {
    std::lock_guard lock(mutex_);
    if (closed_) return;
    const std::string type = j.value("type", "");
    const std::string game = j.value("game", "");
    if (events_) {
      // A game is announced once (its snapshot comes again after a pie swap, a takeback, a reconnect).
      const bool repeat = type == "game" && !announced_.insert(game).second;
      if (type == "game.over") announced_.erase(game);
      if (auto line = repeat ? std::nullopt : event_line(j)) events_->write_line(std::move(*line));
    }
    auto it = games_.find(game);
    if (it == games_.end()) return;
    for (auto& line : it->second.lines.feed(j)) it->second.sink->write_line(std::move(line));
    if (it->second.lines.over()) ended = it->second.sink;
  }
  if (ended) ended->finish();
}

void BotLink::stream_closed(const LineSink* sink) {
  {
    std::lock_guard lock(mutex_);
    if (events_.get() == sink) events_.reset();
    std::erase_if(games_, [sink](const auto& entry) { return entry.second.sink.get() == sink; });
    if (closed_ || events_ || !games_.empty()) return;
    closed_ = true;
  }
  say_gone();
}

std::vector<std::shared_ptr<LineSink>> BotLink::close_locked() {
  std::vector<std::shared_ptr<LineSink>> out;
  closed_ = true;
  if (events_) out.push_back(std::exchange(events_, nullptr));
  for (auto& [game, stream] : games_) out.push_back(stream.sink);
  games_.clear();
  return out;
}

void BotLink::close_with(std::uint16_t, std::string) {
  std::vector<std::shared_ptr<LineSink>> streams;
  {
    std::lock_guard lock(mutex_);
    if (closed_) return;
    streams = close_locked();
  }
  for (auto& s : streams) s->finish();
  say_gone();
}

bool BotLink::is_open() const {
  std::lock_guard lock(mutex_);
  return !closed_;
}

void BotLink::greeted(std::string) {
  {
    std::lock_guard lock(mutex_);
    greeted_ = true;
    // Closed while the lobby worked on `hello`: the goodbye said before did not count.
    if (!closed_) return;
    gone_said_ = false;
  }
  say_gone();
}

void BotLink::say_gone() {
  bool greeted = false;
  {
    std::lock_guard lock(mutex_);
    if (gone_said_) return;
    gone_said_ = true;
    greeted = greeted_;
  }
  gone_(shared_from_this(), greeted);
}

void BotLink::identify(PeerIdentity who) {
  std::lock_guard lock(mutex_);
  identity_ = std::move(who);
}

PeerIdentity BotLink::identity() const {
  std::lock_guard lock(mutex_);
  return identity_;
}

}  // namespace mancala::server::botapi
