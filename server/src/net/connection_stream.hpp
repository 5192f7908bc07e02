// The socket and stream types of a client connection, with its strand's concrete type.
#pragma once

#include <boost/asio/basic_waitable_timer.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core/basic_stream.hpp>
#include <chrono>

namespace mancala::server {

/// A connection's strand. Concrete rather than any_io_executor: every asynchronous read and write
/// copies and re-wraps the stream's executor, and a type-erased strand does that through the heap
/// (docs/PERFORMANCE.md §Where a round trip's CPU goes).
using ConnectionStrand = boost::asio::strand<boost::asio::io_context::executor_type>;
using ConnectionSocket = boost::asio::basic_stream_socket<boost::asio::ip::tcp, ConnectionStrand>;
using ConnectionStream = boost::beast::basic_stream<boost::asio::ip::tcp, ConnectionStrand>;
using ConnectionTimer =
    boost::asio::basic_waitable_timer<std::chrono::steady_clock, boost::asio::wait_traits<std::chrono::steady_clock>,
                                      ConnectionStrand>;

}  // namespace mancala::server
