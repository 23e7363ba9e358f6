#include "deduce/puzzles/futoshiki/parse.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "deduce/io/input_error.h"

namespace deduce::puzzles::futoshiki {
namespace {

// Numbers are accumulated up to this cap and then only skipped, so a line of
// a million digits neither overflows nor takes more than one pass.
constexpr std::int64_t kNumberCap = 1'000'000'000;

bool is_blank(char ch) {
  return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v';
}
bool is_digit(char ch) {
  return ch >= '0' && ch <= '9';
}

// How a byte is named in a message: `x` when printable, its code otherwise.
std::string describe(std::string_view line, std::size_t i) {
  if (i >= line.size()) return "the end of the line";
  auto ch = static_cast<unsigned char>(line[i]);
  if (ch >= 0x21 && ch < 0x7f) return std::string("`") + static_cast<char>(ch) + "`";
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string("byte 0x") + kHex[ch >> 4] + kHex[ch & 15];
}

struct Number {
  std::int64_t value = 0;  // capped at kNumberCap
  std::size_t length = 0;  // digits read
  bool big = false;        // more than the cap
};

Number read_number(std::string_view line, std::size_t& i) {
  Number n;
  std::size_t start = i;
  while (i < line.size() && is_digit(line[i])) {
    if (!n.big) {
      n.value = n.value * 10 + (line[i] - '0');
      if (n.value > kNumberCap) n.big = true;
    }
    ++i;
  }
  n.length = i - start;
  return n;
}

// The text of a number token for a message, shortened when very long.
std::string token_text(std::string_view line, std::size_t start, std::size_t length) {
  if (length <= 24) return std::string(line.substr(start, length));
  return std::string(line.substr(start, 20)) + "... (" + std::to_string(length) + " digits)";
}

std::string value_range(int n) {
  return "a value from 1 to " + std::to_string(n) + " (0 or `.` for an empty cell)";
}

void init_puzzle(Puzzle& p, int n) {
  p.n = n;
  p.givens.assign(static_cast<std::size_t>(n) * n, 0);
  p.right.assign(static_cast<std::size_t>(n) * (n - 1), Relation::kNone);
  p.down.assign(static_cast<std::size_t>(n - 1) * n, Relation::kNone);
  p.cell_where.assign(p.givens.size(), p.where);
  p.right_where.assign(p.right.size(), p.where);
  p.down_where.assign(p.down.size(), p.where);
}

// One line of the input with its place, for locating errors.
struct Line {
  std::string_view text;  // comment and trailing blanks removed
  const std::string* file = nullptr;
  int number = 1;
  int first_column = 1;

