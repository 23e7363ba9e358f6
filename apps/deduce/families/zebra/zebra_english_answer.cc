// The answer in a benchmark's form (zebra_english_answer.h).
#include "families/zebra/zebra_english_answer.h"

#include <cctype>
#include <nlohmann/json.hpp>

namespace deduce::apps {
namespace {

using nlohmann::json;
namespace zb = puzzles::zebra;

// The category a translation adds when clues name places (`the second
// house`): its values p1..pn stand at their own positions.
bool place_column(const zb::Puzzle& p, std::size_t c, const zb::Positions& solution) {
  if (!p.categories[c].name.starts_with("place")) return false;
  for (std::size_t v = 0; v < p.categories[c].values.size(); ++v) {
    const std::string& name = p.categories[c].values[v];
    if (name.size() < 2 || name[0] != 'p' || name.substr(1) != std::to_string(solution[c][v] + 1))
      return false;
  }
  return true;
}

json table(const zb::Puzzle& p, const zb::Positions& solution) {
  json header = json::array({"House"});
  json rows = json::array();
  std::vector<std::size_t> columns;
  for (std::size_t c = 0; c < p.categories.size(); ++c) {
    if (place_column(p, c, solution)) continue;
    columns.push_back(c);
    header.push_back(zebralogic_head(p.categories[c].name));
  }
  for (int q = 0; q < p.n; ++q) {
    json row = json::array({std::to_string(q + 1)});
    for (std::size_t c : columns)
      for (std::size_t v = 0; v < p.categories[c].values.size(); ++v)
        if (solution[c][v] == q) row.push_back(as_written(p.categories[c].values[v]));
    rows.push_back(std::move(row));
  }
  return {{"header", std::move(header)}, {"rows", std::move(rows)}};
}

}  // namespace

std::string as_written(std::string name) {
  for (char& c : name)
    if (c == '_') c = ' ';
  return name;
}

std::string zebralogic_head(std::string_view name) {
  std::string out;
  bool up = true;
  for (char c : name) {
    if (c == '_' || c == ' ') {
      up = true;
      continue;
    }
    out += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    up = false;
  }
  return out;
}

std::string zebralogic_answer(const zb::Puzzle& p, const zb::Positions& solution) {
  return table(p, solution).dump();
}

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
