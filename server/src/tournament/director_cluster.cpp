// The director across the nodes of a cluster: the node that holds the director's lease
// (cluster/director_lease.hpp) directs every event; another node sends it the HTTP calls it gets
// (`tournament.call`, answered `tournament.answer`), the connections that watch (moved there, as
// a watch of a game on another node is) and the ends of tournament games it took from a dead node
// (`tournament.ended`). A node that takes the lease reads every event back from the store.
#include <spdlog/spdlog.h>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/ids.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

/// How long a call sent to the directing node waits for its answer.
constexpr std::chrono::seconds kCallWait{5};

json cluster_tournament_json(const StoredTournament& t) {
  return {{"id", t.id},
          {"kind", t.kind},
          {"name", t.name},
          {"variant", protocol::variant_to_json(t.variant).dump()},
          {"clock", protocol::clock_key(t.clock)},
          {"rated", t.rated},
          {"bots", t.bots},
          {"starts_at", t.starts_at},
          {"minutes", t.minutes},
          {"rounds", t.rounds},
          {"games_per_round", t.games_per_round},
          {"created_by", t.created_by}};
}

/// The tournament cluster_tournament_json wrote; throws json::exception or std::invalid_argument.
StoredTournament cluster_tournament_from(const json& j) {
  StoredTournament t;
  t.id = j.at("id").get<std::string>();
  t.kind = j.at("kind").get<std::string>();
  t.name = j.at("name").get<std::string>();
  auto variant = protocol::variant_from_json(json::parse(j.at("variant").get<std::string>()));
  if (auto* bad = std::get_if<std::string>(&variant)) throw std::invalid_argument(*bad);
  t.variant = std::get<Variant>(variant);
  auto clock = protocol::time_control_from_key(j.at("clock").get<std::string>());
  if (auto* bad = std::get_if<std::string>(&clock)) throw std::invalid_argument(*bad);
  t.clock = std::get<std::optional<protocol::TimeControl>>(clock);
  t.rated = j.at("rated").get<bool>();
  t.bots = j.at("bots").get<bool>();
  t.starts_at = j.at("starts_at").get<std::string>();
  t.minutes = j.at("minutes").get<int>();
  t.rounds = j.at("rounds").get<int>();
  t.games_per_round = j.at("games_per_round").get<int>();
  t.created_by = j.at("created_by").get<std::string>();
  return t;
}

json cluster_player_json(const TournamentPlayer& who) {
  return {{"id", who.id}, {"name", who.name}, {"account", who.account}, {"bot", who.bot}};
}

TournamentPlayer cluster_player_from(const json& j) {
  return {j.at("id").get<std::string>(), j.at("name").get<std::string>(), j.at("account").get<bool>(),
          j.value("bot", false)};
}

}  // namespace

json stored_tournament_to_json(const StoredTournament& t) { return {{"event", cluster_tournament_json(t)}}; }

json call_args(const std::string& tournament, const TournamentPlayer& who) {
  return {{"tournament", tournament}, {"player", cluster_player_json(who)}};
}

void TournamentDirector::join_cluster(NodeLink& link) { impl_->link = &link; }

void TournamentDirector::on_node_message(const json& m) {
  impl_->on_strand([m](Impl& d) {
    try {
      d.on_node_message(m);
    } catch (const std::exception& e) {
      spdlog::warn("tournaments: a bad message from another node: {}", e.what());
    }
  });
}

bool TournamentDirector::Impl::keep_lease() {
  const bool directing = lease.directing();
  ctx.metrics.tournament_director.store(directing && held ? 1 : 0, std::memory_order_relaxed);
  if (!directing) {
    if (held) {
      spdlog::warn("tournaments: this node no longer directs them; {} events let go", events.size());
      events.clear();
      schedule_slots.clear();
      held = false;
    }
    return false;
  }
  if (held) return true;
  if (reloading) return false;
  // The lease was just taken: the events as the store holds them, then the ticks act on them.
  reloading = true;
  on_reads([store = &ctx.store]() {
    std::optional<std::vector<HeldEvent>> read;
    try {
      read = read_held(*store);
    } catch (const std::exception& e) {
      spdlog::error("tournaments: cannot read the events to direct: {}; trying again", e.what());
    }
    return [read = std::move(read)](Impl& d) mutable {
      d.reloading = false;
      if (!read || !d.lease.directing()) return;
      d.events.clear();
      d.schedule_slots.clear();
      d.install_held(std::move(*read));
      d.held = true;
    };
  });
  return false;
}

