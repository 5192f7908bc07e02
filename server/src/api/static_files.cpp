// Static files of the web client: the path checked against the web root, a page at the root
// swapped for its copy in the request's language (web/pages/), then the file from the StaticCache
// in the coding the client takes, or a 304 when its copy is current.
#include <filesystem>
#include <iterator>
#include <string_view>
#include <utility>

#include "content_coding.hpp"
#include "http_routes.hpp"
#include "page_language.hpp"
#include "static_cache.hpp"

namespace mancala::server {
namespace {

namespace fs = std::filesystem;

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

// Every static answer is revalidated: no URL of the client carries a version, so a file may
// change under the same name at the next release. The ETag makes the revalidation cheap.
constexpr const char* static_cache_control = "no-cache";

// A file from the cache: the coding the client takes, 304 when If-None-Match names its ETag.
// `language` is the code of a page written in one language (web/pages/<code>/), else empty.
StringResponse cached_answer(const Request& req, const CachedFile& file, const std::string& language) {
  const auto coding = choose_coding(req[http::field::accept_encoding], file.gzip.has_value(), file.brotli.has_value());
  const Representation& rep = coding == ContentCoding::brotli ? *file.brotli
                              : coding == ContentCoding::gzip ? *file.gzip
                                                              : file.identity;
  const bool current = etag_matches(req[http::field::if_none_match], rep.etag);
  StringResponse res{current ? http::status::not_modified : http::status::ok, req.version()};
  res.set(http::field::content_type, file.content_type);
  res.set(http::field::cache_control, static_cache_control);
  res.set(http::field::etag, rep.etag);
  // A file with a compressed form is a different answer to another Accept-Encoding, and a page
  // in one language to another choice of language.
  const bool coded = file.gzip || file.brotli;
  if (!language.empty()) {
    res.set(http::field::vary, coded ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Language, Cookie");
    res.set(http::field::content_language, language);
  } else if (coded) {
    res.set(http::field::vary, "Accept-Encoding");
  }
  if (coding != ContentCoding::identity)
    res.set(http::field::content_encoding, coding == ContentCoding::brotli ? "br" : "gzip");
  res.keep_alive(req.keep_alive());
  if (current) return res;  // no body and no Content-Length: a 304's length would be the file's
  if (req.method() == http::verb::head) {
    res.content_length(rep.bytes.size());
    return res;
  }
  res.body() = rep.bytes;
  res.prepare_payload();
  return res;
}

// A file too large for the cache, read from disk as it is, without a validator.
Response streamed_answer(const Request& req, const std::filesystem::path& file) {
  http::file_body::value_type body;
  beast::error_code bec;
  body.open(file.c_str(), beast::file_mode::scan, bec);
  if (bec) return page(req, http::status::not_found, "Not found");
  auto headers = [&](auto& res) {
    res.set(http::field::content_type, content_type_for(file.filename().string()));
    res.set(http::field::cache_control, static_cache_control);
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

// The folder of the pages written per language, inside the web root. Its language folders are
// not addressed by any URL (their pages' relative links are the root's), only chosen for a root
// page; the files directly in it (each page's style sheets joined, its scripts bundled) are.
constexpr std::string_view pages_folder = "pages";

bool in_language_folder(const fs::path& relative) {
  const bool built_file = std::distance(relative.begin(), relative.end()) == 2 &&
                          (relative.extension() == ".css" || relative.extension() == ".js");
  return !relative.empty() && *relative.begin() == pages_folder && !built_file;
}

// For a page at the root of the web client (`relative` is "" for "/", or one name such as
// "how-to-play.html"), the same page in the request's language when web/pages/ has it:
// {file, code}; else {file as given, ""}.
std::pair<fs::path, std::string> in_language(const fs::path& web_root, const fs::path& relative, const fs::path& file,
                                             const Request& req) {
  const bool root_page =
      relative.empty() || (std::distance(relative.begin(), relative.end()) == 1 && relative.extension() == ".html");
  if (!root_page) return {file, ""};
  std::string code = page_language(req[http::field::cookie], req[http::field::accept_language]);
  fs::path written = web_root / pages_folder / code / file.filename();
  std::error_code ec;
  if (!fs::is_regular_file(written, ec)) return {file, ""};
  return {std::move(written), std::move(code)};
}

}  // namespace

Response serve_static(StaticCache& cache, const std::string& web_root, const Request& req) {
  auto path = decode_path(req.target());
  if (!path || path->empty() || (*path)[0] != '/') return page(req, http::status::bad_request, "Bad request");
  // No segment may climb out of the root, however it is spelled. An empty segment is refused
  // too: "//etc/passwd" (or "/%2fetc/passwd") would make the rest an absolute path, and joining
  // an absolute path to the root drops the root. So is ".", which a browser never sends: it would
  // give a folder a second spelling ("/./pages/fr/" past the check of pages/ below).
  for (std::size_t start = 1; start <= path->size();) {
    const auto end = std::min(path->find('/', start), path->size());
    const std::string_view seg = std::string_view(*path).substr(start, end - start);
    const bool last = end == path->size();
    if (seg == ".." || seg == "." || seg.find('\\') != std::string_view::npos || (seg.empty() && !last))
      return page(req, http::status::bad_request, "Bad request");
    start = end + 1;
  }
  const fs::path relative(path->substr(1));
  if (relative.has_root_path()) return page(req, http::status::bad_request, "Bad request");
  if (in_language_folder(relative)) return page(req, http::status::not_found, "Not found");
  std::error_code ec;
  fs::path file = fs::path(web_root) / relative;
  if (fs::is_directory(file, ec)) file /= "index.html";
  if (!fs::is_regular_file(file, ec)) return page(req, http::status::not_found, "Not found");

  auto [sent, language] = in_language(web_root, relative, file, req);
  if (auto cached = cache.get(sent)) return cached_answer(req, *cached, language);
  return streamed_answer(req, sent);
}

}  // namespace mancala::server
