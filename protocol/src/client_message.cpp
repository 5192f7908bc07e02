#include "mancala/protocol/client_message.hpp"

#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {
namespace {

using nlohmann::json;
using Result = std::variant<ClientMessage, ProtocolError>;

enum class Type : std::uint8_t {
  hello,
  queue_join,
  queue_leave,
  bot_play,
  local_play,
  move,
  resign,
  hint,
  rematch,
  friend_create,
  friend_join,
  friend_cancel,
  watch,
  unwatch,
  abort,
  draw,
  takeback,
  decline,
  moretime,
  challenge,   // the four challenge.* types (challenge_message.hpp)
  seek,        // the three seek.* types (seek_message.hpp)
  chat,        // chat.say (chat_message.hpp)
  berserk,     // berserk_message.hpp
  tournament,  // tournament.watch and tournament.unwatch (tournament_message.hpp)
  live,        // live.watch and live.unwatch (live_message.hpp)
  ping,
};

// UTF-8 of the spaces trimmed from a name's ends: a name of only these looks blank. U+0020,
// U+00A0, U+1680, U+2000..U+200A, U+202F, U+205F, U+3000.
bool is_space_at(std::string_view s, std::size_t at, std::size_t& length) {
  auto byte = [&](std::size_t k) { return at + k < s.size() ? static_cast<unsigned char>(s[at + k]) : 0; };
  const unsigned char b0 = byte(0), b1 = byte(1), b2 = byte(2);
  if (b0 == 0x20) return length = 1, true;
  if (b0 == 0xC2 && b1 == 0xA0) return length = 2, true;
  const bool three = (b0 == 0xE1 && b1 == 0x9A && b2 == 0x80) ||
                     (b0 == 0xE2 && b1 == 0x80 && b2 >= 0x80 && b2 <= 0x8A) ||
                     (b0 == 0xE2 && b1 == 0x80 && b2 == 0xAF) || (b0 == 0xE2 && b1 == 0x81 && b2 == 0x9F) ||
                     (b0 == 0xE3 && b1 == 0x80 && b2 == 0x80);
  if (three) return length = 3, true;
  return false;
}

std::optional<Type> type_from_string(std::string_view t) {
  if (t == "hello") return Type::hello;
  if (t == "queue.join") return Type::queue_join;
  if (t == "queue.leave") return Type::queue_leave;
  if (t == "bot.play") return Type::bot_play;
  if (t == "local.play") return Type::local_play;
  if (t == "move") return Type::move;
  if (t == "resign") return Type::resign;
  if (t == "hint") return Type::hint;
  if (t == "rematch") return Type::rematch;
  if (t == "friend.create") return Type::friend_create;
  if (t == "friend.join") return Type::friend_join;
  if (t == "friend.cancel") return Type::friend_cancel;
  if (t == "watch") return Type::watch;
  if (t == "unwatch") return Type::unwatch;
  if (t == "abort") return Type::abort;
  if (t == "draw") return Type::draw;
  if (t == "takeback") return Type::takeback;
  if (t == "decline") return Type::decline;
  if (t == "moretime") return Type::moretime;
  if (is_challenge_type(t)) return Type::challenge;
  if (is_seek_type(t)) return Type::seek;
  if (is_chat_type(t)) return Type::chat;
  if (is_berserk_type(t)) return Type::berserk;
  if (is_tournament_type(t)) return Type::tournament;
  if (is_live_type(t)) return Type::live;
  if (t == "ping") return Type::ping;
  return std::nullopt;
}

// Reads the fields of one message type; a refusal is a bad_message naming the field.
class BodyReader {
 public:
  BodyReader(const json& j, std::optional<std::string> id) : j_(j), id_(std::move(id)) {}

  ProtocolError fail(std::string message, ErrorCode code = ErrorCode::bad_message) const {
    return {code, std::move(message), id_};
  }

  std::optional<ProtocolError> game(std::string& out) const {
    auto it = j_.find("game");
    if (it == j_.end()) return fail("game is missing");
    if (!it->is_string()) return fail("game must be a string");
    out = it->get<std::string>();
    return std::nullopt;
  }

