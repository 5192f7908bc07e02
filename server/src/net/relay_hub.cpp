#include "net/relay_hub.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <vector>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "net/relay_session.hpp"
#include "net/ws_session.hpp"

namespace mancala::server {

using nlohmann::json;

namespace {

/// WebSocket close code "try again later" (RFC 6455 1012, service restart): the client reconnects.
constexpr std::uint16_t close_try_again = 1012;

}  // namespace

/// A `where` waiting for its `here`: answered once, by the first node or by the timer.
struct RelayHub::Lookup {
  std::string game;
  std::function<void(std::optional<std::string>)> done;
  boost::asio::steady_timer timer;
};

RelayHub::RelayHub(NetContext& ctx, NodeLink& link)
    : ctx_(ctx),
      link_(link),
      // Connection ids of a restarted node must not meet those of its earlier life in another node's memory.
      next_conn_(static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                std::chrono::system_clock::now().time_since_epoch())
                                                .count()) *
                 1000),
      next_lookup_(next_conn_.load()) {}

std::string RelayHub::open(const std::shared_ptr<WsSession>& socket, std::string conn, const std::string& node,
                           const std::string& player, const std::string& open) {
  if (conn.empty()) conn = std::to_string(next_conn_++);
  {
    std::lock_guard lock(mutex_);
    sockets_[conn] = {socket, node, player, open};
  }
  link_.publish(node,
                json{{"t", "open"}, {"from", link_.node()}, {"c", conn}, {"player", player}, {"open", open}}.dump());
  return conn;
}

void RelayHub::forward(const std::string& node, const std::string& conn, const std::string& text) {
  link_.publish(node, json{{"t", "in"}, {"from", link_.node()}, {"c", conn}, {"m", text}}.dump());
}

void RelayHub::socket_gone(const std::string& node, const std::string& conn) {
  {
    std::lock_guard lock(mutex_);
    sockets_.erase(conn);
  }
  link_.publish(node, json{{"t", "gone"}, {"from", link_.node()}, {"c", conn}}.dump());
}

void RelayHub::send_frame(const std::string& node, const std::string& conn, std::uint64_t seq,
                          const std::string& frame) {
  link_.publish(node, json{{"t", "out"}, {"from", link_.node()}, {"c", conn}, {"s", seq}, {"f", frame}}.dump());
}

void RelayHub::send_close(const std::string& node, const std::string& conn, std::uint16_t code,
                          const std::string& reason) {
  link_.publish(node,
                json{{"t", "close"}, {"from", link_.node()}, {"c", conn}, {"code", code}, {"reason", reason}}.dump());
}

void RelayHub::session_ended(const std::string& node, const std::string& conn) {
  std::lock_guard lock(mutex_);
  sessions_.erase({node, conn});
}

void RelayHub::send_move(const std::string& node, const std::string& conn, const std::string& to,
                         const std::string& player, const std::string& open) {
  link_.publish(
      node,
      json{{"t", "move"}, {"from", link_.node()}, {"c", conn}, {"to", to}, {"player", player}, {"open", open}}.dump());
}

void RelayHub::node_dead(const std::string& node) {
  std::vector<std::shared_ptr<RelaySession>> sessions;
  {
    std::lock_guard lock(mutex_);
    for (auto& [key, session] : sessions_)
      if (key.first == node) sessions.push_back(session);
  }
  for (auto& session : sessions) session->gone();
  // A socket relaying to the dead node waits a lease time for the node that takes its game to
  // call it (adopt_all); one still relaying there then has nobody to answer it.
  auto timer =
      std::make_shared<boost::asio::steady_timer>(ctx_.ioc, std::chrono::milliseconds(ctx_.config.node_lease_ms));
  timer->async_wait([this, timer, node](boost::system::error_code ec) {
    if (ec) return;
    std::vector<std::shared_ptr<WsSession>> sockets;
    {
      std::lock_guard lock(mutex_);
      for (auto& [conn, s] : sockets_)
        if (s.node == node)
          if (auto socket = s.session.lock()) sockets.push_back(socket);
    }
    for (auto& socket : sockets) socket->close_with(close_try_again, "try again");
  });
}

