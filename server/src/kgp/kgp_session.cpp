// A KGP session's handshake and commands (spec §Protocol Overview, §Freeplay, §set).
#include "mancala/server/kgp/kgp_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/bots/bot_errors.hpp"
#include "mancala/server/play/game_room.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::KgpCommand;

KgpSession::KgpSession(KgpPool& pool, net::any_io_executor strand)
    : pool_(pool),
      strand_(std::move(strand)),
      mode_timer_(strand_),
      stop_timer_(strand_),
      pong_timer_(strand_),
      hold_timer_(strand_),
      refilled_(std::chrono::steady_clock::now()) {}

KgpSession::~KgpSession() = default;

PeerIdentity KgpSession::identity() const {
  // Read by rooms on their own strand: the name is fixed before any room holds this seat.
  return {who_ ? who_->name : std::string(), false};
}

void KgpSession::start() {
  reply(std::nullopt, "kgp", "1 0 1");
  arm_timer(mode_timer_, kgp_answer_time, &KgpSession::on_mode_timeout);
}

void KgpSession::arm_timer(PlayTimer& timer, std::chrono::milliseconds after, void (KgpSession::*then)()) {
  timer.expires_after(after);
  timer.async_wait([self = shared_from_this(), then](boost::system::error_code ec) {
    if (!ec && !self->closing_) ((*self).*then)();
  });
}

std::uint64_t KgpSession::reply(std::optional<std::uint64_t> ref, std::string_view name, std::string_view args) {
  next_id_ += 2;
  write_line(std::make_shared<const std::string>(protocol::kgp_line(next_id_, ref, name, args)));
  return next_id_;
}

void KgpSession::error(std::optional<std::uint64_t> ref, std::string_view why) {
  reply(ref, "error", protocol::kgp_quote(why));
  if (who_ && pool_.errors()) pool_.errors()->record(who_->player, "kgp", "error", std::string(why));
}

void KgpSession::say_goodbye_and_close() {
  if (closing_) return;
  write_line(std::make_shared<const std::string>(protocol::kgp_line(std::nullopt, std::nullopt, "goodbye")));
  close_transport();
  on_closed();
}

void KgpSession::on_mode_timeout() {
  if (phase_ != Phase::greeting) return;
  error(std::nullopt, "Requested no mode");
  say_goodbye_and_close();
}

void KgpSession::on_pong_timeout() {
  if (!ping_id_) return;
  error(ping_id_, "received no pong");
  say_goodbye_and_close();
}

void KgpSession::on_bytes(std::string_view bytes) {
  reader_.feed(bytes, [this](protocol::KgpLine line) {
    if (!closing_) handle_line(std::move(line));
  });
}

bool KgpSession::take_token() {
  const auto now = std::chrono::steady_clock::now();
  tokens_ = std::min(kgp_commands_burst,
                     tokens_ + std::chrono::duration<double>(now - refilled_).count() * kgp_commands_per_s);
  refilled_ = now;
  if (tokens_ >= 1) {
    tokens_ -= 1;
    dropped_in_a_row_ = 0;
    return true;
  }
  if (++dropped_in_a_row_ == 1) error(std::nullopt, "rate limited: commands dropped");
  if (dropped_in_a_row_ >= kgp_flood_close) say_goodbye_and_close();
  return false;
}

void KgpSession::handle_line(protocol::KgpLine line) {
  if (!take_token()) return;
  if (line.too_long) return error(std::nullopt, "line longer than 16384 characters");
  auto parsed = protocol::parse_kgp_line(line.text);
  if (auto* bad = std::get_if<protocol::KgpParseError>(&parsed)) return error(bad->id, bad->reason);
  if (const auto& c = std::get<std::optional<KgpCommand>>(parsed)) handle(*c);
}

void KgpSession::handle(const KgpCommand& c) {
  if (c.name == "set") return set(c);
  if (c.name == "mode") return mode(c);
  if (c.name == "ping") return void(reply(c.id, "pong"));
  if (c.name == "pong") {
    if (ping_id_ && (!c.ref || c.ref == ping_id_)) {
      ping_id_.reset();
      pong_timer_.cancel();
    }
    return;
  }
  if (c.name == "goodbye") return say_goodbye_and_close();
  if (c.name == "ok" || c.name == "error") return;  // an agent's answers change nothing here
  if (c.name == "move") return on_move(c);
  if (c.name == "yield") return on_yield(c);
  error(c.id, "Unknown command");
}

