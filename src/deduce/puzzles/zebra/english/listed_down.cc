// A list written down the page under its heading, one item a line, read as
// the heading's line of items (listed_down(), document.h): people's riddles
// print their lists so as often as `Teams: A, B, C`.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Whether `line` heads a list: a few words and a colon that ends it, the
// words no heading of clues, questions or notes.
bool heads_list(std::string_view line) {
  while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
  if (line.size() < 2 || line.back() != ':' ||
      !std::isupper(static_cast<unsigned char>(line.front())) ||
      line.find_first_of(".,;?!") != std::string_view::npos)
    return false;
  const std::vector<Word> w = cut_words(line.substr(0, line.size() - 1));
  static const std::set<std::string> kNotLists = {
      "clue", "hint",   "question", "fact", "note", "rule",     "answer", "tip",
      "step", "remind", "reminder", "ps",   "pps",  "solution", "know",   "told",
      "tell", "what",   "here",     "you",  "we",   "i"};
  return !w.empty() && w.size() <= 6 && std::none_of(w.begin(), w.end(), [](const Word& x) {
    return kNotLists.count(x.stem) != 0;
  });
}

// Whether `item` is a short name: up to four words, no sentence's end, no
// verb of being or having, no `'s` (`The Golf's on a Wednesday` is a clue).
bool short_name(std::string_view item) {
  while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
  if (item.empty() || item.find_first_of(".?!:;,") != std::string_view::npos ||
      item.find("'s ") != std::string_view::npos || item.find("\u2019s ") != std::string_view::npos)
    return false;
  const std::vector<Word> w = cut_words(item);
  static const std::set<std::string> kVerbs = {"is",  "are", "was",  "were", "be",   "ha",
                                               "has", "had", "have", "not",  "no",   "than",
                                               "did", "doe", "does", "isnt", "wasnt"};
  return !w.empty() && w.size() <= 4 && std::none_of(w.begin(), w.end(), [](const Word& x) {
    return kVerbs.count(x.stem) != 0 || x.text.ends_with("n't");
  });
}

}  // namespace

std::string listed_down(const std::string& text) {
  std::string out = text;
  // The lines, as [begin, end) byte ranges.
  std::vector<std::pair<std::size_t, std::size_t>> lines;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    lines.emplace_back(at, end);
    at = end + 1;
  }
  const auto line = [&](std::size_t k) {
    return std::string_view(text).substr(lines[k].first, lines[k].second - lines[k].first);
  };
  for (std::size_t k = 0; k + 2 < lines.size(); ++k) {
    if (!heads_list(line(k))) continue;
    std::size_t last = k;
    while (last + 1 < lines.size() && bullet_length(line(last + 1)) != 0 &&
           short_name(line(last + 1).substr(bullet_length(line(last + 1)))))
      ++last;
    // (A bulleted line that is no short name right after them means these
    // are the clues' own bullets, not a list.)
    if (last < k + 2 || (last + 1 < lines.size() && bullet_length(line(last + 1)) != 0)) continue;
    for (std::size_t j = k + 1; j <= last; ++j) {
      // The break and the bullet: spaces after the heading, a comma and
      // spaces between items.
      const std::size_t from = lines[j].first - 1;
      const std::size_t to = lines[j].first + bullet_length(line(j));
      std::fill(out.begin() + static_cast<std::ptrdiff_t>(from),
                out.begin() + static_cast<std::ptrdiff_t>(to), ' ');
      if (j > k + 1) {
        // (The comma goes right after the item before, over its break.)
        out[from] = ',';
      }
    }
    k = last;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
