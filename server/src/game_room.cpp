// GameRoom, part one: the game itself — moves, the computer, resign, hints and the end.
#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include "mancala/server/game_room.hpp"
#include "mancala/server/hard_table.hpp"
#include "mancala/server/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;
using Clock = std::chrono::steady_clock;

namespace {

std::shared_ptr<const std::string> frame(std::string s) { return std::make_shared<const std::string>(std::move(s)); }

}  // namespace

GameRoom::GameRoom(ServerContext& ctx, std::string id, GameSetup setup, Rules rules)
    : ctx_(ctx),
      id_(std::move(id)),
      kind_(setup.kind),
      from_queue_(setup.from_queue),
      rules_(std::move(rules)),
      pos_(rules_.start()),
      strand_(net::make_strand(ctx.ioc)),
      move_timer_(strand_),
      bot_timer_(strand_),
      grace_timer_(strand_),
      linger_timer_(strand_),
      start_reply_id_(std::move(setup.reply_id)),
      start_reply_player_(std::move(setup.reply_player)) {
  for (int s = 0; s < 2; ++s) {
    seats_[s].player = std::move(setup.seats[s].player);
    seats_[s].name = std::move(setup.seats[s].name);
    seats_[s].bot = setup.seats[s].bot;
    seats_[s].peer = std::move(setup.seats[s].peer);
  }
}

void GameRoom::start() {
  net::post(strand_, [self = shared_from_this()] {
    spdlog::info("game {} started: {} ({}) vs {} ({})", self->id_, self->seats_[0].name,
                 self->seats_[0].bot ? "computer" : "human", self->seats_[1].name,
                 self->seats_[1].bot ? "computer" : "human");
    self->arm_move_timer();
    for (int s = 0; s < 2; ++s) {
      const Seat& seat = self->seats_[s];
      if (seat.bot || (s == 1 && seat.player == self->seats_[0].player)) continue;
      if (auto peer = seat.peer.lock()) {
        const bool reply = seat.player == self->start_reply_player_;
        peer->send(self->snapshot_for(seat.player, reply ? self->start_reply_id_ : std::nullopt));
      }
    }
    self->schedule_bot();
  });
}

std::optional<Side> GameRoom::seat_to_answer(const std::string& player) const {
  const Seat& mover = seats_[index(pos_.to_move)];
  if (!mover.bot && mover.player == player) return pos_.to_move;
  return std::nullopt;
}

bool GameRoom::seated(const std::string& player) const {
  for (const Seat& s : seats_)
    if (!s.bot && s.player == player) return true;
  return false;
}

bool GameRoom::has_human_opponent(const std::string& player) const {
  for (const Seat& s : seats_)
    if (!s.bot && s.player != player) return true;
  return false;
}

void GameRoom::error(const PeerPtr& peer, const Id& id, ErrorCode code, const std::string& message) {
  ctx_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
  auto f = protocol::error_message(id, code, message);
  if (uncommitted_.load() == 0) return peer->send(std::move(f));
  // After the writes queued before it, then through the strand, where a result's frames go out.
  ctx_.store.after_queued([self = shared_from_this(), peer, f = std::move(f)]() mutable {
    net::post(self->strand_, [peer, f = std::move(f)]() mutable { peer->send(std::move(f)); });
  });
}

void GameRoom::send_to(Side s, const std::shared_ptr<const std::string>& f) {
  const Seat& seat = seats_[index(s)];
  if (seat.bot) return;
  if (auto peer = seat.peer.lock()) peer->send(f);
}

std::span<const Side> GameRoom::audience() const {
  static constexpr Side both[] = {Side::south, Side::north};
  return {both, kind_ == RoomKind::local ? 1u : 2u};
}

void GameRoom::broadcast(const std::shared_ptr<const std::string>& f) {
  for (Side s : audience()) send_to(s, f);
}

std::optional<std::int64_t> GameRoom::deadline_ms() const {
  if (kind_ != RoomKind::human || !ctx_.config.move_time_limit_ms || pos_.over()) return std::nullopt;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(move_deadline_ - Clock::now()).count();
  return std::max<std::int64_t>(0, left);
}

