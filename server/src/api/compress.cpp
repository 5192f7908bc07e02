#include "compress.hpp"

#include <brotli/encode.h>
#include <zlib.h>

namespace mancala::server {

std::optional<std::string> gzip_bytes(std::string_view bytes) {
  z_stream zs{};
  // windowBits 15 + 16: a gzip header and trailer rather than zlib's; memLevel 9: the most memory.
  if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) return std::nullopt;
  std::string out(deflateBound(&zs, static_cast<uLong>(bytes.size())), '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  zs.avail_in = static_cast<uInt>(bytes.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  // deflateBound leaves room for the whole stream, so one Z_FINISH call ends it.
  const int rc = deflate(&zs, Z_FINISH);
  const auto written = zs.total_out;
  deflateEnd(&zs);
  if (rc != Z_STREAM_END) return std::nullopt;
  out.resize(written);
  return out;
}

std::optional<std::string> brotli_bytes(std::string_view bytes, int quality) {
  std::size_t size = BrotliEncoderMaxCompressedSize(bytes.size());
  if (size == 0) return std::nullopt;  // input too large for a one-shot call
  std::string out(size, '\0');
  const bool ok = BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, bytes.size(),
                                        reinterpret_cast<const std::uint8_t*>(bytes.data()), &size,
                                        reinterpret_cast<std::uint8_t*>(out.data()));
  if (!ok) return std::nullopt;
  out.resize(size);
  return out;
}

}  // namespace mancala::server
