#include "security_headers.hpp"

#include <string>

namespace mancala::server {
namespace {

// Powerful features the client never uses, refused to it and to anything it could embed. The
// clipboard (the invite link), the share sheet, notifications and sound are left as they are.
constexpr const char* permissions_policy =
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), "
    "magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()";

}  // namespace

void add_security_headers(boost::beast::http::fields& fields, std::int64_t hsts_max_age_s) {
  namespace http = boost::beast::http;
  fields.set("Content-Security-Policy", content_security_policy);
  fields.set("X-Content-Type-Options", "nosniff");
  // Another site learns at most this origin from a link followed, never a game's or invite's path.
  fields.set("Referrer-Policy", "strict-origin-when-cross-origin");
  fields.set("Permissions-Policy", permissions_policy);
  if (hsts_max_age_s > 0)
    fields.set(http::field::strict_transport_security, "max-age=" + std::to_string(hsts_max_age_s));
}

}  // namespace mancala::server
