#include "deduce/puzzles/sudoku/parse.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <string_view>

#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/sudoku/game_id.h"

namespace deduce::puzzles::sudoku {
namespace {

struct Line {
  std::string_view text;  // without its comment and trailing blanks
  int number = 0;         // 1-based
  int indent = 0;         // bytes of leading blanks cut
  std::size_t begin = 0;  // its first byte's offset in the text
};

// Thrown where a puzzle goes on past the lines read so far, when more
// follow (parse_some): the puzzle is read again once they have come.
struct NeedMore {};

bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+' || c == '=' || c == '\r';
}

// A line of separators only (`------+-------+------`).
bool rule_line(std::string_view s) {
  return std::all_of(s.begin(), s.end(), is_separator);
}

// char_digit of every character, looked up: a batch of 49,151 lines read
// 81 cells each, and the tests in char_digit, mispredicted on the random
// mix of digits and dots, were a third of the reading.
constexpr std::array<signed char, 256> make_cell_digits() {
  std::array<signed char, 256> t{};
  for (int c = 0; c < 256; ++c) t[c] = static_cast<signed char>(char_digit(static_cast<char>(c)));
  return t;
}
constexpr std::array<signed char, 256> kCellDigit = make_cell_digits();

// The cells of a row as (digit, column), or the column of the first
// character that is no cell. Orders past 9 may write their numbers apart
// by blanks (`10 . 3 12`); otherwise each character is a cell.
struct Row {
  std::vector<std::pair<int, int>> cells;  // digit, 1-based column
  int bad_column = 0;                      // 0: none
};

Row read_row(const Line& line, bool numbers) {
  Row row;
  const std::string_view s = line.text;
  row.cells.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    const int column = line.indent + static_cast<int>(i) + 1;
    if (is_separator(c)) {
      ++i;
      continue;
    }
    if (numbers && std::isdigit(static_cast<unsigned char>(c))) {
      int v = 0;
      std::size_t j = i;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j])) && v < 1000)
        v = v * 10 + (s[j++] - '0');
      row.cells.push_back({v, column});
      i = j;
      continue;
    }
    const int d = kCellDigit[static_cast<unsigned char>(c)];
    if (d < 0) {
      row.bad_column = column;
      return row;
    }
    row.cells.push_back({d, column});
    ++i;
  }
  return row;
}

bool has_boxes(int n) {
  return default_boxes(n).rows > 0;
}

// The order of a one-line puzzle of `cells` cells, or 0.
int line_order(std::size_t cells) {
  for (int n = 4; n <= 25; ++n)
    if (static_cast<std::size_t>(n * n) == cells && has_boxes(n)) return n;
  return 0;
}

