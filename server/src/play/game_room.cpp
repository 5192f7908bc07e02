// GameRoom, part one: the game itself — moves, the computer, resign, hints and the end.
#include "mancala/server/play/game_room.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/play/thread_contexts.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;
using Clock = PlayClock;

namespace {

// The untimed rule between people: a limit on each ply. A timed game's clocks replace it.
std::optional<std::chrono::milliseconds> move_limit(const Config& config, RoomKind kind, bool timed) {
  if (timed || kind != RoomKind::human || !config.move_time_limit_ms) return std::nullopt;
  return std::chrono::milliseconds(*config.move_time_limit_ms);
}

// Where a room lives: on its first seated connection's network thread, so that connection's plies
// never change threads (thread_contexts.hpp); a room nobody is seated in is spread over the threads.
net::io_context& home_of(PlayContext& ctx, const GameSetup& setup) {
  for (const SeatSetup& seat : setup.seats)
    if (auto peer = seat.peer.lock())
      if (auto* home = peer->home()) return *home;
  return ctx.threads ? ctx.threads->next() : ctx.ioc;
}

}  // namespace

const char* to_string(RoomKind k) noexcept {
  switch (k) {
    case RoomKind::human:
      return "human";
    case RoomKind::bot:
      return "bot";
    case RoomKind::local:
      return "local";
  }
  return "human";
}

RoomKind room_kind_from(const std::string& text) noexcept {
  if (text == "bot") return RoomKind::bot;
  if (text == "local") return RoomKind::local;
  return RoomKind::human;
}

GameRoom::LiveParts::LiveParts(PlayContext& ctx, const net::any_io_executor& strand, RoomKind kind, bool timed)
    : clock(strand, move_limit(ctx.config, kind, timed)),
      presence(strand, std::chrono::milliseconds(ctx.config.disconnect_grace_ms)),
      computer(std::make_shared<ComputerDriver>(strand, ctx.pools.computer, ctx.metrics,
                                                std::chrono::milliseconds(ctx.config.bot_pause_ms))) {}

GameRoom::GameRoom(PlayContext& ctx, RoomRegistry& rooms, std::string id, GameSetup setup,
                   std::shared_ptr<const Rules> rules)
    : ctx_(ctx),
      rooms_(rooms),
      id_(std::move(id)),
      kind_(setup.kind),
      from_queue_(setup.from_queue),
      public_(setup.public_game),
      listed_(setup.listed),
      rated_(setup.rated),
      tournament_(std::move(setup.tournament)),
      berserk_allowed_(setup.berserk_allowed),
      rules_(std::move(rules)),
      // One device plays both sides of a local game: no clock to race.
      control_(setup.kind == RoomKind::local ? std::nullopt : setup.clock),
      rating_speed_(setup.speed.value_or(rating_speed(control_))),
      pos_(rules_->start()),
      strand_(net::make_strand(home_of(ctx, setup))),
      audience_(kind_ == RoomKind::local,
                ctx.spectators ? ctx.spectators : net::any_io_executor(strand_.get_inner_executor())),
      live_(std::make_unique<LiveParts>(ctx, strand_, kind_, control_.has_value())),
      start_reply_id_(std::move(setup.reply_id)),
      start_reply_player_(std::move(setup.reply_player)),
      watchers_timer_(strand_) {
  for (Side s : {Side::south, Side::north}) {
    SeatSetup& from = setup.seats[index(s)];
    seats_[index(s)] = {std::move(from.player), std::move(from.name), from.bot, true, false, from.rating,
                        from.account,           from.account_bot};
    audience_.seat(s, std::move(from.peer));
  }
  summary_.game = id_;
  summary_.variant = rules_->variant();
  summary_.started_at = setup.started_at.empty() ? iso_now() : std::move(setup.started_at);
  summary_.clock = control_;
  publish_summary();
}

