#include "mancala/server/tournament/tournament_request.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/json_game.hpp"
#include "mancala/server/tournament/schedule.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;
using Clock = std::chrono::system_clock;

// The body's field `name`, or null when absent.
const json& tr_field(const json& body, const char* name) {
  static const json absent;
  const auto it = body.find(name);
  return it == body.end() ? absent : *it;
}

// An integer lo..hi, or nullopt for another value (a fraction, a string, out of range).
std::optional<int> tr_int_in(const json& v, int lo, int hi) {
  if (!v.is_number_integer()) return std::nullopt;
  if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)) return std::nullopt;
  const auto x = v.get<std::int64_t>();
  if (x < lo || x > hi) return std::nullopt;
  return static_cast<int>(x);
}

std::string tr_range(int lo, int hi) { return "an integer " + std::to_string(lo) + ".." + std::to_string(hi); }

// Reads the body into `t`, field by field; the first problem is returned.
class RequestReader {
 public:
  RequestReader(const json& body, Clock::time_point now) : body_(body), now_(now) {}

  std::optional<TournamentFieldError> read(TournamentRequest& r) {
    StoredTournament& t = r.event;
    if (auto e = kind(t)) return e;
    if (auto e = name(t)) return e;
    if (auto e = variant(t)) return e;
    if (auto e = clock(t)) return e;
    if (t.name.empty()) t.name = protocol::default_tournament_name(t.kind, t.variant, *t.clock);
    if (auto e = length(t)) return e;
    if (auto e = starts_at(r.starts_at)) return e;
    if (auto e = flag("rated", t.rated)) return e;
    return flag("bots", t.bots);
  }

 private:
  static std::optional<TournamentFieldError> error(std::string field, std::string message) {
    return TournamentFieldError{std::move(field), std::move(message)};
  }

  std::optional<TournamentFieldError> kind(StoredTournament& t) const {
    const json& v = tr_field(body_, "kind");
    if (v != "arena" && v != "swiss") return error("kind", "\"arena\" or \"swiss\"");
    t.kind = v.get<std::string>();
    return std::nullopt;
  }

  std::optional<TournamentFieldError> name(StoredTournament& t) const {
    const json& v = tr_field(body_, "name");
    if (v.is_null()) return std::nullopt;  // named once the variant and clock are known
    auto trimmed = v.is_string() ? protocol::tournament_name(v.get_ref<const std::string&>()) : std::nullopt;
    if (!trimmed)
      return error("name", "a text of " + std::to_string(protocol::min_tournament_name) + ".." +
                               std::to_string(protocol::max_tournament_name) +
                               " characters, without control characters");
    t.name = std::move(*trimmed);
    return std::nullopt;
  }

  std::optional<TournamentFieldError> variant(StoredTournament& t) const {
    const json& v = tr_field(body_, "variant");
    if (v.is_null()) return std::nullopt;  // StoredTournament's default: Kalah(6,4)
    auto parsed = protocol::variant_from_json(v);
    if (auto* why = std::get_if<std::string>(&parsed)) return error("variant", *why);
    t.variant = std::get<Variant>(parsed);
    return std::nullopt;
  }

  std::optional<TournamentFieldError> clock(StoredTournament& t) const {
    const json& v = tr_field(body_, "clock");
    if (v.is_null()) return error("clock", "a clock is required: {\"limit_s\",\"inc_s\"}");
    auto parsed = protocol::tournament_clock_from_json(v);
    if (auto* why = std::get_if<std::string>(&parsed)) return error("clock", *why);
    t.clock = std::get<protocol::TimeControl>(parsed);
    return std::nullopt;
  }

  // An arena's minutes, or a Swiss event's rounds and games a round; the other kind's fields refused.
  std::optional<TournamentFieldError> length(StoredTournament& t) const {
    const bool arena = t.kind == "arena";
    const json& minutes = tr_field(body_, "minutes");
    const json& rounds = tr_field(body_, "rounds");
    const json& games = tr_field(body_, "games_per_round");
    if (arena) {
      if (!rounds.is_null()) return error("rounds", "an arena runs for minutes, not rounds");
      if (!games.is_null()) return error("games_per_round", "only a Swiss event has rounds");
      const auto m = tr_int_in(minutes, protocol::min_arena_minutes, protocol::max_arena_minutes);
      if (!m) return error("minutes", tr_range(protocol::min_arena_minutes, protocol::max_arena_minutes));
      t.minutes = *m;
      return std::nullopt;
    }
    if (!minutes.is_null()) return error("minutes", "a Swiss event has rounds, not minutes");
    const auto n = tr_int_in(rounds, protocol::min_swiss_rounds, protocol::max_swiss_rounds);
    if (!n) return error("rounds", tr_range(protocol::min_swiss_rounds, protocol::max_swiss_rounds));
    t.rounds = *n;
    if (!games.is_null()) {
      const auto g = tr_int_in(games, 1, 2);
      if (!g) return error("games_per_round", "1, or 2 (the pair plays twice, seats swapped)");
      t.games_per_round = *g;
    }
    return std::nullopt;
  }

