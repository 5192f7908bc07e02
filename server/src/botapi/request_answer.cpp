#include "mancala/server/botapi/request_answer.hpp"

namespace mancala::server::botapi {

RequestAnswer::~RequestAnswer() {
  if (!answered_.exchange(true)) done_(std::nullopt);
}

void RequestAnswer::send(std::shared_ptr<const std::string> frame) {
  if (!answered_.exchange(true)) done_(*frame);
}

}  // namespace mancala::server::botapi
