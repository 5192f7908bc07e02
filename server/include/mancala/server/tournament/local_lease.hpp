// The director's lease of a server that runs alone: it always directs.
#pragma once

#include "mancala/server/tournament/director.hpp"

namespace mancala::server {

/// A single process directs every tournament, from start to end.
class LocalTournamentLease final : public TournamentLease {
 public:
  bool directing() const override { return true; }
};

}  // namespace mancala::server