  std::optional<TournamentFieldError> starts_at(Clock::time_point& at) const {
    const json& v = tr_field(body_, "starts_at");
    if (v.is_null()) {
      at = now_ + default_tournament_lead;
      return std::nullopt;
    }
    const auto parsed = v.is_string() ? parse_iso8601(v.get_ref<const std::string&>()) : std::nullopt;
    if (!parsed) return error("starts_at", "an ISO 8601 time, e.g. 2026-11-29T18:00:00Z");
    if (*parsed < now_ - starts_at_slack) return error("starts_at", "lies in the past");
    if (*parsed > now_ + max_tournament_lead) return error("starts_at", "at most 30 days ahead");
    at = *parsed;
    return std::nullopt;
  }

  std::optional<TournamentFieldError> flag(const char* name, bool& out) const {
    const json& v = tr_field(body_, name);
    if (v.is_null()) return std::nullopt;
    if (!v.is_boolean()) return error(name, "true or false");
    out = v.get<bool>();
    return std::nullopt;
  }

  const json& body_;
  Clock::time_point now_;
};

// Reads `digits` decimal digits at `at` into `out`; false when they are not all digits.
bool tr_digits(std::string_view text, std::size_t& at, std::size_t digits, int& out) {
  if (at + digits > text.size()) return false;
  out = 0;
  for (std::size_t i = 0; i < digits; ++i, ++at) {
    const char c = text[at];
    if (c < '0' || c > '9') return false;
    out = out * 10 + (c - '0');
  }
  return true;
}

bool tr_char(std::string_view text, std::size_t& at, char c) {
  if (at >= text.size() || text[at] != c) return false;
  ++at;
  return true;
}

}  // namespace

std::variant<TournamentRequest, TournamentFieldError> parse_tournament_request(const json& body,
                                                                               Clock::time_point now) {
  if (!body.is_object()) return TournamentFieldError{"", "the body must be a JSON object"};
  TournamentRequest r;
  if (auto e = RequestReader(body, now).read(r)) return std::move(*e);
  return r;
}

std::optional<Clock::time_point> parse_iso8601(std::string_view text) {
  using namespace std::chrono;
  std::size_t at = 0;
  int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
  const bool shape = tr_digits(text, at, 4, y) && tr_char(text, at, '-') && tr_digits(text, at, 2, mo) &&
                     tr_char(text, at, '-') && tr_digits(text, at, 2, d) && tr_char(text, at, 'T') &&
                     tr_digits(text, at, 2, h) && tr_char(text, at, ':') && tr_digits(text, at, 2, mi) &&
                     tr_char(text, at, ':') && tr_digits(text, at, 2, s);
  if (!shape || h > 23 || mi > 59 || s > 59) return std::nullopt;
  const year_month_day date{year(y), month(static_cast<unsigned>(mo)), day(static_cast<unsigned>(d))};
  if (!date.ok()) return std::nullopt;
  milliseconds fraction{0};
  if (tr_char(text, at, '.')) {
    const std::size_t first = at;
    for (int scale = 100; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, scale /= 10)
      fraction += milliseconds((text[at] - '0') * scale);
    if (at == first) return std::nullopt;
  }
  minutes offset{0};
  if (!tr_char(text, at, 'Z')) {
    if (at >= text.size() || (text[at] != '+' && text[at] != '-')) return std::nullopt;
    const int sign = text[at++] == '+' ? 1 : -1;
    int oh = 0, om = 0;
    if (!tr_digits(text, at, 2, oh) || !tr_char(text, at, ':') || !tr_digits(text, at, 2, om) || oh > 23 || om > 59)
      return std::nullopt;
    offset = sign * (hours(oh) + minutes(om));
  }
  if (at != text.size()) return std::nullopt;
  // Local time minus its offset from UTC is UTC.
  return sys_days(date) + hours(h) + minutes(mi) + seconds(s) + fraction - offset;
}

}  // namespace mancala::server