void GameRoom::start() {
  net::post(strand_, [self = shared_from_this()] {
    spdlog::info("game {} started: {} ({}) vs {} ({})", self->id_, self->seats_[0].name,
                 self->seats_[0].bot ? "computer" : "human", self->seats_[1].name,
                 self->seats_[1].bot ? "computer" : "human");
    if (self->control_)
      self->game_clock_.emplace(*self->control_, std::chrono::milliseconds(self->ctx_.config.first_move_ms),
                                Clock::now());
    self->arm_move_clock();
    self->publish_summary();  // with the clock's deadline
    for (const Recipient& r : self->audience_.seats()) {
      const Seat& seat = self->seats_[index(*r.seat)];
      if (auto peer = r.peer.lock()) {
        const bool reply = seat.player == self->start_reply_player_;
        peer->send(self->snapshot_for(seat.player, reply ? self->start_reply_id_ : std::nullopt));
      }
    }
    // A person without a connection now (a friend's invitation used while its creator was
    // away): the seat is away from the start, with the grace of a dropped one.
    for (Side s : {Side::south, Side::north}) {
      Seat& seat = self->seats_[index(s)];
      if (seat.bot || self->audience_.at(s).lock()) continue;
      seat.connected = false;
      if (self->correspondence()) continue;  // only its deadline ends a correspondence game
      self->tell_presence(s, false, self->ctx_.config.disconnect_grace_ms);
      if (!self->live_->presence.grace_seat()) self->start_grace(s, false);
    }
    self->schedule_computer();
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

void GameRoom::refuse(const Reply& reply, ErrorCode code, const std::string& message) {
  auto f = reply.error_frame(code, message);
  if (uncommitted_.load() == 0) return reply.send(std::move(f));
  // After the writes queued before it, then through the strand, where a result's frames go out.
  ctx_.store.after_queued([self = shared_from_this(), peer = reply.peer, f = std::move(f)]() mutable {
    net::post(self->strand_, [peer, f = std::move(f)]() mutable { peer->send(std::move(f)); });
  });
}

void GameRoom::move(Reply reply, std::string player, protocol::Move m) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player),
                      m = std::move(m)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    if (!self->seat_to_answer(player)) return self->refuse(reply, ErrorCode::not_your_turn, "it is not your turn");
    if (m.ply != self->pos_.ply)
      return self->refuse(reply, ErrorCode::stale_ply,
                          "the game is at ply " + std::to_string(self->pos_.ply) + ", not " + std::to_string(m.ply));
    if (!m.swap && (m.pit < 0 || m.pit >= self->rules_->pits()))
      return self->refuse(reply, ErrorCode::illegal_move, "pit must be 0.." + std::to_string(self->rules_->pits() - 1));
    const Ply ply = m.swap ? Ply::swap() : Ply::pit(static_cast<int>(m.pit));
    if (auto why = self->rules_->check(self->pos_, ply); why != MoveError::none)
      return self->refuse(reply, ErrorCode::illegal_move, std::string(describe(why)));
    self->apply(ply);
  });
}

void GameRoom::apply(Ply ply) {
  const auto now = Clock::now();
  // A ply that comes after the flag, before the timer has run, does not count: the flag does.
  if (game_clock_ && game_clock_->expired(now)) return on_clock_expired();
  const int n = pos_.ply;
  if (game_clock_) clock_history_.push_back(*game_clock_);  // what a takeback of this ply goes back to
  PlyReport report = rules_->play_detailed(pos_, ply);
  std::optional<std::int64_t> clock_ms;
  if (game_clock_) {
    // Pie rule: the turn passes to the opener, who then sits North with their own clock.
    // The mover's network round trip is credited (as far as its quota goes): time spent on the
    // wire is not time spent thinking.
    const auto mover = seats_[index(report.side)].bot ? nullptr : audience_.at(report.side).lock();
    clock_ms = game_clock_->ply(now, ply.is_swap() ? other(report.side) : pos_.to_move, mover ? mover->lag_ms() : 0);
    if (ply.is_swap()) game_clock_->swap_sides();
    if (pos_.over()) game_clock_->stop(now);
  }
  moves_.push_back({report.side, ply, clock_ms});
  clear_offers_of(other(report.side));
  ctx_.metrics.plies.fetch_add(1, std::memory_order_relaxed);
  if (pos_.over()) {
    // The result is committed after the ply (one writer, in order), and end_game waits for it.
    ctx_.store.add_ply(id_, n, report.side, ply, {}, clock_ms);
    auto moved = make_frame(protocol::moved_message(id_, report, pos_, rules_->pits(), std::nullopt, clock_view()));
    return end_game(pos_.result, pos_.reason, std::move(moved));
  }
  arm_move_clock();
  publish_summary();
  // What the audience hears of this ply goes out once the ply is durable: a `moved` a client has
  // seen survives a kill -9 (docs/testing.md §Crash safety). The connections are picked now, on
  // the room's strand, and the writer thread hands the frames to them (a send posts to the
  // connection's strand), rather than posting back through the room first: one hand-off less a move.
  // The seats hear it first; the spectators after them, through the fan-out (audience.hpp).
  std::vector<std::pair<PeerRef, Frame>> out;
  const auto moved =
      make_frame(protocol::moved_message(id_, report, pos_, rules_->pits(), deadline_ms(), clock_view()));
  for (const Recipient& r : audience_.seats()) out.emplace_back(r.peer, moved);
  auto watchers = audience_.spectator_list();
  std::vector<Frame> watched{moved};
  if (ply.is_swap()) {
    // Pie rule: the players exchange seats; each hears a snapshot with the new `you` and `players`.
    std::swap(seats_[0], seats_[1]);
    audience_.swap_seats();
    live_->presence.swap_seats();
    std::swap(offers_[0], offers_[1]);
    publish_summary();
    for (const Recipient& r : audience_.seats()) {
      const std::string who = seats_[index(*r.seat)].bot ? "" : seats_[index(*r.seat)].player;
      out.emplace_back(r.peer, make_frame(snapshot_for(who, std::nullopt)));
    }
    if (watchers) watched.push_back(make_frame(snapshot_for("", std::nullopt)));
  }
  ++uncommitted_;
  ctx_.store.add_ply(
      id_, n, report.side, ply,
      [self = shared_from_this(), out = std::move(out), watchers = std::move(watchers), watched = std::move(watched)] {
        for (const auto& [ref, f] : out)
          if (auto peer = ref.lock()) peer->send(f);
        for (const auto& f : watched) self->audience_.fanout().push(watchers, f);
        --self->uncommitted_;
      },
      clock_ms);
  schedule_computer();
}

