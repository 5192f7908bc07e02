// Password hashes: Argon2id through libsodium (crypto_pwhash_str, the INTERACTIVE limits).
#pragma once

#include <optional>
#include <string>

namespace mancala::server {

/// Initialises libsodium; once at start (ServerApp). Throws std::runtime_error when it cannot.
void init_password_hashing();

/// The Argon2id string of `password` (~0.1 s of one core and 64 MiB); nullopt when out of memory.
/// Runs on the reads pool, never on a network thread.
std::optional<std::string> hash_password(const std::string& password);

/// True when `password` matches `hash`. With no hash (an unknown username) the password is
/// checked against a fixed hash of the same cost and false is returned, so that the answer takes
/// as long whether the name exists or not.
bool verify_password(const std::optional<std::string>& hash, const std::string& password);

}  // namespace mancala::server
