#include "bot_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "bot_finished_game.hpp"
#include "mancala/protocol/client_message.hpp"
#include "mancala/server/botapi/bot_api.hpp"
#include "mancala/server/bots/bot_errors.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

using botapi::BotAnswer;
using botapi::error_body;
using nlohmann::json;

constexpr std::size_t max_id_chars = 64;

/// A path segment that can be an id: 1..64 letters, digits, '-' or '_'.
bool id_like(std::string_view s) {
  return !s.empty() && s.size() <= max_id_chars &&
         std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_'; });
}

/// The path's segments after the leading slash.
std::vector<std::string_view> segments(std::string_view path) {
  std::vector<std::string_view> out;
  while (!path.empty()) {
    path.remove_prefix(1);
    const auto slash = path.find('/');
    out.push_back(path.substr(0, slash));
    if (slash == std::string_view::npos) break;
    path = path.substr(slash);
  }
  return out;
}

StringResponse response_of(const Request& req, const BotAnswer& a) {
  auto res = json_response(req, static_cast<http::status>(a.status), a.body);
  if (a.status == 429) res.set(http::field::retry_after, std::to_string(std::max(1, a.retry_after_s)));
  return res;
}

/// A request's JSON body as an object ({} when empty), or nullopt when it is not one.
std::optional<json> body_object(const Request& req) {
  if (req.body().empty()) return json::object();
  json j = json::parse(req.body(), nullptr, false);
  if (!j.is_object()) return std::nullopt;
  return j;
}

/// The WebSocket message a POST stands for, as its JSON, or the answer refusing it.
std::variant<json, BotAnswer> message_of(const Request& req, const std::vector<std::string_view>& seg) {
  const auto n = seg.size();
  const auto bad_path = BotAnswer{404, error_body("not_found", "no such API")};
  // seg[0] is "api".
  if (n >= 3 && seg[1] == "challenge") {
    if (!id_like(seg[2])) return bad_path;
    auto body = body_object(req);
    if (!body) return BotAnswer{400, error_body("bad_message", "the body must be a JSON object")};
    if (n == 3) {
      (*body)["type"] = "challenge.create";
      (*body)["player"] = std::string(seg[2]);
      return *body;
    }
    if (n != 4 || (seg[3] != "accept" && seg[3] != "decline" && seg[3] != "cancel")) return bad_path;
    json m = {{"type", "challenge." + std::string(seg[3])}, {"challenge", std::string(seg[2])}};
    if (seg[3] == "decline" && body->contains("reason")) m["reason"] = (*body)["reason"];
    return m;
  }
  if (n >= 3 && seg[1] == "bot" && seg[2] == "seek") {
    if (n == 3) {
      auto body = body_object(req);
      if (!body) return BotAnswer{400, error_body("bad_message", "the body must be a JSON object")};
      (*body)["type"] = "seek.create";
      return *body;
    }
    if (n != 5 || !id_like(seg[3]) || (seg[4] != "accept" && seg[4] != "cancel")) return bad_path;
    return json{{"type", "seek." + std::string(seg[4])}, {"seek", std::string(seg[3])}};
  }
  if (n >= 5 && seg[1] == "bot" && seg[2] == "game" && id_like(seg[3])) {
    const std::string game(seg[3]);
    if (n == 5 && seg[4] == "resign") return json{{"type", "resign"}, {"game", game}};
    if (n != 6 || seg[4] != "move") return bad_path;
    // `?ply=N`: the position the move answers (stale_ply otherwise); none: the position as it is.
    json m = {{"type", "move"}, {"game", game}, {"ply", -1}};
    if (auto ply = query_param(req.target(), "ply")) {
      if (ply->empty() || ply->size() > 6 || !std::all_of(ply->begin(), ply->end(), ::isdigit))
        return BotAnswer{400, error_body("bad_message", "ply must be a whole number")};
      m["ply"] = std::stoi(*ply);
    }
    if (seg[5] == "swap") {
      m["swap"] = true;
      return m;
    }
    const std::string pit(seg[5]);
    if (pit.empty() || pit.size() > 3 || !std::all_of(pit.begin(), pit.end(), ::isdigit))
      return BotAnswer{400, error_body("illegal_move", "the move is a pit, 0-based from your left, or swap")};
    m["pit"] = std::stoi(pit);
    return m;
  }
  return bad_path;
}

/// The actions that open or offer a game need the bot's connection, its event stream: the game
/// opens on it, and the answers to an offer (a decline, a cancel) arrive there.
bool needs_connection(const std::string& type) {
  return type == "challenge.create" || type == "challenge.accept" || type == "seek.create" || type == "seek.accept";
}

void post_action(ApiContext& ctx, const Request& req, const std::vector<std::string_view>& seg,
                 const std::string& player, const BotSession& session) {
  auto made = message_of(req, seg);
  if (auto* refused = std::get_if<BotAnswer>(&made)) return session.respond(response_of(req, *refused));
  const json& m = std::get<json>(made);
  if (needs_connection(m.value("type", "")) && !ctx.bots->connected(player))
    return session.respond(
        response_of(req, {409, error_body("not_connected",
                                          "open your event stream (GET /api/stream/event) first: the game "
                                          "opens on it")}));
  auto decoded = protocol::decode_client_message(m.dump(), true);
  if (auto* e = std::get_if<protocol::ProtocolError>(&decoded))
    return session.respond(response_of(req, {400, error_body(std::string(protocol::to_string(e->code)), e->message)}));
  // The answer comes later, from another thread: it keeps the request's head (version, keep-alive).
  Request head{req.method(), req.target(), req.version()};
  head.keep_alive(req.keep_alive());
  ctx.bots->act(player, std::move(std::get<protocol::ClientMessage>(decoded)),
                [respond = session.respond, head = std::move(head)](BotAnswer a) { respond(response_of(head, a)); });
}