void GameRoom::schedule_computer() {
  if (ending_ || !live_) return;
  const Seat& mover = seats_[index(pos_.to_move)];
  if (!mover.bot) return;
  ai::Limits limits;
  limits.time_ms = static_cast<int>(ctx_.config.bot_think_ms);
  if (game_clock_ && !control_->correspondence()) {
    // The computer budgets its thinking from its own clock: a twentieth of what is left plus
    // most of the increment, and never its pause's worth less than what is left.
    const std::int64_t left =
        std::chrono::duration_cast<std::chrono::milliseconds>(game_clock_->deadline() - Clock::now()).count();
    const std::int64_t budget = left / 20 + control_->inc_s * 800LL;
    limits.time_ms = static_cast<int>(std::clamp<std::int64_t>(budget, 10, ctx_.config.bot_think_ms));
  }
  limits.seed = (static_cast<std::uint64_t>(std::hash<std::string>{}(id_)) << 16) ^ pos_.ply;
  limits.endgame = ctx_.hard_table.get();
  live_->computer->request(rules_, pos_, *mover.bot, limits, id_, [self = shared_from_this(), at = pos_.ply](Ply ply) {
    if (self->ending_ || self->pos_.ply != at) return;
    if (self->rules_->check(self->pos_, ply) != MoveError::none) {
      spdlog::error("game {}: the computer chose an illegal ply", self->id_);
      const PlyList legal = self->rules_->legal_plies(self->pos_);
      if (legal.empty()) return;
      return self->apply(legal[0]);
    }
    self->apply(ply);
  });
}

void GameRoom::resign(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    // In a local game the side to move resigns; otherwise the player's own seat.
    Side loser = self->pos_.to_move;
    if (self->kind_ != RoomKind::local)
      loser = self->seats_[0].player == player && !self->seats_[0].bot ? Side::south : Side::north;
    spdlog::info("game {}: {} resigned", self->id_, to_string(loser));
    self->end_game(loser == Side::south ? Outcome::north : Outcome::south, Reason::resign, nullptr);
  });
}

