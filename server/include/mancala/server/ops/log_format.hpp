// The log line format: human-readable text (spdlog's default) or JSON lines for log collectors.
#pragma once

#include <spdlog/formatter.h>

#include <memory>
#include <string_view>

namespace mancala::server {

/// One JSON object per line, UTF-8, invalid bytes replaced:
/// {"time":"2026-11-29T12:00:00.123Z","level":"info","event":"<the message>","fields":{"thread":N}}
/// `time` is the record's UTC time (ms); `level` is spdlog's name (trace..critical).
class JsonLogFormatter final : public spdlog::formatter {
 public:
  void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& dest) override;
  std::unique_ptr<spdlog::formatter> clone() const override;
};

/// Applies `format` ("text" or "json") to the default logger. Throws ConfigError("log_format")
/// for another value. main calls it with MANCALA_LOG_FORMAT (unset: "text").
void set_log_format(std::string_view format);

}  // namespace mancala::server
