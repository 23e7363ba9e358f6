#include "deduce/puzzles/sudoku/game_id.h"

#include <fmt/format.h>

#include <cctype>
#include <numeric>

namespace deduce::puzzles::sudoku {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Solo's difficulty letters after `d`, easiest first.
constexpr const char* kDifficulties = "tbiaeu";

Symmetry symmetry_of(char kind, bool diagonal, long order) {
  if (kind == 'r') return order == 2 ? Symmetry::kRot2 : Symmetry::kRot4;
  if (order == 8) return Symmetry::kRef8;
  if (order == 4) return diagonal ? Symmetry::kRef4D : Symmetry::kRef4;
  return diagonal ? Symmetry::kRef2D : Symmetry::kRef2;
}

// A cursor over the ID that reports errors at its column.
class Reader {
 public:
  Reader(std::string_view id, const io::SourceLocation& at) : s_(id), at_(at) {}

  [[noreturn]] void fail(std::size_t pos, const std::string& what) const {
    io::SourceLocation where = at_;
    where.column += static_cast<int>(pos);
    throw io::InputError(where, what);
  }
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  bool done() const { return i_ >= s_.size(); }
  std::size_t pos() const { return i_; }
  void skip() { ++i_; }
  // A whole number; false when none is here.
  bool number(long& out) {
    if (!is_digit(peek())) return false;
    out = 0;
    while (is_digit(peek())) {
      out = out * 10 + (peek() - '0');
      if (out > 1000000) fail(i_, "number too large in the game ID");
      skip();
    }
    return true;
  }

  void params(Puzzle& p, SoloParams* said = nullptr) {
    long c = 0, r = 0;
    if (!number(c))
      fail(i_,
           "expected a Solo game ID: its parameters (3x3, 2x3, 9j, 3x3x, 3x3k ...), `:`, "
           "then the grid");
    r = c;
    bool seen_r = false, jigsaw = false;
    if (peek() == 'x' && i_ + 1 < s_.size() && is_digit(s_[i_ + 1])) {
      skip();
      number(r);
      seen_r = true;
    }
    while (!done() && peek() != ':') {
      const std::size_t at = i_;
      const char ch = peek();
      skip();
      if (ch == 'j') {
        if (seen_r) c *= r;
        r = 1;
        jigsaw = true;
      } else if (ch == 'x') {
        p.x = true;
      } else if (ch == 'k') {
        p.killer = true;
      } else if (ch == 'a') {
        if (said != nullptr) said->symmetry = Symmetry::kNone;
      } else if (ch == 'r' || ch == 'm') {
        const bool diagonal = ch == 'm' && peek() == 'd';
        if (diagonal) skip();
        long sym = 0;
        if (!number(sym) || (sym != 2 && sym != 4 && (ch == 'r' || sym != 8)) ||
            (diagonal && sym == 8))
          fail(at, fmt::format("expected a symmetry (r2, r4, m2, md2, m4, md4, m8) in the game "
                               "ID's parameters"));
        if (said != nullptr) said->symmetry = symmetry_of(ch, diagonal, sym);
      } else if (ch == 'd') {
        const std::size_t g = std::string_view(kDifficulties).find(peek());
        if (done() || g == std::string_view::npos)
          fail(i_, "expected a difficulty after `d` (dt, db, di, da, de, du)");
        if (said != nullptr) said->difficulty = static_cast<int>(g);
        skip();
      } else {
        fail(at, fmt::format("unexpected `{}` in the game ID's parameters (after the order: j for "
                             "jigsaw, x for the diagonals, k for killer)",
                             ch));
      }
    }
    if (said == nullptr && done())
      fail(i_, "expected `:` and the grid after the game ID's parameters");
    if (!done()) skip();  // ':'
    if (r == 1) jigsaw = true;
    const long n = c * r;
    if (c < 1 || r < 1 || n > kMaxOrder || n < 2)
      fail(0, fmt::format("a Sudoku of order {} is not taken (orders 2 to {})", n, kMaxOrder));
    p.n = static_cast<int>(n);
    if (!jigsaw) {
      p.box_rows = static_cast<int>(c);
      p.box_cols = static_cast<int>(r);
      set_boxes(p);
    }
  }