  io::SourceLocation at(std::size_t i) const {
    return {*file, number, first_column + static_cast<int>(i)};
  }
  [[noreturn]] void fail(std::size_t i, const std::string& what) const {
    throw io::InputError(at(i), what);
  }
  void skip_blanks(std::size_t& i) const {
    while (i < text.size() && is_blank(text[i])) ++i;
  }
};

// A cell value token at i (digits or `.`); returns the value or throws.
int read_value(const Line& line, std::size_t& i, int n, const ParseOptions& options,
               const std::string& what) {
  if (i < line.text.size() && line.text[i] == '.') {
    ++i;
    return 0;
  }
  if (i >= line.text.size() || !is_digit(line.text[i])) {
    line.fail(i, "expected " + what + ": " + value_range(n) + ", found " + describe(line.text, i));
  }
  std::size_t start = i;
  Number v = read_number(line.text, i);
  bool ok = !v.big && (v.value <= n || (options.keep_out_of_range && v.value <= kMaxValueAccepted));
  if (!ok) {
    line.fail(start,
              "expected " + value_range(n) + ", found " + token_text(line.text, start, v.length));
  }
  return static_cast<int>(v.value);
}

// Reads a grid or game-ID header order at i: a number from 1 to kMaxOrder.
int read_order(const Line& line, std::size_t& i) {
  std::size_t start = i;
  Number v = read_number(line.text, i);
  if (v.big || v.value < 1 || v.value > kMaxOrder) {
    line.fail(start, "expected an order from 1 to " + std::to_string(kMaxOrder) + ", found " +
                         token_text(line.text, start, v.length));
  }
  return static_cast<int>(v.value);
}

// ---- The grid format -------------------------------------------------------

void read_value_row(const Line& line, Puzzle& p, int r, const ParseOptions& options) {
  const int n = p.n;
  const std::string row = "row " + std::to_string(r + 1);
  std::size_t i = 0;
  for (int c = 0; c < n; ++c) {
    line.skip_blanks(i);
    if (c > 0) {
      if (i >= line.text.size()) {
        line.fail(i, "expected " + std::to_string(n) + " values in " + row + " (the order is " +
                         std::to_string(n) + "), found only " + std::to_string(c));
      }
      char ch = line.text[i];
      Relation rel = ch == '|'   ? Relation::kNone
                     : ch == '<' ? Relation::kLess
                     : ch == '>' ? Relation::kGreater
                                 : Relation::kAdjacent;  // marks "not a relation"
      if (rel == Relation::kAdjacent) {
        line.fail(i, "expected a relation `|`, `<` or `>` between values " + std::to_string(c) +
                         " and " + std::to_string(c + 1) + " of " + row + ", found " +
                         describe(line.text, i));
      }
      std::size_t k = static_cast<std::size_t>(r) * (n - 1) + (c - 1);
      p.right[k] = rel;
      p.right_where[k] = line.at(i);
      ++i;
      line.skip_blanks(i);
    }
    p.cell_where[static_cast<std::size_t>(r) * n + c] = line.at(i);
    p.givens[static_cast<std::size_t>(r) * n + c] =
        read_value(line, i, n, options, "value " + std::to_string(c + 1) + " of " + row);
  }
  line.skip_blanks(i);
  if (i < line.text.size()) {
    line.fail(i, "expected the end of " + row + " after its " + std::to_string(n) +
                     " values (the order is " + std::to_string(n) + "), found " +
                     describe(line.text, i));
  }
}

void read_relation_row(const Line& line, Puzzle& p, int r) {
  const int n = p.n;
  const int symbols = 2 * n - 1;
  const std::string where =
      "the relation row between rows " + std::to_string(r + 1) + " and " + std::to_string(r + 2);
  std::size_t i = 0;
  for (int s = 0; s < symbols; ++s) {
    line.skip_blanks(i);
    if (i >= line.text.size()) {
      line.fail(i, "expected " + std::to_string(symbols) + " symbols in " + where +
                       " (`-`, `^` or `v` for each column, `-` between), found only " +
                       std::to_string(s));
    }
    char ch = line.text[i];
    if (s % 2 == 0) {
      int c = s / 2;
      std::size_t k = static_cast<std::size_t>(r) * n + c;
      if (ch == '-')
        p.down[k] = Relation::kNone;
      else if (ch == '^')
        p.down[k] = Relation::kLess;
      else if (ch == 'v')
        p.down[k] = Relation::kGreater;
      else {
        line.fail(i, "expected `-`, `^` or `v` for column " + std::to_string(c + 1) + " in " +
                         where + ", found " + describe(line.text, i));
      }
      p.down_where[k] = line.at(i);
    } else if (ch != '-') {
      line.fail(i, "expected the filler `-` between columns " + std::to_string(s / 2 + 1) +
                       " and " + std::to_string(s / 2 + 2) + " in " + where + ", found " +
                       describe(line.text, i));
    }
    ++i;
  }
  line.skip_blanks(i);
  if (i < line.text.size()) {
    line.fail(i, "expected the end of " + where + " after its " + std::to_string(symbols) +
                     " symbols (the order is " + std::to_string(n) + "), found " +
                     describe(line.text, i));
  }
}

// Walks the text line by line, handing out lines that hold something.
class LineSource {
 public:
  LineSource(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  // The next line that is not blank once its comment is removed.
  bool next(Line& out) {
    while (pos_ < text_.size()) {
      std::size_t end = text_.find('\n', pos_);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view raw = text_.substr(pos_, end - pos_);
      pos_ = end + 1;
      ++number_;
      std::size_t hash = raw.find('#');
      if (hash != std::string_view::npos) raw = raw.substr(0, hash);
      std::size_t b = 0;
      while (b < raw.size() && is_blank(raw[b])) ++b;
      std::size_t e = raw.size();
      while (e > b && is_blank(raw[e - 1])) --e;
      if (b == e) continue;
      out.text = raw.substr(b, e - b);
      out.file = &file_;
      out.number = number_;
      out.first_column = static_cast<int>(b) + 1;
      return true;
    }
    return false;
  }

  // Just past the last byte of the text.
  io::SourceLocation end() const {
    int lines = 1;
    std::size_t last_start = 0;
    for (std::size_t i = 0; i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++lines;
        last_start = i + 1;
      }
    }
    return {file_, lines, static_cast<int>(text_.size() - last_start) + 1};
  }

