// The answer in a benchmark's form (zebra_english_answer.h).
#include "families/zebra_english_answer.h"

#include <nlohmann/json.hpp>

#include "writers/words.h"

namespace deduce::apps {
namespace {

using nlohmann::json;
namespace zb = puzzles::zebra;

json table(const zb::Puzzle& p, const zb::Positions& solution) {
  json header = json::array({"House"});
  json rows = json::array();
  for (const auto& cat : p.categories) {
    header.push_back(zebralogic_head(cat.name));
  }
  for (int q = 0; q < p.n; ++q) {
    json row = json::array({std::to_string(q + 1)});
    for (std::size_t c = 0; c < p.categories.size(); ++c)
      for (std::size_t v = 0; v < p.categories[c].values.size(); ++v)
        if (solution[c][v] == q) row.push_back(as_written(p.categories[c].values[v]));
    rows.push_back(std::move(row));
  }
  return {{"header", std::move(header)}, {"rows", std::move(rows)}};
}

}  // namespace

std::string benchmark_answer(const zb::Puzzle& p, const zb::Positions& solution,
                             EnglishStyle style) {
  if (style == EnglishStyle::kZebraLogic) return table(p, solution).dump();
  // The English question of every ask is the position of its value.
  json positions = json::array();
  for (const zb::Ask& a : p.asks)
    positions.push_back(
        solution[static_cast<std::size_t>(a.of.category)][static_cast<std::size_t>(a.of.value)] +
        1);
  return positions.size() == 1 ? positions[0].dump() : positions.dump();
}

}  // namespace deduce::apps
