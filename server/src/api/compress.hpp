// Whole-buffer compression of the static files: gzip (zlib) and brotli, at their best ratio,
// since each file is compressed once and served many times.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mancala::server {

/// `bytes` as a gzip member (RFC 1952) at zlib's level 9; nullopt when zlib fails (out of memory).
std::optional<std::string> gzip_bytes(std::string_view bytes);

/// `bytes` as a brotli stream (RFC 7932) at `quality` 0..11 in text mode; nullopt when the
/// encoder fails.
std::optional<std::string> brotli_bytes(std::string_view bytes, int quality);

}  // namespace mancala::server
