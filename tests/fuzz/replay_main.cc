// A main() for the fuzz targets in the normal (gcc) build: feeds every file
// named on the command line, or found under a named folder, to
// LLVMFuzzerTestOneInput once. The suite replays the kept crash inputs
// (tests/fuzz/regressions/<target>/) and the seed files this way, so a fixed
// crash stays fixed without clang or libFuzzer.
//
// The arguments after `--seeds` are seed folders: in the short form of the
// suite (DEDUCE_TEST_SCALE=short, the sanitizer pass) every fourth file of
// each, in name order, is replayed; the crash inputs and the seed corpus
// before `--seeds` always are, and the Release pass replays every seed.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

constexpr std::size_t kShortSeedStride = 4;

void replay_file(const std::filesystem::path& path, int& count) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
  std::fprintf(stderr, "replay %s\n", path.string().c_str());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  ++count;
}

bool short_form() {
  const char* text = std::getenv("DEDUCE_TEST_SCALE");
  return text != nullptr && std::strcmp(text, "short") == 0;
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  int count = 0;
  std::size_t stride = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seeds") == 0) {
      stride = short_form() ? kShortSeedStride : 1;
      continue;
    }
    const fs::path arg(argv[i]);
    if (fs::is_directory(arg)) {
      std::vector<fs::path> files;
      for (const auto& entry : fs::recursive_directory_iterator(arg)) {
        if (entry.is_regular_file()) files.push_back(entry.path());
      }
      std::sort(files.begin(), files.end());
      for (std::size_t k = 0; k < files.size(); k += stride) replay_file(files[k], count);
    } else if (fs::exists(arg)) {
      replay_file(arg, count);
    } else {
      std::fprintf(stderr, "replay: no such file or folder: %s\n", argv[i]);
      return 2;
    }
  }
  std::printf("replayed %d inputs\n", count);
  return 0;
}
