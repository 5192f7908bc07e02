#include "server_app.hpp"

#include <pthread.h>
#include <sched.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <unistd.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "api/passwords.hpp"
#include "mancala/server/cluster/redis_queue.hpp"
#include "mancala/server/live/live_list.hpp"
#include "mancala/server/net/drain.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/play/restore.hpp"
#include "mancala/server/queue/local_queue.hpp"
#include "mancala/server/store/open_store.hpp"
#include "net/kgp_tcp_session.hpp"
#include "net/listener.hpp"
#include "net/relay_hub.hpp"

namespace mancala::server {

namespace net = boost::asio;

namespace {

/// The public queue: shared through Redis by a cluster's nodes, else this process's own.
std::unique_ptr<MatchQueue> make_queue(net::io_context& ioc, RedisClient* redis, const Config& config,
                                       Metrics& metrics) {
  if (redis) return std::make_unique<RedisQueue>(ioc, *redis, config, metrics);
  return std::make_unique<LocalQueue>(ioc, config.bot_after_ms, metrics);
}

/// Who directs the tournaments: in a cluster, the node that holds the lease in Redis.
std::unique_ptr<TournamentLease> make_tournament_lease(net::io_context& ioc, RedisClient* redis,
                                                       const NodeChannel* channel, const Config& config) {
  if (redis && channel)
    return std::make_unique<DirectorLease>(ioc, *redis, channel->node(),
                                           std::chrono::milliseconds(config.node_lease_ms));
  return std::make_unique<LocalTournamentLease>();
}

/// Threads that read the store for `hello` and the HTTP API: a slow read never holds a network thread.
constexpr std::size_t reader_threads = 2;

int network_threads(const Config& config) {
  return config.threads > 0 ? config.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

/// Lowers the calling thread (a watch or KGP thread, `name`) so that on a busy CPU the players'
/// threads run first. "idle":
/// SCHED_IDLE, which any other thread that wakes preempts at once (a nice value only weighs the
/// share, so a player's move could still wait for the fan-out's time slice); "nice": the thread's
/// own nice value (Linux). Neither needs a privilege.
void lower_this_thread(const Config& config, const char* name) {
  pthread_setname_np(pthread_self(), name);  // as `top -H` and /proc/PID/task/*/comm show it
  if (config.watch_policy == "idle") {
    sched_param param{};
    if (const int e = pthread_setschedparam(pthread_self(), SCHED_IDLE, &param); e != 0)
      spdlog::warn("{}: cannot use SCHED_IDLE: {}", name, std::strerror(e));
  } else if (config.watch_nice > 0 && setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), config.watch_nice) != 0) {
    spdlog::warn("{}: cannot set nice {}: {}", name, config.watch_nice, std::strerror(errno));
  }
}

}  // namespace

