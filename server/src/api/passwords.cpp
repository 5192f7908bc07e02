#include "passwords.hpp"

#include <sodium.h>

#include <stdexcept>

namespace mancala::server {
namespace {

// crypto_pwhash_str of a random password with the INTERACTIVE limits (m=64 MiB, t=2, p=1): what
// an unknown username is checked against, at the cost of a real one.
constexpr const char* dummy_hash =
    "$argon2id$v=19$m=65536,t=2,p=1$hs0vjsBowvzHCMXxYQXcOQ$JwbNqf4TusxskqYv4aRIf/46PLG518EzX10L3dQI3p8";

}  // namespace

void init_password_hashing() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium cannot be initialised");
}

std::optional<std::string> hash_password(const std::string& password) {
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    return std::nullopt;
  return std::string(out);
}

bool verify_password(const std::optional<std::string>& hash, const std::string& password) {
  const bool match = crypto_pwhash_str_verify(hash ? hash->c_str() : dummy_hash, password.data(), password.size()) == 0;
  return hash && match;
}

}  // namespace mancala::server