  // A grid of digits 1..range: runs of empty cells as letters, numbers
  // apart by `_`. Stops at `,` or the end.
  Grid grid(int area, long range, const char* what, std::vector<io::TextPlace>* places = nullptr) {
    Grid g;
    g.reserve(static_cast<std::size_t>(area));
    const auto place = [&](std::size_t at) {
      if (places != nullptr && static_cast<int>(places->size()) < area)
        places->push_back({at_.line, at_.column + static_cast<int>(at)});
    };
    const std::size_t start = i_;
    while (!done() && peek() != ',') {
      const char ch = peek();
      const std::size_t at = i_;
      if (ch >= 'a' && ch <= 'z') {
        skip();
        g.insert(g.end(), static_cast<std::size_t>(ch - 'a' + 1), 0);
        for (int e = 0; e < ch - 'a' + 1; ++e) place(at);
      } else if (ch == '_') {
        skip();
      } else if (is_digit(ch) && ch != '0') {
        long v = 0;
        number(v);
        if (v > range) fail(at, fmt::format("{} {} is out of range (1 to {})", what, v, range));
        g.push_back(static_cast<int>(v));
        place(at);
      } else {
        fail(at, fmt::format("unexpected `{}` in the game ID's grid (expected a number, `a` to "
                             "`z` for empty cells, or `_`)",
                             ch));
      }
      if (static_cast<int>(g.size()) > area)
        fail(at, fmt::format("too much data in the game ID's grid: more than {} cells", area));
    }
    if (static_cast<int>(g.size()) < area)
      fail(i_ > start ? i_ : start,
           fmt::format("not enough data in the game ID's grid: {} of {} cells", g.size(), area));
    return g;
  }

  // Regions or cages written as the lines between cells: the cell -> piece
  // map, pieces numbered by their first cell.
  std::vector<int> pieces(int n) {
    const int area = n * n, inner = 2 * n * (n - 1);
    std::vector<int> parent(static_cast<std::size_t>(area));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](int x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    int pos = 0;
    const std::size_t start = i_;
    while (!done() && peek() != ',') {
      const char ch = peek();
      const std::size_t at = i_;
      skip();
      int run = 0;
      if (ch == '_')
        run = 0;
      else if (ch >= 'a' && ch <= 'z')
        run = ch - 'a' + 1;
      else
        fail(at, fmt::format("unexpected `{}` in the game ID's regions (expected `_` or `a` to "
                             "`z`)",
                             ch));
      const bool line_after = run != 26;
      if (run == 26) run = 25;
      for (; run > 0; --run, ++pos) {
        if (pos >= inner) fail(at, "too much data in the game ID's regions");
        int p0, p1;
        if (pos < n * (n - 1)) {
          p0 = (pos / (n - 1)) * n + pos % (n - 1);
          p1 = p0 + 1;
        } else {
          const int x = pos / (n - 1) - n, y = pos % (n - 1);
          p0 = y * n + x;
          p1 = p0 + n;
        }
        parent[find(p0)] = find(p1);
      }
      if (line_after) ++pos;
    }
    if (pos != inner + 1)
      fail(i_ > start ? i_ : start, pos <= inner ? "not enough data in the game ID's regions"
                                                 : "too much data in the game ID's regions");
    std::vector<int> label(static_cast<std::size_t>(area), -1), out(static_cast<std::size_t>(area));
    int next = 0;
    for (int k = 0; k < area; ++k) {
      const int root = find(k);
      if (label[root] < 0) label[root] = next++;
      out[k] = label[root];
    }
    return out;
  }

  void comma(const char* what) {
    if (peek() != ',') fail(i_, fmt::format("expected `,` and {} in the game ID", what));
    skip();
  }

 private:
  std::string_view s_;
  io::SourceLocation at_;
  std::size_t i_ = 0;
};

// The runs of empty cells and the numbers of a grid, as Solo writes them.
void write_grid(std::string& out, const Grid& g) {
  const std::size_t start = out.size();
  int run = 0;
  for (std::size_t i = 0; i <= g.size(); ++i) {
    const int v = i < g.size() ? g[i] : -1;
    if (v == 0) {
      ++run;
      continue;
    }
    if (run > 0) {
      while (run > 0) {
        const int len = run > 26 ? 26 : run;
        out += static_cast<char>('a' - 1 + len);
        run -= len;
      }
    } else if (out.size() > start && v > 0) {
      out += '_';
    }
    if (v > 0) out += std::to_string(v);
  }
}

// The lines between the pieces of `piece` (cell -> piece), as Solo writes them.
void write_pieces(std::string& out, int n, const std::vector<int>& piece) {
  int run = 0;
  const int inner = 2 * n * (n - 1);
  for (int i = 0; i <= inner; ++i) {
    bool edge = true;
    if (i < inner) {
      int p0, p1;
      if (i < n * (n - 1)) {
        p0 = (i / (n - 1)) * n + i % (n - 1);
        p1 = p0 + 1;
      } else {
        p0 = (i % (n - 1)) * n + (i / (n - 1) - n);
        p1 = p0 + n;
      }
      edge = piece[p0] != piece[p1];
    }
    if (!edge) {
      ++run;
      continue;
    }
    for (; run > 25; run -= 25) out += 'z';
    out += run > 0 ? static_cast<char>('a' - 1 + run) : '_';
    run = 0;
  }
}

}  // namespace