ServerApp::ServerApp(const Config& config)
    : config_(config),
      store_(open_store(config, metrics_)),
      computer_pool_(static_cast<std::size_t>(config.bot_threads)),
      hint_pool_(static_cast<std::size_t>(config.bot_threads)),
      read_pool_(reader_threads),
      analysis_pool_(static_cast<std::size_t>(config.analysis_threads)),
      contexts_(network_threads(config)),
      ioc_(contexts_.main()),
      watch_ioc_(std::max(1, config.watch_threads)),
      kgp_ioc_(std::max(1, config.kgp_threads)),
      hard_table_(config.hard_endgame_seeds, config.hard_endgame_file),
      fair_play_(
          *store_, read_pool_, [] { return PlayClock::wall_now(); }, [] { return new_id(); }),
      play_{ioc_,        config.watch_threads > 0 ? watch_ioc_.get_executor() : net::any_io_executor(),
            config,      metrics_,
            *store_,     {computer_pool_, hint_pool_, read_pool_},
            hard_table_, &contexts_,
            &fair_play_},
      rooms_(play_),
      decency_(*store_, [] { return new_id(); }),
      redis_(config.redis.empty() ? nullptr : std::make_unique<RedisClient>(*parse_redis_url(config.redis))),
      channel_(redis_ ? std::make_unique<NodeChannel>(*parse_redis_url(config.redis), *redis_, config.node) : nullptr),
      queue_(make_queue(ioc_, redis_.get(), config, metrics_)),
      redis_queue_(dynamic_cast<RedisQueue*>(queue_.get())),
      lobby_(play_, rooms_, *queue_, channel_.get()),
      tournament_lease_(make_tournament_lease(ioc_, redis_.get(), channel_.get(), config)),
      director_lease_(dynamic_cast<DirectorLease*>(tournament_lease_.get())),
      tournaments_(play_, rooms_, lobby_, *tournament_lease_),
      kgp_(play_, rooms_),
      limits_(config.max_connections, config.max_connections_per_ip),
      reviews_(analysis_pool_, *store_, metrics_, hard_table_, static_cast<int>(config.review_ms),
               ProofSettings{.position_ms = static_cast<int>(config.review_proof_ms),
                             .table_mb = config.review_proof_table_mb,
                             .threads = config.review_proof_threads,
                             .nice = config.review_proof_nice}),
      live_feed_(config.watch_threads > 0 ? watch_ioc_ : ioc_, rooms_, redis_ ? &live_board_ : nullptr),
      bots_(config, metrics_, lobby_, rooms_),
      api_{config,
           metrics_,
           *store_,
           hard_table_,
           read_pool_,
           rooms_,
           lobby_.invites(),
           analysis_pool_,
           logins_,
           lobby_,
           reviews_,
           redis_ ? &redis_->up() : nullptr,
           redis_ ? &live_board_ : nullptr,
           static_files_,
           &tournaments_,
           &bots_,
           &bot_errors_},
      net_{ioc_,         config.watch_threads > 0 ? &watch_ioc_ : nullptr,
           config,       metrics_,
           lobby_,       rooms_,
           connections_, limits_,
           api_,         nullptr,
           &contexts_,   &bot_errors_} {
  net_.kgp = &kgp_;
  net_.live = &live_feed_;
  // Before the first room opens (restore() comes later): the rooms read the listener without a lock.
  rooms_.set_live_listener([this] { live_feed_.changed(); });
  if (config.kgp_threads > 0) net_.kgp_ioc = &kgp_ioc_;
  kgp_.keep_errors_in(&bot_errors_);
  api_.kgp_online = &kgp_.online();
  if (auto* puzzle_store = dynamic_cast<PuzzleStore*>(store_.get())) {
    const std::string path = puzzle_set_path(config.web_root);
    puzzles_ = std::make_unique<PuzzleBook>(PuzzleSet::read(path), *store_, *puzzle_store);
    spdlog::info("puzzles: {} from {}", puzzles_->set().all().size(), path);
    api_.puzzles = puzzles_.get();
  }
  // libsodium is ready before the first request can hash a password (api/passwords.hpp).
  init_password_hashing();
  rooms_.set_chat_listener([this](const chat::AcceptedLine& line) { decency_.hear(line); });
  // A tournament's game that ends is scored by the director (restored games too).
  rooms_.set_end_listener([this](const GameEnded& e) {
    if (!e.tournament.empty()) tournaments_.game_ended(e.tournament, e.game, e.result, e.plies, e.players, e.berserk);
  });
  // A bots tournament's players are present while their bot API event stream is open, or while
  // a KGP agent of theirs waits for the event's games.
  tournaments_.find_bots_with([this](const std::string& player) {
    if (PeerPtr peer = bots_.events_peer(player)) return peer;
    return kgp_.held_agent(player);
  });
  kgp_.ask_holds_with([this](std::string player, std::function<void(bool)> done) {
    tournaments_.holds_bot(std::move(player), std::move(done));
  });
  if (channel_) join_cluster();
}

void ServerApp::join_cluster() {
  relay_ = std::make_unique<RelayHub>(net_, *channel_);
  tournaments_.join_cluster(*channel_);
  net_.relay = relay_.get();
  lease_ = std::make_unique<NodeLease>(
      play_, rooms_, *redis_, *channel_, [this](const std::string& node) { relay_->node_dead(node); },
      [this] { relay_->on_reconnected(); });
  // A write fenced by the store: another node took this node's games while it was away (stopped,
  // or cut off from Redis). Nothing it holds is its own for sure any more: it stops, and a
  // supervisor starts it afresh; every ply it acknowledged is stored.
  store_->on_fenced([node = config_.node](const std::string& game) {
    spdlog::critical("node {}: another node owns game {} now; stopping so that this node starts afresh", node, game);
    spdlog::shutdown();
    std::_Exit(3);
  });
  channel_->start(
      [this](std::string text) {
        try {
          const auto m = nlohmann::json::parse(text);
          const std::string t = m.value("t", "");
          if (t == "pair")
            redis_queue_->remote_pair(m);
          else if (t.rfind("tournament.", 0) == 0)
            tournaments_.on_node_message(m);
          else if (t == "live") {
            if (m.at("from") != config_.node) live_board_.update(m.at("from").get<std::string>(), m.at("games"));
          } else
            relay_->on_message(m);
        } catch (const std::exception& e) {
          spdlog::warn("node {}: bad message on its channel: {}", config_.node, e.what());
        }
      },
      [this] {
        relay_->on_reconnected();
        lease_->recall();
      });
  live_timer_ = std::make_unique<net::steady_timer>(ioc_);
  tell_live();
}

void ServerApp::tell_live() {
  // /api/live's largest limit: any node's answer can then hold every node's most watched games.
  constexpr std::size_t most = 100;
  channel_->broadcast(
      nlohmann::json{{"t", "live"}, {"from", config_.node}, {"games", live_games_here(rooms_, most)}}.dump());
  // The other nodes' lists were told meanwhile, or one stopped telling (live_stale_after): the
  // feed compares and pushes only what changed.
  live_feed_.changed();
  live_timer_->expires_after(live_interval);
  live_timer_->async_wait([this](boost::system::error_code ec) {
    if (!ec) tell_live();
  });
}

