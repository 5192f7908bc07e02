#include "endgame_file.hpp"

#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <span>

#include "common.hpp"
#include "mancala/engine/ai.hpp"
#include "mancala/protocol/json_game.hpp"

namespace mancala::cli {
namespace {

constexpr const char* magic = "mancala endgame table 1";
constexpr int sampled_entries = 10'000;

// Three text lines, then the values: what the file is, the rules, the seed limit.
std::string header(const Rules& rules, int seeds) {
  return std::string(magic) + "\n" + protocol::variant_to_json(rules.variant()).dump() + "\n" + std::to_string(seeds) + "\n";
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

std::shared_ptr<const ai::EndgameTable> endgame_table(const Rules& rules, int seeds, int threads,
                                                      const std::string& path, std::ostream& log) {
  return rules.visit([&](const auto& game) -> std::shared_ptr<const ai::EndgameTable> {
    if constexpr (!std::is_same_v<std::decay_t<decltype(game)>, Kalah>) {
      return nullptr;
    } else {
      if (!ai::EndgameTable::applies(game)) return nullptr;
      const std::string head = header(rules, seeds);
      const auto t0 = std::chrono::steady_clock::now();
      if (std::ifstream in{path, std::ios::binary}) {
        std::string first(head.size(), '\0');
        in.read(first.data(), static_cast<std::streamsize>(first.size()));
        if (!in || first != head)
          throw UsageError("--endgame-file " + path + " holds something else (another variant or seed limit?); "
                           "remove it or name another file");
        std::shared_ptr<const ai::EndgameTable> table;
        try {
          // Straight into the table's memory: a 28-seed table is 5.6 GB.
          table = std::make_shared<const ai::EndgameTable>(
              game, seeds, static_cast<std::size_t>(std::filesystem::file_size(path) - head.size()),
              [&in](std::span<std::int8_t> out) {
                return static_cast<bool>(in.read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(out.size())));
              });
        } catch (const std::invalid_argument&) {
          throw UsageError("--endgame-file " + path + " is truncated or too long; remove it to rebuild it");
        }
        if (!table->consistent(sampled_entries, 1))
          throw UsageError("--endgame-file " + path + " is damaged (its entries disagree); remove it to rebuild it");
        log << "endgame table: " << seeds << " seeds read from " << path << " in " << seconds_since(t0) << " s\n";
        return table;
      }
      auto table = std::make_shared<const ai::EndgameTable>(game, seeds, threads);
      log << "endgame table: " << seeds << " seeds (" << table->size_bytes() / 1000000 << " MB) built in "
          << seconds_since(t0) << " s; writing " << path << "\n";
      const std::string tmp = path + ".tmp";
      {
        std::ofstream out{tmp, std::ios::binary | std::ios::trunc};
        out << head;
        const auto data = table->data();
        out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
        if (!out.flush()) throw UsageError("cannot write --endgame-file " + tmp);
      }
      std::error_code ec;
      std::filesystem::rename(tmp, path, ec);
      if (ec) throw UsageError("cannot rename " + tmp + " to " + path + ": " + ec.message());
      return table;
    }
  });
}

std::shared_ptr<const ai::EndgameTable> hard_endgame_table(const Rules& rules, int seeds, const std::string& path,
                                                           std::ostream& log) {
  if (seeds == 0) {
    if (!path.empty()) throw UsageError("--endgame-file needs --endgame-seeds (how large a table to keep there)");
    ai::prepare_hard();
    return nullptr;
  }
  if (seeds < ai::hard_endgame_seeds)
    throw UsageError("--endgame-seeds must be 0 (hard's built-in table) or at least " +
                     std::to_string(ai::hard_endgame_seeds) + " (a smaller table knows less)");
  if (!path.empty()) return endgame_table(rules, seeds, 2, path, log);
  return rules.visit([&](const auto& game) -> std::shared_ptr<const ai::EndgameTable> {
    if constexpr (std::is_same_v<std::decay_t<decltype(game)>, Kalah>)
      if (ai::EndgameTable::applies(game)) {
        const auto t0 = std::chrono::steady_clock::now();
        auto table = std::make_shared<const ai::EndgameTable>(game, seeds, 2);
        log << "endgame table: " << seeds << " seeds built in " << seconds_since(t0) << " s\n";
        return table;
      }
    ai::prepare_hard();
    return nullptr;
  });
}

void add_hard_endgame_options(CLI::App* cmd, int& seeds, std::string& path) {
  cmd->add_option("--endgame-seeds", seeds,
                  "hard: an endgame table up to this many pit seeds instead of the built-in 12 "
                  "(the server's default is 16: 30 MB, ~8 s to build on two threads; 0: the built-in one)")
      ->check(CLI::Range(0, 28));
  cmd->add_option("--endgame-file", path, "hard: keep that table in this file (read if it holds it, else built and written)");
}

}  // namespace mancala::cli
