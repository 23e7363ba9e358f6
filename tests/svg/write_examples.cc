// Writes the example pictures of every family into a folder: the reference
// renderings (tests/svg/reference/), the documentation (docs/pictures/) and
// `make test-visual` all draw these same files.
//
// Usage: svg_write_examples OUT_DIR   (the examples are read from the source tree)
#include <cstdio>
#include <fstream>
#include <string>

#include "svg/examples.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUT_DIR\n", argv[0]);
    return 2;
  }
  const std::string dir = argv[1];
  for (const auto& [name, svg] : deduce::testing::example_pictures(DEDUCE_SOURCE_DIR)) {
    std::ofstream out(dir + "/" + name + ".svg", std::ios::binary);
    out << svg;
    if (!out) {
      std::fprintf(stderr, "%s: cannot write %s/%s.svg\n", argv[0], dir.c_str(), name.c_str());
      return 1;
    }
  }
  return 0;
}
