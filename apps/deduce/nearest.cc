#include "nearest.h"

#include <algorithm>

namespace deduce::apps {

// Levenshtein distance, and a name is offered only when at most a third of
// the word (and at least one edit) separates them: `frobnicate` gets nothing.
std::optional<std::string> nearest(std::string_view word, const std::vector<std::string>& names) {
  std::optional<std::string> best;
  std::size_t best_d = std::max<std::size_t>(1, word.size() / 3) + 1;
  for (const std::string& n : names) {
    std::vector<std::size_t> row(n.size() + 1);
    for (std::size_t j = 0; j <= n.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= word.size(); ++i) {
      std::size_t diag = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= n.size(); ++j) {
        const std::size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (word[i - 1] != n[j - 1])});
        diag = up;
      }
    }
    if (row[n.size()] < best_d) {
      best_d = row[n.size()];
      best = n;
    }
  }
  return best;
}

}  // namespace deduce::apps
