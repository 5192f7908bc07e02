// GameRoom, part seven: what fair play hears of a game (docs/protocol.md §Fair play): a person's
// offences in a public game between two people (an abort, a first ply never made, a lost game
// left to run out), and a rated game that ended after a few plies. FairPlay (fairplay/, below
// play/) stores them and decides the bans on the reads pool; the room only tells it, on its strand.
#include "mancala/server/fairplay/fair_play.hpp"
#include "mancala/server/play/game_room.hpp"

namespace mancala::server {

bool GameRoom::offences_count() const {
  return ctx_.fair_play && public_ && kind_ == RoomKind::human && !seats_[0].bot && !seats_[1].bot &&
         seats_[0].player != seats_[1].player;
}

void GameRoom::charge(Side s, const char* kind) {
  if (!offences_count()) return;
  ctx_.fair_play->offence(seats_[index(s)].player, id_, kind);
}

void GameRoom::charge_if_left_lost(Side loser, Reason reason) {
  if (reason != Reason::timeout && reason != Reason::abandon) return;
  if (seats_[index(loser)].connected) return;
  if (pos_.store(loser) >= pos_.store(other(loser))) return;
  charge(loser, kOffenceLeftLost);
}

void GameRoom::report_if_short() {
  if (!ctx_.fair_play || !rated_ || pos_.reason == Reason::aborted) return;
  if (moves_.size() >= static_cast<std::size_t>(kShortGamePlies)) return;
  if (seats_[0].bot || seats_[1].bot || seats_[0].player == seats_[1].player) return;
  if (pos_.result != Outcome::south && pos_.result != Outcome::north) return;  // a draw has no loser to name
  const Side loser = pos_.result == Outcome::south ? Side::north : Side::south;
  ctx_.fair_play->short_game(seats_[index(loser)].player, id_, static_cast<int>(moves_.size()),
                             std::string(to_string(pos_.reason)));
}

}  // namespace mancala::server