void GameRoom::hint(Reply reply, std::string player, std::shared_ptr<void> busy) {
  // `busy` is let go before each answer goes out, so that a client answered may ask again at once.
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player),
                      busy = std::move(busy)]() mutable {
    const auto refuse = [&](ErrorCode code, const char* why) {
      busy.reset();
      self->refuse(reply, code, why);
    };
    if (!self->seated(player)) return refuse(ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return refuse(ErrorCode::game_over, "the game is over");
    if (self->has_human_opponent(player))
      return refuse(ErrorCode::hint_not_allowed, "no hints in a game against a person");
    ai::Limits limits;
    limits.time_ms = static_cast<int>(self->ctx_.config.bot_think_ms);
    limits.seed = self->pos_.ply;
    limits.endgame = self->ctx_.hard_table.get();
    net::post(self->ctx_.pools.hints, [rules = self->rules_, game = self->id_, reply, p = self->pos_, limits,
                                       busy = std::move(busy)]() mutable {
      // Nobody to answer: a client that asks and hangs up must not cost a search.
      if (!reply.peer->is_open()) return;
      const ai::SearchResult r = ai::choose(*rules, p, ai::Level::hard, limits);
      log_choice(game, "hint", p, r);
      busy.reset();
      reply.send(protocol::hint_message(reply.id, game, r.ply));
    });
  });
}

void GameRoom::end_game(Outcome result, Reason reason, std::shared_ptr<const std::string> final_moved) {
  if (ending_) return;
  ending_ = true;
  pos_.result = result;
  pos_.reason = reason;
  report_if_short();
  if (live_) {
    live_->clock.stop();
    live_->computer->cancel();
  }
  if (game_clock_) game_clock_->stop(Clock::now());
  publish_summary();
  rooms_.mark_over(id_);
  ctx_.metrics.game_finished(to_string(result), to_string(reason));
  spdlog::info("game {} over: {} ({}), {}-{}", id_, to_string(result), to_string(reason), pos_.store(Side::south),
               pos_.store(Side::north));
  // The result is durable before anyone hears of it, and its rating with it (one transaction).
  ++uncommitted_;
  auto done = [self = shared_from_this(), final_moved = std::move(final_moved)](std::optional<RatingChange> c) mutable {
    net::post(self->strand_,
              [self, final_moved = std::move(final_moved), c] { self->on_result_committed(final_moved, c); });
  };
  if (!result_is_rated()) {
    ctx_.store.finish_game(id_, pos_, [done]() mutable { done(std::nullopt); });
    return tell_ended();
  }
  RatedResult r;
  r.variant = rating_key(variant_key(rules_->variant()), rating_speed_);
  r.players = {seats_[0].player, seats_[1].player};
  r.south_score = result == Outcome::south ? 1.0 : result == Outcome::north ? 0.0 : 0.5;
  r.max_per_pair = ctx_.config.max_rated_per_pair;
  r.rate = rate_pair;
  ctx_.store.finish_rated_game(id_, pos_, std::move(r), std::move(done));
  tell_ended();
}

bool GameRoom::result_is_rated() const {
  if (pos_.reason == Reason::aborted) return false;
  if (!rated_ || seats_[0].bot || seats_[1].bot || seats_[0].player == seats_[1].player) return false;
  // A tournament's game lost by a missed first ply counts like any other loss on time.
  if (in_tournament() && pos_.reason == Reason::timeout) return true;
  bool moved[2] = {false, false};
  for (const auto& m : moves_) moved[index(m.side)] = true;
  return moved[0] && moved[1];
}

void GameRoom::on_result_committed(std::shared_ptr<const std::string> final_moved, std::optional<RatingChange> c) {
  if (final_moved) audience_.send(final_moved);
  std::optional<protocol::RatingOutcome> outcome;
  if (c) {
    for (int s = 0; s < 2; ++s) seats_[s].rating = c->after[s];
    outcome = protocol::RatingOutcome{{c->after[0].rating, c->after[0].rd},
                                      {c->after[1].rating, c->after[1].rd},
                                      c->after[0].rating - c->before[0].rating,
                                      c->after[1].rating - c->before[1].rating};
  }
  // A game meant to be rated says why it was not: someone never moved, or the pair's daily limit.
  std::optional<std::string> unrated;
  if (rated_ && !c)
    unrated = pos_.reason == Reason::aborted ? "aborted" : result_is_rated() ? "pair_limit" : "not_both_moved";
  audience_.send(make_frame(protocol::game_over_message(id_, pos_, rules_->pits(), outcome, unrated, clock_view())));
  --uncommitted_;
  // What lingers is what a rematch and a late watcher need: seats, the final position, the record.
  if (live_) live_->presence.stop_grace();
  live_.reset();
  moves_.shrink_to_fit();
  clock_history_ = {};
  rooms_.linger(id_);
  close_if_abandoned();
}

}  // namespace mancala::server