class Parser {
 public:
  // `text` starts at line `first_line` of the file; `more`: lines follow it.
  Parser(std::string_view text, const std::string& file, int first_line = 1, bool more = false)
      : file_(file), size_(text.size()), more_(more) {
    std::string_view rest = text;
    for (int number = first_line; !rest.empty(); ++number) {
      const std::size_t end = rest.find('\n');
      const std::size_t begin = static_cast<std::size_t>(rest.data() - text.data());
      std::string_view s = rest.substr(0, end);
      rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
      const std::size_t hash = s.find('#');
      if (hash != std::string_view::npos) s = s.substr(0, hash);
      int indent = 0;
      while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
        s.remove_prefix(1);
        ++indent;
      }
      while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
      lines_.push_back({s, number, indent, begin});
    }
  }

  std::vector<Puzzle> run() {
    std::vector<Puzzle> out;
    while (read_one(out)) {
    }
    if (out.empty()) throw io::InputError({file_, 1, 1}, std::string(kNoPuzzle));
    return out;
  }

  // The puzzles of the text into `out`, up to the first bad one (error)
  // or, when more lines follow, the one they end inside.
  PuzzleChunk some() {
    PuzzleChunk c;
    std::size_t start = 0;  // the line the puzzle being read starts at
    try {
      for (;;) {
        start = at_;
        if (!read_one(c.puzzles)) break;
      }
    } catch (const NeedMore&) {
      at_ = start;
    } catch (const io::InputError& e) {
      c.error = e;
      at_ = lines_.size();
    }
    if (at_ < lines_.size()) {
      c.lines = lines_[at_].number - lines_.front().number;
      c.used = lines_[at_].begin;
    } else {
      c.lines = static_cast<int>(lines_.size());
      c.used = size_;
    }
    return c;
  }

 private:
  // Reads the next puzzle into `out` (or a rule line); false at the end.
  bool read_one(std::vector<Puzzle>& out) {
    if (next_said()) {
      const Line& l = lines_[at_];
      if (l.text.starts_with("sudoku") &&
          (l.text.size() == 6 || l.text[6] == ' ' || l.text[6] == '\t')) {
        out.push_back(sudoku_file());
      } else if (looks_like_game_id(l.text) || l.text.find(':') != std::string_view::npos) {
        const std::size_t space = l.text.find_first_of(" \t");
        if (space != std::string_view::npos)
          fail(l, static_cast<int>(space) + 1, "unexpected text after the game ID");
        out.push_back(read_game_id(l.text, place(l, 1)));
        ++at_;
      } else if (rule_line(l.text)) {
        ++at_;
      } else {
        out.push_back(grid_or_line());
        // A collection, one puzzle a line: room for a puzzle a line left
        // (49,151 lines grew the vector 17 times, moving and faulting in 19
        // MB; 4% of solving them).
        if (out.size() == 1 && out[0].source == Source::kLine) out.reserve(lines_.size() - at_ + 1);
      }
      return true;
    }
    return false;
  }

  io::SourceLocation place(const Line& l, int column) const {
    return {file_, l.number, l.indent + column};
  }
  [[noreturn]] void fail(const Line& l, int column, const std::string& what) const {
    throw io::InputError(place(l, column), what);
  }
  // Moves to the next line that says something; false at the end.
  bool next_said() {
    while (at_ < lines_.size() && lines_[at_].text.empty()) ++at_;
    return at_ < lines_.size();
  }
  // The next line that is not a separator rule, or nullptr at the end of
  // the file (blank lines end a grid).
  const Line* next_row() {
    while (at_ < lines_.size() && !lines_[at_].text.empty() && rule_line(lines_[at_].text)) ++at_;
    if (at_ >= lines_.size() || lines_[at_].text.empty()) return nullptr;
    return &lines_[at_];
  }

  // One puzzle a line, or the first row of a grid.
  Puzzle grid_or_line() {
    const Line& first = lines_[at_];
    const Row row = read_row(first, false);
    if (row.bad_column != 0)
      fail(first, row.bad_column - first.indent,
           fmt::format("unexpected `{}`: expected a cell (1-9, A-Z from 10, `.` or `0` for an "
                       "empty one), a Solo game ID or `sudoku N`",
                       first.text[static_cast<std::size_t>(row.bad_column - first.indent - 1)]));
    if (const int n = line_order(row.cells.size()); n > 0) {
      Puzzle p = plain(n, first);
      p.source = Source::kLine;
      // A line of cells alone places cell k at the puzzle's column + k: no
      // places kept (a collection of 49,151 puzzles would keep 32 MB of them).
      const bool dense = row.cells.size() == first.text.size();
      for (std::size_t k = 0; k < row.cells.size(); ++k) given(p, first, row.cells[k], k, !dense);
      ++at_;
      return p;
    }
    const int n = static_cast<int>(row.cells.size());
    if (n >= 10 && first.text.find_first_of(" \t") != std::string_view::npos)
      return numbered_grid(first);
    if (n >= 10)
      fail(first, static_cast<int>(first.text.size()) + 1,
           fmt::format("a line of {} cells: a puzzle on one line has 16, 36, 64, 81, 144, 256 or "
                       "625 cells (81 for a 9x9), a grid's row 4, 6, 8 or 9",
                       n));
    if (n < 4 || !has_boxes(n))
      fail(first, 1,
           fmt::format("a row of {} cells: expected a Sudoku grid of 4, 6, 8 or 9 cells a row, "
                       "or a line of 16, 36, 64, 81, 144, 256 or 625 cells",
                       n));
    Puzzle p = plain(n, first);
    p.source = Source::kGrid;
    read_grid(p, false);
    return p;
  }

  // A grid of order 10 and up written with numbers (`10 . 3 12`).
  Puzzle numbered_grid(const Line& first) {
    const Row row = read_row(first, true);
    const int n = static_cast<int>(row.cells.size());
    if (!has_boxes(n) || n > kMaxOrder)
      fail(first, 1,
           fmt::format("a row of {} cells: an order without boxes (say `sudoku {} "
                       "jigsaw` and give its regions)",
                       n, n));
    Puzzle p = plain(n, first);
    p.source = Source::kGrid;
    read_grid(p, true);
    return p;
  }

  Puzzle plain(int n, const Line& first) const {
    Puzzle p;
    p.n = n;
    const BoxShape b = default_boxes(n);
    p.box_rows = b.rows;
    p.box_cols = b.cols;
    set_boxes(p);
    p.givens.assign(static_cast<std::size_t>(n * n), 0);
    p.where = place(first, 1);
    return p;
  }

  void given(Puzzle& p, const Line& l, std::pair<int, int> cell, std::size_t k,
             bool keep_place = true) const {
    if (keep_place) {
      if (p.places.empty()) p.places.resize(static_cast<std::size_t>(p.cells()));
      p.places[k] = {l.number, cell.second};
    }
    if (cell.first > p.n)
      fail(l, cell.second - l.indent,
           fmt::format("the digit {} is out of range: a Sudoku of order {} has 1 to {}", cell.first,
                       p.n, p.n));
    p.givens[k] = cell.first;
  }

  // n rows of n cells from the current line on.
  void read_grid(Puzzle& p, bool numbers) {
    for (int r = 0; r < p.n; ++r) {
      const Line* l = next_row();
      if (l == nullptr) {
        need_more();
        const Line& last = lines_[std::min(at_, lines_.size()) - 1];
        throw io::InputError(
            {file_, at_ < lines_.size() ? lines_[at_].number : last.number + 1, 1},
            fmt::format("expected row {} of the grid ({} rows of {} cells)", r + 1, p.n, p.n));
      }
      const Row row = read_row(*l, numbers);
      if (row.bad_column != 0)
        fail(*l, row.bad_column - l->indent,
             "expected a cell (1-9, A-Z from 10, `.` or `0` for an empty one) or a separator");
      if (static_cast<int>(row.cells.size()) != p.n)
        fail(*l, static_cast<int>(l->text.size()) + 1,
             fmt::format("expected {} cells in row {} (the order is {}), found {}", p.n, r + 1, p.n,
                         row.cells.size()));
      for (int c = 0; c < p.n; ++c)
        given(p, *l, row.cells[c], static_cast<std::size_t>(r * p.n + c));
      ++at_;
    }
  }

  // A map of n rows of n labels (regions, cages): each character a label,
  // or blank-separated words when a row has blanks.
  std::vector<std::string> label_map(int n, const char* what) {
    std::vector<std::string> labels;
    for (int r = 0; r < n; ++r) {
      need_more();
      const Line* l = at_ < lines_.size() && !lines_[at_].text.empty() ? &lines_[at_] : nullptr;
      if (l == nullptr)
        throw io::InputError(
            {file_, at_ < lines_.size() ? lines_[at_].number : lines_.back().number + 1, 1},
            fmt::format("expected row {} of the {} ({} rows of {} labels)", r + 1, what, n, n));
      std::vector<std::string> row;
      const std::string_view s = l->text;
      const bool words = s.find_first_of(" \t") != std::string_view::npos;
      for (std::size_t i = 0; i < s.size();) {
        if (s[i] == ' ' || s[i] == '\t') {
          ++i;
          continue;
        }
        std::size_t j = i + 1;
        if (words)
          while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        row.emplace_back(s.substr(i, j - i));
        i = j;
      }
      if (static_cast<int>(row.size()) != n)
        fail(*l, static_cast<int>(s.size()) + 1,
             fmt::format("expected {} labels in row {} of the {}, found {}", n, r + 1, what,
                         row.size()));
      labels.insert(labels.end(), row.begin(), row.end());
      ++at_;
    }
    return labels;
  }

  // The .sudoku format: `sudoku N [boxes RxC | jigsaw] [x] [killer]`, the
  // grid, then `regions` (jigsaw), `cages` and `sums` (killer).
  Puzzle sudoku_file() {
    const Line& head = lines_[at_];
    std::vector<std::pair<std::string_view, int>> words;  // word, column
    for (std::size_t i = 6; i < head.text.size();) {
      if (head.text[i] == ' ' || head.text[i] == '\t') {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < head.text.size() && head.text[j] != ' ' && head.text[j] != '\t') ++j;
      words.push_back({head.text.substr(i, j - i), static_cast<int>(i) + 1});
      i = j;
    }
    Puzzle p;
    p.source = Source::kFile;
    p.where = place(head, 1);
    if (words.empty() || !std::all_of(words[0].first.begin(), words[0].first.end(), [](char c) {
          return std::isdigit(static_cast<unsigned char>(c));
        }))
      fail(head, words.empty() ? static_cast<int>(head.text.size()) + 1 : words[0].second,
           "expected the order after `sudoku` (sudoku 9, sudoku 6 boxes 2x3, sudoku 9 jigsaw)");
    p.n = words[0].first.size() > 3 ? 999 : std::stoi(std::string(words[0].first));
    if (p.n < 2 || p.n > kMaxOrder)
      fail(head, words[0].second, fmt::format("order {} is not taken (2 to {})", p.n, kMaxOrder));
    bool jigsaw = false, boxes = false;
    for (std::size_t w = 1; w < words.size(); ++w) {
      const auto [word, column] = words[w];
      if (word == "jigsaw") {
        jigsaw = true;
      } else if (word == "x") {
        p.x = true;
      } else if (word == "killer") {
        p.killer = true;
      } else if (word == "boxes") {
        if (w + 1 >= words.size())
          fail(head, column + 5, "expected the boxes' shape after `boxes` (rows x columns: 2x3)");
        const std::string shape(words[++w].first);
        int r = 0, c = 0;
        char x = 0, extra = 0;
        if (std::sscanf(shape.c_str(), "%d%c%d%c", &r, &x, &c, &extra) != 3 || x != 'x' || r < 1 ||
            c < 1 || r * c != p.n)
          fail(head, words[w].second,
               fmt::format("expected the boxes' shape as ROWSxCOLUMNS with ROWS * COLUMNS = {} "
                           "(such as {}x{})",
                           p.n, std::max(1, default_boxes(p.n).rows),
                           default_boxes(p.n).rows > 0 ? default_boxes(p.n).cols : p.n));
        p.box_rows = r;
        p.box_cols = c;
        boxes = true;
      } else {
        const std::optional<std::string> hint =
            io::nearest_name(word, {"boxes", "jigsaw", "x", "killer"});
        fail(head, column,
             fmt::format("unknown word `{}` in the `sudoku` line (expected boxes RxC, jigsaw, x "
                         "or killer){}",
                         word, hint ? fmt::format("; did you mean `{}`?", *hint) : ""));
      }
    }
    if (jigsaw && boxes) fail(head, 1, "a Sudoku has boxes or jigsaw regions, not both");
    if (!jigsaw) {
      if (!boxes) {
        const BoxShape b = default_boxes(p.n);
        if (b.rows == 0)
          fail(head, words[0].second,
               fmt::format("order {} has no boxes: say `sudoku {} jigsaw` and give its regions, "
                           "or the boxes' shape",
                           p.n, p.n));
        p.box_rows = b.rows;
        p.box_cols = b.cols;
      }
      set_boxes(p);
    }
    ++at_;
    p.givens.assign(static_cast<std::size_t>(p.cells()), 0);
    while (at_ < lines_.size() && lines_[at_].text.empty()) ++at_;
    read_grid(p, p.n > 9);
    if (jigsaw) {
      section("regions", head);
      const std::vector<std::string> labels = label_map(p.n, "regions");
      std::map<std::string, int> ids;
      p.region.assign(static_cast<std::size_t>(p.cells()), 0);
      std::vector<int> size;
      for (int k = 0; k < p.cells(); ++k) {
        const auto [it, fresh] = ids.emplace(labels[k], static_cast<int>(ids.size()));
        if (fresh) size.push_back(0);
        p.region[k] = it->second;
        ++size[it->second];
      }
      if (static_cast<int>(ids.size()) != p.n)
        fail(lines_[at_ - 1], 1,
             fmt::format("the regions name {} pieces; a Sudoku of order {} needs {} of {} cells",
                         ids.size(), p.n, p.n, p.n));
      for (const auto& [name, id] : ids)
        if (size[id] != p.n)
          fail(lines_[at_ - 1], 1,
               fmt::format("region `{}` has {} cells; each region needs {}", name, size[id], p.n));
    }
    if (p.killer) {
      section("cages", head);
      const std::vector<std::string> labels = label_map(p.n, "cages");
      section("sums", head);
      std::map<std::string, int> sums;
      while (at_ < lines_.size() && !lines_[at_].text.empty() &&
             !lines_[at_].text.starts_with("sudoku")) {
        const Line& l = lines_[at_];
        std::string_view s = l.text;
        for (std::size_t i = 0; i < s.size();) {
          if (s[i] == ' ' || s[i] == '\t' || s[i] == ',') {
            ++i;
            continue;
          }
          std::size_t j = i;
          while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != ',') ++j;
          const std::string_view item = s.substr(i, j - i);
          const std::size_t eq = item.find('=');
          const int column = static_cast<int>(i) + 1;
          if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size() ||
              !std::all_of(item.begin() + static_cast<long>(eq) + 1, item.end(),
                           [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
              item.size() - eq > 6)
            fail(l, column, "expected a cage's sum as LABEL=SUM (a=10)");
          const std::string name(item.substr(0, eq));
          if (std::find(labels.begin(), labels.end(), name) == labels.end()) {
            const std::optional<std::string> near = io::nearest_name(name, labels);
            fail(l, column,
                 fmt::format("no cage is labelled `{}` in the cages above{}", name,
                             near ? fmt::format("; did you mean `{}`?", *near) : ""));
          }
          if (!sums.emplace(name, std::stoi(std::string(item.substr(eq + 1)))).second)
            fail(l, column, fmt::format("cage `{}` has two sums", name));
          i = j;
        }
        ++at_;
      }
      need_more();  // a line of sums may follow
      std::map<std::string, int> ids;
      std::vector<int> cage_label(static_cast<std::size_t>(p.cells()));
      std::vector<int> cage_sums;
      std::vector<int> size;
      for (int k = 0; k < p.cells(); ++k) {
        const auto [it, fresh] = ids.emplace(labels[k], static_cast<int>(ids.size()));
        if (fresh) {
          const auto s = sums.find(labels[k]);
          cage_sums.push_back(s == sums.end() ? 0 : s->second);
          size.push_back(0);
        }
        cage_label[k] = it->second;
        if (++size[it->second] > p.n)
          fail(head, 1,
               fmt::format("cage `{}` has more than {} cells (its digits differ)", labels[k], p.n));
      }
      set_cages(p, cage_label, cage_sums);
    }
    return p;
  }

  // The keyword line of a section (`regions`, `cages`, `sums`) next.
  void section(const char* keyword, const Line& head) {
    while (at_ < lines_.size() && lines_[at_].text.empty()) ++at_;
    need_more();
    if (at_ >= lines_.size() || lines_[at_].text != keyword) {
      const int number = at_ < lines_.size() ? lines_[at_].number : lines_.back().number + 1;
      throw io::InputError({file_, number, 1},
                           fmt::format("expected `{}` (the `sudoku` line at {}:{} asks for it)",
                                       keyword, file_, head.number));
    }
    ++at_;
  }

  // At the end of the lines read inside a puzzle: its lines go on in those
  // that follow, when some do.
  void need_more() const {
    if (more_ && at_ >= lines_.size()) throw NeedMore{};
  }

  std::string file_;
  std::size_t size_ = 0;  // the text's bytes
  bool more_ = false;     // lines follow the text
  std::vector<Line> lines_;
  std::size_t at_ = 0;
};

}  // namespace

std::vector<Puzzle> parse_puzzles(const std::string& text, const std::string& file) {
  return Parser(text, file).run();
}

PuzzleChunk parse_some(std::string_view text, const std::string& file, int first_line, bool more) {
  return Parser(text, file, first_line, more).some();
}

}  // namespace deduce::puzzles::sudoku
