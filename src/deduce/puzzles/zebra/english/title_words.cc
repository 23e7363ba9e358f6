// A value picked out by a word of its name (title_words.h).
#include "deduce/puzzles/zebra/english/title_words.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> title_word_as_choice(std::string_view text,
                                                const std::vector<CategoryText>& categories) {
  // The quoted word, then `in its title` (or `in the name`, `in their
  // title`).
  for (std::string_view quote : {"\"", "\u201c"}) {
    const std::size_t open = text.find(quote);
    if (open == std::string_view::npos) continue;
    const std::size_t from = open + quote.size();
    const std::size_t close = text.find_first_of("\"\xe2", from);
    if (close == std::string_view::npos || close == from) continue;
    const std::string_view word = text.substr(from, close - from);
    std::size_t after = close + (text[close] == '"' ? 1 : 3);
    const std::vector<Word> tail = cut_words(text.substr(std::min(after, text.size())));
    if (tail.size() < 3 || tail[0].stem != "in" ||
        (tail[1].stem != "its" && tail[1].stem != "the" && tail[1].stem != "their" &&
         tail[1].stem != "his" && tail[1].stem != "her") ||
        (tail[2].stem != "title" && tail[2].stem != "name"))
      continue;
    const std::size_t end = after + tail[2].offset + tail[2].text.size();
    // Back to what is picked out: `a carol with`, `the film with`.
    const std::vector<Word> head = cut_words(text.substr(0, open));
    if (head.size() < 3 || head.back().stem != "with") continue;
    std::size_t begin = head.size() - 2;
    if (begin > 0 && (head[begin - 1].stem == "a" || head[begin - 1].stem == "an" ||
                      head[begin - 1].stem == "the" || head[begin - 1].stem == "one"))
      --begin;
    // The one list whose names hold the word, in some of its values only.
    const auto holds = [&](const std::string& value) {
      for (const Word& w : cut_words(value))
        if (w.text.size() == word.size() &&
            std::equal(word.begin(), word.end(), w.text.begin(), [](char a, char b) {
              return std::tolower(static_cast<unsigned char>(a)) ==
                     std::tolower(static_cast<unsigned char>(b));
            }))
          return true;
      return false;
    };
    std::vector<std::string> picked;
    int lists = 0;
    for (const CategoryText& c : categories) {
      const auto n = std::count_if(c.values.begin(), c.values.end(), holds);
      if (n == 0) continue;
      ++lists;
      if (static_cast<std::size_t>(n) == c.values.size()) return std::nullopt;
      for (const std::string& v : c.values)
        if (holds(v)) picked.push_back(v);
    }
    if (lists != 1) return std::nullopt;
    std::string said;
    for (std::size_t i = 0; i < picked.size(); ++i)
      said.append(i == 0 ? "" : " or ").append(picked[i]);
    return std::string(text.substr(0, head[begin].offset)).append(said).append(text.substr(end));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