void GameRoom::move(PeerPtr peer, std::string player, protocol::Move m, Id id) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player), m = std::move(m),
                      id = std::move(id)] {
    if (!self->seated(player)) return self->error(peer, id, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->error(peer, id, ErrorCode::game_over, "the game is over");
    if (!self->seat_to_answer(player)) return self->error(peer, id, ErrorCode::not_your_turn, "it is not your turn");
    if (m.ply != self->pos_.ply)
      return self->error(peer, id, ErrorCode::stale_ply,
                         "the game is at ply " + std::to_string(self->pos_.ply) + ", not " + std::to_string(m.ply));
    if (!m.swap && (m.pit < 0 || m.pit >= self->rules_.pits()))
      return self->error(peer, id, ErrorCode::illegal_move,
                         "pit must be 0.." + std::to_string(self->rules_.pits() - 1));
    const Ply ply = m.swap ? Ply::swap() : Ply::pit(static_cast<int>(m.pit));
    if (auto why = self->rules_.check(self->pos_, ply); why != MoveError::none)
      return self->error(peer, id, ErrorCode::illegal_move, std::string(describe(why)));
    self->apply(ply);
  });
}

void GameRoom::apply(Ply ply) {
  const int n = pos_.ply;
  PlyReport report = rules_.play_detailed(pos_, ply);
  moves_.push_back({report.side, ply});
  ctx_.metrics.plies.fetch_add(1, std::memory_order_relaxed);
  if (pos_.over()) {
    // The result is committed after the ply (one writer, in order), and end_game waits for it.
    ctx_.store.add_ply(id_, n, report.side, ply);
    auto moved = frame(protocol::moved_message(id_, report, pos_, rules_.pits(), std::nullopt));
    return end_game(pos_.result, pos_.reason, std::move(moved));
  }
  arm_move_timer();
  // What the seats hear of this ply goes out once the ply is durable: a `moved` a client has seen
  // survives a kill -9 (docs/testing.md §Crash safety). The connections are picked now, on the
  // room's strand, and the writer thread hands the frames to them (a send posts to the
  // connection's strand), rather than posting back through the room first: one hand-off less a move.
  std::vector<std::pair<PeerRef, std::shared_ptr<const std::string>>> out;
  auto to = [&](Side s, const std::shared_ptr<const std::string>& f) {
    if (!seats_[index(s)].bot) out.emplace_back(seats_[index(s)].peer, f);
  };
  const auto moved = frame(protocol::moved_message(id_, report, pos_, rules_.pits(), deadline_ms()));
  for (Side s : audience()) to(s, moved);
  if (ply.is_swap()) {
    // Pie rule: the players exchange seats; each gets a snapshot showing the new `you` and `players`.
    std::swap(seats_[0], seats_[1]);
    if (grace_seat_) grace_seat_ = other(*grace_seat_);
    for (Side s : audience())
      if (!seats_[index(s)].bot) to(s, frame(snapshot_for(seats_[index(s)].player, std::nullopt)));
  }
  ++uncommitted_;
  ctx_.store.add_ply(id_, n, report.side, ply, [self = shared_from_this(), out = std::move(out)] {
    for (const auto& [ref, f] : out)
      if (auto peer = ref.lock()) peer->send(f);
    --self->uncommitted_;
  });
  schedule_bot();
}

void GameRoom::arm_move_timer(std::optional<Clock::time_point> at) {
  if (kind_ != RoomKind::human || !ctx_.config.move_time_limit_ms || pos_.over()) return;
  move_deadline_ = at ? *at : Clock::now() + std::chrono::milliseconds(*ctx_.config.move_time_limit_ms);
  move_timer_.expires_at(move_deadline_);
  move_timer_.async_wait([self = shared_from_this(), at = pos_.ply](boost::system::error_code ec) {
    if (ec || self->ending_ || self->pos_.ply != at) return;
    spdlog::info("game {}: {} ran out of time", self->id_, to_string(self->pos_.to_move));
    const Side loser = self->pos_.to_move;
    self->end_game(loser == Side::south ? Outcome::north : Outcome::south, Reason::timeout, nullptr);
  });
}

namespace {

// What the computer chose and how (debug level): a proven ply or a searched one, and which
// endgame table the search read (the server's once built, else the engine's built-in one).
void log_choice(const std::string& game, std::string_view who, const Position& p, const ai::SearchResult& r) {
  spdlog::debug("game {}: {} at ply {} chose {} in {:.0f} ms ({}, {})", game, who, p.ply,
                r.ply.is_swap() ? std::string("swap") : std::to_string(r.ply.pit_index()), r.ms,
                r.exact ? "proven" : "searched",
                r.endgame_seeds ? std::to_string(r.endgame_seeds) + "-seed endgame table" : "no endgame table");
}

}  // namespace

