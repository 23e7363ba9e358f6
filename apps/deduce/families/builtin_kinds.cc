// The built-in puzzle kinds, in the order the kind table lists them (and
// --kind, help and the messages name them). A family gives its row of the
// table (tables.h, KindSpec) from its own folder; adding one is its row
// function's declaration and its place in the list here, and nothing else
// outside its folders (docs/architecture.md, "To add a family").
#include "tables.h"

namespace deduce::apps {

// Each family's row, from its folder (futoshiki/futoshiki.cc, zebra/zebra.cc
// with English riddles, river/river.cc, sudoku/sudoku.cc).
KindSpec futoshiki_kind();
KindSpec zebra_kind();
KindSpec text_kind();
KindSpec river_kind();
KindSpec sudoku_kind();

std::vector<KindSpec> builtin_kinds() {
  // One kind a line, so that adding one is one line (clang-format would pack five).
  // clang-format off
  return {
      futoshiki_kind(),
      zebra_kind(),
      river_kind(),
      text_kind(),
      sudoku_kind(),
  };
  // clang-format on
}

}  // namespace deduce::apps
