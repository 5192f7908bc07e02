#include "mancala/protocol/notation.hpp"

#include <charconv>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "notation_text.hpp"

namespace mancala::protocol {
namespace {

using nlohmann::json;
using namespace notation_text;

constexpr std::string_view unknown = "*";

std::string variant_text(const Variant& v) {
  const json j = variant_to_json(v);
  std::string out = j.at("game").get<std::string>();
  // variant_to_json's keys, in the order of the protocol's variant object.
  for (const char* key : {"pits", "seeds", "capture", "pie", "scoring", "early_end", "no_capture_limit"}) {
    if (!j.contains(key)) continue;
    const json& x = j.at(key);
    out += ' ';
    out += key;
    out += '=';
    out += x.is_string() ? x.get<std::string>() : x.dump();
  }
  return out;
}

// The writer numbers pits as every screen does, from 1; the PitBase header says so in the file.
constexpr int written_pit_base = 1;

std::string ply_text(Ply p) { return p.is_swap() ? "swap" : std::to_string(p.pit_index() + written_pit_base); }

// ---- reading ----

std::variant<Variant, std::string> read_variant(const std::string& text) {
  const auto ws = words(text);
  if (ws.empty()) return std::string("Variant is empty: it starts with kalah or oware");
  json j = {{"game", std::string(ws[0])}};
  for (std::size_t k = 1; k < ws.size(); ++k) {
    const auto eq = ws[k].find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == ws[k].size())
      return "Variant: \"" + std::string(ws[k]) + "\" is not key=value";
    const std::string key(ws[k].substr(0, eq));
    const std::string value(ws[k].substr(eq + 1));
    if (j.contains(key)) return "Variant: " + key + " is given twice";
    int n = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec == std::errc() && end == value.data() + value.size())
      j[key] = n;
    else if (value == "true" || value == "false")
      j[key] = value == "true";
    else
      j[key] = value;
  }
  auto v = variant_from_json(j);
  if (auto* why = std::get_if<std::string>(&v)) return "Variant: " + *why;
  return std::get<Variant>(v);
}

template <class E>
std::optional<E> enum_named(const std::string& text, std::initializer_list<E> values) {
  for (E e : values)
    if (to_string(e) == text) return e;
  return std::nullopt;
}

const char* side_letter(Side s) { return s == Side::south ? "S" : "N"; }

// A pit number of the mover (up to 3 digits, counted from `base`: 0 or 1) or swap; nullopt for
// anything else, pit 0 of a file counting from 1 too.
std::optional<Ply> read_ply(std::string_view w, int base) {
  if (w == "swap") return Ply::swap();
  if (w.empty() || w.size() > 3) return std::nullopt;
  int n = 0;
  auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), n);
  if (ec != std::errc() || end != w.data() + w.size() || n < base) return std::nullopt;
  n -= base;
  return Ply::pit(n >= Ply::swap_value ? Ply::swap_value - 1 : n);
}

// The reader's state between lines.
class Reader {
 public:
  std::optional<NotationError> line(int number, std::string_view text);
  std::variant<NotationGame, NotationError> finish(int last_line);

 private:
  std::optional<NotationError> header_line(int number, std::string_view text);
  std::optional<NotationError> turn_line(int number, std::string_view text);
  std::optional<NotationError> start_plies(int number);
  NotationError error(int number, std::string message) const { return {number, std::move(message)}; }

  NotationGame g_;
  std::map<std::string, int> header_lines_;  // key → its line
  int pit_base_ = 0;                         // a file without PitBase counts pits from 0
  std::optional<Rules> rules_;
  Position pos_;
  int turns_ = 0;
  int last_turn_line_ = 0;
  bool last_was_swap_ = false;
  Side last_side_ = Side::south;
};

std::optional<NotationError> Reader::line(int number, std::string_view text) {
  text = trim(text);
  if (text.empty() || text.front() == '#') return std::nullopt;
  if (text.front() == '[') return header_line(number, text);
  return turn_line(number, text);
}

