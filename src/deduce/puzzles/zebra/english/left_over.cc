// `left` of what remains, never a side (plain_words.h): `There is more
// turmeric left than paprika` is `There is more turmeric than paprika`,
// `Bo has fewer sweets left than Cy` is `Bo has fewer sweets than Cy`.
// Only where a thing is named between the comparison and `left`: `more
// to the left than` and `further left than` are sides, and stay.
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> left_over_said(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 2; i + 1 < w.size(); ++i) {
    if (w[i].stem != "left" || w[i + 1].stem != "than") continue;
    // The comparison one or two words before, the thing in between.
    std::size_t k = i - 1;
    while (k > 0 && k + 3 > i && w[k].stem != "more" && w[k].stem != "less" && w[k].stem != "fewer")
      --k;
    if (w[k].stem != "more" && w[k].stem != "less" && w[k].stem != "fewer") continue;
    if (k + 1 == i) continue;  // (`more left than`: nothing named)
    bool thing = true;
    for (std::size_t j = k + 1; j < i; ++j)
      thing = thing && w[j].stem != "to" && w[j].stem != "the" && w[j].stem != "far" &&
              w[j].stem != "further" && w[j].stem != "farther" && w[j].stem != "much";
    if (!thing) continue;
    std::string said(text);
    said.erase(w[i - 1].offset + w[i - 1].text.size(), w[i + 1].offset - w[i].offset);
    return said;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
