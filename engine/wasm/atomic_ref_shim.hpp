// std::atomic_ref for the WebAssembly build only (force-included by build.sh): the libc++ of
// Debian's emscripten 3.1.6 predates it, and the endgame table's builder uses it for the entries
// its threads share. The WebAssembly module runs on one thread, so the reference is a plain one.
#pragma once

#include <atomic>
#include <version>

#if !defined(__cpp_lib_atomic_ref)
namespace std {

template <class T>
class atomic_ref {
 public:
  explicit atomic_ref(T& ref) noexcept : ref_(ref) {}
  T load(memory_order = memory_order_seq_cst) const noexcept { return ref_; }
  void store(T value, memory_order = memory_order_seq_cst) const noexcept { ref_ = value; }

 private:
  T& ref_;
};

}  // namespace std
#endif
