#include "mancala/server/play/rules_cache.hpp"

#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

std::shared_ptr<const Rules> RulesCache::get(const Variant& v) {
  const std::string key = variant_key(v);
  std::lock_guard lock(mutex_);
  auto& rules = by_key_[key];
  if (!rules) {
    try {
      rules = std::make_shared<const Rules>(v);
    } catch (...) {
      by_key_.erase(key);
      throw;
    }
  }
  return rules;
}

}  // namespace mancala::server
