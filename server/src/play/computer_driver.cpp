#include "mancala/server/play/computer_driver.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

namespace mancala::server {

namespace net = boost::asio;

void log_choice(const std::string& game, std::string_view who, const Position& p, const ai::SearchResult& r) {
  spdlog::debug("game {}: {} at ply {} chose {} in {:.0f} ms ({}, {})", game, who, p.ply,
                r.ply.is_swap() ? std::string("swap") : std::to_string(r.ply.pit_index()), r.ms,
                r.exact ? "proven" : "searched",
                r.endgame_seeds ? std::to_string(r.endgame_seeds) + "-seed endgame table" : "no endgame table");
}

void ComputerDriver::request(std::shared_ptr<const Rules> rules, const Position& p, ai::Level level,
                             const ai::Limits& limits, std::string game, std::function<void(Ply)> play) {
  const auto due = PlayClock::now() + pause_;
  const auto gen = ++generation_;
  auto& metrics = metrics_;  // outlives every room
  net::post(pool_, [weak = weak_from_this(), strand = strand_, &metrics, rules = std::move(rules), p, level, limits,
                    game = std::move(game), play = std::move(play), due, gen]() mutable {
    const ai::SearchResult r = ai::choose(*rules, p, level, limits);
    metrics.bot_think_seconds.observe(r.ms / 1000.0);
    log_choice(game, ai::to_string(level), p, r);
    net::post(strand, [weak, ply = r.ply, due, gen, play = std::move(play)]() mutable {
      auto self = weak.lock();
      if (!self || gen != self->generation_) return;
      self->timer_.expires_at(due);
      self->timer_.async_wait([self, ply, gen, play = std::move(play)](boost::system::error_code ec) {
        if (!ec && gen == self->generation_) play(ply);
      });
    });
  });
}

void ComputerDriver::cancel() {
  ++generation_;
  timer_.cancel();
}

}  // namespace mancala::server