void KgpSession::set(const KgpCommand& c) {
  // An option the server does not use, or a value it cannot take, never drops the agent.
  const auto key = c.args.size() == 2 ? protocol::kgp_text(c.args[0]) : std::nullopt;
  if (!key) return error(c.id, "set takes an option and a value");
  if (*key != "info:name" && *key != "auth:token") return;
  const auto value = protocol::kgp_text(c.args[1]);
  if (!value) return error(c.id, *key + " takes a word or a string");
  if (phase_ != Phase::greeting) return error(c.id, "identity options count only before mode");
  if (*key == "auth:token") {
    if (value->empty() || value->size() > 256) return error(c.id, "a token is 1..256 characters");
    token_ = *value;
    return;
  }
  // The name reaches every JSON answer that lists the agent's games: bytes that are no UTF-8 would fail them.
  auto name = protocol::kgp_utf8(*value) ? protocol::normalize_name(*value) : std::nullopt;
  if (!name) return error(c.id, "a name is 1..24 characters of UTF-8 without control characters");
  name_ = std::move(name);
}

void KgpSession::mode(const KgpCommand& c) {
  if (phase_ != Phase::greeting) return error(c.id, "the mode is already set");
  const auto mode = c.args.size() == 1 ? protocol::kgp_text(c.args[0]) : std::nullopt;
  if (mode != "freeplay") {
    error(c.id, "Unsupported activity");
    return say_goodbye_and_close();
  }
  phase_ = Phase::identifying;
  mode_timer_.cancel();
  reply(c.id, "ok");
  pool_.identify(token_, name_, [self = shared_from_this()](std::optional<KgpIdentity> who) {
    net::post(self->executor(), [self, who = std::move(who)] { self->identified(std::move(who)); });
  });
}

void KgpSession::identified(std::optional<KgpIdentity> who) {
  if (closing_) return;
  if (!who) {
    error(std::nullopt, "the server cannot read its players now; try again");
    return say_goodbye_and_close();
  }
  if (!who->refused.empty()) {
    error(std::nullopt, who->refused);
    return say_goodbye_and_close();
  }
  spdlog::info("kgp: agent plays as player {}", who->player);
  who_ = std::move(who);
  phase_ = Phase::freeplay;
  pool_.online().arrived(who_->player, who_->name);
  rejoin();
}

void KgpSession::rejoin() {
  if (closing_ || !who_ || !game_.empty()) return;
  pool_.holds(who_->player, [self = shared_from_this()](bool held) {
    net::post(self->executor(), [self, held] { self->wait_for_game(held); });
  });
}

void KgpSession::wait_for_game(bool held) {
  if (closing_ || !game_.empty()) return;
  if (held) {
    // The tournament opens the agent's games on it; freeplay waits until the event lets go. A
    // tournament game opened while the agent was away (a Swiss round pairs the absent too) takes
    // it now: the room sends its snapshot, a `game`.
    pool_.hold(shared_from_this(), who_->player);
    for (const auto& room : pool_.rooms().rooms_of(who_->player))
      if (!room->tournament().empty()) room->attach(shared_from_this(), who_->player);
  } else {
    pool_.release(this, who_->player);
    pool_.join(shared_from_this(), *who_);
  }
  // Asked again while it waits: a bot entered in a tournament meanwhile, or let go by one.
  arm_timer(hold_timer_, kgp_hold_check, &KgpSession::rejoin);
}

void KgpSession::refused(std::string why) {
  net::post(executor(), [self = shared_from_this(), why = std::move(why)] {
    if (self->closing_) return;
    self->error(std::nullopt, "no game can be opened: " + why);
    self->say_goodbye_and_close();
  });
}

void KgpSession::close_with(std::uint16_t, std::string) {
  net::post(executor(), [self = shared_from_this()] { self->say_goodbye_and_close(); });
}

void KgpSession::on_closed() {
  if (closing_) return;
  closing_ = true;
  mode_timer_.cancel();
  stop_timer_.cancel();
  pong_timer_.cancel();
  hold_timer_.cancel();
  pool_.leave(shared_from_this());
  if (who_) pool_.release(this, who_->player);
  // A second connection with the same token, still open, is listed again at its next game.
  if (who_) pool_.online().left(who_->player);
  if (!game_.empty()) resign("connection closed");
}

}  // namespace mancala::server
