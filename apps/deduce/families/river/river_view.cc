#include "families/river/river_view.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/river/picture.h"

namespace deduce::apps {

namespace rv = puzzles::river;

svg::Picture RiverView::picture(bool) const {
  return rv::picture(river_.puzzle, river_.model);
}

std::string RiverView::solve_heading() const {
  const rv::RiverPuzzle& p = river_.puzzle;
  std::string r = p.title.empty() ? "" : p.title + ": ";
  for (std::size_t i = 0; i < p.groups.size(); ++i) {
    if (i > 0) r += ", ";
    r += rv::travellers(p, i, p.groups[i].count);
  }
  return r + "; boat for " + std::to_string(p.capacity);
}

void RiverCrossing::write_text(std::ostream& out, std::uint64_t number, bool listing) const {
  if (listing) out << "solution " << number << ":\n";
  rv::write_solution_text(out, river_.puzzle, river_.model, river_.model.start(), s_.steps);
  out << "length " << s_.length << ", cost " << s_.cost << "\n";
}

Json RiverCrossing::json() const {
  return rv::solution_json(river_.puzzle, river_.model, s_.steps);
}

svg::Picture RiverCrossing::picture() const {
  return rv::storyboard(river_.puzzle, river_.model, river_.model.start(), s_.steps);
}

void RiverView::add_tail_json(Json& j) const {
  j["optimal"] = nullptr;
}

Json OptimalFigures::json() const {
  return {{"length", length_}, {"cost", cost_}};
}

std::string OptimalFigures::figures() const {
  return fmt::format(" (length {}, cost {})", length_, cost_);
}

}  // namespace deduce::apps
