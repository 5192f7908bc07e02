// The baseline of docs/PERFORMANCE.md: a plain copy-make Kalah(6,4) perft with a seed-by-seed
// sowing loop and no engine code, to compare `mancala perft` against in the same run.
// Usage: perft_baseline DEPTH [--bulk]   (--bulk counts the last level without playing it, as ours does)
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

struct Board {
  std::array<std::uint8_t, 14> h;  // S0..S5, S-store(6), N0..N5, N-store(13)
  int turn;                        // 0 south, 1 north
};

static bool side_empty(const Board& b, int s) {
  for (int i = 0; i < 6; ++i)
    if (b.h[7 * s + i]) return false;
  return true;
}

static bool bulk = false;  // count the last level's plies without playing them

static std::uint64_t perft(const Board& b, int depth) {
  if (depth == 0) return 1;
  if (bulk && depth == 1) {
    std::uint64_t n = 0;
    for (int i = 0; i < 6; ++i) n += b.h[7 * b.turn + i] != 0;
    return n;
  }
  std::uint64_t n = 0;
  for (int i = 0; i < 6; ++i) {
    int from = 7 * b.turn + i;
    if (!b.h[from]) continue;
    Board c = b;
    int seeds = c.h[from], at = from;
    c.h[from] = 0;
    while (seeds) {
      at = (at + 1) % 14;
      if (at == 7 * (1 - c.turn) + 6) continue;  // skip the opponent's store
      c.h[at]++, seeds--;
    }
    bool extra = at == 7 * c.turn + 6;
    if (!extra && at / 7 == c.turn && c.h[at] == 1 && c.h[12 - at]) {
      c.h[7 * c.turn + 6] += c.h[12 - at] + 1;
      c.h[at] = c.h[12 - at] = 0;
    }
    if (!extra) c.turn = 1 - c.turn;
    if (side_empty(c, 0) || side_empty(c, 1))
      n += depth == 1;  // game over: counts only as a leaf
    else
      n += perft(c, depth - 1);
  }
  return n;
}

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 12;
  bulk = argc > 2 && std::string(argv[2]) == "--bulk";
  Board b{{4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0}, 0};
  auto t0 = std::chrono::steady_clock::now();
  std::uint64_t nodes = perft(b, depth);
  auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::printf("{\"depth\":%d,\"nodes\":%llu,\"ms\":%.0f,\"bulk\":%s}\n", depth, (unsigned long long)nodes, ms,
              bulk ? "true" : "false");
}
