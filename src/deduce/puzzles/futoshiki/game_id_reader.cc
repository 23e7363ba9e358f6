// Reading Simon Tatham's "Unequal" game IDs (docs/futoshiki.md): `N:`
// (Unequal mode) or `Na:` (Adjacent mode), optionally with a difficulty
// (`5dk:`, kept in Puzzle::difficulty), then N * N cells, each a number and
// flags U R D L. Checked as Tatham's loader checks them: flags must not point
// off the grid; in Unequal mode two neighbours must not both claim to be the
// greater; in Adjacent mode a flag must appear on both cells. Random-seed IDs
// (`5dt#12345`) are recognised only to be rejected with a clear message.
#include <algorithm>
#include <array>
#include <vector>

#include "deduce/puzzles/futoshiki/reader_detail.h"

namespace deduce::puzzles::futoshiki::detail {
namespace {

enum Direction { kUp, kRight, kDown, kLeft };
constexpr std::array<char, 4> kFlagChar = {'U', 'R', 'D', 'L'};

}  // namespace

Puzzle read_game_id(const Line& line, const ParseOptions& options) {
  std::size_t i = 0;
  Puzzle p;
  p.source = SourceFormat::kGameId;
  p.where = line.at(0);
  const int n = read_order(line, i);
  const std::string_view t = line.text;
  if (i < t.size() && t[i] == 'a') {
    p.mode = Mode::kAdjacent;
    ++i;
  }
  if (i < t.size() && t[i] == 'd') {  // a difficulty, as in Tatham's full parameters
    ++i;
    p.difficulty = i < t.size() ? difficulty_of_letter(t[i]) : Difficulty::kNone;
    if (p.difficulty == Difficulty::kNone) {
      line.fail(i, "expected a difficulty letter `t`, `e`, `k`, `x` or `r` after `d`, found " +
                       describe(t, i));
    }
    ++i;
  }
  if (i >= t.size() || t[i] != ':') {
    line.fail(i, "expected `:` after the parameters of the game ID (`" + std::to_string(n) +
                     ":` or `" + std::to_string(n) + "a:`), found " + describe(t, i));
  }
  ++i;
  init_puzzle(p, n);
  const int cells = n * n;
  // Where each flag of each cell was written (-1: absent).
  std::vector<std::array<int, 4>> flag_at(static_cast<std::size_t>(cells),
                                          std::array<int, 4>{-1, -1, -1, -1});
  // Row and column counted alongside the index, not divided out of it.
  for (int idx = 0, r = 0, c = 0; idx < cells; ++idx) {
    if (i >= t.size()) {
      line.fail(i, "expected " + std::to_string(cells) + " cells in the game ID of order " +
                       std::to_string(n) + ", found only " + std::to_string(idx) +
                       " (truncated game ID)");
    }
    p.cell_where[idx] = line.place(i);
    const CellName cell{true, r, c, n};
    if (!is_digit(t[i])) {
      line.fail(i, "expected " + cell.text() + ": a number from 0 to " + std::to_string(n) +
                       ", found " + describe(t, i));
    }
    // One digit, as every cell of an ID up to order 9 is, read here; more,
    // or a value past the order, by read_value.
    const int digit = t[i] - '0';
    if (digit <= n && (i + 1 == t.size() || !is_digit(t[i + 1]))) {
      p.givens[idx] = digit;
      ++i;
    } else {
      p.givens[idx] = read_value(line, i, options, cell);
    }
    while (i < t.size() && (t[i] == 'U' || t[i] == 'R' || t[i] == 'D' || t[i] == 'L')) {
      int d = t[i] == 'U' ? kUp : t[i] == 'R' ? kRight : t[i] == 'D' ? kDown : kLeft;
      bool off = (d == kUp && r == 0) || (d == kDown && r == n - 1) || (d == kLeft && c == 0) ||
                 (d == kRight && c == n - 1);
      if (off) {
        line.fail(i, std::string("expected no flag `") + kFlagChar[d] + "` on cell " +
                         std::to_string(idx + 1) + " (row " + std::to_string(r + 1) + ", column " +
                         std::to_string(c + 1) + "): it points off the grid");
      }
      flag_at[idx][d] = static_cast<int>(i);
      ++i;
    }
    if (idx + 1 < cells) {
      if (i >= t.size()) {
        line.fail(i, "expected " + std::to_string(cells) + " cells in the game ID of order " +
                         std::to_string(n) + ", found only " + std::to_string(idx + 1) +
                         " (truncated game ID)");
      }
      if (t[i] != ',') {
        line.fail(i, "expected `,` after cell " + std::to_string(idx + 1) +
                         " or a flag `U`, `D`, `L` or `R`, found " + describe(t, i));
      }
      ++i;
    } else if (i < t.size() && t[i] == ',') {
      ++i;  // Tatham's encoder ends every cell, the last too, with a comma
    }
    if (++c == n) {
      c = 0;
      ++r;
    }
  }
  if (i < t.size()) {
    line.fail(i, "expected the end of the game ID after its " + std::to_string(cells) +
                     " cells (the order is " + std::to_string(n) + "), found " + describe(t, i));
  }

  // Pair the flags of neighbours: (a, da) and (b, db) face each other.
  auto pair = [&](int a, int da, int b, int db, Relation& rel, io::TextPlace& where) {
    int fa = flag_at[a][da], fb = flag_at[b][db];  // one of them at least
    if (p.mode == Mode::kUnequal) {
      if (fa >= 0 && fb >= 0) {
        line.fail(static_cast<std::size_t>(std::max(fa, fb)),
                  std::string("expected at most one of two neighbours to be the greater: flag `") +
                      kFlagChar[db] + "` at column " + std::to_string(line.first_column + fb) +
                      " contradicts flag `" + kFlagChar[da] + "` at column " +
                      std::to_string(line.first_column + fa));
      }
      rel = fa >= 0 ? Relation::kGreater : Relation::kLess;
      where = line.place(static_cast<std::size_t>(fa >= 0 ? fa : fb));
    } else {
      if ((fa >= 0) != (fb >= 0)) {
        int has = fa >= 0 ? fa : fb;
        char mine = fa >= 0 ? kFlagChar[da] : kFlagChar[db];
        char missing = fa >= 0 ? kFlagChar[db] : kFlagChar[da];
        line.fail(static_cast<std::size_t>(has),
                  std::string("expected the neighbour to carry the matching flag `") + missing +
                      "` too: in Adjacent mode `" + mine +
                      "` marks both cells, and flags contradicting each other are rejected");
      }
      rel = Relation::kAdjacent;
      where = line.place(static_cast<std::size_t>(fa));
    }
  };
  // Most pairs carry no flag: they keep init_puzzle's kNone, placed at their
  // first cell, without a call.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int a = r * n + c;
      if (c + 1 < n) {
        std::size_t k = static_cast<std::size_t>(r) * (n - 1) + c;
        if (flag_at[a][kRight] < 0 && flag_at[a + 1][kLeft] < 0) {
          p.right_where[k] = p.cell_where[a];
        } else {
          pair(a, kRight, a + 1, kLeft, p.right[k], p.right_where[k]);
        }
      }
      if (r + 1 < n) {
        std::size_t k = static_cast<std::size_t>(r) * n + c;
        if (flag_at[a][kDown] < 0 && flag_at[a + n][kUp] < 0) {
          p.down_where[k] = p.cell_where[a];
        } else {
          pair(a, kDown, a + n, kUp, p.down[k], p.down_where[k]);
        }
      }
    }
  }
  return p;
}

