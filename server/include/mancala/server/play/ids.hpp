// Random identifiers and player tokens from the kernel's CSPRNG, and the token hash we store.
#pragma once

#include <string>
#include <string_view>

namespace mancala::server {

/// A player token: 32 random bytes (256 bits) from getrandom(2), as 64 hex digits.
std::string new_token();
/// A public id (games, players): `chars` characters of [0-9a-z] from getrandom(2).
std::string new_id(std::size_t chars = 12);
/// SHA-256 of `bytes`, as 64 lowercase hex digits.
std::string sha256_hex(std::string_view bytes);
/// SHA-256 of a token, as 64 hex digits: the only form of a token that is stored or kept in memory.
std::string token_hash(const std::string& token);

}  // namespace mancala::server
