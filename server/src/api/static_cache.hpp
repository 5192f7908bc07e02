// The web client's files held in memory with their compressed forms and validators, so that a
// request costs a lookup and a copy, never a compression or a hash.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace mancala::server {

/// The largest file the cache holds (bytes); a larger one is streamed from disk as it is.
inline constexpr std::uintmax_t max_cached_file_bytes = 4 * 1024 * 1024;
/// The most the cache holds in all (bytes, every form of every file; a file read past it by a
/// racing request or its compressed forms may add a few MiB): a web root far larger than the
/// client (a mistaken setting) has its other files streamed rather than filling the memory.
inline constexpr std::uintmax_t max_cached_total_bytes = 64 * 1024 * 1024;
/// Files below this size (bytes) are sent as they are: their compressed form would save less
/// than a packet.
inline constexpr std::size_t min_compressed_file_bytes = 512;
/// Brotli's quality for the static files: its best (11), paid once per file.
inline constexpr int static_brotli_quality = 11;

/// One encoding of a file: its bytes and its strong ETag (quoted, from the SHA-256 of the bytes).
struct Representation {
  std::string bytes;
  std::string etag;
};

/// A file as served: its content type, its bytes as they are, and its gzip and brotli forms
/// where the type compresses, the file is not tiny and the form is smaller.
struct CachedFile {
  std::string content_type;
  Representation identity;
  std::optional<Representation> gzip;
  std::optional<Representation> brotli;
  // What the file on disk was when read: a change to either reads it again.
  std::filesystem::file_time_type modified;
  std::uintmax_t size = 0;
};

/// The Content-Type served for a file name, by its extension (application/octet-stream when unknown).
std::string_view content_type_for(std::string_view file_name);

/// Whether a content type is text that compresses (HTML, JavaScript, CSS, SVG, JSON, plain text).
bool compressible(std::string_view content_type);

/// What StaticCache::warm read: how many files, their bytes, the bytes of their brotli and gzip
/// forms (the file's own size where it has none), and the wall time it took (ms).
struct WarmSummary {
  std::size_t files = 0;
  std::uintmax_t bytes = 0, brotli_bytes = 0, gzip_bytes = 0;
  double ms = 0;
};

/// The static files read so far, each read, compressed and hashed once (again only when its
/// size or modification time changes). Safe to call from any thread.
class StaticCache {
 public:
  /// The regular file at `path`; null when it cannot be read, is larger than
  /// max_cached_file_bytes, or would take the cache past max_cached_total_bytes (the caller
  /// streams it instead).
  std::shared_ptr<const CachedFile> get(const std::filesystem::path& path);

  /// Reads every file under `root` (what a page loads first), so that no player's request pays
  /// for compressing it. Files that cannot be read, or too large to hold, are skipped. Returns
  /// early, with what it read, once stop_warming() was called.
  WarmSummary warm(const std::filesystem::path& root);

  /// Makes a warm() in progress (or to come) return after the file it is on: a server shutting
  /// down does not wait for files no one will ask for. Safe to call from any thread.
  void stop_warming() { stop_warming_ = true; }

 private:
  std::mutex mutex_;  // guards files_ and held_bytes_; reading and compressing happen outside it
  std::unordered_map<std::string, std::shared_ptr<const CachedFile>> files_;
  std::uintmax_t held_bytes_ = 0;  // every form of every file in files_
  std::atomic<bool> stop_warming_{false};
};

}  // namespace mancala::server
