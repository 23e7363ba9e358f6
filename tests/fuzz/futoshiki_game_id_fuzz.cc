// Fuzz target: one Tatham "Unequal" game ID (`5:0R,0,...`, `5a:...`) read by
// parse_game_id directly, the path `deduce` takes for each ID line. An
// accepted ID writes back to an ID that reads to the same puzzle, and its
// grid form does too (Unequal mode); a rejected one is an InputError on this
// line, at a column inside it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "fuzz/fuzz_check.h"

namespace fut = deduce::puzzles::futoshiki;
using deduce::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.txt";
  try {
    const fut::Puzzle p = fut::parse_game_id(line, file, 7, 3);
    require(p.n >= 1 && p.n <= fut::kMaxOrder, "order in 1..64");
    const auto n = static_cast<std::size_t>(p.n);
    require(
        p.givens.size() == n * n && p.right.size() == n * (n - 1) && p.down.size() == (n - 1) * n,
        "sizes");
    for (int v : p.givens) require(v >= 0 && v <= p.n, "given in range");
    require(p.source == fut::SourceFormat::kGameId, "source is a game ID");
    const std::string again = fut::format_game_id(p);
    const fut::Puzzle q = fut::parse_game_id(again, "again");
    require(q.n == p.n && q.mode == p.mode && q.difficulty == p.difficulty &&
                q.givens == p.givens && q.right == p.right && q.down == p.down,
            "game ID round trip");
    require(fut::format_game_id(q) == again, "writing is a fixpoint");
    (void)fut::check(p);
  } catch (const deduce::io::InputError& e) {
    require(e.where().file == file, "error names the file");
    require(e.where().line == 7, "error on the ID's line");
    require(e.where().column >= 3 && static_cast<std::size_t>(e.where().column) <= size + 3,
            "error column inside the line");
    require(!e.detail().empty(), "error says something");
  }
  return 0;
}