  /// An invite code: a string of at most 64 characters (longer ones can't be ours).
  std::optional<ProtocolError> code(std::string& out) const {
    auto it = j_.find("code");
    if (it == j_.end()) return fail("code is missing");
    if (!it->is_string()) return fail("code must be a string");
    if (it->get_ref<const std::string&>().size() > 64) return fail("code must be at most 64 characters");
    out = it->get<std::string>();
    return std::nullopt;
  }

  std::optional<ProtocolError> variant(Variant& out) const {
    auto it = j_.find("variant");
    if (it == j_.end()) return std::nullopt;
    auto parsed = variant_from_json(*it);
    if (auto* why = std::get_if<std::string>(&parsed)) return fail(*why);
    out = std::get<Variant>(parsed);
    return std::nullopt;
  }

  /// `clock`: left as it is when omitted; null (untimed) or a time control (time_control.hpp).
  std::optional<ProtocolError> clock(ClockChoice& out) const {
    auto it = j_.find("clock");
    if (it == j_.end()) return std::nullopt;
    auto parsed = time_control_from_json(*it);
    if (auto* why = std::get_if<std::string>(&parsed)) return fail(*why);
    out = std::get<std::optional<TimeControl>>(parsed);
    return std::nullopt;
  }

  /// `kind` of a decline: "draw" or "takeback".
  std::optional<ProtocolError> kind(OfferKind& out) const {
    auto it = j_.find("kind");
    if (it == j_.end()) return fail("kind is missing");
    if (it->is_string() && it->get_ref<const std::string&>() == "draw") {
      out = OfferKind::draw;
    } else if (it->is_string() && it->get_ref<const std::string&>() == "takeback") {
      out = OfferKind::takeback;
    } else {
      return fail("kind must be \"draw\" or \"takeback\"");
    }
    return std::nullopt;
  }

  Result finish(ClientBody body) const { return ClientMessage{id_, std::move(body)}; }

  Result hello() const {
    auto it = j_.find("protocol");
    if (it == j_.end()) return fail("protocol is missing");
    if (!it->is_number_integer()) return fail("protocol must be an integer");
    if (it->get<std::int64_t>() != protocol_version)
      return fail("this server speaks protocol 1", ErrorCode::protocol_version);
    Hello h;
    if (auto n = j_.find("name"); n != j_.end()) {
      if (!n->is_string()) return fail("name must be a string");
      h.name = normalize_name(n->get<std::string>());
      if (!h.name) return fail("name must be 1..24 characters without control characters");
    }
    if (auto t = j_.find("token"); t != j_.end()) {
      if (!t->is_string()) return fail("token must be a string");
      h.token = t->get<std::string>();
    }
    return finish(std::move(h));
  }

  Result bot_play() const {
    BotPlay b;
    auto lv = j_.find("level");
    if (lv == j_.end()) return fail("level is missing");
    auto level = lv->is_string() ? ai::level_from_string(lv->get<std::string>()) : std::nullopt;
    if (!level) return fail("level must be \"easy\", \"medium\" or \"hard\"");
    b.level = *level;
    if (auto s = j_.find("side"); s != j_.end()) {
      auto side = s->is_string() ? side_from_string(s->get<std::string>()) : std::nullopt;
      if (!side) return fail("side must be \"south\" or \"north\"");
      b.side = *side;
    }
    if (auto e = variant(b.variant)) return *e;
    ClockChoice c;
    if (auto e = clock(c)) return *e;
    if (c) b.clock = *c;
    return finish(b);
  }

  Result friend_create() const {
    FriendCreate f;
    if (auto s = j_.find("side"); s != j_.end()) {
      const bool random = s->is_string() && s->get_ref<const std::string&>() == "random";
      auto side = s->is_string() ? side_from_string(s->get<std::string>()) : std::nullopt;
      if (!side && !random) return fail("side must be \"south\", \"north\" or \"random\"");
      f.side = side;
    }
    if (auto e = variant(f.variant)) return *e;
    if (auto e = clock(f.clock)) return *e;
    return finish(f);
  }