std::optional<NotationError> Reader::header_line(int number, std::string_view text) {
  if (rules_) return error(number, "headers come before the plies");
  auto parsed = read_header(text);
  if (auto* why = std::get_if<std::string>(&parsed)) return error(number, *why);
  Header h = std::get<Header>(std::move(parsed));
  if (header_lines_.contains(h.key)) return error(number, "header " + h.key + " is given twice");
  header_lines_[h.key] = number;
  const std::string& v = h.value;
  const auto level = [&](std::optional<ai::Level>& out) -> std::optional<NotationError> {
    out = ai::level_from_string(v);
    if (!out) return error(number, h.key + " must be easy, medium or hard, got \"" + v + "\"");
    return std::nullopt;
  };
  if (h.key == "Game") {
    g_.game = v;
  } else if (h.key == "Variant") {
    auto variant = read_variant(v);
    if (auto* why = std::get_if<std::string>(&variant)) return error(number, *why);
    g_.variant = std::get<Variant>(variant);
  } else if (h.key == "PitBase") {
    if (v != "0" && v != "1") return error(number, "PitBase must be 0 or 1, got \"" + v + "\"");
    pit_base_ = v == "1" ? 1 : 0;
  } else if (h.key == "Clock") {
    auto clock = time_control_from_key(v);
    if (auto* why = std::get_if<std::string>(&clock)) return error(number, "Clock: " + *why);
    g_.clock = std::get<std::optional<TimeControl>>(clock);
  } else if (h.key == "South") {
    g_.south.name = v;
  } else if (h.key == "North") {
    g_.north.name = v;
  } else if (h.key == "SouthLevel") {
    return level(g_.south.bot);
  } else if (h.key == "NorthLevel") {
    return level(g_.north.bot);
  } else if (h.key == "Result") {
    if (v == unknown) return std::nullopt;
    auto r = enum_named(v, {Outcome::south, Outcome::north, Outcome::draw});
    if (!r) return error(number, "Result must be south, north, draw or *, got \"" + v + "\"");
    g_.result = *r;
  } else if (h.key == "Reason") {
    if (v == unknown) return std::nullopt;
    auto r = enum_named(v, {Reason::normal, Reason::resign, Reason::timeout, Reason::abandon, Reason::no_capture_limit,
                            Reason::no_feed, Reason::aborted, Reason::agreement});
    if (!r)
      return error(number,
                   "Reason must be normal, resign, timeout, abandon, no_capture_limit, no_feed, aborted, agreement "
                   "or *, got \"" +
                       v + "\"");
    g_.reason = *r;
  } else if (h.key == "Start") {
    g_.started_at = v == unknown ? "" : v;
  } else if (h.key == "End") {
    g_.ended_at = v == unknown ? "" : v;
  } else if (h.key == "Stores") {
    if (v == unknown) return std::nullopt;
    g_.stores = read_stores(v);
    if (!g_.stores) return error(number, "Stores must be SOUTH-NORTH (e.g. 25-23) or *, got \"" + v + "\"");
  } else {
    return error(number, "unknown header " + h.key);
  }
  return std::nullopt;
}

std::optional<NotationError> Reader::start_plies(int number) {
  if (!header_lines_.contains("Variant")) return error(number, "the Variant header is missing");
  rules_.emplace(g_.variant);
  pos_ = rules_->start();
  return std::nullopt;
}

std::optional<NotationError> Reader::turn_line(int number, std::string_view text) {
  if (!rules_)
    if (auto e = start_plies(number)) return e;
  if (const auto hash = text.find('#'); hash != std::string_view::npos) text = text.substr(0, hash);
  const auto ws = words(text);
  const std::string expected = std::to_string(turns_ + 1) + ".";
  if (ws[0] != expected)
    return error(number, "expected turn number " + expected + ", got \"" + std::string(ws[0]) + "\"");
  ++turns_;
  const std::string turn = "turn " + std::to_string(turns_);
  if (pos_.over()) return error(number, turn + ": the game is over after line " + std::to_string(last_turn_line_));
  if (ws.size() < 2 || (ws[1] != "S" && ws[1] != "N"))
    return error(number, turn + ": the mover's side (S or N) must follow the number");
  if (ws[1] != side_letter(pos_.to_move))
    return error(number, turn + " is " + side_letter(pos_.to_move) + "'s, not " + std::string(ws[1]) + "'s");
  // A turn ends where the move passes to the other side or at a swap; an extra turn goes on the same line.
  if (last_turn_line_ && !last_was_swap_ && last_side_ == pos_.to_move)
    return error(number, turn + ": line " + std::to_string(last_turn_line_) +
                             " ended in an extra turn, so its next plies belong on that line");
  if (ws.size() < 3) return error(number, turn + ": no ply after the side");
  for (std::size_t k = 2; k < ws.size(); ++k) {
    const std::string ply_name = "ply \"" + std::string(ws[k]) + "\"";
    // PLY or PLY@SECONDS: the mover's clock after the ply.
    const auto at = ws[k].find('@');
    const auto ply = read_ply(ws[k].substr(0, at), pit_base_);
    if (!ply)
      return error(number, turn + ": " + ply_name + " is not a pit number (counted from " + std::to_string(pit_base_) +
                               ", PitBase) or swap");
    std::optional<std::int64_t> clock_ms;
    if (at != std::string_view::npos) {
      clock_ms = read_clock(ws[k].substr(at + 1));
      if (!clock_ms)
        return error(number, turn + ": " + ply_name +
                                 " has a bad clock: @ is followed by the seconds left, with up to three decimals "
                                 "(e.g. 2@178.400)");
    }
    if (k > 2 && (ply->is_swap() || g_.plies.back().ply.is_swap() || pos_.to_move != last_side_ || pos_.over()))
      return error(number, turn + ": the turn ended before " + ply_name + "; it starts a new line");
    if (MoveError e = rules_->check(pos_, *ply); e != MoveError::none)
      return error(number, turn + ": " + ply_name + " is illegal: " + std::string(describe(e)));
    last_side_ = pos_.to_move;
    g_.plies.push_back({pos_.to_move, *ply, clock_ms});
    rules_->play(pos_, *ply);
  }
  last_was_swap_ = g_.plies.back().ply.is_swap();
  last_turn_line_ = number;
  return std::nullopt;
}

