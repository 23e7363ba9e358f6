#include "deduce/puzzles/futoshiki/parse.h"

#include <optional>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/futoshiki/grid_symbols.h"
#include "deduce/puzzles/futoshiki/reader_detail.h"

namespace deduce::puzzles::futoshiki {
namespace {

using detail::describe;
using detail::is_blank;
using detail::is_digit;
using detail::Line;

// ---- The grid format -------------------------------------------------------

// The relation symbols a grid of `mode` may hold, for messages: "`|`, `<` or
// `>`" (from the table, so the message names what the reader takes).
std::string symbol_choices(Mode mode, bool horizontal) {
  std::vector<char> ok;
  for (const GridSymbol& s : kGridSymbols) {
    if (relation_fits(mode, s.relation)) ok.push_back(horizontal ? s.horizontal : s.vertical);
  }
  std::string out;
  for (std::size_t k = 0; k < ok.size(); ++k) {
    if (k > 0) out += k + 1 == ok.size() ? " or " : ", ";
    out += std::string("`") + ok[k] + "`";
  }
  return out;
}

// The relation written by the symbol at i, which must be one that a grid of
// p's mode holds; `expected()` says what and where, for the message (built
// only then, so that reading allocates nothing). A symbol of the other mode is
// named as such, since the fix is then the order line.
template <typename Expected>
Relation read_symbol(const Line& line, std::size_t i, const Puzzle& p, bool horizontal,
                     const Expected& expected) {
  const std::optional<Relation> rel = grid_relation(line.text[i], horizontal);
  if (rel && relation_fits(p.mode, *rel)) return *rel;
  std::string why;
  if (rel && p.mode == Mode::kUnequal) {
    why =
        " (`:` marks two cells that differ by 1, which only an Adjacent grid has: its order "
        "line is `" +
        std::to_string(p.n) + "a`)";
  } else if (rel) {
    why = " (the order line `" + std::to_string(p.n) +
          "a` makes this an Adjacent grid, which has no signs `<`, `>`, `^` or `v`)";
  }
  line.fail(i, "expected " + expected() + ", found " + describe(line.text, i) + why);
}

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
      std::size_t k = static_cast<std::size_t>(r) * (n - 1) + (c - 1);
      p.right[k] = read_symbol(line, i, p, true, [&] {
        return "a relation " + symbol_choices(p.mode, true) + " between values " +
               std::to_string(c) + " and " + std::to_string(c + 1) + " of " + row;
      });
      p.right_where[k] = line.place(i);
      ++i;
      line.skip_blanks(i);
    }
    p.cell_where[static_cast<std::size_t>(r) * n + c] = line.place(i);
    p.givens[static_cast<std::size_t>(r) * n + c] =
        detail::read_value(line, i, options, detail::CellName{false, r, c, n});
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
      line.fail(i, "expected " + std::to_string(symbols) + " symbols in " + where + " (" +
                       symbol_choices(p.mode, false) +
                       " for each column, `-` between), found only " + std::to_string(s));
    }
    char ch = line.text[i];
    if (s % 2 == 0) {
      int c = s / 2;
      std::size_t k = static_cast<std::size_t>(r) * n + c;
      p.down[k] = read_symbol(line, i, p, false, [&] {
        return symbol_choices(p.mode, false) + " for column " + std::to_string(c + 1) + " in " +
               where;
      });
      p.down_where[k] = line.place(i);
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
      const std::string_view whole = text_.substr(pos_, end - pos_);
      pos_ = end + 1;
      ++number_;
      std::string_view raw = whole.substr(0, whole.find('#'));
      std::size_t b = 0;
      // A UTF-8 byte-order mark, as some editors write, is skipped (columns
      // still count its bytes).
      if (number_ == 1 && raw.substr(0, 3) == "\xEF\xBB\xBF") b = 3;
      while (b < raw.size() && is_blank(raw[b])) ++b;
      std::size_t e = raw.size();
      while (e > b && is_blank(raw[e - 1])) --e;
      if (b == e) continue;
      out.text = raw.substr(b, e - b);
      out.whole = whole.substr(b);
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
  p.where = header.at(0);
  int n = detail::read_order(header, i);
  p.mode = i < header.text.size() && header.text[i] == 'a' ? Mode::kAdjacent : Mode::kUnequal;
  detail::init_puzzle(p, n);
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
  line.whole = line.text;
  detail::reject_seed_id(line);
  if (!detail::is_game_id(line.text)) {
    std::size_t i = 0;
    while (i < line.text.size() && is_digit(line.text[i])) ++i;
    line.fail(
        i, "expected a game ID such as `5:0,0L,...` or `5a:...`, found " + describe(line.text, i));
  }
  return detail::read_game_id(line, options);
}

std::vector<Puzzle> parse_puzzles(std::string_view text, const std::string& file,
                                  const ParseOptions& options) {
  std::vector<Puzzle> puzzles;
  LineSource source(text, file);
  Line line;
  while (source.next(line)) {
    detail::reject_seed_id(line);
    if (detail::is_game_id(line.text)) {
      puzzles.push_back(detail::read_game_id(line, options));
      continue;
    }
    std::size_t i = 0;
    while (i < line.text.size() && is_digit(line.text[i])) ++i;
    const bool adjacent = i > 0 && i + 1 == line.text.size() && line.text[i] == 'a';
    if (i == 0 || (i < line.text.size() && !adjacent)) {
      line.skip_blanks(i);  // point at what follows the number, not at a blank
      line.fail(i, "expected the order of a grid (a whole number from 1 to " +
                       std::to_string(kMaxOrder) +
                       " alone on its line, with `a` after it for an Adjacent grid) or a game "
                       "ID such as `5:0,0L,...`, found " +
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
