#include "mancala/protocol/server_message.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "frame_text.hpp"
#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {
namespace {

using nlohmann::json;

json with_id(const char* type, const std::optional<std::string>& id) {
  json j = {{"type", type}};
  if (id) j["id"] = *id;
  return j;
}

json seat_json(const SeatView& s) {
  json j = {{"name", s.name},
            {"bot", s.bot ? json(std::string(ai::to_string(*s.bot))) : json(nullptr)},
            {"account", s.account}};
  if (s.id) j["id"] = *s.id;
  if (s.account_bot) j["account_bot"] = true;
  return j;
}

json deadline_json(std::optional<std::int64_t> ms) { return ms ? json(*ms) : json(nullptr); }

json rating_json(const std::optional<RatingView>& r) {
  return r ? json{{"rating", r->rating}, {"rd", r->rd}} : json(nullptr);
}

// Replacement instead of an exception: a name is checked at `hello`, so this only guards the impossible.
using detail::dump;

}  // namespace

std::string welcome_message(const std::optional<std::string>& id, const std::string& player_id, const std::string& name,
                            const std::string& token, bool account) {
  json j = with_id("welcome", id);
  j["protocol"] = 1;
  j["player"] = {{"id", player_id}, {"name", name}, {"account", account}};
  j["token"] = token;
  return dump(j);
}

std::string queue_joined_message(const std::optional<std::string>& id, const Variant& v, std::int64_t bot_after_ms,
                                 const std::optional<TimeControl>& clock) {
  json j = with_id("queue.joined", id);
  j["variant"] = variant_to_json(v);
  j["clock"] = time_control_to_json(clock);
  j["bot_after_ms"] = bot_after_ms;
  return dump(j);
}

std::string queue_left_message(const std::optional<std::string>& id) { return dump(with_id("queue.left", id)); }

std::string pong_message(const std::optional<std::string>& id) { return dump(with_id("pong", id)); }

std::string game_message(const std::optional<std::string>& id, const GameView& g) {
  json j = with_id("game", id);
  j["game"] = g.game;
  j["variant"] = variant_to_json(g.variant);
  j["you"] = g.you;
  j["players"] = {{"south", seat_json(g.south)}, {"north", seat_json(g.north)}};
  j["state"] = state_to_json(g.position, g.variant.pits);
  json moves = json::array();
  if (g.moves)
    for (const RecordedPly& m : *g.moves) {
      json entry = move_to_json(m.side, m.ply);
      if (m.clock_ms) entry["clock_ms"] = *m.clock_ms;
      moves.push_back(std::move(entry));
    }
  j["moves"] = std::move(moves);
  j["move_deadline_ms"] = deadline_json(g.move_deadline_ms);
  j["clock"] = clock_view_to_json(g.clock);
  j["watchers"] = g.watchers;
  j["rated"] = g.rated;
  j["ratings"] =
      g.rated ? json{{"south", rating_json(g.south_rating)}, {"north", rating_json(g.north_rating)}} : json(nullptr);
  if (!g.tournament.empty()) {
    j["tournament"] = g.tournament;
    j["berserk"] = {{"south", g.berserk[0]}, {"north", g.berserk[1]}};
  }
  return dump(j);
}

// The hot path of every game (one per ply, to every seat): written directly, without building a
// JSON tree; the result is the same text nlohmann would produce, key for key.
std::string moved_message(const std::string& game, const PlyReport& report, const Position& after, int pits,
                          std::optional<std::int64_t> move_deadline_ms, const std::optional<ClockView>& clock) {
  std::string out;
  out.reserve(160 + 8 * (report.path.size() + report.captured.size()) + 8 * pits);
  auto num = [&out](long long v) {
    char buf[24];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, end);
  };
  auto hollows = [&](const std::vector<Hollow>& hs) {
    out += '[';
    for (std::size_t i = 0; i < hs.size(); ++i) {
      if (i) out += ',';
      out += '[';
      num(hs[i].side);
      out += ',';
      num(hs[i].pit);
      out += ']';
    }
    out += ']';
  };
  out += R"({"captured":)";
  hollows(report.captured);
  out += R"(,"clock":)";
  if (clock)
    out += clock_view_to_json(clock).dump();
  else
    out += "null";
  out += R"(,"extra_turn":)";
  out += report.extra_turn ? "true" : "false";
  out += R"(,"game":)";
  out += json(game).dump(-1, ' ', false, json::error_handler_t::replace);
  // Oware: the ply would have taken the opponent's whole row, so it took nothing (rules/oware.md).
  if (report.grand_slam) out += R"(,"grand_slam":true)";
  out += R"(,"move_deadline_ms":)";
  if (move_deadline_ms)
    num(*move_deadline_ms);
  else
    out += "null";
  out += R"(,"path":)";
  hollows(report.path);
  if (report.ply.is_swap()) {
    out += R"(,"side":")";
    out += to_string(report.side);
    out += R"(","state":)";
  } else {
    out += R"(,"pit":)";
    num(report.ply.pit_index());
    out += R"(,"side":")";
    out += to_string(report.side);
    out += R"(","state":)";
  }
  // The state object, as state_to_json writes it.
  out += R"({"over":)";
  out += after.over() ? "true" : "false";
  out += R"(,"pits":[)";
  for (int s = 0; s < 2; ++s) {
    if (s) out += ',';
    out += '[';
    for (int i = 0; i < pits; ++i) {
      if (i) out += ',';
      num(after.pit(s == 0 ? Side::south : Side::north, i));
    }
    out += ']';
  }
  out += R"(],"ply":)";
  num(after.ply);
  if (after.over()) {
    out += R"(,"reason":")";
    out += to_string(after.reason);
    if (after.result == Outcome::no_result) {
      out += R"(","result":null)";
    } else {
      out += R"(","result":")";
      out += to_string(after.result);
      out += '"';
    }
  } else {
    out += R"(,"reason":null,"result":null)";
  }
  out += R"(,"stores":[)";
  num(after.store(Side::south));
  out += ',';
  num(after.store(Side::north));
  out += R"(],"to_move":")";
  out += to_string(after.to_move);
  out += '"';
  out += '}';
  if (report.ply.is_swap()) out += R"(,"swap":true)";
  out += R"(,"type":"moved"})";
  return out;
}

