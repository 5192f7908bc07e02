#include "mancala/engine/types.hpp"

namespace mancala {

std::string_view to_string(Outcome o) noexcept {
  switch (o) {
    case Outcome::none:
      return "none";
    case Outcome::south:
      return "south";
    case Outcome::north:
      return "north";
    case Outcome::draw:
      return "draw";
    case Outcome::no_result:
      return "no_result";
  }
  return "?";
}

std::string_view to_string(Reason r) noexcept {
  switch (r) {
    case Reason::none:
      return "none";
    case Reason::normal:
      return "normal";
    case Reason::resign:
      return "resign";
    case Reason::timeout:
      return "timeout";
    case Reason::abandon:
      return "abandon";
    case Reason::no_capture_limit:
      return "no_capture_limit";
    case Reason::no_feed:
      return "no_feed";
    case Reason::aborted:
      return "aborted";
    case Reason::agreement:
      return "agreement";
  }
  return "?";
}

std::string_view describe(MoveError e) noexcept {
  switch (e) {
    case MoveError::none:
      return "legal";
    case MoveError::game_over:
      return "the game is over";
    case MoveError::out_of_range:
      return "pit out of range";
    case MoveError::empty_pit:
      return "the pit is empty";
    case MoveError::swap_not_allowed:
      return "swap is allowed only as North's first ply under the pie rule";
    case MoveError::must_feed:
      return "the opponent has no seeds and this ply does not feed them";
  }
  return "?";
}

}  // namespace mancala
