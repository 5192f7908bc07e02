#include "mancala/server/chat/decency.hpp"

#include <spdlog/spdlog.h>

#include <utility>

namespace mancala::server::chat {

Decency::Decency(Store& store, std::function<std::string()> new_id, const WordFilter& filter)
    : store_(store), new_id_(std::move(new_id)), filter_(filter) {}

void Decency::hear(const AcceptedLine& line) {
  if (line.player.empty()) return;
  if (!shutup_.record(line.player, filter_.bad_ratio(line.text))) return;
  StoredReport report;
  report.id = new_id_();
  report.player = line.player;
  report.game = line.game;
  report.reason = "insult";
  report.text = line.text;
  store_.save_report(report);
  spdlog::info("word filter: player {} reported (game {})", line.player, line.game);
}

}  // namespace mancala::server::chat
