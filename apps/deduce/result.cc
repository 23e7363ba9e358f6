// The roles a result's sections play in the shared lines (result.h): a
// writer asks the result, not a family, what its verdict, breach and
// figures are.
#include "result.h"

namespace deduce::apps {

std::string verdict_of(const PuzzleResult& o) {
  for (const auto& s : o.sections)
    if (std::string v = s->verdict(); !v.empty()) return v;
  return "";
}

std::optional<Breach> breach_of(const PuzzleResult& o) {
  for (const auto& s : o.sections)
    if (std::optional<Breach> b = s->breach()) return b;
  return std::nullopt;
}

std::string figures_of(const PuzzleResult& o) {
  for (const auto& s : o.sections)
    if (std::string f = s->figures(); !f.empty()) return f;
  return "";
}

}  // namespace deduce::apps
