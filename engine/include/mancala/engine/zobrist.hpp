// Zobrist hashing of positions, for the AI's transposition table.
#pragma once

#include <cstdint>

#include "mancala/engine/position.hpp"

namespace mancala {

/// A 64-bit Zobrist hash of every cell (either layout), the side to move and the pie stage.
/// Keys come from std::mt19937_64 with a fixed seed, so hashes are stable across runs.
std::uint64_t zobrist_hash(const Position& p) noexcept;

}  // namespace mancala
