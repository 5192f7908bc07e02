// A KGP agent's seat in a room: the room's frames turned into `state`s (the agent always South),
// the agent's `move`s and `yield` into the room's plies, the time of a turn (`stop`).
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>
#include <random>

#include "mancala/server/kgp/kgp_session.hpp"
#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

std::vector<int> row_of(const json& state, int side) { return state.at("pits").at(side).get<std::vector<int>>(); }

}  // namespace

void KgpSession::send(std::shared_ptr<const std::string> frame) {
  net::post(strand_, [self = shared_from_this(), frame = std::move(frame)] {
    if (!self->closing_) self->on_frame(*frame);
  });
}

void KgpSession::on_frame(const std::string& frame) {
  const json f = json::parse(frame, nullptr, false);
  if (!f.is_object()) return;
  const std::string type = f.value("type", "");
  try {
    if (type == "server.draining") return leave_for_shutdown();
    if (type == "error") return spdlog::debug("kgp: player {}: the room said {}", who_ ? who_->player : "", frame);
    if (type == "game") return on_game(f);
    if (f.value("game", "") != game_ || game_.empty()) return;
    if (type == "moved") return on_position(f.at("state"), f.value("clock", json()));
    if (type == "game.over") return on_game_over();
  } catch (const json::exception& e) {
    spdlog::error("kgp: a {} frame this seat cannot read: {}", type, e.what());
  }
}

void KgpSession::on_game(const json& f) {
  const std::string you = f.value("you", "");
  if (you != "south" && you != "north") return;
  const std::string game = f.at("game").get<std::string>();
  if (!game_.empty() && game != game_) {
    // One connection plays one game: a second one (none should come) is left to its clock.
    return spdlog::warn("kgp: player {} is in game {}; game {} is not taken", who_ ? who_->player : "", game_, game);
  }
  if (game != game_) {
    seated_ = true;
    game_ = game;
    room_ = pool_.rooms().find(game);
    state_id_ = 0;
    if (who_) pool_.online().arrived(who_->player, who_->name);
  }
  side_ = you == "south" ? 0 : 1;
  on_position(f.at("state"), f.value("clock", json()));
}

std::chrono::milliseconds KgpSession::turn_time(const json& clock) const {
  const std::chrono::milliseconds per_turn(pool_.context().config.kgp_move_ms);
  const char* key = side_ == 0 ? "south_ms" : "north_ms";
  if (!clock.is_object() || !clock.contains(key) || !clock.at(key).is_number_integer()) return per_turn;
  const std::chrono::milliseconds tenth(clock.at(key).get<std::int64_t>() / 10);
  return std::min(per_turn, std::max(tenth, std::chrono::milliseconds(50)));
}

void KgpSession::on_position(const json& state, const json& clock) {
  if (state.value("over", false)) return;  // game.over follows
  if (state.at("to_move").get<std::string>() != (side_ == 0 ? "south" : "north")) return;
  const std::int64_t ply = state.at("ply").get<std::int64_t>();
  if (state_id_ != 0 && ply == state_ply_) return;  // this turn's state is out already (a repeated snapshot)
  own_pits_ = row_of(state, side_);
  const std::vector<int> other = row_of(state, 1 - side_);
  const auto& stores = state.at("stores");
  state_ply_ = ply;
  std::vector<int> legal;
  for (std::size_t i = 0; i < own_pits_.size(); ++i)
    if (own_pits_[i] > 0) legal.push_back(static_cast<int>(i));
  if (legal.size() == 1) {
    // As the reference server does: a position with one legal ply is played without asking.
    state_id_ = 0;
    return play(legal.front());
  }
  move_.reset();
  heard_ = false;
  state_id_ =
      reply(std::nullopt, "state",
            protocol::kgp_board(own_pits_, other, stores.at(side_).get<int>(), stores.at(1 - side_).get<int>()));
  state_sent_ = PlayClock::now();
  arm_timer(stop_timer_, turn_time(clock), &KgpSession::on_stop_timeout);
}

