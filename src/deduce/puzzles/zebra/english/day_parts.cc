// A part of the day said for a time (day_parts.h).
#include "deduce/puzzles/zebra/english/day_parts.h"

#include <algorithm>
#include <utility>

#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> day_part_as_times(std::string_view text,
                                             const std::vector<CategoryText>& categories) {
  // The part said, and its minutes after midnight, from and to.
  static constexpr std::pair<std::string_view, std::pair<int, int>> kParts[] = {
      {"in the morning", {0, 12 * 60}},
      {"in the afternoon", {12 * 60, 18 * 60}},
      {"in the evening", {18 * 60, 24 * 60}}};
  for (const auto& [said, span] : kParts) {
    const std::size_t at = text.find(said);
    if (at == std::string_view::npos) continue;
    // (The one list whose values are all times of day.)
    const CategoryText* times = nullptr;
    for (const CategoryText& c : categories) {
      const bool all = !c.values.empty() &&
                       std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
                         const std::optional<ValueNumber> x = value_number(v);
                         return x && (x->unit == "time" || x->unit == "clock");
                       });
      if (!all) continue;
      if (times != nullptr) return std::nullopt;
      times = &c;
    }
    if (times == nullptr) return std::nullopt;
    std::string in;
    std::size_t count = 0;
    for (const std::string& v : times->values) {
      const double m = value_number(v)->number;
      if (m < span.first || m >= span.second) continue;
      in += (in.empty() ? "" : " or ") + v;
      ++count;
    }
    if (count == 0 || count == times->values.size()) return std::nullopt;
    return std::string(text.substr(0, at)) + "at " + in +
           std::string(text.substr(at + said.size()));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
