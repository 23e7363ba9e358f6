// Superlatives that stand for a value (superlatives.h).
#include "deduce/puzzles/zebra/english/superlatives.h"

#include <algorithm>
#include <array>

namespace deduce::puzzles::zebra::english {

namespace {

// The slot a superlative word reads as; "" for none. `first` and `last`
// are left to the ordinals (a position, a place in an ordered list).
std::string_view slot_of(std::string_view stem) {
  static constexpr std::array<std::string_view, 12> kMost = {
      "longest",  "tallest",  "heaviest", "biggest", "largest",  "highest",
      "priciest", "farthest", "furthest", "dearest", "greatest", "latest"};
  static constexpr std::array<std::string_view, 10> kLeast = {
      "shortest", "lightest", "smallest", "lowest", "earliest",
      "cheapest", "closest",  "nearest",  "fewest", "least"};
  if (std::find(kMost.begin(), kMost.end(), stem) != kMost.end()) return "most";
  if (std::find(kLeast.begin(), kLeast.end(), stem) != kLeast.end()) return "least";
  if (stem == "most") return "most";
  if (stem == "oldest") return "oldest";
  if (stem == "youngest" || stem == "newest") return "youngest";
  if (stem == "fastest" || stem == "quickest") return "fastest";
  if (stem == "slowest") return "slowest";
  return "";
}

}  // namespace

std::vector<SuperlativeSpan> find_superlatives(const std::vector<Word>& words,
                                               const std::vector<bool>& covered) {
  std::vector<SuperlativeSpan> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (covered[i]) continue;
    std::string_view slot = slot_of(words[i].stem);
    if (slot.empty()) continue;
    SuperlativeSpan s;
    s.begin = i;
    s.word = i;
    s.end = i + 1;
    // `the most expensive`, `the least costly`: the adjective goes with it.
    if ((words[i].stem == "most" || words[i].stem == "least") && i + 1 < words.size() &&
        !covered[i + 1] && (words[i + 1].stem == "expensive" || words[i + 1].stem == "costly")) {
      slot = words[i].stem == "most" ? "most" : "least";
      s.end = i + 2;
    }
    s.slot = slot;
    if (s.begin > 0 && words[s.begin - 1].stem == "the") --s.begin;
    out.push_back(s);
    i = s.end - 1;
  }
  return out;
}

bool means_largest(std::string_view slot, const NumericCategory& numeric) {
  if (slot == "fastest" || slot == "slowest") return (slot == "fastest") != numeric.time_point;
  return slot == "most" || (slot == "oldest" && !numeric.time_point) ||
         (slot == "youngest" && numeric.time_point);
}

}  // namespace deduce::puzzles::zebra::english
