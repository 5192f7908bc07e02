// Runs a fuzz target's LLVMFuzzerTestOneInput over inputs, without libFuzzer: the corpus and every
// past crash (fuzz/regressions) replay in the ordinary ctest run, with gcc and under the sanitizer
// build. A failed property aborts.
//
// usage: fuzz_<target>_replay [--prefix P] PATH...
// A PATH that is a directory is listed when the replay runs, not when CMake configures, so an input
// added after the build is replayed too; `--prefix P` keeps only the files of the directories after
// it whose names start with P (fuzz/regressions holds every target's inputs as <target>-<what>).
// A missing path, a directory with no file at all (a corpus moved or emptied) and a run with no
// input fail with exit 2: a replay of nothing must not pass.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace fs = std::filesystem;

namespace {

bool replay_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot read %s\n", file.c_str());
    return false;
  }
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string prefix;
  int replayed = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--prefix" && i + 1 < argc) {
      prefix = argv[++i];
      continue;
    }
    const fs::path path(arg);
    std::error_code ec;
    if (fs::is_regular_file(path, ec)) {
      if (!replay_file(path)) return 2;
      ++replayed;
      continue;
    }
    if (!fs::is_directory(path, ec)) {
      std::fprintf(stderr, "replay: %s: no such file or directory\n", path.c_str());
      return 2;
    }
    std::vector<fs::path> all;
    for (const auto& entry : fs::directory_iterator(path)) {
      if (entry.is_regular_file()) all.push_back(entry.path());
    }
    if (all.empty()) {
      std::fprintf(stderr, "replay: %s holds no input (moved or emptied?)\n", path.c_str());
      return 2;
    }
    std::sort(all.begin(), all.end());  // the same order on every run
    int here = 0;
    for (const auto& file : all) {
      if (!file.filename().string().starts_with(prefix)) continue;
      if (!replay_file(file)) return 2;
      ++here;
    }
    std::printf("%s/%s*: %d inputs\n", path.c_str(), prefix.c_str(), here);
    replayed += here;
  }
  if (replayed == 0) {
    std::fprintf(stderr, "replay: no input replayed (usage: %s [--prefix P] FILE|DIRECTORY...)\n", argv[0]);
    return 2;
  }
  std::printf("%d inputs replayed\n", replayed);
  return 0;
}