std::variant<NotationGame, NotationError> Reader::finish(int last_line) {
  if (!rules_)
    if (auto e = start_plies(last_line)) return *e;
  const auto at = [&](const char* key) { return header_lines_.contains(key) ? header_lines_.at(key) : last_line; };
  if (pos_.over()) {
    if (header_lines_.contains("Result") && (g_.result != pos_.result || g_.reason != pos_.reason))
      return error(at("Result"), "the plies end the game: Result must be " + std::string(to_string(pos_.result)) +
                                     " and Reason " + std::string(to_string(pos_.reason)));
    g_.result = pos_.result;
    g_.reason = pos_.reason;
  } else if (g_.reason == Reason::aborted) {
    // An aborted game ended without a result: its Result is *.
    if (g_.result != Outcome::none) return error(at("Result"), "an aborted game has no result: Result must be *");
    g_.result = pos_.result = Outcome::no_result;
    pos_.reason = Reason::aborted;
  } else if ((g_.result == Outcome::none) != (g_.reason == Reason::none)) {
    return error(g_.result == Outcome::none ? at("Reason") : at("Result"),
                 "Result and Reason are both * or both given");
  } else if (g_.result != Outcome::none) {
    // Only an ending the plies cannot show may end a game they leave in progress.
    if (g_.reason != Reason::resign && g_.reason != Reason::timeout && g_.reason != Reason::abandon &&
        g_.reason != Reason::agreement)
      return error(at("Reason"), "Reason " + std::string(to_string(g_.reason)) +
                                     " needs plies that end the game; these leave it in progress");
    if (g_.reason == Reason::agreement && g_.result != Outcome::draw)
      return error(at("Result"), "a game ended by agreement is a draw: Result must be draw");
    pos_.result = g_.result;
    pos_.reason = g_.reason;
  }
  const std::array<int, 2> stores{pos_.store(Side::south), pos_.store(Side::north)};
  if (g_.stores && *g_.stores != stores)
    return error(at("Stores"), "Stores says " + std::to_string((*g_.stores)[0]) + "-" +
                                   std::to_string((*g_.stores)[1]) + ", the plies give " + std::to_string(stores[0]) +
                                   "-" + std::to_string(stores[1]));
  if (pos_.over())
    g_.stores = stores;
  else
    g_.stores.reset();
  g_.final_position = pos_;
  return std::move(g_);
}

}  // namespace

std::string to_notation(const NotationGame& g) {
  std::string out;
  out += header("Game", g.game);
  out += header("Variant", variant_text(g.variant));
  if (g.clock) out += header("Clock", clock_key(g.clock));
  out += header("South", g.south.name);
  if (g.south.bot) out += header("SouthLevel", ai::to_string(*g.south.bot));
  out += header("North", g.north.name);
  if (g.north.bot) out += header("NorthLevel", ai::to_string(*g.north.bot));
  const bool over = g.result != Outcome::none;
  // An aborted game (no_result) ended without a result: `*`, with its Reason.
  out += header("Result", over && g.result != Outcome::no_result ? to_string(g.result) : unknown);
  out += header("Reason", over ? to_string(g.reason) : unknown);
  out += header("Start", g.started_at.empty() ? unknown : g.started_at);
  out += header("End", g.ended_at.empty() ? unknown : g.ended_at);
  out += header("Stores", g.stores ? std::to_string((*g.stores)[0]) + "-" + std::to_string((*g.stores)[1])
                                   : std::string(unknown));
  // A comment after the header tells a reader of the file what the number means.
  const std::string first = std::to_string(written_pit_base);
  out += "[PitBase \"" + first + "\"] # pits are numbered " + first + " to " +
         std::to_string(g.variant.pits - 1 + written_pit_base) + " from the mover's left, as on the board\n";
  out += '\n';
  int turn = 0;
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    const RecordedPly& p = g.plies[i];
    const bool continues = i > 0 && p.side == g.plies[i - 1].side && !p.ply.is_swap() && !g.plies[i - 1].ply.is_swap();
    if (continues) {
      out += ' ';
    } else {
      if (i > 0) out += '\n';
      out += std::to_string(++turn) + ". " + side_letter(p.side) + ' ';
    }
    out += ply_text(p.ply);
    if (p.clock_ms) out += clock_text(*p.clock_ms);
  }
  if (!g.plies.empty()) out += '\n';
  return out;
}

std::variant<NotationGame, NotationError> parse_notation(std::string_view text) {
  Reader reader;
  int number = 0;
  while (!text.empty()) {
    ++number;
    const auto nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (auto e = reader.line(number, line)) return *e;
  }
  return reader.finish(number == 0 ? 1 : number);
}

}  // namespace mancala::protocol
