// The stand-in connection of one HTTP bot API request: the lobby and the rooms answer it as they
// answer a WebSocket message, and the HTTP answer is made from what they send.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>

#include "mancala/server/play/peer.hpp"

namespace mancala::server::botapi {

/// A Peer that takes one request's answer: `done` is called once, with the first frame sent to
/// it (an `error`, or a direct answer such as `challenge.created`), or with nullopt when the last
/// holder lets it go without sending one (the request was carried out: a ply, a resign, an
/// accepted challenge, whose frames go to the player's connection). Thread-safe.
class RequestAnswer final : public Peer {
 public:
  using Done = std::function<void(std::optional<std::string> frame)>;
  explicit RequestAnswer(Done done) : done_(std::move(done)) {}
  ~RequestAnswer() override;

  void send(std::shared_ptr<const std::string> frame) override;
  using Peer::send;
  void close_with(std::uint16_t, std::string) override {}
  bool is_open() const override { return true; }
  void greeted(std::string) override {}
  bool stands_in() const override { return true; }

 private:
  Done done_;
  std::atomic<bool> answered_{false};
};

}  // namespace mancala::server::botapi
