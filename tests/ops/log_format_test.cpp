// JSON log lines: one object per line with time, level, event and fields.
#include "mancala/server/ops/log_format.hpp"

#include <doctest/doctest.h>
#include <spdlog/details/log_msg.h>

#include <nlohmann/json.hpp>

#include "mancala/server/config/config.hpp"

using namespace mancala::server;

namespace {
std::string format(const spdlog::details::log_msg& msg) {
  JsonLogFormatter f;
  spdlog::memory_buf_t buf;
  f.format(msg, buf);
  return std::string(buf.data(), buf.size());
}
}  // namespace

TEST_CASE("a log record becomes one JSON object on one line") {
  spdlog::details::log_msg msg("", spdlog::level::warn, "game \"g1\" over\nsouth wins");
  msg.time = spdlog::log_clock::time_point(std::chrono::milliseconds(1764417600123));  // 2025-11-29T12:00:00.123Z
  msg.thread_id = 7;
  const std::string line = format(msg);
  REQUIRE(line.ends_with("\n"));
  CHECK(line.find('\n') == line.size() - 1);
  const auto j = nlohmann::json::parse(line);
  CHECK(j["time"] == "2025-11-29T12:00:00.123Z");
  CHECK(j["level"] == "warning");
  CHECK(j["event"] == "game \"g1\" over\nsouth wins");
  CHECK(j["fields"]["thread"] == 7);
  CHECK(line.starts_with(R"({"time":)"));
}

TEST_CASE("a stray byte in a message is replaced, not thrown") {
  spdlog::details::log_msg msg("", spdlog::level::info, "name \xff\xfe");
  const auto j = nlohmann::json::parse(format(msg));
  CHECK(j["event"] == "name \xEF\xBF\xBD\xEF\xBF\xBD");
}

TEST_CASE("only text and json are log formats") {
  CHECK_NOTHROW(set_log_format("text"));
  CHECK_NOTHROW(set_log_format(""));
  CHECK_THROWS_AS(set_log_format("xml"), ConfigError);
}