bool looks_like_game_id(std::string_view text) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t from = i;
    while (i < text.size() && is_digit(text[i])) ++i;
    return i > from;
  };
  if (!digits()) return false;
  if (i + 1 < text.size() && text[i] == 'x' && is_digit(text[i + 1])) {
    ++i;
    digits();
  } else if (i < text.size() && text[i] != 'j') {
    return false;  // `5:` and `6dx:` are Unequal's
  }
  while (i < text.size() && text[i] != ':') {
    const char ch = text[i++];
    if (ch == 'j' || ch == 'x' || ch == 'k' || ch == 'a') continue;
    if (ch == 'r' || ch == 'm') {
      if (i < text.size() && text[i] == 'd') ++i;
      if (!digits()) return false;
      continue;
    }
    if (ch == 'd' && i < text.size() && std::string_view("tbiaeu").find(text[i]) != text.npos) {
      ++i;
      continue;
    }
    return false;
  }
  return i < text.size();
}

SoloParams read_solo_params(std::string_view text, const io::SourceLocation& at) {
  SoloParams out;
  Reader r(text, at);
  r.params(out.shape, &out);
  if (!r.done()) r.fail(r.pos(), "unexpected text after Solo's parameters");
  return out;
}

Puzzle read_game_id(std::string_view id, const io::SourceLocation& at) {
  Puzzle p;
  p.where = at;
  p.source = Source::kGameId;
  Reader r(id, at);
  r.params(p);
  const int area = p.cells();
  p.givens = r.grid(area, p.n, "the digit", &p.places);
  if (p.jigsaw()) {
    r.comma("the jigsaw regions");
    const std::size_t from = r.pos();
    p.region = r.pieces(p.n);
    std::vector<int> size(static_cast<std::size_t>(area), 0);
    int regions = 0;
    for (const int g : p.region) regions = std::max(regions, g + 1), ++size[g];
    if (regions != p.n)
      r.fail(from, fmt::format("the jigsaw regions are {} pieces; a Sudoku of order {} needs {}",
                               regions, p.n, p.n));
    for (int g = 0; g < regions; ++g)
      if (size[g] != p.n)
        r.fail(from,
               fmt::format("jigsaw region {} has {} cells; each needs {}", g + 1, size[g], p.n));
  }
  if (p.killer) {
    r.comma("the killer cages");
    const std::size_t from = r.pos();
    const std::vector<int> cage = r.pieces(p.n);
    int cages = 0;
    for (const int g : cage) cages = std::max(cages, g + 1);
    std::vector<int> size(static_cast<std::size_t>(cages), 0);
    for (const int g : cage) ++size[g];
    for (int g = 0; g < cages; ++g)
      if (size[g] > p.n)
        r.fail(from, fmt::format("killer cage {} has {} cells; a cage holds at most {} (its "
                                 "digits differ)",
                                 g + 1, size[g], p.n));
    r.comma("the killer cages' sums");
    const std::size_t sums_at = r.pos();
    const Grid clues = r.grid(area, static_cast<long>(p.n) * area, "the cage sum");
    std::vector<int> sums(static_cast<std::size_t>(cages), 0);
    for (int k = 0; k < area; ++k) {
      if (clues[k] == 0) continue;
      if (sums[cage[k]] != 0)
        r.fail(sums_at, fmt::format("killer cage {} has two sums ({} and {})", cage[k] + 1,
                                    sums[cage[k]], clues[k]));
      sums[cage[k]] = clues[k];
    }
    set_cages(p, cage, sums);
  }
  if (!r.done()) r.fail(r.pos(), "unexpected data at the end of the game ID");
  return p;
}

std::string format_game_id(const Puzzle& p, const Grid& values) {
  std::string out;
  if (p.jigsaw())
    out = fmt::format("{}j", p.n);
  else
    out = fmt::format("{}x{}", p.box_rows, p.box_cols);
  if (p.x) out += 'x';
  if (p.killer) out += 'k';
  out += ':';
  write_grid(out, values);
  if (p.jigsaw()) {
    out += ',';
    write_pieces(out, p.n, p.region);
  }
  if (p.killer) {
    out += ',';
    write_pieces(out, p.n, p.cage_of);
    out += ',';
    Grid clues(static_cast<std::size_t>(p.cells()), 0);
    for (const Cage& c : p.cages) clues[c.cells.front()] = c.sum;
    write_grid(out, clues);
  }
  return out;
}

}  // namespace deduce::puzzles::sudoku
