#include "static_cache.hpp"

#include <array>
#include <chrono>
#include <fstream>
#include <iterator>

#include "compress.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

namespace fs = std::filesystem;

// 128 bits of the SHA-256 are plenty to tell two versions of one file apart.
constexpr std::size_t etag_digest_bytes = 16;

std::string etag_of(std::string_view bytes) { return "\"" + sha256_hex(bytes).substr(0, 2 * etag_digest_bytes) + "\""; }

// A compressed form worth keeping: one that exists and is smaller than the file.
std::optional<Representation> smaller_form(std::optional<std::string> bytes, std::size_t original) {
  if (!bytes || bytes->size() >= original) return std::nullopt;
  auto tag = etag_of(*bytes);
  return Representation{std::move(*bytes), std::move(tag)};
}

std::optional<std::string> read_whole_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) return std::nullopt;
  return bytes;
}

std::shared_ptr<const CachedFile> load_static_file(const fs::path& path, fs::file_time_type modified,
                                                   std::uintmax_t size) {
  auto bytes = read_whole_file(path);
  if (!bytes) return nullptr;
  auto file = std::make_shared<CachedFile>();
  file->content_type = content_type_for(path.filename().string());
  file->modified = modified;
  file->size = size;
  if (compressible(file->content_type) && bytes->size() >= min_compressed_file_bytes) {
    file->gzip = smaller_form(gzip_bytes(*bytes), bytes->size());
    file->brotli = smaller_form(brotli_bytes(*bytes, static_brotli_quality), bytes->size());
  }
  file->identity.etag = etag_of(*bytes);
  file->identity.bytes = std::move(*bytes);
  return file;
}

std::uintmax_t held_by(const CachedFile& file) {
  return file.identity.bytes.size() + (file.gzip ? file.gzip->bytes.size() : 0) +
         (file.brotli ? file.brotli->bytes.size() : 0);
}

}  // namespace

std::string_view content_type_for(std::string_view file_name) {
  const auto dot = file_name.rfind('.');
  const std::string_view ext = dot == std::string_view::npos ? "" : file_name.substr(dot);
  if (ext == ".html" || ext == ".htm") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".webmanifest") return "application/manifest+json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".gif") return "image/gif";
  if (ext == ".webp") return "image/webp";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".woff") return "font/woff";
  if (ext == ".wasm") return "application/wasm";
  if (ext == ".txt" || ext == ".md") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

bool compressible(std::string_view content_type) {
  const std::string_view type = content_type.substr(0, content_type.find(';'));
  return type == "text/html" || type == "text/javascript" || type == "text/css" || type == "image/svg+xml" ||
         type == "application/json" || type == "application/manifest+json" || type == "text/plain";
}

std::shared_ptr<const CachedFile> StaticCache::get(const fs::path& path) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec || size > max_cached_file_bytes) return nullptr;
  const auto modified = fs::last_write_time(path, ec);
  if (ec) return nullptr;
  const std::string key = path.lexically_normal().string();
  {
    std::lock_guard lock(mutex_);
    const auto it = files_.find(key);
    if (it != files_.end() && it->second->modified == modified && it->second->size == size) return it->second;
    // A file that does not fit is streamed without being read here: read, it would be read
    // (and compressed) again on every request.
    const std::uintmax_t replaced = it != files_.end() ? held_by(*it->second) : 0;
    if (held_bytes_ - replaced + size > max_cached_total_bytes) return nullptr;
  }
  // Two threads missing at once both read the file; the later one's copy stays, the same bytes.
  auto file = load_static_file(path, modified, size);
  if (!file) return nullptr;
  std::lock_guard lock(mutex_);
  auto& slot = files_[key];
  held_bytes_ = held_bytes_ - (slot ? held_by(*slot) : 0) + held_by(*file);
  slot = file;
  return file;
}

WarmSummary StaticCache::warm(const fs::path& root) {
  const auto start = std::chrono::steady_clock::now();
  WarmSummary summary;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(root, ec);
       !ec && it != fs::recursive_directory_iterator() && !stop_warming_; it.increment(ec)) {
    std::error_code type_ec;
    if (!it->is_regular_file(type_ec)) continue;
    const auto file = get(it->path());
    if (!file) continue;
    const auto size = file->identity.bytes.size();
    ++summary.files;
    summary.bytes += size;
    summary.brotli_bytes += file->brotli ? file->brotli->bytes.size() : size;
    summary.gzip_bytes += file->gzip ? file->gzip->bytes.size() : size;
  }
  summary.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return summary;
}

}  // namespace mancala::server
