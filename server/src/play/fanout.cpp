#include "mancala/server/play/fanout.hpp"

#include <algorithm>
#include <boost/asio/post.hpp>

namespace mancala::server {

void Fanout::push(std::shared_ptr<const std::vector<PeerRef>> peers, std::shared_ptr<const std::string> frame) {
  if (!peers || peers->empty()) return;
  {
    std::lock_guard lock(mutex_);
    jobs_.push_back({std::move(peers), std::move(frame)});
    if (running_) return;
    running_ = true;
  }
  boost::asio::post(executor_, [self = shared_from_this()] { self->step(); });
}

void Fanout::step() {
  Job job;
  std::size_t from = 0, to = 0;
  {
    std::lock_guard lock(mutex_);
    Job& front = jobs_.front();
    from = front.next;
    to = std::min(front.peers->size(), from + chunk);
    front.next = to;
    job = front;
    if (to == front.peers->size()) jobs_.pop_front();
  }
  for (std::size_t i = from; i < to; ++i)
    if (auto peer = (*job.peers)[i].lock()) peer->send(job.frame);
  {
    std::lock_guard lock(mutex_);
    if (jobs_.empty()) {
      running_ = false;
      return;
    }
  }
  boost::asio::post(executor_, [self = shared_from_this()] { self->step(); });
}

}  // namespace mancala::server