  Result move() const {
    Move m;
    if (auto e = game(m.game)) return *e;
    auto ply = j_.find("ply");
    if (ply == j_.end()) return fail("ply is missing");
    if (!ply->is_number_integer()) return fail("ply must be an integer");
    m.ply = ply->is_number_unsigned() && ply->get<std::uint64_t>() > INT64_MAX ? INT64_MAX : ply->get<std::int64_t>();
    auto swap = j_.find("swap");
    auto pit = j_.find("pit");
    if (swap != j_.end() && !swap->is_boolean()) return fail("swap must be true or false");
    m.swap = swap != j_.end() && swap->get<bool>();
    if (m.swap && pit != j_.end()) return fail("a move has either pit or swap, not both");
    if (!m.swap) {
      if (pit == j_.end()) return fail("pit is missing");
      if (!pit->is_number_integer()) return fail("pit must be an integer");
      // Out-of-range pits are illegal moves, answered by the room after its own checks.
      m.pit = pit->is_number_unsigned() && pit->get<std::uint64_t>() > INT64_MAX ? INT64_MAX : pit->get<std::int64_t>();
    }
    return finish(std::move(m));
  }

 private:
  const json& j_;
  std::optional<std::string> id_;
};

}  // namespace

std::string_view to_string(OfferKind k) noexcept { return k == OfferKind::draw ? "draw" : "takeback"; }

std::size_t code_points(std::string_view s) noexcept {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::optional<std::string> normalize_name(std::string_view raw, std::size_t max_code_points) {
  std::size_t n = 0;
  while (!raw.empty() && is_space_at(raw, 0, n)) raw.remove_prefix(n);
  for (bool trimmed = true; trimmed && !raw.empty();) {
    trimmed = false;
    for (std::size_t len = 1; len <= 3 && len <= raw.size(); ++len)
      if (is_space_at(raw, raw.size() - len, n) && n == len) {
        raw.remove_suffix(len);
        trimmed = true;
        break;
      }
  }
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const auto b = static_cast<unsigned char>(raw[i]);
    if (b < 0x20 || b == 0x7F) return std::nullopt;
    // C1 controls U+0080..U+009F are encoded C2 80..C2 9F.
    if (b == 0xC2 && i + 1 < raw.size() && static_cast<unsigned char>(raw[i + 1]) <= 0x9F) return std::nullopt;
    // Invisible format characters that let one name pass for another or reverse the text around
    // it: U+200B..U+200F, U+2028..U+202E, U+2060..U+206F (E2 80/81 ..), U+FEFF (EF BB BF).
    if (b == 0xE2 && i + 2 < raw.size()) {
      const auto b1 = static_cast<unsigned char>(raw[i + 1]), b2 = static_cast<unsigned char>(raw[i + 2]);
      if ((b1 == 0x80 && ((b2 >= 0x8B && b2 <= 0x8F) || (b2 >= 0xA8 && b2 <= 0xAE))) ||
          (b1 == 0x81 && b2 >= 0xA0 && b2 <= 0xAF))
        return std::nullopt;
    }
    if (b == 0xEF && i + 2 < raw.size() && static_cast<unsigned char>(raw[i + 1]) == 0xBB &&
        static_cast<unsigned char>(raw[i + 2]) == 0xBF)
      return std::nullopt;
  }
  const std::size_t length = code_points(raw);
  if (length < 1 || length > max_code_points) return std::nullopt;
  return std::string(raw);
}

