// Placeholder: replaced by its implementation.
#include "mancala/server/tournament/swiss_pairing.hpp"
