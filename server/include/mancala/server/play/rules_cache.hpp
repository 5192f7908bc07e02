// One engine per variant, shared by every room that plays it.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "mancala/engine/rules.hpp"

namespace mancala::server {

/// A Kalah engine carries ~9 kB of sowing tables; rooms of the same variant share one instead of
/// each holding a copy for the whole of its life (and linger). Thread-safe; entries stay for
/// the process's life (a handful of variants).
class RulesCache {
 public:
  /// The engine of `v`. Throws std::invalid_argument (Rules' reason) when the variant is bad.
  std::shared_ptr<const Rules> get(const Variant& v);

 private:
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const Rules>> by_key_;  // variant_key → engine
};

}  // namespace mancala::server
