// Placeholder: replaced by its implementation.
#include "mancala/server/tournament/arena_pairing.hpp"