void RelayHub::on_message(const json& m) {
  try {
    const std::string t = m.at("t").get<std::string>();
    if (t == "open") return on_open(m);
    if (t == "in" || t == "gone") return to_session(m, t == "gone");
    if (t == "out" || t == "close") return to_socket(m, t == "close");
    if (t == "move") return move_socket(m);
    if (t == "hand_over")
      return ctx_.lobby.hand_over(m.at("player").get<std::string>(), m.at("to").get<std::string>(),
                                  m.at("pairing").get<std::string>());
    if (t == "declined") return ctx_.lobby.declined(m.at("pairing").get<std::string>());
    if (t == "requeue") return ctx_.lobby.requeue(m.at("player").get<std::string>());
    if (t == "adopt_all") return adopt_all(m.at("player").get<std::string>(), m.at("to").get<std::string>());
    if (t == "where") return answer_where(m);
    if (t == "here") return game_found(m);
    spdlog::warn("relay: unknown message type {}", t);
  } catch (const json::exception& e) {
    spdlog::warn("relay: bad message from another node: {}", e.what());
  }
}

void RelayHub::on_open(const json& m) {
  const std::string from = m.at("from").get<std::string>(), conn = m.at("c").get<std::string>();
  const json open = json::parse(m.at("open").get<std::string>());
  auto session = std::make_shared<RelaySession>(ctx_, *this, from, conn);
  std::shared_ptr<RelaySession> before;
  {
    std::lock_guard lock(mutex_);
    auto& slot = sessions_[{from, conn}];
    before = std::move(slot);
    slot = session;
  }
  if (before) before->gone();  // the same socket opened again (a second hand-over): the newer one counts
  if (open.contains("hello")) return session->start_hello(open.at("hello").get<std::string>());
  const json& a = open.at("adopt");
  std::optional<Variant> queued;
  if (a.contains("variant"))
    if (auto v = protocol::variant_from_json(json::parse(a.at("variant").get<std::string>()));
        std::holds_alternative<Variant>(v))
      queued = std::get<Variant>(v);
  std::optional<protocol::TimeControl> queued_clock;
  if (a.contains("clock"))
    if (auto c = protocol::time_control_from_key(a.at("clock").get<std::string>());
        std::holds_alternative<std::optional<protocol::TimeControl>>(c))
      queued_clock = std::get<std::optional<protocol::TimeControl>>(c);
  session->start_adopted(a.at("player").get<std::string>(), a.at("name").get<std::string>(),
                         a.at("account").get<bool>(), a.value("bot", false), a.value("pairing", std::string()), queued,
                         queued_clock);
  // Handled after the adoption: both are posted to the session's strand in this order.
  if (a.contains("then")) session->incoming(a.at("then").get<std::string>());
}

void RelayHub::to_session(const json& m, bool gone) {
  std::shared_ptr<RelaySession> session;
  {
    std::lock_guard lock(mutex_);
    auto it = sessions_.find({m.at("from").get<std::string>(), m.at("c").get<std::string>()});
    if (it == sessions_.end()) return;  // ended here already
    session = it->second;
  }
  if (gone)
    session->gone();
  else
    session->incoming(m.at("m").get<std::string>());
}

void RelayHub::to_socket(const json& m, bool close) {
  std::shared_ptr<WsSession> socket;
  const std::string from = m.at("from").get<std::string>();
  {
    std::lock_guard lock(mutex_);
    auto it = sockets_.find(m.at("c").get<std::string>());
    if (it == sockets_.end() || it->second.node != from) return;  // a session this socket has left
    socket = it->second.session.lock();
  }
  if (!socket) return;
  if (close)
    socket->relayed_close(from, m.at("code").get<std::uint16_t>(), m.at("reason").get<std::string>());
  else
    socket->relayed_frame(from, m.at("s").get<std::uint64_t>(),
                          std::make_shared<const std::string>(m.at("f").get<std::string>()));
}

void RelayHub::move_socket(const json& m) {
  std::shared_ptr<WsSession> socket;
  {
    std::lock_guard lock(mutex_);
    auto it = sockets_.find(m.at("c").get<std::string>());
    if (it == sockets_.end() || it->second.node != m.at("from").get<std::string>()) return;
    socket = it->second.session.lock();
  }
  if (socket)
    socket->relay_to(m.at("to").get<std::string>(), m.at("player").get<std::string>(), m.at("open").get<std::string>());
}

