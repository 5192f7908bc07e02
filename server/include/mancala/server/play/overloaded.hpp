// A visitor made of lambdas, one per alternative: std::visit with it does not compile when an
// alternative has no handler (there is deliberately no catch-all).
#pragma once

namespace mancala::server {

template <class... Handlers>
struct overloaded : Handlers... {
  using Handlers::operator()...;
};
template <class... Handlers>
overloaded(Handlers...) -> overloaded<Handlers...>;

}  // namespace mancala::server
