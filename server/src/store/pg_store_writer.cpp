// PgStore's side of the writer thread (write_queue.hpp): its prepared statements, one
// transaction per batch, each write turned into rows, and the rating rows of rating_rows.hpp.
#include <spdlog/spdlog.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/store/pg_store.hpp"
#include "pg_support.hpp"
#include "rating_rows.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

/// What owned_ holds for a game whose writes this node may no longer make.
constexpr std::int64_t fenced_epoch = -1;

std::optional<std::string> level_text(const std::optional<ai::Level>& l) {
  if (!l) return std::nullopt;
  return std::string(ai::to_string(*l));
}

// The rating rows on the writer's connection, inside its open transaction.
class PgRatingRows final : public RatingRows {
 public:
  explicit PgRatingRows(PgConn& c) : c_(c) {}
  std::int64_t pair_games(const std::string& a, const std::string& b, const std::string& since) override {
    return c_.run("pair_count", {a, b, since}).integer(0, 0);
  }
  bool exists(const std::string& player) override { return c_.run("player_exists", {player}).rows() > 0; }
  std::optional<StoredRating> read(const std::string& player, const std::string& variant) override {
    const PgResult r = c_.run("read_rating", {player, variant});
    if (r.rows() == 0) return std::nullopt;
    return StoredRating{r.real(0, 0), r.real(0, 1), r.real(0, 2), static_cast<int>(r.integer(0, 3))};
  }
  void write(const std::string& player, const std::string& variant, const StoredRating& a) override {
    c_.run("write_rating", {player, variant, a.rating, a.rd, a.volatility, a.games});
  }
  void add_game_row(const std::string& game, int side, const std::string& player, const std::string& variant,
                    const StoredRating& before, const StoredRating& a, const std::string& ended_at) override {
    c_.run("game_rating",
           {game, side, player, variant, before.rating, before.rd, a.rating, a.rd, a.volatility, ended_at});
  }

 private:
  PgConn& c_;
};

}  // namespace

std::vector<PgStatement> pg_community_writer_statements();   // pg_community.cpp
std::vector<PgStatement> pg_tournament_writer_statements();  // pg_tournaments.cpp
std::vector<PgStatement> pg_puzzle_writer_statements();      // pg_puzzles.cpp

std::vector<PgStatement> pg_writer_statements() {
  std::vector<PgStatement> s = {
      {"insert_player",
       "INSERT INTO players(id, name, token_hash, created_at, bot, bot_owner) VALUES ($1, $2, $3, $4, $5, "
       "NULLIF($6, '')) "
       // A player's bot flag is set once, when it is created.
       "ON CONFLICT(id) DO UPDATE SET name = excluded.name "
       // An account's name is its username: a hello's name does not change it.
       "WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE player_id = excluded.id)"},
      {"insert_game",
       "INSERT INTO games(id, variant, kind, from_queue, south_player, south_name, south_bot, north_player, "
       "north_name, north_bot, started_at, owner_node, owner_epoch, clock, tournament) "
       "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, $13, NULLIF($14, '')) ON CONFLICT(id) DO "
       "NOTHING"},
      // The row stays locked until the commit: a claim (claim_games) waits for this transaction,
      // and a write after the claim sees its new epoch.
      {"owner_epoch", "SELECT owner_epoch FROM games WHERE id = $1 FOR SHARE"},
      {"insert_ply",
       "INSERT INTO plies(game_id, n, side, pit, played_at, clock_ms) VALUES ($1, $2, $3, $4, $5, $6) "
       "ON CONFLICT DO NOTHING"},
      {"take_back", "DELETE FROM plies WHERE game_id = $1 AND n >= $2"},
      {"finish_game",
       "UPDATE games SET result = $2, reason = $3, south_store = $4, north_store = $5, ended_at = $6 WHERE id = $1"},
      {"pair_count",
       "SELECT COUNT(*) FROM game_ratings a JOIN game_ratings b ON b.game_id = a.game_id AND b.side = 1 "
       "WHERE a.side = 0 AND ((a.player_id = $1 AND b.player_id = $2) OR (a.player_id = $2 AND b.player_id = $1)) "
       "AND a.ended_at > $3"},
      {"read_rating", "SELECT rating, rd, vol, games FROM ratings WHERE player_id = $1 AND variant = $2"},
      {"write_rating",
       "INSERT INTO ratings(player_id, variant, rating, rd, vol, games) VALUES ($1, $2, $3, $4, $5, $6) "
       "ON CONFLICT(player_id, variant) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, "
       "vol = excluded.vol, games = excluded.games"},
      {"game_rating",
       "INSERT INTO game_ratings(game_id, side, player_id, variant, rating_before, rd_before, rating, rd, vol, "
       "ended_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"},
      {"token_player",
       "SELECT id, name FROM players WHERE token_hash = $1 OR id = (SELECT player_id FROM player_tokens WHERE "
       "token_hash = $1) LIMIT 1"},
      {"account_taken", "SELECT 1 FROM accounts WHERE username_key = $1"},
      {"player_account", "SELECT 1 FROM accounts WHERE player_id = $1"},
      {"insert_account",
       "INSERT INTO accounts(username_key, username, password_hash, player_id, created_at) "
       "VALUES ($1, $2, $3, $4, $5)"},
      {"save_review",
       "INSERT INTO reviews(game_id, review, created_at) VALUES ($1, $2, $3) "
       "ON CONFLICT(game_id) DO UPDATE SET review = excluded.review, created_at = excluded.created_at"},
      {"save_seek",
       "INSERT INTO seeks(id, player_id, node, seek, created_at) VALUES ($1, $2, $3, $4, $5) "
       "ON CONFLICT(id) DO UPDATE SET seek = excluded.seek"},
      {"delete_seek", "DELETE FROM seeks WHERE id = $1"},
      {"insert_block",
       "INSERT INTO blocks(blocker, blocked, created_at) VALUES ($1, $2, $3) ON CONFLICT(blocker, blocked) DO NOTHING"},
      {"delete_block", "DELETE FROM blocks WHERE blocker = $1 AND blocked = $2"},
      {"insert_report",
       "INSERT INTO reports(id, reporter, player, game, reason, text, created_at) "
       "VALUES ($1, $2, $3, NULLIF($4, ''), $5, $6, $7) ON CONFLICT(id) DO NOTHING"},
      {"rename_player", "UPDATE players SET name = $2 WHERE id = $1"},
      {"insert_token", "INSERT INTO player_tokens(token_hash, player_id, created_at) VALUES ($1, $2, $3)"},
  };
  for (PgStatement& c : pg_community_writer_statements()) s.push_back(std::move(c));
  for (PgStatement& c : pg_tournament_writer_statements()) s.push_back(std::move(c));
  for (PgStatement& c : pg_puzzle_writer_statements()) s.push_back(std::move(c));
  return s;
}

