// Placeholder: replaced by its implementation.
#include "mancala/server/tournament/matching.hpp"
