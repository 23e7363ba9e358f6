// Fuzz target: the Futoshiki reader on any text (grids and game IDs mixed, as
// a file may hold both). What it accepts must be a well-formed puzzle that
// writes out and reads back the same, in both formats and both modes; what it rejects must
// be rejected with InputError at a place inside the text. `check` (which
// keeps values above n) must give a verdict on anything the reader accepts.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "fuzz/fuzz_check.h"

namespace {

namespace fut = deduce::puzzles::futoshiki;
using deduce::fuzz::require;

void require_well_formed(const fut::Puzzle& p, int max_value) {
  require(p.n >= 1 && p.n <= fut::kMaxOrder, "order in 1..64");
  const auto n = static_cast<std::size_t>(p.n);
  require(p.givens.size() == n * n, "n*n givens");
  require(p.right.size() == n * (n - 1) && p.down.size() == (n - 1) * n, "relation sizes");
  require(p.cell_where.size() == n * n, "a place for every cell");
  require(p.right_where.size() == p.right.size() && p.down_where.size() == p.down.size(),
          "a place for every relation");
  for (int v : p.givens) require(v >= 0 && v <= max_value, "given in range");
  for (auto rels : {&p.right, &p.down}) {
    for (fut::Relation r : *rels) {
      require(p.mode == fut::Mode::kAdjacent
                  ? (r == fut::Relation::kNone || r == fut::Relation::kAdjacent)
                  : r != fut::Relation::kAdjacent,
              "relation fits the mode");
    }
  }
}

void require_same(const fut::Puzzle& a, const fut::Puzzle& b, const char* what) {
  require(a.n == b.n && a.mode == b.mode && a.givens == b.givens && a.right == b.right &&
              a.down == b.down,
          what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.fut";
  try {
    const auto puzzles = fut::parse_puzzles(text, file);
    require(!puzzles.empty(), "accepted text has a puzzle");
    for (const fut::Puzzle& p : puzzles) {
      require_well_formed(p, p.n);
      const fut::Puzzle id = fut::parse_game_id(fut::format_game_id(p), "id");
      require_same(p, id, "game ID round trip");
      require(id.difficulty == p.difficulty, "game ID keeps the difficulty");
      const auto grid = fut::parse_puzzles(fut::format_grid(p), "grid");
      require(grid.size() == 1, "one grid written, one read");
      require_same(p, grid[0], "grid round trip");
      (void)fut::check(p);
    }
  } catch (const deduce::io::InputError& e) {
    deduce::fuzz::require_good_error(e, text, file);
  }
  try {
    fut::ParseOptions keep;
    keep.keep_out_of_range = true;
    for (const fut::Puzzle& p : fut::parse_puzzles(text, file, keep)) {
      require_well_formed(p, fut::kMaxValueAccepted);
      const fut::CheckResult r = fut::check(p);
      require(!r.reason.empty() || r.valid, "an invalid verdict has a reason");
    }
  } catch (const deduce::io::InputError& e) {
    deduce::fuzz::require_good_error(e, text, file);
  }
  return 0;
}
