#include "deduce/puzzles/futoshiki/reader_detail.h"

namespace deduce::puzzles::futoshiki::detail {

namespace {
constexpr std::int64_t kNumberCap = 1'000'000'000;
}  // namespace

// How a byte is named in a message: `x` when printable, its code otherwise.
std::string describe(std::string_view line, std::size_t i) {
  if (i >= line.size()) return "the end of the line";
  auto ch = static_cast<unsigned char>(line[i]);
  if (ch == ' ') return "a blank";
  if (ch == '\t') return "a tab";
  if (ch >= 0x21 && ch < 0x7f) return std::string("`") + static_cast<char>(ch) + "`";
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string("byte 0x") + kHex[ch >> 4] + kHex[ch & 15];
}

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

namespace {

std::string value_range(int n, bool dot) {
  return "a value from 1 to " + std::to_string(n) +
         (dot ? " (0 or `.` for an empty cell)" : " (0 for an empty cell)");
}

}  // namespace

void init_puzzle(Puzzle& p, int n) {
  p.n = n;
  p.givens.assign(static_cast<std::size_t>(n) * n, 0);
  p.right.assign(static_cast<std::size_t>(n) * (n - 1), Relation::kNone);
  p.down.assign(static_cast<std::size_t>(n - 1) * n, Relation::kNone);
  p.cell_where.assign(p.givens.size(), p.where.place());
  p.right_where.assign(p.right.size(), p.where.place());
  p.down_where.assign(p.down.size(), p.where.place());
}

std::string CellName::text() const {
  if (game_id) {
    return "the value of cell " + std::to_string(row * n + column + 1) + " (row " +
           std::to_string(row + 1) + ", column " + std::to_string(column + 1) + ")";
  }
  return "value " + std::to_string(column + 1) + " of row " + std::to_string(row + 1);
}

int read_value(const Line& line, std::size_t& i, const ParseOptions& options,
               const CellName& cell) {
  const int n = cell.n;
  const bool dot = !cell.game_id;
  if (dot && i < line.text.size() && line.text[i] == '.') {
    ++i;
    return 0;
  }
  if (i >= line.text.size() || !is_digit(line.text[i])) {
    line.fail(i, "expected " + cell.text() + ": " + value_range(n, dot) + ", found " +
                     describe(line.text, i));
  }
  std::size_t start = i;
  Number v = read_number(line.text, i);
  bool ok = !v.big && (v.value <= n || (options.keep_out_of_range && v.value <= kMaxValueAccepted));
  if (!ok) {
    line.fail(start, "expected " + cell.text() + ": " + value_range(n, dot) + ", found " +
                         token_text(line.text, start, v.length));
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

}  // namespace deduce::puzzles::futoshiki::detail
