// A part of a thing said for the thing (thing_parts.h).
#include "deduce/puzzles/zebra/english/thing_parts.h"

#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> part_as_thing(std::string_view text) {
  // (Parts that hold what is on or in them; never `the end of`, `the side
  // of`, `the front of`, which place things in a row.)
  static const std::set<std::string> kParts = {
      "roof",    "deck",       "cabin",  "bow",     "stern",   "porch",    "doorstep",
      "step",    "windowsill", "window", "garden",  "bonnet",  "boot",     "dashboard",
      "counter", "table",      "shelf",  "balcony", "veranda", "verandah", "hatch"};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 2 < w.size(); ++i) {
    // (Of a thing said with `the`, or by its name: `the roof of Willow`.)
    if (w[i - 1].stem != "the" || kParts.count(w[i].stem) == 0 || w[i + 1].stem != "of" ||
        (w[i + 2].stem != "the" &&
         !std::isupper(static_cast<unsigned char>(w[i + 2].text.front()))))
      continue;
    return std::string(text.substr(0, w[i - 1].offset)) + std::string(text.substr(w[i + 2].offset));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
