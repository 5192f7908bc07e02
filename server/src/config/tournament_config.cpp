#include "mancala/server/config/tournament_config.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/tournament_rules.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view schedule_key = "tournament_schedule";
constexpr std::array<std::string_view, 12> entry_fields = {"kind",      "name",    "variant",         "clock",
                                                           "minutes",   "rounds",  "games_per_round", "every",
                                                           "at_minute", "at_hour", "weekday",         "bots"};

// Reads one entry of the schedule; every error names the entry's field.
class EntryReader {
 public:
  EntryReader(const json& entry, std::size_t index)
      : entry_(entry), prefix_(std::string(schedule_key) + "[" + std::to_string(index) + "]") {}

  ScheduleEntry read() const {
    if (!entry_.is_object()) throw ConfigError(prefix_, "must be an object");
    for (const auto& [field, value] : entry_.items())
      if (!field.starts_with('_') && std::find(entry_fields.begin(), entry_fields.end(), field) == entry_fields.end())
        throw ConfigError(key(field), "is not a field of a schedule entry");
    ScheduleEntry e;
    const json& kind = at("kind");
    if (kind != "arena" && kind != "swiss") throw ConfigError(key("kind"), "must be \"arena\" or \"swiss\"");
    e.kind = kind.get<std::string>();
    // Read first: a bots entry's default name says so.
    if (given("bots", true, "")) {
      if (!at("bots").is_boolean()) throw ConfigError(key("bots"), "must be true or false, got " + at("bots").dump());
      e.bots = at("bots").get<bool>();
    }
    read_board(e);
    read_length(e);
    read_when(e);
    return e;
  }

 private:
  std::string key(std::string_view field) const { return prefix_ + "." + std::string(field); }

  // The field, or null when absent.
  const json& at(const char* field) const {
    static const json absent;
    const auto it = entry_.find(field);
    return it == entry_.end() ? absent : *it;
  }

  int integer(const char* field, int lo, int hi) const {
    const json& v = at(field);
    const bool in_range = v.is_number_integer() && !(v.is_number_unsigned() && v.get<std::uint64_t>() > INT32_MAX) &&
                          v.get<std::int64_t>() >= lo && v.get<std::int64_t>() <= hi;
    if (!in_range)
      throw ConfigError(key(field), "must be an integer " + std::to_string(lo) + ".." + std::to_string(hi) +
                                        (v.is_null() ? "" : ", got " + v.dump()));
    return static_cast<int>(v.get<std::int64_t>());
  }

  // Whether `field` is given (not null); refused with `why` when `allowed` is false.
  bool given(const char* field, bool allowed, const char* why) const {
    const bool there = !at(field).is_null();
    if (there && !allowed) throw ConfigError(key(field), why);
    return there;
  }

  void read_board(ScheduleEntry& e) const {
    if (given("variant", true, "")) {
      auto v = protocol::variant_from_json(at("variant"));
      if (auto* why = std::get_if<std::string>(&v)) throw ConfigError(key("variant"), *why);
      e.variant = std::get<Variant>(v);
    }
    if (!given("clock", true, "")) throw ConfigError(key("clock"), "is required: {\"limit_s\",\"inc_s\"}");
    auto clock = protocol::tournament_clock_from_json(at("clock"));
    if (auto* why = std::get_if<std::string>(&clock)) throw ConfigError(key("clock"), *why);
    e.clock = std::get<protocol::TimeControl>(clock);
    if (given("name", true, "")) {
      const json& name = at("name");
      auto trimmed = name.is_string() ? protocol::tournament_name(name.get<std::string>()) : std::nullopt;
      if (!trimmed)
        throw ConfigError(key("name"), "must be a text of " + std::to_string(protocol::min_tournament_name) + ".." +
                                           std::to_string(protocol::max_tournament_name) + " characters");
      e.name = *trimmed;
    } else {
      e.name = (e.bots ? "Bot " : "") + protocol::default_tournament_name(e.kind, e.variant, e.clock);
    }
  }

  void read_length(ScheduleEntry& e) const {
    const bool arena = e.kind == "arena";
    given("minutes", arena, "is for an arena: a Swiss event has rounds");
    given("rounds", !arena, "is for a Swiss event: an arena has minutes");
    if (arena) {
      e.minutes = integer("minutes", protocol::min_arena_minutes, protocol::max_arena_minutes);
      e.rounds = 0;
      given("games_per_round", false, "is for a Swiss event");
      return;
    }
    e.minutes = 0;
    e.rounds = integer("rounds", protocol::min_swiss_rounds, protocol::max_swiss_rounds);
    if (given("games_per_round", true, "")) e.games_per_round = integer("games_per_round", 1, 2);
  }

  void read_when(ScheduleEntry& e) const {
    const json& every = at("every");
    if (every == "hourly")
      e.every = ScheduleEntry::Every::hourly;
    else if (every == "daily")
      e.every = ScheduleEntry::Every::daily;
    else if (every == "weekly")
      e.every = ScheduleEntry::Every::weekly;
    else
      throw ConfigError(key("every"), "must be \"hourly\", \"daily\" or \"weekly\"");
    e.at_minute = given("at_minute", true, "") ? integer("at_minute", 0, 59) : 0;
    const bool hourly = e.every == ScheduleEntry::Every::hourly;
    const bool weekly = e.every == ScheduleEntry::Every::weekly;
    given("at_hour", !hourly, "is for a daily or weekly entry: an hourly one starts every hour");
    given("weekday", weekly, "is for a weekly entry");
    e.at_hour = hourly ? 0 : integer("at_hour", 0, 23);
    e.weekday = weekly ? integer("weekday", 0, 6) : 0;
  }

  const json& entry_;
  std::string prefix_;
};

}  // namespace

std::vector<ScheduleEntry> read_tournament_schedule(const json& v) {
  const std::string key(schedule_key);
  // A variable or a flag holds the array as text.
  const json list = v.is_string() ? json::parse(v.get<std::string>(), nullptr, false) : v;
  if (!list.is_array()) throw ConfigError(key, "must be a JSON array of entries (docs/configuration.md)");
  if (list.size() > max_schedule_entries)
    throw ConfigError(key, "holds at most " + std::to_string(max_schedule_entries) + " entries");
  std::vector<ScheduleEntry> entries;
  for (std::size_t i = 0; i < list.size(); ++i) entries.push_back(EntryReader(list[i], i).read());
  return entries;
}

}  // namespace mancala::server
