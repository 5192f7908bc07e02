// A Store held in memory, for unit tests of the layers above the store.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>
#include <vector>

#include "mancala/server/store/puzzle_store.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// Every write is applied at once, under a mutex. By default a write's callback runs inside the
/// call, as if the commit were instant; hold_commits(true) keeps the callbacks until
/// release_commits(), so a test can see what waits for durability.
class MemoryStore final : public Store, public PuzzleStore {
 public:
  void save_player(const std::string& id, const std::string& name, const std::string& token_hash) override;
  void create_bot_player(const std::string& id, const std::string& name, const std::string& token_hash) override;
  void start_game(const GameStart& g) override;
  void add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed = {},
               std::optional<std::int64_t> clock_ms = std::nullopt) override;
  void take_back(const std::string& game, int from_ply, std::function<void()> on_committed) override;
  void finish_game(const std::string& game, const Position& final_position,
                   std::function<void()> on_committed) override;
  void finish_rated_game(const std::string& game, const Position& final_position, RatedResult rated,
                         std::function<void(std::optional<RatingChange>)> on_committed) override;
  AccountOutcome create_account(const NewAccount& account) override;
  bool add_token(const std::string& player_id, const std::string& token_hash) override;
  void save_review(const std::string& game, const std::string& review) override;
  void save_seek(const StoredSeek& s) override;
  void delete_seek(const std::string& id) override;
  void set_block(const std::string& blocker, const std::string& blocked, bool remove) override;
  void save_report(const StoredReport& r) override;
  void save_chat_line(const StoredChatLine& line) override;
  void save_mod_action(const ModAction& a) override;
  void save_offence(const FairPlayOffence& o) override;
  bool set_moderator(const std::string& username, bool on) override;
  bool set_language(const std::string& player, const std::string& language) override;
  /// Forgets the player (player_profile then answers nullopt) and renames their seats.
  bool delete_player(const std::string& player) override;
  void save_tournament(const StoredTournament& t) override;
  bool create_scheduled_tournament(const StoredTournament& t) override;
  void save_entrant(const StoredEntrant& e) override;
  void save_tournament_game(const StoredTournamentGame& g) override;
  void set_berserk(const std::string& game, Side side) override;
  void after_queued(std::function<void()> done) override;
  void flush() override;

  std::optional<StoredPlayer> find_player(const std::string& token_hash) override;
  std::optional<StoredAccount> account(const std::string& username) override;
  std::optional<GameRecord> game(const std::string& id) override;
  std::optional<std::string> review(const std::string& game) override;
  std::vector<GameRecord> recent_games(int limit) override;
  std::vector<GameRecord> player_games(const std::string& player_id, int limit, int offset) override;
  StoredRating rating(const std::string& player_id, const std::string& variant) override;
  std::optional<PlayerProfile> player_profile(const std::string& player_id) override;
  std::vector<LeaderboardRow> leaderboard(const std::string& variant, RdBand band, bool bots, int limit) override;
  std::vector<StoredSeek> seeks(const std::string& node) override;
  bool blocked_either(const std::string& a, const std::string& b) override;
  bool blocks(const std::string& blocker, const std::string& blocked) override;
  std::vector<std::string> blocks_around(const std::string& player) override;
  int reports_since(const std::string& reporter, const std::string& since) override;
  std::vector<StoredReport> reports_about(const std::string& player) override;
  std::vector<StoredChatLine> chat_lines(const std::string& room) override;
  std::vector<StoredChatLine> chat_lines_by(const std::string& player, int limit) override;
  PlayerStanding standing(const std::string& player) override;
  std::vector<ModAction> mod_actions(const std::string& player, int limit) override;
  std::vector<StoredReport> open_reports(int limit) override;
  std::vector<StoredReport> reports_by(const std::string& reporter) override;
  std::vector<std::string> blocked_by(const std::string& blocker) override;
  std::vector<FairPlayOffence> offences(const std::string& player, const std::string& since) override;
  std::optional<StoredTournament> tournament(const std::string& id) override;
  std::vector<StoredTournament> tournaments(const std::string& status, int limit) override;
  std::vector<StoredEntrant> entrants(const std::string& tournament) override;
  std::vector<StoredEntrant> entries_of(const std::string& player) override;
  std::vector<StoredTournamentGame> tournament_games(const std::string& tournament) override;
  int tournaments_created_since(const std::string& player, const std::string& since) override;
  std::vector<StoredGame> games_in_progress() override;

  void hold_commits(bool hold);
  /// Runs the held callbacks in the order their writes came.
  void release_commits();
  /// Writes whose callbacks are held.
  std::size_t held() const;

  // Puzzles (puzzle_store.hpp; memory_puzzles.cpp).
  void add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) override;
  void save_puzzle_attempt(const PuzzleAttempt& attempt) override;
  std::vector<StoredPuzzleRating> puzzle_ratings() override;
  StoredRating puzzle_player_rating(const std::string& player_id) override;
  std::vector<std::string> puzzles_attempted(const std::string& player_id) override;

 private:
  void committed(std::function<void()> done);
  bool has_account(const std::string& player_id) const;                // under mutex_
  void rename(const std::string& player_id, const std::string& name);  // every token's entry; under mutex_
  GameStart marked(GameStart g) const;              // the seats' StoredSeat::account and account_bot; under mutex_
  bool is_bot(const std::string& player_id) const;  // under mutex_

  mutable std::mutex mutex_;
  struct Player {
    std::string id, name;
  };
  std::unordered_map<std::string, Player> players_by_hash_;  // every token of a player, the first and added ones
  struct Person {
    std::string name, created_at;
    bool bot = false;
    std::string bot_owner{};
  };
  std::unordered_map<std::string, Person> people_;  // every player known, by id (also once their tokens are dropped)
  struct Account {
    std::string username, password_hash, player_id;
    std::string created_at;
    bool moderator = false;
    std::string language{};  // the web client's language, empty until chosen
  };
  std::map<std::string, Account> accounts_;  // by username_key()
  std::unordered_map<std::string, GameRecord> games_;
  std::vector<std::string> finished_;                                    // game ids, oldest first
  std::vector<std::string> started_;                                     // game ids, in the order they started
  std::map<std::pair<std::string, std::string>, StoredRating> ratings_;  // (player, variant) → rating
  struct RatedRow {
    std::string game, variant;
    std::array<std::string, 2> players;
    std::array<StoredRating, 2> after;
    std::chrono::system_clock::time_point at;
    std::string at_text;
  };
  std::vector<RatedRow> rated_;
  std::unordered_map<std::string, std::string>
      reviews_;                    // game id → review JSON  // in the order the results were stored
  std::vector<StoredSeek> seeks_;  // oldest first
  std::set<std::pair<std::string, std::string>> blocks_;  // (blocker, blocked)
  std::map<std::string, StoredPuzzleRating> puzzles_;
  std::map<std::string, StoredRating> puzzle_players_;
  std::set<std::pair<std::string, std::string>> puzzle_attempts_;  // (player, puzzle)
  std::vector<StoredReport> reports_;                              // oldest first
  std::vector<bool> handled_;                                      // reports_[i] handled by a moderator
  // memory_community.cpp
  std::vector<StoredChatLine> chat_;  // every room's, oldest first
  struct Sanctions {
    bool closed = false, shadow = false;
    std::string chat_until, play_ban_until, play_ban_reason;
  };
  std::unordered_map<std::string, Sanctions> sanctions_;  // by player
  std::vector<ModAction> actions_;                        // oldest first
  std::vector<FairPlayOffence> offences_;                 // in the order stored
  // memory_tournaments.cpp
  bool slot_taken(const StoredTournament& t) const;               // by another tournament; under mutex_
  std::vector<StoredTournament> tournaments_;                     // in the order first stored
  std::vector<StoredEntrant> entrants_;                           // in the order first stored
  std::vector<StoredTournamentGame> tournament_games_;            // in the order first stored
  std::unordered_map<std::string, std::array<bool, 2>> berserk_;  // game → [south, north] went berserk
  bool hold_ = false;
  std::vector<std::function<void()>> held_;
};

}  // namespace mancala::server