void KgpSession::on_move(const protocol::KgpCommand& c) {
  if (state_id_ == 0 || c.ref != state_id_) return error(c.id, "No state associated with id");
  const auto pit = c.args.size() == 1 ? protocol::kgp_integer(c.args[0]) : std::nullopt;
  if (!pit) return error(c.id, "move takes one integer, a pit 1..n");
  move_ = *pit;
  heard_ = true;
}

void KgpSession::on_yield(const protocol::KgpCommand& c) {
  if (state_id_ == 0 || c.ref != state_id_) return error(c.id, "No state associated with id");
  heard_ = true;
  // A turn lasts kgp_min_turn_ms even when the agent yields sooner: agents that answer at once
  // would otherwise play hundreds of plies a second each, and their games would take the
  // database's writer and the cores from the people's. Until then a later `move` still counts.
  const auto floor =
      std::min(state_sent_ + std::chrono::milliseconds(pool_.context().config.kgp_min_turn_ms), stop_timer_.expiry());
  const auto now = PlayClock::now();
  if (now >= floor) return decide();
  arm_timer(stop_timer_, std::chrono::ceil<std::chrono::milliseconds>(floor - now), &KgpSession::on_stop_timeout);
}

void KgpSession::on_stop_timeout() {
  if (state_id_ == 0) return;
  const bool silent = !heard_;
  decide();
  // An agent that let a whole turn pass without a word is asked whether it is still there.
  if (silent && !ping_id_ && !closing_) {
    ping_id_ = reply(std::nullopt, "ping");
    arm_timer(pong_timer_, kgp_answer_time, &KgpSession::on_pong_timeout);
  }
}

void KgpSession::decide() {
  stop_timer_.cancel();
  const std::uint64_t state = std::exchange(state_id_, 0);
  reply(state, "stop");
  if (move_) {
    // Checked 1-based before any arithmetic: the agent may send any 64-bit integer.
    const std::int64_t k = *move_;
    if (k < 1 || k > static_cast<std::int64_t>(own_pits_.size()) || own_pits_[k - 1] == 0) {
      error(state, "Illegal move " + std::to_string(k) + ": the game is lost");
      return resign("illegal move");
    }
    return play(static_cast<int>(k - 1));
  }
  std::vector<int> legal;
  for (std::size_t i = 0; i < own_pits_.size(); ++i)
    if (own_pits_[i] > 0) legal.push_back(static_cast<int>(i));
  if (legal.empty()) return;
  thread_local std::mt19937 rng{std::random_device{}()};
  play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
}

void KgpSession::play(int pit) {
  const auto room = room_.lock();
  if (!room || !who_) return;
  room->move(Reply{shared_from_this(), "kgp", &pool_.context().metrics}, who_->player,
             protocol::Move{game_, state_ply_, false, pit});
}

void KgpSession::resign(const char* why) {
  const auto room = room_.lock();
  spdlog::info("kgp: player {} resigns game {}: {}", who_ ? who_->player : "", game_, why);
  if (room && who_) room->resign(Reply{shared_from_this(), "kgp", &pool_.context().metrics}, who_->player);
  state_id_ = 0;
}

void KgpSession::leave_for_shutdown() {
  // The agent cannot come back into this game after the restart, and neither side lost it: it
  // ends with no result rather than by the resignation a closed connection means.
  if (const auto room = room_.lock(); room && !game_.empty()) room->abort_by_server();
  game_.clear();
  room_.reset();
  state_id_ = 0;
  seated_ = false;
  say_goodbye_and_close();
}

void KgpSession::on_game_over() {
  if (state_id_ != 0) {
    // The game ended while the agent thought (its opponent resigned or left): it may stop.
    stop_timer_.cancel();
    reply(std::exchange(state_id_, 0), "stop");
  }
  game_.clear();
  room_.reset();
  seated_ = false;
  rejoin();  // freeplay goes on with the next game
}

}  // namespace mancala::server
