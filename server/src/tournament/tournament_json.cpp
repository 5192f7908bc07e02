// Placeholder: replaced by its implementation.
#include "mancala/server/tournament/tournament_json.hpp"
