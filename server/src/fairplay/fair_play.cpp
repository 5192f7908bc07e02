#include "mancala/server/fairplay/fair_play.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

namespace mancala::server {

namespace net = boost::asio;

namespace {

/// The most moderation-log entries read for one player: enough for every play ban of 72 hours.
constexpr int kFairPlayLogRead = 200;

}  // namespace

FairPlay::FairPlay(Store& store, net::thread_pool& reads, WallClock now, IdSource new_id)
    : store_(store), reads_(net::make_strand(reads.get_executor())), now_(std::move(now)), new_id_(std::move(new_id)) {}

void FairPlay::offence(const std::string& player, const std::string& game, const std::string& kind,
                       std::function<void(std::optional<PlayBan>)> done) {
  const auto at = now_();
  FairPlayOffence recorded{player, game, kind, iso_time(at)};
  spdlog::info("fair play: {} offence by {} in game {}", kind, player, game);
  store_.save_offence(recorded);
  // On the strand, one offence after another: the flush makes this offence, and a ban the one
  // before gave, visible to the reads, and the offences stored after this one wait for their own
  // turn, so two offences close together neither give the same ban twice nor a ban early.
  net::post(reads_, [this, recorded = std::move(recorded), at, done = std::move(done)] {
    const std::string& player = recorded.player;
    const std::string& kind = recorded.kind;
    std::optional<PlayBan> ban;
    try {
      store_.flush();
      const auto offences = offences_until(store_.offences(player, iso_time(at - kOffenceWindow)), recorded);
      const auto actions = store_.mod_actions(player, kFairPlayLogRead);
      ban = play_ban_due(offences, actions, at);
      // A running ban that ends later (a moderator's) stands: the rules never shorten it.
      const std::string running = store_.standing(player).play_ban_until;
      if (ban && !running.empty() && running > iso_time(ban->until)) ban.reset();
    } catch (const std::exception& e) {
      spdlog::error("fair play: cannot read the record of {}: {}; no ban decided", player, e.what());
    }
    if (ban) {
      spdlog::info("fair play: {} banned from play for {} min ({})", player, ban->minutes, kind);
      store_.save_mod_action({new_id_(), "system", player, "play_ban", kind, iso_time(ban->until), iso_time(at)});
    }
    if (done) done(ban);
  });
}

void FairPlay::short_game(const std::string& loser, const std::string& game, int plies, const std::string& how) {
  spdlog::info("fair play: rated game {} ended after {} plies ({}); reported", game, plies, how);
  StoredReport r;
  r.id = new_id_();
  r.player = loser;
  r.game = game;
  r.reason = "short_game";
  r.text = "rated game ended by " + how + " after " + std::to_string(plies) + (plies == 1 ? " ply" : " plies");
  store_.save_report(r);
}

}  // namespace mancala::server
