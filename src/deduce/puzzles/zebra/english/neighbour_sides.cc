// `the blue awning is right next to the red one, on its left`: a
// neighbour whose side is said after a comma by a possessive, the side of
// the one named last (`its`, `his`, `her`, `their`), said as the row's
// words (`immediately to the left of the red one`).
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> neighbour_side_said(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // The side: `, on its left` (or `to his right`) closing the sentence.
  if (w.size() < 7) return {};
  const std::size_t n = w.size();
  const std::string& side = w[n - 1].stem;
  if ((side != "left" && side != "right") ||
      (w[n - 2].stem != "its" && w[n - 2].stem != "his" && w[n - 2].stem != "her" &&
       w[n - 2].stem != "their") ||
      (w[n - 3].stem != "on" && w[n - 3].stem != "to"))
    return {};
  const std::string_view before_side = text.substr(0, w[n - 3].offset);
  const std::size_t comma = before_side.find_last_not_of(' ');
  if (comma == std::string_view::npos || before_side[comma] != ',') return {};
  // The neighbour: `next to`, `beside` (after `right`, `just`, `directly`).
  for (std::size_t i = 1; i + 1 < n - 3; ++i) {
    std::size_t to = 0;
    if (w[i].stem == "next" && w[i + 1].stem == "to")
      to = i + 2;
    else if (w[i].stem == "beside")
      to = i + 1;
    else
      continue;
    if (to >= n - 3) return {};
    std::size_t from = i;
    if (from > 0 && (w[from - 1].stem == "right" || w[from - 1].stem == "just" ||
                     w[from - 1].stem == "directly" || w[from - 1].stem == "immediately"))
      --from;
    // (Nothing else between the neighbour and the comma: `next to the red
    // one`, a name or a thing of a few words.)
    if (n - 3 - to > 4) return {};
    std::string out(text.substr(0, w[from].offset));
    out += "immediately to the " + side + " of ";
    out += text.substr(w[to].offset, comma - w[to].offset);
    return out;
  }
  return {};
}

}  // namespace deduce::puzzles::zebra::english
