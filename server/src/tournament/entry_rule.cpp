#include "mancala/server/tournament/entry_rule.hpp"

namespace mancala::server {

std::optional<EntryRefusal> entry_refusal(bool bots_event, bool account, bool bot) {
  // A bot may hold no account (a KGP agent's token names it): being a bot is enough.
  if (!account && !bot) return EntryRefusal{401, "account_required", "joining a tournament needs an account"};
  if (bots_event && !bot) return EntryRefusal{403, "bots_only", "this tournament is for bots: a person cannot join it"};
  if (!bots_event && bot)
    return EntryRefusal{403, "people_only", "bots play bot tournaments only: this one is for people"};
  return std::nullopt;
}

}  // namespace mancala::server