ServerApp::~ServerApp() {
  // Redis's threads first: a message or a reply arriving now must not reach a part already gone.
  channel_.reset();
  redis_.reset();
}

int ServerApp::restore() {
  lobby_.restore_seeks();
  // A node of a cluster reopens the games it owns (NodeLease), not the others' of the shared database.
  const int restored = lease_ ? lease_->start() : restore_games(play_, rooms_);
  // After the games: a tournament's game in progress is a room again when its director starts,
  // which in a cluster is the node that holds the director's lease.
  if (director_lease_) director_lease_->start();
  tournaments_.start();
  return restored;
}

unsigned short ServerApp::listen() {
  const net::ip::tcp::endpoint endpoint(net::ip::make_address(config_.bind), static_cast<unsigned short>(config_.port));
  listener_ = std::make_shared<Listener>(net_, endpoint);
  listener_->run();
  if (config_.kgp_port > 0) {
    kgp_listener_ = std::make_shared<Listener>(
        net_,
        net::ip::tcp::endpoint(net::ip::make_address(config_.bind), static_cast<unsigned short>(config_.kgp_port)),
        &KgpTcpSession::serve, net_.kgp_ioc);
    kgp_listener_->run();
    spdlog::info("KGP agents on {}:{} (TCP) and at /kgp", config_.bind, kgp_listener_->port());
  }
  // The web client's files are compressed on the reads pool now, not on the first player's request.
  net::post(read_pool_, [this] {
    const auto s = static_files_.warm(config_.web_root);
    spdlog::info("static files: {} files, {} bytes ({} as brotli, {} as gzip), read and compressed in {:.0f} ms",
                 s.files, s.bytes, s.brotli_bytes, s.gzip_bytes, s.ms);
  });
  spdlog::info("mancala-server {} listening on {}:{} (database {}, {} threads{})", MANCALA_VERSION, config_.bind,
               listener_->port(), config_.store == "postgres" ? std::string("postgres") : config_.db, contexts_.size(),
               redis_ ? ", node " + config_.node + " of the cluster at " + config_.redis : std::string());
  return listener_->port();
}

bool ServerApp::run() {
  net::signal_set signals(ioc_, SIGINT, SIGTERM);
  signals.async_wait([this](boost::system::error_code, int sig) {
    spdlog::info("signal {}: draining", sig);
    static_files_.stop_warming();  // brotli at its best quality takes seconds for the whole client
    if (listener_) listener_->stop();
    if (kgp_listener_) kgp_listener_->stop();
    tournaments_.stop();
    if (director_lease_) director_lease_->stop();
    begin_drain(ioc_, metrics_, connections_, [this] { ioc_.stop(); });
  });
  // The watch threads run until the network threads have drained every connection, theirs too.
  auto watch_work = net::make_work_guard(watch_ioc_);
  std::vector<std::thread> watch_threads;
  for (int i = 0; i < config_.watch_threads; ++i)
    watch_threads.emplace_back([this] {
      lower_this_thread(config_, "mancala-watch");
      watch_ioc_.run();
    });
  auto kgp_work = net::make_work_guard(kgp_ioc_);
  std::vector<std::thread> kgp_threads;
  for (int i = 0; i < config_.kgp_threads; ++i)
    kgp_threads.emplace_back([this] {
      lower_this_thread(config_, "mancala-kgp");
      kgp_ioc_.run();
    });
  // Each network thread runs its own context; this one runs the main context, which the drain stops.
  std::vector<std::thread> threads;
  std::vector<net::executor_work_guard<net::io_context::executor_type>> idle_work;
  for (std::size_t i = 1; i < contexts_.size(); ++i) {
    idle_work.push_back(net::make_work_guard(contexts_.at(i)));
    threads.emplace_back([c = &contexts_.at(i)] { c->run(); });
  }
  ioc_.run();
  // Drained: what is left on the other contexts (timers of rooms, lingering games) is dropped with
  // them, as it is on the main context.
  idle_work.clear();
  for (std::size_t i = 1; i < contexts_.size(); ++i) contexts_.at(i).stop();
  for (auto& t : threads) t.join();
  kgp_work.reset();
  kgp_ioc_.stop();
  for (auto& t : kgp_threads) t.join();
  watch_work.reset();
  watch_ioc_.stop();
  for (auto& t : watch_threads) t.join();
  computer_pool_.join();
  hint_pool_.join();
  read_pool_.join();
  reviews_.stop();  // the reviews' tasks still queued end at once
  analysis_pool_.join();
  store_->flush();
  return metrics_.db_ok.load();
}

}  // namespace mancala::server
