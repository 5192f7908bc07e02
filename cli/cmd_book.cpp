// `mancala book`: placeholder until the generator lands.
#include "common.hpp"

namespace mancala::cli {
void add_book(CLI::App&, std::function<int()>&) {}
}  // namespace mancala::cli