bool TournamentDirector::Impl::forward(const std::string& op, json args, const TournamentDone& done) {
  if (lease.directing() && !held) {
    // The lease was just taken and the events are being read: none is known here yet.
    refuse(done, 503, "unavailable", "the tournaments change hands: try again in a few seconds");
    return true;
  }
  if (lease.directing()) return false;
  const auto node = lease.director_node();
  if (!link || !node || *node == link->node()) {
    refuse(done, 503, "unavailable", "no node directs the tournaments right now: try again in a few seconds");
    return true;
  }
  const std::string call = link->node() + ":" + std::to_string(++next_call);
  auto timer = std::make_unique<PlayTimer>(strand, kCallWait);
  timer->async_wait([weak = weak_from_this(), call](boost::system::error_code ec) {
    if (ec) return;
    if (auto self = weak.lock()) {
      auto it = self->calls.find(call);
      if (it == self->calls.end()) return;
      auto answer = std::move(it->second.first);
      self->calls.erase(it);
      refuse(answer, 503, "unavailable", "the node that directs the tournaments did not answer: try again");
    }
  });
  calls.emplace(call, std::make_pair(done, std::move(timer)));
  args["t"] = "tournament.call";
  args["op"] = op;
  args["call"] = call;
  args["from"] = link->node();
  link->publish(*node, args.dump());
  return true;
}

bool TournamentDirector::Impl::relay_watch(const Reply& reply, const std::string& player, const std::string& id,
                                           const std::string& then) {
  if (lease.directing() && !held) {
    reply.error(protocol::ErrorCode::bad_message, "the tournaments change hands: try again in a few seconds");
    return true;
  }
  if (lease.directing() || !link) return false;
  const auto node = lease.director_node();
  if (!node || *node == link->node()) {
    reply.error(protocol::ErrorCode::bad_message, "no node directs the tournaments right now: try again");
    return true;
  }
  lobby.watch_elsewhere(reply, player, *node, "of tournament " + id, then);
  return true;
}

bool TournamentDirector::Impl::pass_on_end(const std::string& tournament, const GameEndedFacts& facts) {
  if (lease.directing() || !link) return false;
  const auto node = lease.director_node();
  // No directing node known: the next director finds the result in the store (check_open_games).
  if (!node || *node == link->node()) return true;
  link->publish(*node, json{{"t", "tournament.ended"},
                            {"tournament", tournament},
                            {"game", facts.game},
                            {"result", facts.result},
                            {"plies", facts.plies},
                            {"players", facts.players},
                            {"berserk", facts.berserk}}
                           .dump());
  return true;
}

void TournamentDirector::Impl::call_player(const std::string& player) {
  if (!link) return lobby.reattach(player);
  // Wherever the player's connection is, it comes here (the relay's adopt_all).
  link->broadcast(json{{"t", "adopt_all"}, {"player", player}, {"to", link->node()}}.dump());
}

void TournamentDirector::Impl::on_node_message(const json& m) {
  const std::string t = m.at("t").get<std::string>();
  if (t == "tournament.answer") {
    auto it = calls.find(m.at("call").get<std::string>());
    if (it == calls.end()) return;  // answered 503 already
    auto done = std::move(it->second.first);
    it->second.second->cancel();
    calls.erase(it);
    return done(TournamentAnswer{m.at("status").get<int>(), m.at("body").get<std::string>()});
  }
  if (t == "tournament.ended") {
    GameEndedFacts facts{m.at("game").get<std::string>(), m.at("result").get<std::string>(), m.at("plies").get<int>(),
                         m.at("players").get<std::array<std::string, 2>>(), m.at("berserk").get<std::array<bool, 2>>()};
    if (!pass_on_end(m.at("tournament").get<std::string>(), facts)) ended(m.at("tournament").get<std::string>(), facts);
    return;
  }
  if (t != "tournament.call") return spdlog::warn("tournaments: unknown message {} from another node", t);
  const std::string from = m.at("from").get<std::string>(), call = m.at("call").get<std::string>();
  TournamentDone answer = [link = link, from, call](TournamentAnswer a) {
    link->publish(from,
                  json{{"t", "tournament.answer"}, {"call", call}, {"status", a.status}, {"body", a.body}}.dump());
  };
  if (!lease.directing() || !held)
    return refuse(answer, 503, "unavailable", "the tournaments change hands: try again in a few seconds");
  const std::string op = m.at("op").get<std::string>();
  if (op == "create") return create(cluster_tournament_from(m.at("event")), answer);
  const std::string id = m.at("tournament").get<std::string>();
  const TournamentPlayer who = cluster_player_from(m.at("player"));
  if (op == "join") return join(id, who, answer);
  if (op == "withdraw" || op == "pause") return leave(id, who, op == "pause", answer);
  refuse(answer, 400, "bad_request", "unknown tournament call " + op);
}

}  // namespace mancala::server
