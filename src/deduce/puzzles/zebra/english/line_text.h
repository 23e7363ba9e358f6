// The text of a riddle's line as the first pass (document.h) compares it:
// its blanks at either end trimmed, its letters in lower case; and by the
// reader's rewrites that weigh a word as written, not by its stem.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/io/utf8.h"

namespace deduce::puzzles::zebra::english {

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

inline std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The cells of a line set between bars (`| Skates | red | blue |`, `Bridie
// |  3  |   |`), trimmed, without the empty ones outside its first and
// last bar.
inline std::vector<std::string_view> table_cells(std::string_view line) {
  std::vector<std::string_view> cells;
  for (std::size_t at = 0; at <= line.size();) {
    const std::size_t bar = std::min(line.find('|', at), line.size());
    cells.push_back(trim(line.substr(at, bar - at)));
    at = bar + 1;
  }
  if (!cells.empty() && cells.front().empty()) cells.erase(cells.begin());
  if (!cells.empty() && cells.back().empty()) cells.pop_back();
  return cells;
}

// The bytes of the bullet opening `line` and the space after it (`- `,
// `* `, `• `, `★ `, an emoji such as `🔬 `: a run of marks, dashes,
// symbols or pictures), or 0 where none opens it.
inline std::size_t bullet_length(std::string_view line) {
  std::size_t at = 0;
  while (at < line.size()) {
    char32_t c = 0;
    const int n = io::decode_utf8(line, at, c);
    const bool mark = c == '-' || c == '*' || c == '+' || c == '>' || c == '~' ||
                      (c >= 0x2010 && c <= 0x2BFF) || io::is_picture_code_point(c);
    if (n == 0 || !mark) break;
    at += static_cast<std::size_t>(n);
  }
  if (at == 0 || at >= line.size() || line[at] != ' ') return 0;
  return at + 1;
}

// A clue's label in Roman numerals opening a line (`IV. The violinist
// ...`, `XII) ...`): its number, and the length of the numeral; {0, 0}
// where there is none. (Numerals as they are written, I to XXXIX: `IIII`
// or `VV` are none.)
inline std::pair<int, std::size_t> roman_label(std::string_view line) {
  std::size_t k = 0;
  while (k < line.size() && (line[k] == 'I' || line[k] == 'V' || line[k] == 'X')) ++k;
  if (k == 0 || k + 1 >= line.size() || (line[k] != '.' && line[k] != ')') || line[k + 1] != ' ')
    return {0, 0};
  int n = 0;
  for (std::size_t i = 0; i < k; ++i) {
    const int v = line[i] == 'X' ? 10 : line[i] == 'V' ? 5 : 1;
    const int next = i + 1 < k ? (line[i + 1] == 'X' ? 10 : line[i + 1] == 'V' ? 5 : 1) : 0;
    n += v < next ? -v : v;
  }
  // Written back, the numeral must be the one read.
  std::string again;
  for (int left = n; left > 0;) {
    for (const auto& [value, digits] :
         {std::pair<int, const char*>{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}})
      if (left >= value) {
        again += digits;
        left -= value;
        break;
      }
  }
  if (n <= 0 || n >= 40 || again != line.substr(0, k)) return {0, 0};
  return {n, k};
}

}  // namespace deduce::puzzles::zebra::english