bool is_game_id(std::string_view t) {
  std::size_t i = 0;
  while (i < t.size() && is_digit(t[i])) ++i;
  if (i == 0 || i >= t.size()) return false;
  // `5a` alone is the order line of an Adjacent grid; `5a:` and `5ax` are IDs.
  return t[i] == ':' || t[i] == 'd' || (t[i] == 'a' && i + 1 < t.size());
}

namespace {

// Where the `#` of a random-seed ID stands in `t`, or npos when `t` is none.
// `#` also opens a comment, so a seed ID needs the `#` right after the
// parameters and, unless they name a difficulty (no grid line can hold
// `5dt`), a seed of digits alone, as Tatham's generator makes them: `5 # five`
// and `5a#five` stay the order lines of grids with comments.
std::size_t seed_hash(std::string_view t) {
  std::size_t i = 0;
  while (i < t.size() && is_digit(t[i])) ++i;
  if (i == 0) return std::string_view::npos;
  if (i < t.size() && t[i] == 'a') ++i;
  bool difficulty = false;
  if (i + 1 < t.size() && t[i] == 'd' && difficulty_of_letter(t[i + 1]) != Difficulty::kNone) {
    i += 2;
    difficulty = true;
  }
  if (i >= t.size() || t[i] != '#') return std::string_view::npos;
  if (difficulty) return i;
  std::size_t k = i + 1;
  while (k < t.size() && is_digit(t[k])) ++k;
  std::size_t end = k;
  while (end < t.size() && is_blank(t[end])) ++end;
  return k > i + 1 && end == t.size() ? i : std::string_view::npos;
}

}  // namespace

void reject_seed_id(const Line& line) {
  const std::size_t hash = seed_hash(line.whole);
  if (hash == std::string_view::npos) return;
  const std::string_view params = line.whole.substr(0, hash);
  std::string_view seed = line.whole.substr(hash + 1);
  while (!seed.empty() && is_blank(seed.back())) seed.remove_suffix(1);
  // The seed goes into a command to copy, so only a short, printable one
  // without a quote; any other is shown as SEED.
  const bool showable = seed.size() <= 40 && std::all_of(seed.begin(), seed.end(), [](char ch) {
                          return ch >= ' ' && ch < 0x7f && ch != '\'';
                        });
  const std::string id = std::string(params) + "#" + (showable ? std::string(seed) : "SEED");
  // When `deduce generate futoshiki` exists, say here that it makes new puzzles.
  line.fail(hash,
            "expected a game ID `PARAMS:DESCRIPTION` such as `5:0,0L,...`, found `#` after "
            "the parameters `" +
                std::string(params) + "`: `" + id +
                "` is a random-seed ID, which says how to generate a puzzle, not which "
                "puzzle it is; ask the generator for the puzzle's game ID (`sgt-unequal "
                "--generate 1 '" +
                id + "'` prints it)");
}

}  // namespace deduce::puzzles::futoshiki::detail