bool PgStore::commit(std::vector<WriteOp>& batch) {
  // One transaction for everything that queued up meanwhile: under load, many plies a commit.
  bool careful = false;
  for (;;) {
    try {
      commit_once(batch, careful);
      metrics_.db_commits.fetch_add(1, std::memory_order_relaxed);
      return true;
    } catch (const PgError& e) {
      try {
        if (writer_->connected()) writer_->exec("ROLLBACK");
      } catch (const PgError&) {
        writer_->close();  // reconnect at the next try
      }
      WriteQueue::forget_tries(batch);
      if (!e.transient() && !careful) {
        careful = true;  // a bad row: again, each write under a savepoint, skipping the bad ones
        continue;
      }
      spdlog::error("database write failed: {}; {} writes kept in memory and retried; the games go on", e.what(),
                    batch.size());
      return false;
    }
  }
}

void PgStore::commit_once(std::vector<WriteOp>& batch, bool careful) {
  writer_->exec("BEGIN");
  for (WriteOp& op : batch) {
    if (!careful) {
      execute(op);
      continue;
    }
    writer_->exec("SAVEPOINT w");
    try {
      execute(op);
      writer_->exec("RELEASE SAVEPOINT w");
    } catch (const PgError& e) {
      if (e.transient()) throw;                               // the whole batch waits for the next try
      spdlog::error("database write skipped: {}", e.what());  // this row is bad, not the database
      writer_->exec("ROLLBACK TO SAVEPOINT w");
    }
  }
  writer_->exec("COMMIT");
}

