// Accounts. Passwords are hashed and checked here, on the reads pool (~0.1 s each); nothing of a
// password or a token is ever logged.
#include "account_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/api/login_limiter.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/ids.hpp"
#include "passwords.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::size_t min_username = 3, max_username = 20;
constexpr std::size_t min_password = 10, max_password = 128;  // Unicode code points
constexpr std::size_t max_token = 128;

StringResponse error(const Request& req, http::status status, const std::string& code, const std::string& message) {
  return json_response(req, status, api_error(code, message));
}

// The same answer for an unknown name and a wrong password.
StringResponse bad_credentials(const Request& req) {
  return error(req, http::status::unauthorized, "bad_credentials", "wrong username or password");
}

StringResponse unavailable(const Request& req) {
  return error(req, http::status::service_unavailable, "unavailable", "the server cannot store this now: try again");
}

bool valid_username(const std::string& u) {
  return u.size() >= min_username && u.size() <= max_username && std::all_of(u.begin(), u.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
         });
}

bool valid_password(const std::string& p) {
  const auto n = protocol::code_points(p);
  return n >= min_password && n <= max_password;
}

struct Credentials {
  std::string username, password;
  std::optional<std::string> token;
  bool bot = false;
};

// The body as credentials, or the 400/415 to answer instead. `with_token`: a "token" and "bot" may
// come too; a bot is a new player, so never both.
std::variant<Credentials, StringResponse> read_body(const Request& req, bool with_token) {
  if (!json_body(req))
    return error(req, http::status::unsupported_media_type, "unsupported_media_type",
                 "the body must be application/json");
  const json body = json::parse(req.body(), nullptr, false);
  if (body.is_discarded()) return bad_request(req, "the body is not JSON");
  if (!body.is_object()) return bad_request(req, "the body must be a JSON object");
  const auto username = body.find("username");
  const auto password = body.find("password");
  if (username == body.end() || !username->is_string()) return bad_request(req, "username: a string is required");
  if (password == body.end() || !password->is_string()) return bad_request(req, "password: a string is required");
  Credentials c{username->get<std::string>(), password->get<std::string>(), std::nullopt};
  if (with_token) {
    if (auto token = body.find("token"); token != body.end() && !token->is_null()) {
      if (!token->is_string() || token->get_ref<const std::string&>().empty() ||
          token->get_ref<const std::string&>().size() > max_token)
        return bad_request(req, "token: a player's token, or absent");
      c.token = token->get<std::string>();
    }
    if (auto bot = body.find("bot"); bot != body.end() && !bot->is_null()) {
      if (!bot->is_boolean()) return bad_request(req, "bot: true, false or absent");
      c.bot = bot->get<bool>();
    }
    if (c.bot && c.token)
      return error(req, http::status::bad_request, "bad_message", "bot: a bot account is a new player: send no token");
  }
  if (!valid_username(c.username)) return bad_request(req, "username: 3 to 20 of A-Z a-z 0-9 _ -");
  if (!valid_password(c.password)) return bad_request(req, "password: 10 to 128 characters");
  return c;
}

StringResponse signed_in(const Request& req, http::status status, const std::string& token, const StoredPlayer& p) {
  json body = {{"token", token}, {"player", {{"id", p.id}, {"name", p.name}, {"account", true}}}};
  if (p.bot) body["player"]["bot"] = true;
  return json_response(req, status, body.dump());
}

// A bot's owner: the account of `Authorization: Bearer` ("" without one), or the answer refusing
// it: an unknown token (401), a guest or a bot (400: only a person's account owns bots).
std::variant<std::string, StringResponse> bot_owner(ApiContext& ctx, const Request& req) {
  const auto bearer = bearer_token(req);
  if (!bearer) return std::string();
  const auto owner = ctx.store.find_player(token_hash(*bearer));
  if (!owner) return error(req, http::status::unauthorized, "unauthorized", "Authorization: no player has this token");
  if (!owner->account || owner->bot)
    return error(req, http::status::bad_request, "bad_message", "only a person's account can own bots");
  return owner->id;
}

}  // namespace

StringResponse create_account(ApiContext& ctx, const Request& req) {
  auto read = read_body(req, true);
  if (auto* refusal = std::get_if<StringResponse>(&read)) return std::move(*refusal);
  const Credentials& c = std::get<Credentials>(read);
  // Taken names are answered before the costly hash; the writer checks again when it creates.
  const auto taken = [&] { return error(req, http::status::conflict, "username_taken", "this username is taken"); };
  if (ctx.store.account(c.username)) return taken();
  std::string owner;
  if (c.bot) {
    auto found = bot_owner(ctx, req);
    if (auto* refusal = std::get_if<StringResponse>(&found)) return std::move(*refusal);
    owner = std::get<std::string>(found);
  }
  const auto hash = hash_password(c.password);
  if (!hash) return unavailable(req);
  NewAccount a{c.username, *hash, {}, {}, {}, c.bot, owner};
  std::string token;
  if (c.token) {
    token = *c.token;
    a.token_hash = token_hash(token);
  } else {
    token = new_token();
    a.new_player_id = new_id();
    a.new_token_hash = token_hash(token);
  }
  const AccountOutcome out = ctx.store.create_account(a);
  switch (out.result) {
    case AccountResult::created:
      break;
    case AccountResult::name_taken:
      return taken();
    case AccountResult::has_account:
      return error(req, http::status::conflict, "has_account", "this player already has an account");
    case AccountResult::unknown_token:
      return error(req, http::status::bad_request, "unknown_token", "token: no player has this token");
    case AccountResult::failed:
      return unavailable(req);
  }
  spdlog::info("{} {} created for player {}", out.player.bot ? "bot account" : "account", c.username, out.player.id);
  ctx.lobby.account_created(out.player.id, out.player.name);
  return signed_in(req, http::status::created, token, out.player);
}

StringResponse create_session(ApiContext& ctx, const Request& req, const std::string& client) {
  auto read = read_body(req, false);
  if (auto* refusal = std::get_if<StringResponse>(&read)) return std::move(*refusal);
  const Credentials& c = std::get<Credentials>(read);
  if (const auto wait = ctx.logins.retry_after(c.username, client); wait.count() > 0) {
    auto res = error(req, http::status::too_many_requests, "rate_limited", "too many failed logins: wait a minute");
    res.set(http::field::retry_after, std::to_string(wait.count()));
    return res;
  }
  const auto account = ctx.store.account(c.username);
  if (!verify_password(account ? std::optional(account->password_hash) : std::nullopt, c.password)) {
    ctx.logins.failed(c.username, client);
    // Not the username: a password typed into its field must not reach the log.
    spdlog::info("login refused from {}", client);
    return bad_credentials(req);
  }
  // A moderator closed it (docs/protocol.md §Moderation): the right password opens nothing.
  if (ctx.store.standing(account->player.id).closed)
    return error(req, http::status::forbidden, "account_closed", "this account was closed by a moderator");
  const std::string token = new_token();
  if (!ctx.store.add_token(account->player.id, token_hash(token))) return unavailable(req);
  spdlog::info("login: account {} (player {}) from {}", account->username, account->player.id, client);
  return signed_in(req, http::status::ok, token, account->player);
}

}  // namespace mancala::server
