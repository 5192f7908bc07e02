#include "mancala/protocol/json_game.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace mancala::protocol {
namespace {

using nlohmann::json;

std::optional<std::string> read_int(const json& j, const char* key, int& out) {
  if (!j.contains(key)) return std::nullopt;
  const json& v = j.at(key);
  if (!v.is_number_integer()) return std::string("variant.") + key + " must be an integer";
  const auto x = v.get<long long>();
  if (x < -1000000 || x > 1000000) return std::string("variant.") + key + " is out of range";
  out = static_cast<int>(x);
  return std::nullopt;
}

std::optional<std::string> read_bool(const json& j, const char* key, bool& out) {
  if (!j.contains(key)) return std::nullopt;
  if (!j.at(key).is_boolean()) return std::string("variant.") + key + " must be true or false";
  out = j.at(key).get<bool>();
  return std::nullopt;
}

template <class E, std::size_t N>
std::optional<std::string> read_enum(const json& j, const char* key, const std::array<E, N>& values, E& out) {
  if (!j.contains(key)) return std::nullopt;
  const json& v = j.at(key);
  std::string allowed;
  for (E e : values) {
    if (v.is_string() && v.get<std::string>() == to_string(e)) {
      out = e;
      return std::nullopt;
    }
    allowed += (allowed.empty() ? "" : ", ") + std::string(to_string(e));
  }
  return std::string("variant.") + key + " must be one of " + allowed;
}

}  // namespace

std::variant<Variant, std::string> variant_from_json(const json& j) {
  if (!j.is_object()) return std::string("variant must be an object");
  Variant v;
  if (j.contains("game")) {
    const json& g = j.at("game");
    if (g == "oware")
      v = Variant::oware();
    else if (g != "kalah")
      return std::string("variant.game must be \"kalah\" or \"oware\"");
  }
  const bool kalah = v.game == GameKind::kalah;
  for (const auto& [key, value] : j.items()) {
    static const std::array<const char*, 6> kalah_keys{"pits", "seeds", "capture", "pie", "scoring", "early_end"};
    const bool is_kalah_key = std::find_if(kalah_keys.begin(), kalah_keys.end(),
                                           [&key = key](const char* k) { return key == k; }) != kalah_keys.end();
    if (key == "game") continue;
    if (kalah && is_kalah_key) continue;
    if (!kalah && key == "no_capture_limit") continue;
    return "variant." + key + " is not an option of " + to_string(v.game);
  }
  std::optional<std::string> err;
  if (kalah) {
    if ((err = read_int(j, "pits", v.pits))) return *err;
    if ((err = read_int(j, "seeds", v.seeds))) return *err;
    if ((err = read_enum(j, "capture", std::array{CaptureRule::standard, CaptureRule::empty, CaptureRule::none},
                         v.capture)))
      return *err;
    if ((err = read_bool(j, "pie", v.pie))) return *err;
    if ((err = read_enum(j, "scoring", std::array{Scoring::store, Scoring::captured, Scoring::outlast}, v.scoring)))
      return *err;
    if ((err = read_bool(j, "early_end", v.early_end))) return *err;
  } else if ((err = read_int(j, "no_capture_limit", v.no_capture_limit))) {
    return *err;
  }
  if (auto bad = v.validate()) return "variant." + *bad;
  return v;
}

json variant_to_json(const Variant& v) {
  if (v.game == GameKind::oware) return {{"game", "oware"}, {"no_capture_limit", v.no_capture_limit}};
  return {{"game", "kalah"},
          {"pits", v.pits},
          {"seeds", v.seeds},
          {"capture", to_string(v.capture)},
          {"pie", v.pie},
          {"scoring", to_string(v.scoring)},
          {"early_end", v.early_end}};
}

json state_to_json(const Position& p, int pits) {
  json rows = json::array();
  for (Side s : {Side::south, Side::north}) {
    json row = json::array();
    for (int i = 0; i < pits; ++i) row.push_back(p.pit(s, i));
    rows.push_back(std::move(row));
  }
  json result = nullptr, reason = nullptr;
  if (p.over()) {
    // An aborted game ended without a result: `result` stays null.
    if (p.result != Outcome::no_result) result = std::string(to_string(p.result));
    reason = std::string(to_string(p.reason));
  }
  return {{"ply", p.ply},
          {"pits", std::move(rows)},
          {"stores", {p.store(Side::south), p.store(Side::north)}},
          {"to_move", std::string(to_string(p.to_move))},
          {"over", p.over()},
          {"result", result},
          {"reason", reason}};
}

