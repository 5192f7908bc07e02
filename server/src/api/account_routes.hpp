// The HTTP answers about accounts: POST /api/accounts (register) and POST /api/sessions (log in).
#pragma once

#include <string>

#include "http_routes.hpp"

namespace mancala::server {

/// POST /api/accounts {"username","password","token"?}: 201 {"token","player":{"id","name","account":true}};
/// the player of `token` gets the account (the same id: their games and ratings), else a new
/// player. 400 bad input or an unknown token, 409 a taken name or a player with an account,
/// 415 a body that is not application/json, 503 when the store refused the write. With
/// "bot":true a new bot player (`player` adds "bot":true), owned by the account of
/// `Authorization: Bearer` when given: 400 bad_message with a `token`, or a bot's or guest's
/// bearer; 401 an unknown bearer.
StringResponse create_account(ApiContext& ctx, const Request& req);

/// POST /api/sessions {"username","password"}: 200 {"token","player"} with a fresh token (the
/// player's other tokens stay valid). 401 for a wrong name or password (one answer for both),
/// 429 with Retry-After past LoginLimiter's failures for the name or `client` (the address).
StringResponse create_session(ApiContext& ctx, const Request& req, const std::string& client);

}  // namespace mancala::server
