// Prometheus-style metric values that several threads update at once: histograms and labelled series.
#pragma once

#include <atomic>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace mancala::server {

/// Label name → value pairs of one series, in the order they are written out.
using Labels = std::vector<std::pair<std::string, std::string>>;

/// A histogram with fixed upper bounds (seconds for every histogram of the server), updated with
/// relaxed atomics so the hot paths (a ply, a SQLite commit) never take a lock.
class Histogram {
 public:
  /// `bounds`: strictly ascending upper bounds; the +Inf bucket is implied.
  Histogram(std::initializer_list<double> bounds);

  void observe(double value) noexcept;

  /// A consistent-enough copy for one scrape: bucket counts are cumulative, as Prometheus wants
  /// (`cumulative.back()` is the +Inf bucket and equals `count`).
  struct Snapshot {
    std::vector<double> bounds;
    std::vector<std::uint64_t> cumulative;
    std::uint64_t count = 0;
    double sum = 0;
  };
  Snapshot snapshot() const;

 private:
  std::vector<double> bounds_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> buckets_;  // bounds_.size() + 1, not cumulative
  std::atomic<double> sum_{0};
};

/// Counters or gauges keyed by labels whose values are not all known up front (a variant's key).
/// Behind a mutex: updated per game or queue event, never per ply.
class LabeledValues {
 public:
  /// Creates the series at 0 if absent, so a scrape shows it before its first event.
  void ensure(const Labels& labels);
  void add(const Labels& labels, double delta);
  void set(const Labels& labels, double value);
  /// Every series, ordered by labels.
  std::vector<std::pair<Labels, double>> snapshot() const;

 private:
  mutable std::mutex mutex_;
  std::map<Labels, double> values_;
};

}  // namespace mancala::server
