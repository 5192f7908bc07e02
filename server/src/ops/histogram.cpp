// Lock-free histogram buckets and mutex-guarded labelled series.
#include "mancala/server/ops/histogram.hpp"

#include <algorithm>
#include <stdexcept>

namespace mancala::server {

Histogram::Histogram(std::initializer_list<double> bounds)
    : bounds_(bounds), buckets_(std::make_unique<std::atomic<std::uint64_t>[]>(bounds.size() + 1)) {
  if (bounds_.empty() || !std::is_sorted(bounds_.begin(), bounds_.end()) ||
      std::adjacent_find(bounds_.begin(), bounds_.end()) != bounds_.end())
    throw std::invalid_argument("histogram bounds must be non-empty and strictly ascending");
}

void Histogram::observe(double value) noexcept {
  // The first bound >= value is the bucket ("le" = less than or equal).
  const auto i = static_cast<std::size_t>(std::lower_bound(bounds_.begin(), bounds_.end(), value) - bounds_.begin());
  buckets_[i].fetch_add(1, std::memory_order_relaxed);
  sum_.fetch_add(value, std::memory_order_relaxed);
}

Histogram::Snapshot Histogram::snapshot() const {
  Snapshot s;
  s.bounds = bounds_;
  s.cumulative.resize(bounds_.size() + 1);
  std::uint64_t running = 0;
  for (std::size_t i = 0; i <= bounds_.size(); ++i) {
    running += buckets_[i].load(std::memory_order_relaxed);
    s.cumulative[i] = running;
  }
  s.count = running;
  s.sum = sum_.load(std::memory_order_relaxed);
  return s;
}

void LabeledValues::ensure(const Labels& labels) {
  std::lock_guard lock(mutex_);
  values_.try_emplace(labels, 0.0);
}

void LabeledValues::add(const Labels& labels, double delta) {
  std::lock_guard lock(mutex_);
  values_[labels] += delta;
}

void LabeledValues::set(const Labels& labels, double value) {
  std::lock_guard lock(mutex_);
  values_[labels] = value;
}

std::vector<std::pair<Labels, double>> LabeledValues::snapshot() const {
  std::lock_guard lock(mutex_);
  return {values_.begin(), values_.end()};
}

}  // namespace mancala::server