 private:
  std::string_view text_;
  const std::string& file_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

Puzzle read_grid(LineSource& source, const Line& header, const ParseOptions& options) {
  std::size_t i = 0;
  Puzzle p;
  p.source = SourceFormat::kGrid;
  p.mode = Mode::kUnequal;
  p.where = header.at(0);
  int n = read_order(header, i);
  init_puzzle(p, n);
  Line line;
  for (int k = 0; k < 2 * n - 1; ++k) {
    if (!source.next(line)) {
      std::string what = k % 2 == 0 ? "row " + std::to_string(k / 2 + 1)
                                    : "the relation row between rows " + std::to_string(k / 2 + 1) +
                                          " and " + std::to_string(k / 2 + 2);
      throw io::InputError(source.end(), "expected " + what + " of the grid of order " +
                                             std::to_string(n) + " begun at line " +
                                             std::to_string(header.number) +
                                             ", found the end of the file");
    }
    if (k % 2 == 0)
      read_value_row(line, p, k / 2, options);
    else
      read_relation_row(line, p, k / 2);
  }
  return p;
}

// ---- Game IDs --------------------------------------------------------------

enum Direction { kUp, kRight, kDown, kLeft };
constexpr std::array<char, 4> kFlagChar = {'U', 'R', 'D', 'L'};

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
    if (i >= t.size() || std::string_view("tekxr").find(t[i]) == std::string_view::npos) {
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
  for (int idx = 0; idx < cells; ++idx) {
    const int r = idx / n, c = idx % n;
    if (i >= t.size()) {
      line.fail(i, "expected " + std::to_string(cells) + " cells in the game ID of order " +
                       std::to_string(n) + ", found only " + std::to_string(idx) +
                       " (truncated game ID)");
    }
    p.cell_where[idx] = line.at(i);
    if (!is_digit(t[i])) {
      line.fail(i, "expected the value of cell " + std::to_string(idx + 1) + " (row " +
                       std::to_string(r + 1) + ", column " + std::to_string(c + 1) +
                       "): a number from 0 to " + std::to_string(n) + ", found " + describe(t, i));
    }
    p.givens[idx] = read_value(line, i, n, options, "a cell value");
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
  }
  if (i < t.size()) {
    line.fail(i, "expected the end of the game ID after its " + std::to_string(cells) +
                     " cells (the order is " + std::to_string(n) + "), found " + describe(t, i));
  }

  // Pair the flags of neighbours: (a, da) and (b, db) face each other.
  auto pair = [&](int a, int da, int b, int db, Relation& rel, io::SourceLocation& where) {
    int fa = flag_at[a][da], fb = flag_at[b][db];
    if (p.mode == Mode::kUnequal) {
      if (fa >= 0 && fb >= 0) {
        line.fail(static_cast<std::size_t>(std::max(fa, fb)),
                  std::string("expected at most one of two neighbours to be the greater: flag `") +
                      kFlagChar[db] + "` at column " + std::to_string(line.first_column + fb) +
                      " contradicts flag `" + kFlagChar[da] + "` at column " +
                      std::to_string(line.first_column + fa));
      }
      rel = fa >= 0 ? Relation::kGreater : fb >= 0 ? Relation::kLess : Relation::kNone;
      where = line.at(static_cast<std::size_t>(fa >= 0 ? fa : fb >= 0 ? fb : 0));
      if (fa < 0 && fb < 0) where = p.cell_where[a];
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
      rel = fa >= 0 ? Relation::kAdjacent : Relation::kNone;
      where = fa >= 0 ? line.at(static_cast<std::size_t>(fa)) : p.cell_where[a];
    }
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int a = r * n + c;
      if (c + 1 < n) {
        std::size_t k = static_cast<std::size_t>(r) * (n - 1) + c;
        pair(a, kRight, a + 1, kLeft, p.right[k], p.right_where[k]);
      }
      if (r + 1 < n) {
        std::size_t k = static_cast<std::size_t>(r) * n + c;
        pair(a, kDown, a + n, kUp, p.down[k], p.down_where[k]);
      }
    }
  }
  return p;
}

// A header line is a game ID when its leading number is followed by `:`,
// `a` or `d`; a grid's order line is the number alone.
bool is_game_id(std::string_view t) {
  std::size_t i = 0;
  while (i < t.size() && is_digit(t[i])) ++i;
  return i > 0 && i < t.size() && (t[i] == ':' || t[i] == 'a' || t[i] == 'd');
}

}  // namespace

Puzzle parse_game_id(std::string_view text, const std::string& file, int line_number,
                     int first_column, const ParseOptions& options) {
  Line line;
  line.file = &file;
  line.number = line_number;
  std::size_t b = 0, e = text.size();
  while (b < e && is_blank(text[b])) ++b;
  while (e > b && is_blank(text[e - 1])) --e;
  line.text = text.substr(b, e - b);
  line.first_column = first_column + static_cast<int>(b);
  if (!is_game_id(line.text)) {
    std::size_t i = 0;
    while (i < line.text.size() && is_digit(line.text[i])) ++i;
    line.fail(
        i, "expected a game ID such as `5:0,0L,...` or `5a:...`, found " + describe(line.text, i));
  }
  return read_game_id(line, options);
}

std::vector<Puzzle> parse_puzzles(std::string_view text, const std::string& file,
                                  const ParseOptions& options) {
  std::vector<Puzzle> puzzles;
  LineSource source(text, file);
  Line line;
  while (source.next(line)) {
    if (is_game_id(line.text)) {
      puzzles.push_back(read_game_id(line, options));
      continue;
    }
    std::size_t i = 0;
    while (i < line.text.size() && is_digit(line.text[i])) ++i;
    if (i == 0 || i < line.text.size()) {
      line.fail(i, "expected the order of a grid (a whole number from 1 to " +
                       std::to_string(kMaxOrder) +
                       " alone on its line) or a game ID such as `5:0,0L,...`, found " +
                       describe(line.text, i));
    }
    puzzles.push_back(read_grid(source, line, options));
  }
  if (puzzles.empty()) {
    throw io::InputError(source.end(),
                         "expected a Futoshiki puzzle (the order of a grid, or a game ID such as "
                         "`5:0,0L,...`), found the end of the file");
  }
  return puzzles;
}

}  // namespace deduce::puzzles::futoshiki
