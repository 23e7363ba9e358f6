// `Neither Tom nor Callum is going to Oslo, and neither of them is off to
// Krakow either`: the pair a sentence named first, said again by `neither
// of them` (or `both of them`) in its second clause, named again there, so
// that each clause reads on its own (`and neither Tom nor Callum is off to
// Krakow`); a closing `either` or `too` that only marks the repeat goes.
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> pair_said_again(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 8 || w[0].offset != 0 || (w[0].stem != "neither" && w[0].stem != "both"))
    return {};
  const std::string_view joint = w[0].stem == "neither" ? "nor" : "and";
  // The pair: `Neither A nor B`, each a few words.
  std::size_t mid = 1;
  while (mid < w.size() && mid <= 4 && w[mid].stem != joint) ++mid;
  if (mid >= w.size() || w[mid].stem != joint || mid == 1) return {};
  // The second clause: `, and neither of them` (or `both of them`).
  for (std::size_t i = mid + 2; i + 3 < w.size(); ++i) {
    if (w[i].stem != w[0].stem || w[i + 1].stem != "of" || w[i + 2].stem != "them") continue;
    if (w[i - 1].stem != "and" && w[i - 1].stem != "but") return {};
    // The pair's words end where the first clause's verb begins: the
    // second name is at most four words.
    std::size_t end = mid + 1;
    while (end < i && end <= mid + 4 &&
           std::isupper(static_cast<unsigned char>(w[end].text.front())))
      ++end;
    if (end == mid + 1) return {};
    const std::string_view pair =
        text.substr(w[1].offset, w[end - 1].offset + w[end - 1].text.size() - w[1].offset);
    std::string out(text.substr(0, w[i].offset));
    out += std::string(w[0].stem) + " " + std::string(pair);
    std::string_view rest = text.substr(w[i + 2].offset + w[i + 2].text.size());
    // (`either`, `too` closing the sentence only mark the repeat.)
    for (std::string_view mark : {" either", " too", " as well"})
      if (rest.ends_with(mark)) rest.remove_suffix(mark.size());
    out += rest;
    return out;
  }
  return {};
}

}  // namespace deduce::puzzles::zebra::english
