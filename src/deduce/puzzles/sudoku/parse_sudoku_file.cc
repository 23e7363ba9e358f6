// The `.sudoku` form in the Sudoku reader (parser.h): `sudoku N [boxes
// RxC | jigsaw] [x] [killer]`, the grid, then the `regions` (jigsaw), `cages`
// and `sums` (killer) sections.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <optional>
#include <string_view>

#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/sudoku/parser.h"

namespace deduce::puzzles::sudoku::parsing {

// A map of n rows of n labels (regions, cages): each character a label,
// or blank-separated words when a row has blanks.
std::vector<std::string> Parser::label_map(int n, const char* what) {
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
Puzzle Parser::sudoku_file() {
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
void Parser::section(const char* keyword, const Line& head) {
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

}  // namespace deduce::puzzles::sudoku::parsing
