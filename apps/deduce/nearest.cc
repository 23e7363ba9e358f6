#include "nearest.h"

#include <algorithm>

namespace deduce::apps {

// Edit distance with adjacent transpositions (optimal string alignment), so
// `slove` is one edit from `solve`. A name is offered only when at most a
// third of the word (and at least one edit) separates them: `frobnicate`
// gets nothing.
std::optional<std::string> nearest(std::string_view word, const std::vector<std::string>& names) {
  std::optional<std::string> best;
  std::size_t best_d = std::max<std::size_t>(1, word.size() / 3) + 1;
  for (const std::string& n : names) {
    const std::size_t w = word.size(), m = n.size();
    std::vector<std::size_t> d((w + 1) * (m + 1));
    auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * (m + 1) + j]; };
    for (std::size_t i = 0; i <= w; ++i) at(i, 0) = i;
    for (std::size_t j = 0; j <= m; ++j) at(0, j) = j;
    for (std::size_t i = 1; i <= w; ++i) {
      for (std::size_t j = 1; j <= m; ++j) {
        at(i, j) = std::min(
            {at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (word[i - 1] != n[j - 1])});
        if (i > 1 && j > 1 && word[i - 1] == n[j - 2] && word[i - 2] == n[j - 1])
          at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
    if (at(w, m) < best_d) {
      best_d = at(w, m);
      best = n;
    }
  }
  return best;
}

}  // namespace deduce::apps
