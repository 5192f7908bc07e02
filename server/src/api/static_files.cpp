// Static files of the web client, read from the web root on each request (the OS caches them).
#include <filesystem>
#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {
namespace {

namespace fs = std::filesystem;

std::string_view mime_type(std::string_view path) {
  const auto dot = path.rfind('.');
  const std::string_view ext = dot == std::string_view::npos ? "" : path.substr(dot);
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

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Percent-decodes the path part of a target; nullopt for a malformed escape or a NUL byte.
std::optional<std::string> decode_path(std::string_view target) {
  return percent_decode(target.substr(0, target.find_first_of("?#")));
}

}  // namespace

std::optional<std::string> percent_decode(std::string_view target) {
  std::string out;
  for (std::size_t i = 0; i < target.size(); ++i) {
    char c = target[i];
    if (c == '%') {
      if (i + 2 >= target.size()) return std::nullopt;
      const int hi = hex_value(target[i + 1]), lo = hex_value(target[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      c = static_cast<char>(hi * 16 + lo);
      i += 2;
    }
    if (c == '\0') return std::nullopt;
    out.push_back(c);
  }
  return out;
}

namespace {

StringResponse page(const Request& req, http::status status, std::string_view title) {
  StringResponse res{status, req.version()};
  res.set(http::field::content_type, "text/html; charset=utf-8");
  res.set(http::field::cache_control, "no-store");
  res.keep_alive(req.keep_alive());
  res.body() = "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>" + std::string(title) +
               "</title><body><h1>" + std::string(title) +
               "</h1><p><a href=\"/\">Back to the game</a></p></body></html>\n";
  res.prepare_payload();
  if (req.method() == http::verb::head) res.body().clear();
  return res;
}

}  // namespace

Response serve_static(const std::string& web_root, const Request& req) {
  auto path = decode_path(req.target());
  if (!path || path->empty() || (*path)[0] != '/') return page(req, http::status::bad_request, "Bad request");
  // No segment may climb out of the root, however it is spelled. An empty segment is refused
  // too: "//etc/passwd" (or "/%2fetc/passwd") would make the rest an absolute path, and joining
  // an absolute path to the root drops the root.
  for (std::size_t start = 1; start <= path->size();) {
    const auto end = std::min(path->find('/', start), path->size());
    const std::string_view seg = std::string_view(*path).substr(start, end - start);
    const bool last = end == path->size();
    if (seg == ".." || seg.find('\\') != std::string_view::npos || (seg.empty() && !last))
      return page(req, http::status::bad_request, "Bad request");
    start = end + 1;
  }
  const fs::path relative(path->substr(1));
  if (relative.has_root_path()) return page(req, http::status::bad_request, "Bad request");
  std::error_code ec;
  fs::path file = fs::path(web_root) / relative;
  if (fs::is_directory(file, ec)) file /= "index.html";
  if (!fs::is_regular_file(file, ec)) return page(req, http::status::not_found, "Not found");

  http::file_body::value_type body;
  beast::error_code bec;
  body.open(file.c_str(), beast::file_mode::scan, bec);
  if (bec) return page(req, http::status::not_found, "Not found");
  const std::string name = file.filename().string();
  auto headers = [&](auto& res) {
    res.set(http::field::content_type, mime_type(name));
    res.set("X-Content-Type-Options", "nosniff");
    // HTML must be revalidated so a new release is picked up; assets may be cached for a while.
    res.set(http::field::cache_control, mime_type(name).starts_with("text/html") ? "no-cache" : "public, max-age=300");
    res.keep_alive(req.keep_alive());
  };
  if (req.method() == http::verb::head) {
    StringResponse res{http::status::ok, req.version()};
    headers(res);
    res.content_length(body.size());
    return res;
  }
  FileResponse res{http::status::ok, req.version()};
  headers(res);
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

}  // namespace mancala::server
