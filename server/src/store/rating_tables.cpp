#include "rating_tables.hpp"

#include "sqlite_support.hpp"

namespace mancala::server {

RatingTables::RatingTables(sqlite3* w)
    : pair_count_(std::make_unique<Stmt>(
          w,
          "SELECT COUNT(*) FROM game_ratings a JOIN game_ratings b ON b.game_id = a.game_id AND b.side = 1 "
          "WHERE a.side = 0 AND ((a.player_id = ?1 AND b.player_id = ?2) OR (a.player_id = ?2 AND b.player_id = ?1)) "
          "AND a.ended_at > ?3")),
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

StoredRating RatingTables::read(const std::string& player, const std::string& variant) {
  Using u{*read_};
  read_->bind(1, player).bind(2, variant);
  if (!read_->step()) return {};
  return {read_->real(0), read_->real(1), read_->real(2), static_cast<int>(read_->integer(3))};
}

std::optional<RatingChange> RatingTables::apply(const std::string& game, const RatedResult& r,
                                                const std::string& ended_at) {
  {
    const auto at = parse_iso_time(ended_at).value_or(std::chrono::system_clock::now());
    Using u{*pair_count_};
    pair_count_->bind(1, r.players[0]).bind(2, r.players[1]).bind(3, iso_time(at - std::chrono::hours(24)));
    if (pair_count_->step() && pair_count_->integer(0) >= r.max_per_pair) return std::nullopt;
  }
  RatingChange c;
  for (int s = 0; s < 2; ++s) c.before[s] = read(r.players[s], r.variant);
  c.after = r.rate(c.before, r.south_score);
  for (int s = 0; s < 2; ++s) {
    const StoredRating& a = c.after[s];
    {
      Using u{*write_};
      write_->bind(1, r.players[s]).bind(2, r.variant).bind(3, a.rating).bind(4, a.rd).bind(5, a.volatility);
      write_->bind(6, std::int64_t{a.games}).step();
    }
    Using u{*row_};
    row_->bind(1, game).bind(2, std::int64_t{s}).bind(3, r.players[s]).bind(4, r.variant);
    row_->bind(5, c.before[s].rating).bind(6, c.before[s].rd).bind(7, a.rating).bind(8, a.rd).bind(9, a.volatility);
    row_->bind(10, ended_at).step();
  }
  return c;
}

}  // namespace mancala::server