std::variant<Position, std::string> state_from_json(const json& j, const Rules& rules) {
  if (!j.is_object()) return std::string("state must be an object");
  const int pits = rules.pits();
  Position p = Position::empty(pits);
  // What the board's layout holds without overflow: a byte a cell on boards of up to 8 pits, and
  // on wider ones the seeds of the largest start (12 pits of 12 seeds a side).
  const int limit = std::min(p.max_count(), 2 * Variant::max_pits * Variant::max_seeds);
  const std::string count = " must be a count 0.." + std::to_string(limit);
  auto read_count = [&](const json& x, int& out) {
    if (!x.is_number_integer() || x.get<long long>() < 0 || x.get<long long>() > limit) return false;
    out = x.get<int>();
    return true;
  };
  int total = 0, n = 0;
  if (!j.contains("pits") || !j["pits"].is_array() || j["pits"].size() != 2)
    return std::string("state.pits must be two arrays of ") + std::to_string(pits) + " counts";
  for (int s = 0; s < 2; ++s) {
    const json& row = j["pits"][s];
    if (!row.is_array() || static_cast<int>(row.size()) != pits)
      return "state.pits[" + std::to_string(s) + "] must hold " + std::to_string(pits) + " counts";
    for (int i = 0; i < pits; ++i) {
      if (!read_count(row[i], n)) return "state.pits[" + std::to_string(s) + "][" + std::to_string(i) + "]" + count;
      if ((total += n) > limit) break;
      p.set_pit(s == 0 ? Side::south : Side::north, i, n);
    }
  }
  if (j.contains("stores")) {
    const json& st = j["stores"];
    if (!st.is_array() || st.size() != 2) return std::string("state.stores must be [south, north]");
    for (int s = 0; s < 2 && total <= limit; ++s) {
      if (!read_count(st[s], n)) return "state.stores[" + std::to_string(s) + "]" + count;
      if ((total += n) > limit) break;
      p.set_store(s == 0 ? Side::south : Side::north, n);
    }
  }
  if (total > limit) return "state holds more than " + std::to_string(limit) + " seeds";
  if (j.contains("to_move")) {
    auto side = j["to_move"].is_string() ? side_from_string(j["to_move"].get<std::string>()) : std::nullopt;
    if (!side) return std::string("state.to_move must be \"south\" or \"north\"");
    p.to_move = *side;
  }
  if (j.contains("ply")) {
    if (!j["ply"].is_number_integer() || j["ply"].get<long long>() < 0 || j["ply"].get<long long>() > 65535)
      return std::string("state.ply must be an integer 0..65535");
    p.ply = static_cast<std::uint16_t>(j["ply"].get<int>());
  }
  rules.check_end(p);
  return p;
}

std::optional<Ply> ply_from_json(const json& j) {
  if (j.is_string() && j.get<std::string>() == "swap") return Ply::swap();
  if (j.is_number_integer()) {
    const auto v = j.get<long long>();
    if (v >= 0 && v < Ply::swap_value) return Ply::pit(static_cast<int>(v));
  }
  return std::nullopt;
}

json move_to_json(Side side, Ply ply) {
  json m = {{"side", std::string(to_string(side))}};
  if (ply.is_swap())
    m["swap"] = true;
  else
    m["pit"] = ply.pit_index();
  return m;
}

json hollow_to_json(Hollow h) { return json::array({h.side, h.pit}); }

json hollows_to_json(const std::vector<Hollow>& hs) {
  json a = json::array();
  for (Hollow h : hs) a.push_back(hollow_to_json(h));
  return a;
}

std::optional<Side> side_from_string(const std::string& s) {
  if (s == "south") return Side::south;
  if (s == "north") return Side::north;
  return std::nullopt;
}

}  // namespace mancala::protocol
