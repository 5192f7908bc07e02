// How many long-lived connections the server holds, per client address and in all.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace mancala::server {

/// Counts open connections (WebSockets, KGP agents over TCP, the bot API's streams) by client
/// address (IPv4/IPv6 text) and in total. A slot is held for a connection's whole life; both
/// limits come from the config (`max_connections`, `max_connections_per_ip`). Thread-safe.
class ConnectionLimits {
 public:
  /// Which limit refused a connection.
  enum class Refusal { none, total, per_ip };

  ConnectionLimits(int max_total, int max_per_ip) : max_total_(max_total), max_per_ip_(max_per_ip) {}

  /// A slot, released when the last copy of the pointer goes; nullptr (and `why`) when full.
  std::shared_ptr<void> acquire(const std::string& ip, Refusal& why);
  int total() const;
  int of(const std::string& ip) const;

 private:
  void release(const std::string& ip);

  const int max_total_;
  const int max_per_ip_;
  mutable std::mutex mutex_;
  int total_ = 0;
  std::unordered_map<std::string, int> by_ip_;
};

}  // namespace mancala::server
