// Turns the process-wide counters into the /metrics body.
#include "mancala/server/ops/metrics_text.hpp"

#include "mancala/server/ops/prometheus_text.hpp"

#ifndef MANCALA_VERSION
#define MANCALA_VERSION "unknown"
#endif

namespace mancala::server {
namespace {

void labeled(PrometheusText& out, const char* name, const char* type, const char* help, const LabeledValues& v) {
  out.family(name, type, help);
  for (const auto& [labels, value] : v.snapshot()) out.sample(name, labels, value);
}

void plain(PrometheusText& out, const char* name, const char* type, const char* help, double value) {
  out.family(name, type, help);
  out.sample(name, {}, value);
}

}  // namespace

std::string render_metrics(const Metrics& m) {
  PrometheusText out;
  const auto load = [](const auto& a) { return static_cast<double>(a.load(std::memory_order_relaxed)); };

  out.family("mancala_build_info", "gauge", "Build of the running server; the value is always 1.");
  out.sample("mancala_build_info", {{"version", MANCALA_VERSION}, {"compiler", __VERSION__}}, 1);
  plain(out, "mancala_uptime_seconds", "gauge", "Seconds since the server started.", static_cast<double>(m.uptime_s()));
  plain(out, "mancala_draining", "gauge", "1 while the server drains for shutdown, else 0.", m.draining.load() ? 1 : 0);
  plain(out, "mancala_connections", "gauge", "Open WebSocket connections.", load(m.connections));
  plain(out, "mancala_tournament_director", "gauge",
        "1 while this process directs the tournaments (a cluster: holds the director's lease), else 0.",
        load(m.tournament_director));
  plain(out, "mancala_watch_connections_total", "counter",
        "WebSocket connections opened at /ws?watch and served on the watch threads.", load(m.watch_connections));
  labeled(out, "mancala_games_in_progress", "gauge", "Games in progress by kind.", m.games_in_progress);
  labeled(out, "mancala_queue_length", "gauge", "Players waiting in the public queue, by variant and clock.",
          m.queue_length);
  plain(out, "mancala_games_started_total", "counter", "Games started.", load(m.games_started));
  labeled(out, "mancala_games_finished_total", "counter", "Games finished, by result and reason.", m.games_finished);
  plain(out, "mancala_bot_games_from_queue_total", "counter",
        "Computer games given to a player left alone in the queue.", load(m.bot_games_from_queue));
  plain(out, "mancala_analysis_running", "gauge", "Position analyses being computed now.", load(m.analysis_running));
  plain(out, "mancala_analysis_running_peak", "gauge", "The most position analyses computed at once since start.",
        load(m.analysis_running_peak));
  plain(out, "mancala_analyses_total", "counter", "Position analyses answered, those of game reviews too.",
        load(m.analyses));
  plain(out, "mancala_reviews_running", "gauge", "Game reviews being computed now.", load(m.reviews_running));
  plain(out, "mancala_reviews_total", "counter", "Game reviews computed and stored.", load(m.reviews));
  plain(out, "mancala_plies_total", "counter", "Plies accepted, by humans and the computer.", load(m.plies));
  plain(out, "mancala_ws_messages_received_total", "counter", "WebSocket messages received.", load(m.messages_in));
  plain(out, "mancala_errors_sent_total", "counter", "`error` replies sent.", load(m.errors_sent));
  plain(out, "mancala_db_commits_total", "counter", "SQLite writer transactions committed.", load(m.db_commits));
  plain(out, "mancala_db_write_failures_total", "counter", "SQLite writer transactions rolled back.",
        load(m.db_failures));
  out.histogram("mancala_bot_think_seconds", "The computer's search time for one ply.", m.bot_think_seconds.snapshot());
  out.histogram("mancala_move_round_trip_seconds", "A human's move read to its `moved` reply queued.",
                m.move_round_trip_seconds.snapshot());
  out.histogram("mancala_db_write_seconds", "One SQLite writer transaction, begin to commit.",
                m.db_write_seconds.snapshot());
  return out.str();
}

}  // namespace mancala::server
