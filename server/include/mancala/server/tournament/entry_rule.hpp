// Who may join which tournament (docs/protocol.md §Tournaments): a bots tournament admits bot
// players only, any other only people with an account. Pure.
#pragma once

#include <optional>
#include <string>

namespace mancala::server {

/// A join refused: the HTTP status, the error code and a sentence for the player.
struct EntryRefusal {
  int status = 403;
  std::string code, message;
};

/// Whether a player may join an event: nullopt, or why not. `bots_event`: the event is for bots;
/// `account`: the player holds an account; `bot`: the player is a bot (an account's or a KGP
/// token's). 401 account_required: a guest; 403 bots_only: a person joining a bots event;
/// 403 people_only: a bot joining any other.
std::optional<EntryRefusal> entry_refusal(bool bots_event, bool account, bool bot);

}  // namespace mancala::server