std::variant<ClientMessage, ProtocolError> decode_client_message(std::string_view text, bool greeted) {
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return ProtocolError{ErrorCode::bad_json, "the frame is not valid JSON", std::nullopt};
  if (!j.is_object()) return ProtocolError{ErrorCode::bad_message, "a message must be a JSON object", std::nullopt};

  std::optional<std::string> id;
  if (auto it = j.find("id"); it != j.end()) {
    if (!it->is_string() || code_points(it->get_ref<const std::string&>()) > max_id_chars)
      return ProtocolError{ErrorCode::bad_message, "id must be a string of at most 64 characters", std::nullopt};
    id = it->get<std::string>();
  }
  auto t = j.find("type");
  if (t == j.end() || !t->is_string()) return ProtocolError{ErrorCode::bad_message, "type must be a string", id};
  auto type = type_from_string(t->get_ref<const std::string&>());
  if (!type) return ProtocolError{ErrorCode::unknown_type, "unknown type " + t->get<std::string>(), id};
  if (!greeted && *type != Type::hello) return ProtocolError{ErrorCode::no_hello, "say hello first", id};
  if (greeted && *type == Type::hello)
    return ProtocolError{ErrorCode::bad_message, "hello was already accepted on this connection", id};

  BodyReader r(j, id);
  switch (*type) {
    case Type::hello:
      return r.hello();
    case Type::queue_join: {
      QueueJoin q;
      if (auto e = r.variant(q.variant)) return *e;
      if (auto e = r.clock(q.clock)) return *e;
      return r.finish(q);
    }
    case Type::queue_leave:
      return r.finish(QueueLeave{});
    case Type::bot_play:
      return r.bot_play();
    case Type::local_play: {
      LocalPlay l;
      if (auto e = r.variant(l.variant)) return *e;
      return r.finish(l);
    }
    case Type::move:
      return r.move();
    case Type::resign: {
      Resign m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::hint: {
      HintRequest m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::rematch: {
      RematchRequest m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::friend_create:
      return r.friend_create();
    case Type::friend_join: {
      FriendJoin m;
      if (auto e = r.code(m.code)) return *e;
      return r.finish(std::move(m));
    }
    case Type::friend_cancel: {
      FriendCancel m;
      if (auto e = r.code(m.code)) return *e;
      return r.finish(std::move(m));
    }
    case Type::watch: {
      Watch m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::unwatch: {
      Unwatch m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::abort: {
      Abort m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::draw:
    case Type::takeback: {
      Offer m;
      m.kind = *type == Type::draw ? OfferKind::draw : OfferKind::takeback;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::decline: {
      Decline m;
      if (auto e = r.game(m.game)) return *e;
      if (auto e = r.kind(m.kind)) return *e;
      return r.finish(std::move(m));
    }
    case Type::moretime: {
      MoreTime m;
      if (auto e = r.game(m.game)) return *e;
      return r.finish(std::move(m));
    }
    case Type::challenge: {
      auto read = challenge_from_json(t->get_ref<const std::string&>(), j);
      if (auto* why = std::get_if<std::string>(&read)) return r.fail(*why);
      return std::visit([&](auto& body) { return r.finish(std::move(body)); }, std::get<ChallengeBody>(read));
    }
    case Type::seek: {
      auto read = seek_from_json(t->get_ref<const std::string&>(), j);
      if (auto* why = std::get_if<std::string>(&read)) return r.fail(*why);
      return std::visit([&](auto& body) { return r.finish(std::move(body)); }, std::get<SeekBody>(read));
    }
    case Type::chat: {
      auto read = chat_say_from_json(j);
      if (auto* why = std::get_if<std::string>(&read)) return r.fail(*why);
      return r.finish(std::move(std::get<ChatSay>(read)));
    }
    case Type::berserk: {
      auto read = berserk_from_json(j);
      if (auto* why = std::get_if<std::string>(&read)) return r.fail(*why);
      return r.finish(std::move(std::get<Berserk>(read)));
    }
    case Type::tournament: {
      auto read = tournament_from_json(t->get_ref<const std::string&>(), j);
      if (auto* why = std::get_if<std::string>(&read)) return r.fail(*why);
      return std::visit([&](auto& body) { return r.finish(std::move(body)); }, std::get<TournamentBody>(read));
    }
    case Type::live: {
      auto read = live_from_json(t->get_ref<const std::string&>(), j);
      if (auto* why = std::get_if<std::string>(&read)) return r.fail(*why);
      return std::visit([&](auto& body) { return r.finish(std::move(body)); }, std::get<LiveBody>(read));
    }
    case Type::ping:
      return r.finish(Ping{});
  }
  return ProtocolError{ErrorCode::unknown_type, "unknown type", id};
}

}  // namespace mancala::protocol
