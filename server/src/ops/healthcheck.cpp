// A one-shot HTTP/1.1 client on Beast, so the image needs no curl for its HEALTHCHECK.
#include "mancala/server/ops/healthcheck.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

namespace mancala::server {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

constexpr std::chrono::seconds probe_budget{3};

std::string probe_host(const std::string& bind) {
  if (bind == "0.0.0.0" || bind.empty()) return "127.0.0.1";
  if (bind == "::") return "::1";
  return bind;
}

int probe_port(const Config& config) {
  if (config.port != 0 || config.port_file.empty()) return config.port;
  int port = 0;
  std::ifstream(config.port_file) >> port;
  return port;
}

}  // namespace

int healthcheck(const Config& config) {
  const int port = probe_port(config);
  if (port <= 0) {
    std::cout << "unhealthy: no port to probe (port 0 without a readable port_file)\n";
    return 1;
  }
  try {
    net::io_context ioc;
    beast::tcp_stream stream(ioc);
    stream.expires_after(probe_budget);
    const net::ip::tcp::endpoint endpoint(net::ip::make_address(probe_host(config.bind)),
                                          static_cast<unsigned short>(port));
    stream.connect(endpoint);
    http::request<http::empty_body> req{http::verb::get, "/healthz", 11};
    req.set(http::field::host, "localhost");
    req.set(http::field::user_agent, "mancala-server --healthcheck");
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(stream, buffer, res);
    beast::error_code ec;
    stream.socket().shutdown(net::ip::tcp::socket::shutdown_both, ec);

    const auto body = nlohmann::json::parse(res.body(), nullptr, false);
    const bool ok = res.result() == http::status::ok && body.is_object() && body.value("status", "") == "ok";
    std::cout << (ok ? "healthy: " : "unhealthy: ") << res.result_int() << " " << res.body() << "\n";
    return ok ? 0 : 1;
  } catch (const std::exception& e) {
    std::cout << "unhealthy: " << probe_host(config.bind) << ":" << port << ": " << e.what() << "\n";
    return 1;
  }
}

}  // namespace mancala::server