void GameRoom::schedule_bot() {
  if (ending_) return;
  const Seat& mover = seats_[index(pos_.to_move)];
  if (!mover.bot) return;
  const auto due = Clock::now() + std::chrono::milliseconds(ctx_.config.bot_pause_ms);
  ai::Limits limits;
  limits.time_ms = static_cast<int>(ctx_.config.bot_think_ms);
  limits.seed = (static_cast<std::uint64_t>(std::hash<std::string>{}(id_)) << 16) ^ pos_.ply;
  limits.endgame = ctx_.hard_table ? ctx_.hard_table->get() : nullptr;
  // The search runs on the worker pool with a copy of the position; the answer comes back to the strand.
  net::post(ctx_.bots, [self = shared_from_this(), p = pos_, level = *mover.bot, limits, due] {
    const ai::SearchResult r = ai::choose(self->rules_, p, level, limits);
    self->ctx_.metrics.ops.bot_think_seconds.observe(r.ms / 1000.0);
    log_choice(self->id_, ai::to_string(level), p, r);
    net::post(self->strand_, [self, at = p.ply, ply = r.ply, due] { self->on_bot_choice(at, ply, due); });
  });
}

void GameRoom::on_bot_choice(std::uint16_t at_ply, Ply ply, Clock::time_point due) {
  if (ending_ || pos_.ply != at_ply) return;
  // The pause lets a person follow the computer's answer; it counts from the ply before.
  bot_timer_.expires_at(due);
  bot_timer_.async_wait([self = shared_from_this(), at_ply, ply](boost::system::error_code ec) {
    if (ec || self->ending_ || self->pos_.ply != at_ply) return;
    if (self->rules_.check(self->pos_, ply) != MoveError::none) {
      spdlog::error("game {}: the computer chose an illegal ply", self->id_);
      const PlyList legal = self->rules_.legal_plies(self->pos_);
      if (legal.empty()) return;
      return self->apply(legal[0]);
    }
    self->apply(ply);
  });
}

void GameRoom::resign(PeerPtr peer, std::string player, Id id) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player), id = std::move(id)] {
    if (!self->seated(player)) return self->error(peer, id, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->error(peer, id, ErrorCode::game_over, "the game is over");
    // In a local game the side to move resigns; otherwise the player's own seat.
    Side loser = self->pos_.to_move;
    if (self->kind_ != RoomKind::local) loser = self->seats_[0].player == player && !self->seats_[0].bot ? Side::south : Side::north;
    spdlog::info("game {}: {} resigned", self->id_, to_string(loser));
    self->end_game(loser == Side::south ? Outcome::north : Outcome::south, Reason::resign, nullptr);
  });
}

void GameRoom::hint(PeerPtr peer, std::string player, Id id, std::shared_ptr<void> busy) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player), id = std::move(id),
                      busy = std::move(busy)] {
    if (!self->seated(player)) return self->error(peer, id, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->error(peer, id, ErrorCode::game_over, "the game is over");
    if (self->has_human_opponent(player))
      return self->error(peer, id, ErrorCode::hint_not_allowed, "no hints in a game against a person");
    ai::Limits limits;
    limits.time_ms = static_cast<int>(self->ctx_.config.bot_think_ms);
    limits.seed = self->pos_.ply;
    limits.endgame = self->ctx_.hard_table ? self->ctx_.hard_table->get() : nullptr;
    net::post(self->ctx_.hints, [self, peer, id, p = self->pos_, limits, busy] {
      // Nobody to answer: a client that asks and hangs up must not cost a search.
      if (!peer->is_open()) return;
      const ai::SearchResult r = ai::choose(self->rules_, p, ai::Level::hard, limits);
      log_choice(self->id_, "hint", p, r);
      peer->send(protocol::hint_message(id, self->id_, r.ply));
    });
  });
}

void GameRoom::end_game(Outcome result, Reason reason, std::shared_ptr<const std::string> final_moved) {
  if (ending_) return;
  ending_ = true;
  pos_.result = result;
  pos_.reason = reason;
  move_timer_.cancel();
  bot_timer_.cancel();
  ctx_.rooms->mark_over(id_);
  ctx_.metrics.ops.game_finished(to_string(result), to_string(reason));
  spdlog::info("game {} over: {} ({}), {}-{}", id_, to_string(result), to_string(reason), pos_.store(Side::south),
               pos_.store(Side::north));
  // The result is durable before anyone hears of it.
  ++uncommitted_;
  ctx_.store.finish_game(id_, pos_, [self = shared_from_this(), final_moved = std::move(final_moved)]() mutable {
    net::post(self->strand_, [self, final_moved = std::move(final_moved)] { self->on_result_committed(final_moved); });
  });
}

void GameRoom::on_result_committed(std::shared_ptr<const std::string> final_moved) {
  if (final_moved) broadcast(final_moved);
  broadcast(frame(protocol::game_over_message(id_, pos_, rules_.pits())));
  --uncommitted_;
  linger_timer_.expires_after(std::chrono::milliseconds(ctx_.config.room_linger_ms));
  linger_timer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    if (!ec) self->close();
  });
  close_if_abandoned();
}

}  // namespace mancala::server
