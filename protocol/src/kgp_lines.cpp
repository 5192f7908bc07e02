#include "mancala/protocol/kgp_lines.hpp"

namespace mancala::protocol {

void KgpLineReader::feed(std::string_view bytes, const std::function<void(KgpLine)>& on_line) {
  while (!bytes.empty()) {
    const auto lf = bytes.find('\n');
    const std::string_view part = bytes.substr(0, lf);
    if (!dropping_) {
      partial_.append(part);
      if (partial_.size() > kgp_max_line) {
        // Reported once, at once: an agent that never sends LF costs no more than this much memory.
        partial_.clear();
        partial_.shrink_to_fit();
        dropping_ = true;
        on_line({std::string(), true});
      }
    }
    if (lf == std::string_view::npos) return;
    if (!dropping_) on_line({std::move(partial_), false});
    partial_.clear();
    dropping_ = false;
    bytes.remove_prefix(lf + 1);
  }
}

}  // namespace mancala::protocol
