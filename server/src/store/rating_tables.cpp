#include "rating_tables.hpp"

#include "sqlite_support.hpp"

namespace mancala::server {

RatingTables::RatingTables(sqlite3* w)
    : pair_count_(std::make_unique<Stmt>(
          w,
          "SELECT COUNT(*) FROM game_ratings a JOIN game_ratings b ON b.game_id = a.game_id AND b.side = 1 "
          "WHERE a.side = 0 AND ((a.player_id = ?1 AND b.player_id = ?2) OR (a.player_id = ?2 AND b.player_id = ?1)) "
          "AND a.ended_at > ?3")),
      exists_(std::make_unique<Stmt>(w, "SELECT 1 FROM players WHERE id = ?1")),
      read_(std::make_unique<Stmt>(w,
                                   "SELECT rating, rd, vol, games FROM ratings WHERE player_id = ?1 AND variant = ?2")),
      write_(std::make_unique<Stmt>(w,
                                    "INSERT INTO ratings(player_id, variant, rating, rd, vol, games) "
                                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(player_id, variant) DO UPDATE SET "
                                    "rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, "
                                    "games = excluded.games")),
      row_(std::make_unique<Stmt>(
          w,
          "INSERT INTO game_ratings(game_id, side, player_id, variant, rating_before, "
          "rd_before, rating, rd, vol, ended_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")) {}

RatingTables::~RatingTables() = default;

std::int64_t RatingTables::pair_games(const std::string& a, const std::string& b, const std::string& since) {
  Using u{*pair_count_};
  pair_count_->bind(1, a).bind(2, b).bind(3, since);
  return pair_count_->step() ? pair_count_->integer(0) : 0;
}

bool RatingTables::exists(const std::string& player) {
  Using u{*exists_};
  exists_->bind(1, player);
  return exists_->step();
}

std::optional<StoredRating> RatingTables::read(const std::string& player, const std::string& variant) {
  Using u{*read_};
  read_->bind(1, player).bind(2, variant);
  if (!read_->step()) return std::nullopt;
  return StoredRating{read_->real(0), read_->real(1), read_->real(2), static_cast<int>(read_->integer(3))};
}

void RatingTables::write(const std::string& player, const std::string& variant, const StoredRating& a) {
  Using u{*write_};
  write_->bind(1, player).bind(2, variant).bind(3, a.rating).bind(4, a.rd).bind(5, a.volatility);
  write_->bind(6, std::int64_t{a.games}).step();
}

void RatingTables::add_game_row(const std::string& game, int side, const std::string& player,
                                const std::string& variant, const StoredRating& before, const StoredRating& a,
                                const std::string& ended_at) {
  Using u{*row_};
  row_->bind(1, game).bind(2, std::int64_t{side}).bind(3, player).bind(4, variant);
  row_->bind(5, before.rating).bind(6, before.rd).bind(7, a.rating).bind(8, a.rd).bind(9, a.volatility);
  row_->bind(10, ended_at).step();
}

}  // namespace mancala::server
