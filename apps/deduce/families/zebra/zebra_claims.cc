// How strongly a text claims to be a logic grid or an English riddle
// (zebra_claims.h; the scale is tables.h's): a logic grid's keywords claim
// 2; an opening only a riddle has claims 4, lists and prose 1, which any
// other kind's keywords outclaim.
#include "families/zebra/zebra_claims.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/read_english.h"
#include "families/detect_lines.h"

namespace deduce::apps {

namespace zb = puzzles::zebra;

namespace {

// Values a line lists after its colon (`Towns: Ashby, Brook, Colton`), or
// 0 when it is no such list.
std::size_t listed_values(std::string_view line) {
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos || colon == 0) return 0;
  const std::size_t commas =
      static_cast<std::size_t>(std::count(line.begin() + colon, line.end(), ','));
  return commas == 0 ? 0 : commas + 1;
}

}  // namespace

int claims_zebra(std::string_view text) {
  return some_line_starts(text, {"positions:", "category "}) ? 2 : 0;
}

int claims_text(std::string_view text) {
  const std::string_view first = first_said_line(text);
  if (first.empty()) return 0;
  if (zb::english::opens_english(first)) return 4;
  if (std::isdigit(static_cast<unsigned char>(first.front())))
    return letters_in(first) >= 4 && first.find(' ') != std::string_view::npos &&
                   zb::english::reads_as_prose(text, 4)
               ? 4
               : 0;
  std::size_t lists = 0, list_size = 0;
  for_each_said_line(text, [&](std::string_view line, bool) {
    if (const std::size_t n = listed_values(line); n >= 2 && (lists == 0 || n == list_size)) {
      list_size = n;
      ++lists;
    }
    return true;
  });
  if (lists >= 2) return 1;
  // One list and a few sentences (`Families: Ann, Bo, Cy` and two clues).
  if (lists == 1 && zb::english::reads_as_prose(text, 2)) return 1;
  return zb::english::reads_as_prose(text, 4) ? 1 : 0;
}

}  // namespace deduce::apps
