#include "deduce/explain/step.h"

#include <algorithm>

namespace deduce::explain {

std::vector<TechniqueCount> count_techniques(const std::vector<Step>& steps) {
  std::vector<TechniqueCount> counts;
  for (const Step& s : steps) {
    auto it = std::find_if(counts.begin(), counts.end(),
                           [&](const TechniqueCount& c) { return c.technique == s.technique; });
    if (it == counts.end())
      counts.push_back({s.technique, s.level, 1});
    else
      ++it->count;
  }
  std::stable_sort(
      counts.begin(), counts.end(),
      [](const TechniqueCount& a, const TechniqueCount& b) { return a.level < b.level; });
  return counts;
}

}  // namespace deduce::explain
