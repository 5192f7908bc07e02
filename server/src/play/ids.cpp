#include "mancala/server/play/ids.hpp"

#include <openssl/sha.h>
#include <sys/random.h>

#include <array>
#include <stdexcept>

namespace mancala::server {
namespace {

void fill_random(unsigned char* out, std::size_t n) {
  while (n > 0) {
    const ssize_t got = getrandom(out, n, 0);
    if (got < 0) throw std::runtime_error("getrandom failed");
    out += got;
    n -= static_cast<std::size_t>(got);
  }
}

std::string hex(const unsigned char* p, std::size_t n) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string s(2 * n, '0');
  for (std::size_t i = 0; i < n; ++i) {
    s[2 * i] = digits[p[i] >> 4];
    s[2 * i + 1] = digits[p[i] & 15];
  }
  return s;
}

}  // namespace

std::string new_token() {
  std::array<unsigned char, 32> b{};
  fill_random(b.data(), b.size());
  return hex(b.data(), b.size());
}

std::string new_id(std::size_t chars) {
  static constexpr char alphabet[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  std::string s(chars, '0');
  std::array<unsigned char, 64> b{};
  fill_random(b.data(), b.size());
  std::size_t used = 0;
  for (std::size_t i = 0; i < chars; ++i) {
    // Rejection sampling keeps every character equally likely (252 = 7 * 36).
    unsigned char x;
    do {
      if (used == b.size()) fill_random(b.data(), b.size()), used = 0;
      x = b[used++];
    } while (x >= 252);
    s[i] = alphabet[x % 36];
  }
  return s;
}

std::string sha256_hex(std::string_view bytes) {
  std::array<unsigned char, SHA256_DIGEST_LENGTH> d{};
  SHA256(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), d.data());
  return hex(d.data(), d.size());
}

std::string token_hash(const std::string& token) { return sha256_hex(token); }

}  // namespace mancala::server
