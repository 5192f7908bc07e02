// The yardstick of docs/PERFORMANCE.md §Server: a bare Boost.Beast WebSocket echo server with
// the same thread model as mancala-server (an io_context a thread, each new connection on the
// next one in turn, a strand a connection; docs/architecture.md §Threads).
// Usage: echo_server PORT_FILE [THREADS]  — listens on 127.0.0.1, an ephemeral port written to PORT_FILE.
// clang-format off
#include <utility>  // before asio.hpp: Boost 1.74's awaitable.hpp uses std::exchange without it
// clang-format on
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>
#include <vector>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

class Session : public std::enable_shared_from_this<Session> {
 public:
  explicit Session(tcp::socket&& s) : ws_(std::move(s)) {}
  void run() {
    ws_.read_message_max(4096);
    ws_.async_accept(beast::bind_front_handler(&Session::on_accept, shared_from_this()));
  }

 private:
  void on_accept(beast::error_code ec) {
    if (!ec) do_read();
  }
  void do_read() { ws_.async_read(buffer_, beast::bind_front_handler(&Session::on_read, shared_from_this())); }
  void on_read(beast::error_code ec, std::size_t) {
    if (ec) return;
    ws_.text(ws_.got_text());
    ws_.async_write(buffer_.data(), beast::bind_front_handler(&Session::on_write, shared_from_this()));
  }
  void on_write(beast::error_code ec, std::size_t) {
    if (ec) return;
    buffer_.consume(buffer_.size());
    do_read();
  }
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
};

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(std::vector<std::unique_ptr<net::io_context>>& contexts, tcp::endpoint ep)
      : contexts_(contexts), acceptor_(*contexts.front()) {
    acceptor_.open(ep.protocol());
    acceptor_.set_option(net::socket_base::reuse_address(true));
    acceptor_.bind(ep);
    acceptor_.listen(net::socket_base::max_listen_connections);
  }
  unsigned short port() const { return acceptor_.local_endpoint().port(); }
  void accept() {
    net::io_context& next = *contexts_[next_++ % contexts_.size()];  // only the acceptor's thread counts
    acceptor_.async_accept(net::make_strand(next), [self = shared_from_this()](beast::error_code ec, tcp::socket s) {
      if (!ec) {
        s.set_option(tcp::no_delay(true), ec);
        std::make_shared<Session>(std::move(s))->run();
      }
      self->accept();
    });
  }

 private:
  std::vector<std::unique_ptr<net::io_context>>& contexts_;
  std::size_t next_ = 0;
  tcp::acceptor acceptor_;
};

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: echo_server PORT_FILE [THREADS]\n";
    return 2;
  }
  const int threads = argc > 2 ? std::max(1, std::atoi(argv[2])) : 2;
  std::vector<std::unique_ptr<net::io_context>> contexts;
  for (int i = 0; i < threads; ++i) contexts.push_back(std::make_unique<net::io_context>(1));
  net::io_context& ioc = *contexts.front();  // the acceptor's and the signals', run by this thread
  auto listener = std::make_shared<Listener>(contexts, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
  listener->accept();
  std::ofstream(argv[1]) << listener->port() << "\n";
  net::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](beast::error_code, int) { ioc.stop(); });
  std::vector<net::executor_work_guard<net::io_context::executor_type>> idle_work;
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) {
    idle_work.push_back(net::make_work_guard(*contexts[i]));
    pool.emplace_back([c = contexts[i].get()] { c->run(); });
  }
  ioc.run();
  for (auto& c : contexts) c->stop();
  for (auto& t : pool) t.join();
}
