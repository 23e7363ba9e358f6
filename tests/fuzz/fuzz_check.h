// Shared by the fuzz targets: how a target reports a broken invariant, and
// the checks every parser's error must pass.
//
// A target must crash (abort) on anything wrong so that libFuzzer keeps the
// input; the same sources are built into plain replay programs for the normal
// suite (replay_main.cc), where the abort fails the test.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "deduce/io/input_error.h"

namespace deduce::fuzz {

// Aborts with `what` when `ok` is false. A function, not assert(): it must
// stay on in Release builds.
inline void require(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
  std::abort();
}

inline int lines_of(std::string_view text) {
  int lines = 1;
  for (char c : text) lines += c == '\n';
  return lines;
}

// Every InputError names the fuzz file, a place inside the text (a column may
// point one past the end of its line) and says what was expected.
inline void require_good_error(const io::InputError& e, std::string_view text,
                               std::string_view file) {
  require(e.where().file == file, "error names the file");
  require(e.where().line >= 1 && e.where().line <= lines_of(text) + 1, "error line inside");
  require(e.where().column >= 1 && static_cast<std::size_t>(e.where().column) <= text.size() + 2,
          "error column inside");
  require(!e.detail().empty(), "error says something");
}

}  // namespace deduce::fuzz