std::string opponent_message(const std::string& game, Side side, bool connected, std::optional<std::int64_t> grace_ms) {
  return dump({{"type", "opponent"},
               {"game", game},
               {"side", std::string(to_string(side))},
               {"connected", connected},
               {"grace_ms", deadline_json(grace_ms)}});
}

std::string game_over_message(const std::string& game, const Position& final_position, int pits,
                              const std::optional<RatingOutcome>& rating,
                              const std::optional<std::string>& unrated_reason, const std::optional<ClockView>& clock) {
  json j = {{"type", "game.over"}, {"game", game}, {"state", state_to_json(final_position, pits)}};
  if (clock) j["clock"] = clock_view_to_json(clock);
  j["rated"] = rating.has_value();
  if (rating) {
    j["ratings"] = {{"south", rating_json(rating->south)}, {"north", rating_json(rating->north)}};
    j["rating_change"] = {{"south", rating->south_change}, {"north", rating->north_change}};
  } else {
    j["ratings"] = nullptr;
    if (unrated_reason) j["unrated_reason"] = *unrated_reason;
  }
  return dump(j);
}

std::string rematch_message(const std::string& game, Side from) {
  return dump({{"type", "rematch"}, {"game", game}, {"from", std::string(to_string(from))}});
}

std::string hint_message(const std::optional<std::string>& id, const std::string& game, Ply ply) {
  json j = with_id("hint", id);
  j["game"] = game;
  if (ply.is_swap()) {
    j["pit"] = nullptr;
    j["swap"] = true;
  } else {
    j["pit"] = ply.pit_index();
  }
  return dump(j);
}

std::string draining_message(std::int64_t retry_after_ms) {
  return dump({{"type", "server.draining"}, {"retry_after_ms", retry_after_ms}});
}

std::string friend_created_message(const std::optional<std::string>& id, const std::string& code,
                                   const std::string& url, const Variant& v, std::int64_t expires_ms,
                                   const std::string& side, const std::optional<TimeControl>& clock) {
  json j = with_id("friend.created", id);
  j["code"] = code;
  j["url"] = url;
  j["variant"] = variant_to_json(v);
  j["clock"] = time_control_to_json(clock);
  j["expires_ms"] = expires_ms;
  j["side"] = side;
  return dump(j);
}

std::string friend_cancelled_message(const std::optional<std::string>& id, const std::string& code) {
  json j = with_id("friend.cancelled", id);
  j["code"] = code;
  return dump(j);
}

std::string unwatched_message(const std::optional<std::string>& id, const std::string& game) {
  json j = with_id("unwatched", id);
  j["game"] = game;
  return dump(j);
}

std::string watchers_message(const std::string& game, std::size_t count) {
  return dump({{"type", "watchers"}, {"game", game}, {"count", count}});
}

std::string error_message(const std::optional<std::string>& id, ErrorCode code, const std::string& message) {
  json j = with_id("error", id);
  j["code"] = std::string(to_string(code));
  j["message"] = message;
  return dump(j);
}

std::string sanction_error_message(const std::optional<std::string>& id, ErrorCode code, const std::string& message,
                                   const std::string& until, const std::string& reason) {
  json j = with_id("error", id);
  j["code"] = std::string(to_string(code));
  j["message"] = message;
  j["until"] = until;
  if (!reason.empty()) j["reason"] = reason;
  return dump(j);
}

}  // namespace mancala::protocol
