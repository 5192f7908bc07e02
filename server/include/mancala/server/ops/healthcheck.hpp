// `mancala-server --healthcheck`: the image's HEALTHCHECK, probing a running server from inside.
#pragma once

#include "mancala/server/config/config.hpp"

namespace mancala::server {

/// GETs /healthz of the server that `config` describes (127.0.0.1 when it binds every address;
/// the port from `port`, or from `port_file` when port is 0) with a 3 s budget. Prints one line
/// (the answer, or why it failed) and returns the exit code: 0 when the answer is 200 with
/// "status":"ok", 1 otherwise (Docker's "unhealthy").
int healthcheck(const Config& config);

}  // namespace mancala::server
