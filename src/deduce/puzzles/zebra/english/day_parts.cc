// A part of the day said for a time (day_parts.h).
#include "deduce/puzzles/zebra/english/day_parts.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> day_part_as_times(std::string_view text,
                                             const std::vector<CategoryText>& categories) {
  // The part, and its minutes after midnight, from and to.
  static constexpr std::pair<std::string_view, std::pair<int, int>> kParts[] = {
      {"morning", {0, 12 * 60}},
      {"afternoon", {12 * 60, 18 * 60}},
      {"evening", {18 * 60, 24 * 60}}};
  for (const auto& [part, span] : kParts) {
    // Said `in the afternoon`, or of a noun, `one of the afternoon calls`.
    std::size_t at = text.find("in the " + std::string(part));
    std::size_t size = 7 + part.size();
    if (at == std::string_view::npos) {
      at = text.find("one of the " + std::string(part) + " ");
      if (at == std::string_view::npos) continue;
      const std::size_t noun = at + 12 + part.size();
      std::size_t end = noun;
      while (end < text.size() && std::isalpha(static_cast<unsigned char>(text[end]))) ++end;
      if (end == noun) continue;
      size = end - at;
    }
    const std::string_view said = text.substr(at, size);
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
    // (`at 8:45 am, 10:00 am or 11:30 am`: a list, as a clue says one.)
    std::vector<std::string> in;
    for (const std::string& v : times->values) {
      const double m = value_number(v)->number;
      if (m >= span.first && m < span.second) in.push_back(v);
    }
    if (in.empty() || in.size() == times->values.size()) return std::nullopt;
    std::string listed = in.front();
    for (std::size_t k = 1; k < in.size(); ++k)
      listed += (k + 1 == in.size() ? " or " : ", ") + in[k];
    return std::string(text.substr(0, at)) + "at " + listed +
           std::string(text.substr(at + said.size()));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