void RelayHub::adopt_all(const std::string& player, const std::string& to) {
  // A player whose socket is local and whose session is local too is the lobby's to hand over.
  if (to != link_.node())
    ctx_.lobby.hand_over(player, to, "");
  else
    ctx_.lobby.reattach(player);
  std::vector<std::pair<std::shared_ptr<WsSession>, Socket>> moving;
  {
    std::lock_guard lock(mutex_);
    for (auto& [conn, s] : sockets_)
      if (s.player == player && s.node != to)
        if (auto socket = s.session.lock()) moving.emplace_back(socket, s);
  }
  for (auto& [socket, s] : moving) {
    // A `hello` not yet answered is asked again there; a greeted player is handed over as it is.
    json open = json::parse(s.open);
    if (open.contains("adopt")) {
      open["adopt"].erase("pairing");
      open["adopt"].erase("variant");
      open["adopt"].erase("clock");
      open["adopt"].erase("then");  // answered once, where it was first handled
    }
    socket->relay_to(to, player, open.dump());
  }
}

void RelayHub::locate_game(const std::string& game, std::function<void(std::optional<std::string>)> done) {
  auto lookup = std::make_shared<Lookup>(Lookup{game, std::move(done), boost::asio::steady_timer(ctx_.ioc)});
  std::uint64_t q = 0;
  {
    std::lock_guard lock(mutex_);
    q = next_lookup_++;
    lookups_[q] = lookup;
  }
  lookup->timer.expires_after(std::chrono::milliseconds(game_lookup_ms));
  lookup->timer.async_wait([this, q](boost::system::error_code ec) {
    if (ec) return;  // answered: the answer cancelled the timer
    std::shared_ptr<Lookup> timed_out;
    {
      std::lock_guard lock(mutex_);
      auto it = lookups_.find(q);
      if (it == lookups_.end()) return;
      timed_out = std::move(it->second);
      lookups_.erase(it);
    }
    timed_out->done(std::nullopt);
  });
  link_.broadcast(json{{"t", "where"}, {"from", link_.node()}, {"q", q}, {"game", game}}.dump());
}

void RelayHub::answer_where(const json& m) {
  const std::string from = m.at("from").get<std::string>();
  if (from == link_.node() || !ctx_.rooms.find(m.at("game").get<std::string>())) return;
  link_.publish(from, json{{"t", "here"}, {"from", link_.node()}, {"q", m.at("q")}, {"game", m.at("game")}}.dump());
}

void RelayHub::game_found(const json& m) {
  std::shared_ptr<Lookup> found;
  {
    std::lock_guard lock(mutex_);
    auto it = lookups_.find(m.at("q").get<std::uint64_t>());
    // Answered already, or timed out; or an answer to this node's earlier life.
    if (it == lookups_.end() || it->second->game != m.at("game").get<std::string>()) return;
    found = std::move(it->second);
    lookups_.erase(it);
  }
  boost::asio::post(ctx_.ioc, [found] { found->timer.cancel(); });  // on the timer's threads
  found->done(m.at("from").get<std::string>());
}

void RelayHub::on_reconnected() {
  std::vector<std::shared_ptr<WsSession>> sockets;
  std::vector<std::shared_ptr<RelaySession>> sessions;
  {
    std::lock_guard lock(mutex_);
    for (auto& [conn, s] : sockets_)
      if (auto socket = s.session.lock()) sockets.push_back(socket);
    for (auto& [key, session] : sessions_) sessions.push_back(session);
  }
  if (!sockets.empty() || !sessions.empty())
    spdlog::warn(
        "relay: Redis reconnected; {} relayed connections close so that their clients resync, {} sessions "
        "of other nodes' connections end",
        sockets.size(), sessions.size());
  for (auto& socket : sockets) socket->close_with(close_try_again, "try again");
  // Their sockets' `gone` may have been lost with Redis: each ends here (the seat's grace runs),
  // and its player comes back by reconnecting or by the owner's call (NodeLease).
  for (auto& session : sessions) session->gone();
}

}  // namespace mancala::server
