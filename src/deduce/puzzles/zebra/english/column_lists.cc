// A grid to fill in whose first column lists a list's values (line_reader.h):
//
//   | Competition         | Competitor | Mark |
//   | Recitation (Adrodd) |     ?      |  ?   |
//   | Harp (Telyn)        |     ?      |  ?   |
//
// is the list `Competition: Recitation, Harp, ...`, where no list said
// before holds those values (a grid of the people already listed, `Cow |
// Stall | Age` over `Daisy | | |`, is theirs: reader_early_clues.cc reads
// its filled cells). A name in brackets after a value, a translation or
// an aside, is no part of it. The rows frame the riddle.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// A line that only draws the grid: `+-----+----+`, `|---|---|`.
bool rule_line(std::string_view line) {
  return !line.empty() && std::all_of(line.begin(), line.end(), [](char c) {
    return c == '|' || c == '-' || c == '+' || c == '=' || c == ':' || c == ' ';
  });
}

// A cell left to fill in: empty, `?`, a dash.
bool open_cell(std::string_view cell) {
  return cell.empty() || cell == "?" || cell == "-" || cell == "\u2013" || cell == "\u2014" ||
         cell == "??";
}

}  // namespace

void LineReader::find_column_lists() {
  std::vector<std::pair<std::size_t, std::vector<std::string_view>>> block;
  const auto close = [&] {
    if (block.size() >= 3) {
      const std::vector<std::string_view>& head = block.front().second;
      // (A head of words: `Tunnel | 1 | 2 | 3 | 4` heads places, whose
      // rows are lists, `Crop | | | |`.)
      bool ok = head.size() >= 2 && std::none_of(head.begin(), head.end(), open_cell) &&
                std::all_of(head.begin(), head.end(), [](std::string_view c) {
                  return std::isalpha(static_cast<unsigned char>(c.front())) && c.size() >= 2;
                });
      // (Each row left to fill in: a table whose rows are full is a table
      // of lists, find_list_tables.)
      for (std::size_t r = 1; r < block.size() && ok; ++r) {
        const std::vector<std::string_view>& row = block[r].second;
        ok = row.size() >= 2 && row.size() <= head.size() && !open_cell(row.front()) &&
             std::isalpha(static_cast<unsigned char>(row.front().front())) &&
             (row.size() < head.size() || std::any_of(row.begin() + 1, row.end(), open_cell));
      }
      if (ok) {
        ColumnList list{std::string(head.front()), {}, block[1].second.front(), {}};
        for (std::size_t r = 1; r < block.size(); ++r) {
          std::string_view v = block[r].second.front();
          if (const std::size_t open = v.find(" (");
              open != std::string_view::npos && v.ends_with(")"))
            v = trim(v.substr(0, open));
          list.values.emplace_back(v);
          column_rows_.insert(block[r].first);
          list.rows.push_back(block[r].first);
        }
        column_lists_.emplace(block.front().first, std::move(list));
      }
    }
    block.clear();
  };
  for (std::size_t at = 0; at <= text_.size();) {
    const std::size_t end = std::min(text_.find('\n', at), text_.size());
    const std::string_view line = trim(std::string_view(text_).substr(at, end - at));
    if (rule_line(line)) {
      // (A rule draws the grid, and neither opens nor closes it.)
    } else if (std::count(line.begin(), line.end(), '|') >= 2) {
      block.emplace_back(at, table_cells(line));
    } else {
      close();
    }
    if (end == text_.size()) break;
    at = end + 1;
  }
  close();
}

bool LineReader::read_column_list(std::string_view raw, int no) {
  const std::size_t at = static_cast<std::size_t>(raw.data() - text_.data());
  if (column_rows_.count(at) != 0) {
    const std::string_view line = trim(raw);
    d_.framing.push_back({line, line_no(line), column(line), "", false});
    return true;
  }
  const auto found = column_lists_.find(at);
  if (found == column_lists_.end()) return false;
  const ColumnList& list = found->second;
  // (Values a list said before holds: that list's grid, never a new list.)
  for (const CategoryText& c : d_.categories)
    for (const std::string& v : c.values)
      for (const std::string& w : list.values)
        if (lower(v) == lower(w)) {
          for (const std::size_t row : list.rows) column_rows_.erase(row);
          return false;
        }
  add_category(raw, list.name, list.values, no, column(list.first), "");
  return true;
}

}  // namespace deduce::puzzles::zebra::english