void PgStore::execute(WriteOp& op) {
  PgConn& w = *writer_;
  if (auto* p = std::get_if<PlayerOp>(&op)) {
    w.run("insert_player", {p->id, p->name, p->hash, iso_now(), p->bot, ""});
  } else if (auto* g = std::get_if<GameStart>(&op)) {
    auto seat_player = [](const StoredSeat& s) { return s.bot ? std::nullopt : std::optional(s.player_id); };
    w.run("insert_game",
          {g->id, protocol::variant_to_json(g->variant).dump(), g->kind, g->from_queue, seat_player(g->south),
           g->south.name, level_text(g->south.bot), seat_player(g->north), g->north.name, level_text(g->north.bot),
           iso_now(), node_.empty() ? std::nullopt : std::optional(node_),
           g->clock ? std::optional(protocol::clock_key(g->clock)) : std::nullopt, g->tournament});
  } else if (auto* ply = std::get_if<PlyOp>(&op)) {
    if (!still_owned(ply->game)) return void(ply->done = nullptr);  // fenced: no `moved` for it
    const std::optional<std::string> pit =
        ply->ply.is_swap() ? std::nullopt : std::optional(std::to_string(ply->ply.pit_index()));
    const std::optional<std::string> clock_ms =
        ply->clock_ms ? std::optional(std::to_string(*ply->clock_ms)) : std::nullopt;
    w.run("insert_ply", {ply->game, ply->n, index(ply->side), pit, iso_now(), clock_ms});
  } else if (auto* t = std::get_if<TakeBackOp>(&op)) {
    if (!still_owned(t->game)) return void(t->done = nullptr);  // fenced, as a ply
    w.run("take_back", {t->game, t->from});
  } else if (auto* f = std::get_if<FinishOp>(&op)) {
    if (!still_owned(f->game)) return void((f->done = nullptr, f->rated_done = nullptr));
    const Position& p = f->final_position;
    const std::string ended_at = iso_now();
    w.run("finish_game", {f->game, std::string(to_string(p.result)), std::string(to_string(p.reason)),
                          p.store(Side::south), p.store(Side::north), ended_at});
    if (f->rated) rate(*f, ended_at);
    std::lock_guard lock(owned_mutex_);
    owned_.erase(f->game);  // ended: nothing of it is written any more
  } else if (auto* a = std::get_if<AccountOp>(&op)) {
    execute_account(*a);
  } else if (auto* t = std::get_if<TokenOp>(&op)) {
    execute_token(*t);
  } else if (auto* r = std::get_if<ReviewOp>(&op)) {
    w.run("save_review", {r->game, r->review, iso_now()});
  } else if (auto* k = std::get_if<SeekOp>(&op)) {
    if (k->remove)
      w.run("delete_seek", {k->seek.id});
    else
      w.run("save_seek", {k->seek.id, k->seek.player, k->seek.node, k->seek.seek, iso_now()});
  } else if (auto* b = std::get_if<BlockOp>(&op)) {
    if (b->remove)
      w.run("delete_block", {b->blocker, b->blocked});
    else
      w.run("insert_block", {b->blocker, b->blocked, iso_now()});
  } else if (auto* r = std::get_if<ReportOp>(&op)) {
    const StoredReport& x = r->report;
    w.run("insert_report", {x.id, x.reporter, x.player, x.game, x.reason, x.text, iso_now()});
  } else if (!execute_community(op) && !execute_puzzle(op)) {
    execute_tournament(op);
  }
}

bool PgStore::still_owned(const std::string& game) {
  std::int64_t epoch = 0;
  {
    std::lock_guard lock(owned_mutex_);
    auto it = owned_.find(game);
    if (it == owned_.end()) return true;  // alone, or a game this node never started nor claimed
    if (it->second == fenced_epoch) return false;
    epoch = it->second;
  }
  const PgResult r = writer_->run("owner_epoch", {game});
  // No row: its start was refused as a bad row; the write fails on its own as it would alone.
  if (r.rows() == 0 || r.integer(0, 0) == epoch) return true;
  spdlog::error("game {}: another node owns it now; this node's write is refused", game);
  std::function<void(const std::string&)> handler;
  {
    std::lock_guard lock(owned_mutex_);
    owned_[game] = fenced_epoch;  // stays refused, retries included
    handler = on_fenced_;
  }
  if (handler) handler(game);
  return false;
}

void PgStore::rate(FinishOp& f, const std::string& ended_at) {
  // Under a savepoint: a rating PostgreSQL refuses (the game was rated before, e.g. a result
  // replayed at start-up) leaves the result stored, unrated.
  PgConn& w = *writer_;
  w.exec("SAVEPOINT rating");
  try {
    PgRatingRows rows(w);
    f.change = rate_result(rows, f.game, *f.rated, ended_at);
    w.exec("RELEASE SAVEPOINT rating");
  } catch (const PgError& e) {
    if (e.transient()) throw;
    spdlog::error("game {}: rating skipped: {}", f.game, e.what());
    f.change.reset();
    w.exec("ROLLBACK TO SAVEPOINT rating");
  }
}

void PgStore::execute_account(AccountOp& op) {
  if (!op.done) return;  // answered by a try that failed: the caller was told, so a retry does nothing
  PgConn& w = *writer_;
  const NewAccount& a = op.account;
  const std::string key = username_key(a.username);
  if (w.run("account_taken", {key}).rows() > 0) return void(op.outcome = AccountOutcome{AccountResult::name_taken, {}});
  StoredPlayer player{a.new_player_id, a.username, true, a.bot && a.token_hash.empty()};
  if (!a.token_hash.empty()) {
    const PgResult r = w.run("token_player", {a.token_hash});
    if (r.rows() == 0) return void(op.outcome = AccountOutcome{AccountResult::unknown_token, {}});
    player.id = r.text(0, 0);
  }
  if (w.run("player_account", {player.id}).rows() > 0)
    return void(op.outcome = AccountOutcome{AccountResult::has_account, {}});
  const std::string now = iso_now();
  if (a.token_hash.empty())
    w.run("insert_player",
          {player.id, a.username, a.new_token_hash, now, player.bot, player.bot ? a.bot_owner : std::string()});
  else
    w.run("rename_player", {player.id, a.username});
  w.run("insert_account", {key, a.username, a.password_hash, player.id, now});
  op.outcome = AccountOutcome{AccountResult::created, player};
}

void PgStore::execute_token(TokenOp& op) {
  if (!op.done) return;  // as execute_account
  writer_->run("insert_token", {op.hash, op.player_id, iso_now()});
  op.written = true;
}

}  // namespace mancala::server
