// The headers every HTTP answer carries so that a browser runs only the web client's own code,
// in no other site's frame, and sends nothing it does not need.
#pragma once

#include <boost/beast/http/fields.hpp>
#include <cstdint>

namespace mancala::server {

/// The Content-Security-Policy of every answer: the client's own files only (no inline script or
/// style, no eval, no plugins), its WebSocket at the same host, no framing by any site.
/// 'wasm-unsafe-eval' lets the page compile WebAssembly (the offline engine, web/wasm/), and
/// nothing else: eval and new Function stay refused.
inline constexpr const char* content_security_policy =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; font-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Sets Content-Security-Policy, X-Content-Type-Options, Referrer-Policy, Permissions-Policy and,
/// when `hsts_max_age_s` > 0, Strict-Transport-Security with that max-age (seconds).
void add_security_headers(boost::beast::http::fields& fields, std::int64_t hsts_max_age_s);

}  // namespace mancala::server
