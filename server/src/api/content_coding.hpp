// What a request's Accept-Encoding and If-None-Match ask of a static file (RFC 9110 §12.5.3,
// §13.1.2), and the parts of its grammar Accept-Language shares (page_language.hpp).
#pragma once

#include <optional>
#include <string_view>

namespace mancala::server {

/// A content coding the static files come in.
enum class ContentCoding { identity, gzip, brotli };

/// The coding to send for `accept_encoding` (the header's value, empty when absent) among those
/// the file has: the acceptable one (q > 0, given by name or by "*") of highest q, brotli before
/// gzip on a tie; identity when neither is acceptable or the file has neither form. Identity is
/// sent even when the header refuses it, rather than a 406. Malformed entries are skipped.
ContentCoding choose_coding(std::string_view accept_encoding, bool has_gzip, bool has_brotli);

/// `s` without the optional whitespace (spaces and tabs) at either end.
std::string_view trim_ows(std::string_view s);

/// The weight of one list entry's parameters (`params` is what follows its first ';', e.g.
/// "q=0.5"), in thousandths as the grammar allows three decimals: 1000 when there is no q, 0 for
/// q=0; nullopt when the q is malformed.
std::optional<int> q_weight(std::string_view params);

/// Whether `if_none_match` (the header's value) names `etag` (quoted) or is "*": the client's
/// copy is current (the weak comparison RFC 9110 prescribes for this header, so W/"x" names "x").
bool etag_matches(std::string_view if_none_match, std::string_view etag);

}  // namespace mancala::server
