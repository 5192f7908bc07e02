// The HTTP answer that keeps an account's language (docs/protocol.md §Privacy): the web client's
// words follow the account from one device to another.
#pragma once

#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {

inline constexpr std::string_view account_language_path = "/api/account/language";

/// True when `code` is one of the languages the web client speaks (web/js/texts/languages.js).
bool is_client_language(std::string_view code);

/// PUT /api/account/language with body {"language": CODE}, the player named by `Authorization:
/// Bearer TOKEN`: stores CODE as their account's language and answers 200 {"language": CODE}
/// once stored (GET /api/account then names it). 401 `unauthorized` without a known token; 403
/// `no_account` for a guest (a guest's choice stays in their browser); 400 `bad_request` for a
/// body that is not {"language": one of the codes}, with nothing stored; 415 for another content
/// type; 405 for another method; 503 `unavailable` when the store cannot write.
StringResponse account_language_route(ApiContext& ctx, const Request& req);

}  // namespace mancala::server
