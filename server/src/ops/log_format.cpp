// JSON lines through spdlog's formatter hook: every existing log call gains the format for free.
#include "mancala/server/ops/log_format.hpp"

#include <spdlog/spdlog.h>

#include <ctime>
#include <nlohmann/json.hpp>

#include "mancala/server/config/config.hpp"

namespace mancala::server {
namespace {

std::string iso_utc(spdlog::log_clock::time_point t) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
  const std::time_t secs = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char buf[40];
  const auto n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  return std::string(buf, n) + fmt::format(".{:03d}Z", static_cast<int>(ms % 1000));
}

}  // namespace

void JsonLogFormatter::format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& dest) {
  nlohmann::ordered_json fields = {{"thread", msg.thread_id}};
  if (msg.logger_name.size() > 0) fields["logger"] = std::string(msg.logger_name.data(), msg.logger_name.size());
  if (!msg.source.empty()) fields["source"] = fmt::format("{}:{}", msg.source.filename, msg.source.line);
  const auto level = spdlog::level::to_string_view(msg.level);
  const nlohmann::ordered_json line = {{"time", iso_utc(msg.time)},
                                       {"level", std::string(level.data(), level.size())},
                                       {"event", std::string(msg.payload.data(), msg.payload.size())},
                                       {"fields", std::move(fields)}};
  // Replace, not throw: a log line must never take the server down over a stray byte.
  const std::string text = line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  dest.append(text.data(), text.data() + text.size());
  dest.push_back('\n');
}

std::unique_ptr<spdlog::formatter> JsonLogFormatter::clone() const { return std::make_unique<JsonLogFormatter>(); }

void set_log_format(std::string_view format) {
  if (format.empty() || format == "text") return;
  if (format != "json")
    throw ConfigError("log_format", "must be \"text\" or \"json\", not \"" + std::string(format) + "\"");
  spdlog::set_formatter(std::make_unique<JsonLogFormatter>());
}

}  // namespace mancala::server
