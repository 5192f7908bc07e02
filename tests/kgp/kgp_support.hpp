// What the KGP unit tests share: an agent's connection with no socket (a KgpSession that keeps the
// lines it writes), and a KGP pool over the play layer of tests/play/play_support.hpp, on one
// io_context the test runs by hand, with play time that only the test moves.
#pragma once

#include <doctest/doctest.h>

#include <atomic>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../play/play_support.hpp"
#include "mancala/protocol/kgp_command.hpp"
#include "mancala/server/kgp/kgp_pool.hpp"
#include "mancala/server/kgp/kgp_session.hpp"
#include "mancala/server/play/ids.hpp"

namespace kgp_test {

using namespace play_test;

/// An agent's connection: the bytes the test says go to the session, the lines the session writes
/// are kept (without their CRLF), and closing only marks it closed.
class FakeAgent final : public KgpSession {
 public:
  FakeAgent(KgpPool& pool, boost::asio::io_context& ioc) : KgpSession(pool, boost::asio::make_strand(ioc)) {}

  bool is_open() const override { return open_; }

  /// The connection opens: the session speaks first (on its strand, as a transport starts it).
  void connect() {
    boost::asio::post(executor(), [self = self()] { self->start(); });
  }
  /// Bytes from the agent, as a transport reads them: any chunk, LF ends a line.
  void say(std::string bytes) {
    boost::asio::post(executor(), [self = self(), bytes = std::move(bytes)] { self->on_bytes(bytes); });
  }
  /// The agent's connection is lost (the transport's read fails).
  void drop() {
    boost::asio::post(executor(), [self = self()] {
      self->open_ = false;
      self->on_closed();
    });
  }

  /// Every line written so far; a line that did not end in CRLF is kept whole, so it matches nothing.
  const std::vector<std::string>& lines() const { return lines_; }
  /// The lines written from index `from` on.
  std::vector<std::string> lines_from(std::size_t from) const {
    return {lines_.begin() + static_cast<std::ptrdiff_t>(std::min(from, lines_.size())), lines_.end()};
  }
  /// True once the session asked the transport to close.
  bool closed() const { return closed_; }
  /// The last line whose command is `name`, parsed; nullopt when none was written.
  std::optional<protocol::KgpCommand> last(std::string_view name) const {
    for (auto it = lines_.rbegin(); it != lines_.rend(); ++it) {
      auto parsed = protocol::parse_kgp_line(*it);
      const auto* c = std::get_if<std::optional<protocol::KgpCommand>>(&parsed);
      if (c && *c && (*c)->name == name) return **c;
    }
    return std::nullopt;
  }
  /// How many lines of command `name` were written.
  int count(std::string_view name) const {
    int n = 0;
    for (const auto& line : lines_) {
      auto parsed = protocol::parse_kgp_line(line);
      const auto* c = std::get_if<std::optional<protocol::KgpCommand>>(&parsed);
      if (c && *c && (*c)->name == name) ++n;
    }
    return n;
  }

 private:
  std::shared_ptr<FakeAgent> self() { return std::static_pointer_cast<FakeAgent>(shared_from_this()); }
  void write_line(std::shared_ptr<const std::string> line) override {
    const std::string& l = *line;
    const bool crlf = l.size() >= 2 && l.compare(l.size() - 2, 2, "\r\n") == 0;
    lines_.push_back(crlf ? l.substr(0, l.size() - 2) : l);
  }
  void close_transport() override {
    open_ = false;
    closed_ = true;
  }

  std::vector<std::string> lines_;  // on the strand, which only the test's thread runs
  std::atomic<bool> open_{true};    // read by the pool's strand and the rooms
  bool closed_ = false;
};

/// The play layer's test settings with a KGP turn of 1 s, no computer for a minute, and no least
/// turn (a `yield` ends the turn at once; kgp_turn_test.cpp sets kgp_min_turn_ms).
inline Config kgp_config() {
  Config c = test_config();
  c.kgp_move_ms = 1000;
  c.kgp_bot_after_ms = 60000;
  c.kgp_min_turn_ms = 0;
  return c;
}

/// The KGP start position as every agent sees it: 6 pits a side, empty stores, 4 seeds a pit.
inline const std::string start_board = "<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>";

/// The play layer and a KGP pool on one io_context, and agents connected to it.
struct KgpPlay : Play {
  explicit KgpPlay(Config c = kgp_config()) : Play(std::move(c)) {}
  // The reads pool's work (an identify) posts to the agents and the pool: it ends before they go.
  ~KgpPlay() {
    reads.join();
    computer.join();
  }

  KgpPool pool{ctx, rooms};

  /// A connected agent that heard the server's first line.
  std::shared_ptr<FakeAgent> agent() {
    auto a = std::make_shared<FakeAgent>(pool, ioc);
    a->connect();
    poll();
    REQUIRE(a->lines() == std::vector<std::string>{"2 kgp 1 0 1"});
    return a;
  }
  /// An agent in freeplay, identified as a bot player (`token` and `name` set before `mode`), and
  /// waiting in the pool or seated already.
  std::shared_ptr<FakeAgent> freeplay(const std::string& token, const std::string& name) {
    auto a = agent();
    const std::size_t online = pool.online().list(100).size();
    a->say("1 set auth:token \"" + token + "\"\n3 set info:name \"" + name + "\"\n5 mode freeplay\n");
    poll();
    // Identified on the reads pool, it may be seated (and hear a state) before this poll returns.
    REQUIRE(a->lines().size() >= 2);
    REQUIRE(a->lines()[1] == "4@5 ok");
    REQUIRE(run_until([&] { return pool.online().list(100).size() == online + 1; }));
    poll();  // its join reaches the pool
    return a;
  }
  /// The id of the only room open now.
  std::string only_game() {
    const auto all = rooms.all();
    REQUIRE(all.size() == 1);
    return all.front()->id();
  }
  /// The stored record of `game`, once it has `plies` plies (or an end, with `over`).
  GameRecord record(const std::string& game, std::size_t plies = 0, bool over = false) {
    std::optional<GameRecord> r;
    REQUIRE(run_until([&] {
      r = store.game(game);
      return r && r->plies.size() >= plies && (!over || r->result != Outcome::none);
    }));
    return *r;
  }
};

/// Two agents of two bot players, "Ann" and "Bob", paired into one game: [south, north] as the
/// pool drew them, South having heard its first state.
struct Pair {
  std::shared_ptr<FakeAgent> south, north;
  std::string south_name, north_name;
};

inline Pair pair_up(KgpPlay& p) {
  auto ann = p.freeplay("token-ann", "Ann");
  auto bob = p.freeplay("token-bob", "Bob");
  REQUIRE(p.run_until([&] { return ann->count("state") + bob->count("state") == 1; }));
  p.poll();
  const bool ann_south = ann->count("state") == 1;
  return ann_south ? Pair{ann, bob, "Ann", "Bob"} : Pair{bob, ann, "Bob", "Ann"};
}

}  // namespace kgp_test
