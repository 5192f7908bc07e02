// SqliteStore's reads about ratings: one player's rating, a player's page, a leaderboard.
#include "mancala/server/store/sqlite_store.hpp"
#include "sqlite_support.hpp"

namespace mancala::server {

void SqliteStore::prepare_rating_reads() {
  sqlite3* r = reader_db_->db;
  auto& q = *reader_db_;
  q.rating =
      std::make_unique<Stmt>(r, "SELECT rating, rd, vol, games FROM ratings WHERE player_id = ?1 AND variant = ?2");
  q.player_row = std::make_unique<Stmt>(
      r,
      "SELECT id, name, (SELECT username FROM accounts WHERE player_id = ?1), bot, COALESCE(bot_owner, '') FROM "
      "players WHERE id = ?1");
  q.player_game_count =
      std::make_unique<Stmt>(r,
                             "SELECT (SELECT COUNT(*) FROM games WHERE south_player = ?1) + "
                             "(SELECT COUNT(*) FROM games WHERE north_player = ?1 AND south_player IS NOT ?1)");
  q.player_ratings = std::make_unique<Stmt>(
      r, "SELECT variant, rating, rd, vol, games FROM ratings WHERE player_id = ?1 ORDER BY games DESC, variant");
  q.player_history = std::make_unique<Stmt>(r,
                                            "SELECT game_id, variant, ended_at, rating, rd FROM game_ratings WHERE "
                                            "player_id = ?1 ORDER BY ended_at, game_id");
  q.leaderboard = std::make_unique<Stmt>(
      r,
      "SELECT r.player_id, p.name, r.rating, r.rd, r.vol, r.games, p.bot FROM ratings r JOIN players p ON "
      "p.id = r.player_id WHERE r.variant = ?1 AND r.rd > ?2 AND r.rd <= ?3 AND p.bot = ?5 "
      "ORDER BY r.rating DESC, r.player_id LIMIT ?4");
}

StoredRating SqliteStore::rating(const std::string& player_id, const std::string& variant) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->rating;
  Using u{s};
  s.bind(1, player_id).bind(2, variant);
  if (!s.step()) return {};
  return {s.real(0), s.real(1), s.real(2), static_cast<int>(s.integer(3))};
}

std::optional<PlayerProfile> SqliteStore::player_profile(const std::string& player_id) {
  std::lock_guard lock(reader_mutex_);
  auto& q = *reader_db_;
  PlayerProfile p;
  {
    Using u{*q.player_row};
    q.player_row->bind(1, player_id);
    if (!q.player_row->step()) return std::nullopt;
    p.id = q.player_row->text(0);
    p.name = q.player_row->text(1);
    if (!q.player_row->is_null(2)) p.account = q.player_row->text(2);
    p.bot = q.player_row->integer(3) != 0;
    p.bot_owner = q.player_row->text(4);
  }
  {
    Using u{*q.player_game_count};
    q.player_game_count->bind(1, player_id);
    if (q.player_game_count->step()) p.games = static_cast<int>(q.player_game_count->integer(0));
  }
  {
    auto& s = *q.player_ratings;
    Using u{s};
    s.bind(1, player_id);
    while (s.step())
      p.ratings.push_back({s.text(0), {s.real(1), s.real(2), s.real(3), static_cast<int>(s.integer(4))}});
  }
  auto& s = *q.player_history;
  Using u{s};
  s.bind(1, player_id);
  while (s.step()) p.history.push_back({s.text(0), s.text(1), s.text(2), s.real(3), s.real(4)});
  return p;
}

std::vector<LeaderboardRow> SqliteStore::leaderboard(const std::string& variant, RdBand band, bool bots, int limit) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->leaderboard;
  Using u{s};
  s.bind(1, variant).bind(2, band.above).bind(3, band.at_most).bind(4, std::int64_t{limit}).bind(5, std::int64_t{bots});
  std::vector<LeaderboardRow> rows;
  while (s.step())
    rows.push_back(
        {s.text(0), s.text(1), {s.real(2), s.real(3), s.real(4), static_cast<int>(s.integer(5))}, s.integer(6) != 0});
  return rows;
}

}  // namespace mancala::server
