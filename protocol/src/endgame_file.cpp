#include "mancala/protocol/endgame_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <span>

#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {
namespace {

constexpr const char* magic = "mancala endgame table 1";
constexpr int sampled_entries = 10'000;

std::string header(const Variant& variant, int seeds) {
  return std::string(magic) + "\n" + variant_to_json(variant).dump() + "\n" + std::to_string(seeds) + "\n";
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

EndgameFile endgame_file_holds(const Variant& variant, int seeds, const std::string& path) {
  std::ifstream in{path, std::ios::binary};
  if (!in) {
    std::error_code ec;
    return std::filesystem::exists(path, ec) ? EndgameFile::unreadable : EndgameFile::missing;
  }
  const std::string head = header(variant, seeds);
  std::string first(head.size(), '\0');
  in.read(first.data(), static_cast<std::streamsize>(first.size()));
  first.resize(static_cast<std::size_t>(in.gcount()));
  return head.compare(0, first.size(), first) == 0 ? EndgameFile::same_table : EndgameFile::other;
}

std::shared_ptr<const ai::EndgameTable> read_endgame_file(const Kalah& game, int seeds, const std::string& path) {
  switch (endgame_file_holds(game.variant(), seeds, path)) {
    case EndgameFile::missing:
    case EndgameFile::unreadable:
      throw EndgameFileError("cannot read endgame table file " + path);
    case EndgameFile::other:
      throw EndgameFileError("endgame table file " + path +
                             " holds something else (another variant or seed "
                             "limit?); remove it or name another file");
    case EndgameFile::same_table:
      break;
  }
  const auto head_size = header(game.variant(), seeds).size();
  std::ifstream in{path, std::ios::binary};
  in.seekg(static_cast<std::streamoff>(head_size));
  std::shared_ptr<const ai::EndgameTable> table;
  try {
    const auto file_size = std::filesystem::file_size(path);
    if (file_size < head_size) throw std::invalid_argument("shorter than its header");
    // Straight into the table's memory: a 28-seed table is 5.6 GB.
    table = std::make_shared<const ai::EndgameTable>(
        game, seeds, static_cast<std::size_t>(file_size - head_size), [&in](std::span<std::int8_t> out) {
          return static_cast<bool>(
              in.read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(out.size())));
        });
  } catch (const std::invalid_argument&) {
    throw EndgameFileError("endgame table file " + path + " is truncated or too long; remove it to rebuild it");
  }
  if (!table->consistent(sampled_entries, 1))
    throw EndgameFileError("endgame table file " + path +
                           " is damaged (its entries disagree); remove it to rebuild it");
  return table;
}

void write_endgame_file(const ai::EndgameTable& table, const std::string& path) {
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out{tmp, std::ios::binary | std::ios::trunc};
    out << header(table.variant(), table.max_seeds());
    const auto data = table.data();
    out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
    if (!out.flush()) {
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      throw EndgameFileError("cannot write endgame table file " + tmp);
    }
  }
  // On the disk before the rename: after a power loss the name holds the whole table or nothing.
  if (const int fd = ::open(tmp.c_str(), O_RDONLY); fd >= 0) {
    ::fsync(fd);
    ::close(fd);
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) throw EndgameFileError("cannot rename " + tmp + " to " + path + ": " + ec.message());
}

std::shared_ptr<const ai::EndgameTable> endgame_table(const Rules& rules, int seeds, int threads,
                                                      const std::string& path, std::ostream& log) {
  return rules.visit([&](const auto& game) -> std::shared_ptr<const ai::EndgameTable> {
    if constexpr (!std::is_same_v<std::decay_t<decltype(game)>, Kalah>) {
      return nullptr;
    } else {
      if (!ai::EndgameTable::applies(game)) return nullptr;
      const auto t0 = std::chrono::steady_clock::now();
      if (endgame_file_holds(game.variant(), seeds, path) != EndgameFile::missing) {
        auto table = read_endgame_file(game, seeds, path);
        log << "endgame table: " << seeds << " seeds read from " << path << " in " << seconds_since(t0) << " s\n";
        return table;
      }
      auto table = std::make_shared<const ai::EndgameTable>(game, seeds, threads);
      log << "endgame table: " << seeds << " seeds (" << table->size_bytes() / 1000000 << " MB) built in "
          << seconds_since(t0) << " s; writing " << path << "\n";
      write_endgame_file(*table, path);
      return table;
    }
  });
}

}  // namespace mancala::protocol