/// A game no longer in progress here, read from the store (on the reads pool, where bot requests
/// are answered): its `gameFull` line for `player`, "" when they had no seat in it, nullopt when
/// it has not ended (or is unknown, or the store cannot be read).
std::optional<std::string> finished_stream(ApiContext& ctx, const std::string& player, const std::string& game) {
  std::optional<GameRecord> record;
  try {
    record = ctx.store.game(game);
  } catch (const std::exception& e) {
    spdlog::error("bot api: cannot read game {}: {}", game, e.what());
  }
  if (!record || !record->ended_at) return std::nullopt;
  return finished_game_full(*record, player).value_or("");
}

void get_stream(ApiContext& ctx, const Request& req, const std::vector<std::string_view>& seg,
                const std::string& player, const std::string& token, const BotSession& session) {
  botapi::BotApi* bots = ctx.bots;
  if (seg.size() == 3 && seg[1] == "stream" && seg[2] == "event")
    return session.stream(
        [bots, player, token](std::shared_ptr<botapi::LineSink> sink) { bots->open_events(player, token, sink); });
  if (seg.size() == 5 && seg[1] == "bot" && seg[2] == "game" && seg[3] == "stream" && id_like(seg[4])) {
    const std::string game(seg[4]);
    if (auto refused = bots->check_game_stream(player, game)) {
      if (refused->status == 404) {
        if (auto full = finished_stream(ctx, player, game)) {
          if (full->empty())
            return session.respond(response_of(req, {403, error_body("not_in_game", "you did not play game " + game)}));
          return session.stream([line = std::move(*full)](std::shared_ptr<botapi::LineSink> sink) {
            sink->write_line(line);
            sink->finish();
          });
        }
      }
      return session.respond(response_of(req, *refused));
    }
    return session.stream([bots, player, token, game](std::shared_ptr<botapi::LineSink> sink) {
      bots->open_game(player, token, game, sink);
    });
  }
  session.respond(response_of(req, {404, error_body("not_found", "no such API")}));
}

/// `session`, its answers of 400 and above also kept among bot `bot`'s errors for its owner
/// (GET /api/bots/{id}): the error code, and the path with the message as the detail.
BotSession recording(ApiContext& ctx, const BotSession& session, std::string bot, std::string_view path) {
  if (!ctx.bot_errors) return session;
  BotSession s = session;
  s.respond = [errors = ctx.bot_errors, respond = session.respond, bot = std::move(bot),
               path = std::string(path)](StringResponse res) {
    if (res.result_int() >= 400) {
      const json j = json::parse(res.body(), nullptr, false);
      const bool object = j.is_object();
      errors->record(bot, "http", object ? j.value("error", "error") : "error",
                     path + ": " + (object ? j.value("message", "") : ""));
    }
    respond(std::move(res));
  };
  return s;
}

}  // namespace

bool is_bot_path(std::string_view path) {
  return path == "/api/stream/event" || path.starts_with("/api/bot/") || path.starts_with("/api/challenge/");
}

void bot_request(ApiContext& ctx, const Request& req, const BotSession& session) {
  try {
    if (!ctx.bots) return session.respond(response_of(req, {503, error_body("unavailable", "no bot API here")}));
    const std::string_view target = req.target();
    const std::string_view path = target.substr(0, target.find('?'));
    const auto token = bearer_token(req);
    if (!token)
      return session.respond(response_of(req, {401, error_body("unauthorized", "send Authorization: Bearer TOKEN")}));
    const std::string hash = token_hash(*token);
    if (auto limited = ctx.bots->limit(hash)) return session.respond(response_of(req, *limited));
    const auto me = ctx.store.find_player(hash);
    if (!me) return session.respond(response_of(req, {401, error_body("unauthorized", "this token names nobody")}));
    // As lichess answers a person's token: the bot API plays bot accounts only.
    if (!me->bot)
      return session.respond(
          response_of(req, {403, error_body("not_a_bot",
                                            "this token is a person's: the bot API plays bot accounts only "
                                            "(POST /api/accounts with \"bot\": true)")}));
    const BotSession answer = recording(ctx, session, me->id, path);
    const auto seg = segments(path);
    const bool stream = path == "/api/stream/event" || path.starts_with("/api/bot/game/stream/");
    const auto wanted = stream ? http::verb::get : http::verb::post;
    if (req.method() != wanted) {
      auto res = response_of(req, {405, error_body("method_not_allowed", stream ? "GET only" : "POST only")});
      res.set(http::field::allow, stream ? "GET" : "POST");
      return answer.respond(std::move(res));
    }
    if (stream) return get_stream(ctx, req, seg, me->id, *token, answer);
    post_action(ctx, req, seg, me->id, answer);
  } catch (const std::exception& e) {
    spdlog::error("HTTP {} failed: {}", std::string(req.target()), e.what());
    session.respond(
        json_response(req, http::status::internal_server_error, api_error("internal", "the server failed")));
  }
}

}  // namespace mancala::server
