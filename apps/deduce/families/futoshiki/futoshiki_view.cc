#include "families/futoshiki/futoshiki_view.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "deduce/puzzles/futoshiki/explain_picture.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/picture.h"
#include "families/step_frames.h"
#include "result.h"

namespace deduce::apps {

namespace fut = puzzles::futoshiki;

svg::Picture FutoshikiView::picture(bool candidates) const {
  // Orders past 64 were refused when read (pencil marks are 64-bit masks).
  if (candidates) return fut::picture(p_, {}, fut::start_marks(p_).candidates);
  return fut::picture(p_);
}

void FutoshikiView::add_head_json(Json& j) const {
  j["order"] = p_.n;
  j["mode"] = p_.mode == fut::Mode::kAdjacent ? "adjacent" : "unequal";
}

void FutoshikiView::add_tail_json(Json& j) const {
  j["verdict"] = nullptr;
}

Json FutoshikiVerdict::json() const {
  return {{"verdict", std::string(fut::to_key(c_.verdict))},
          {"complete", c_.complete},
          {"valid", c_.valid},
          {"reason", c_.reason},
          {"line", c_.where.line},
          {"column", c_.where.column}};
}

std::string FutoshikiVerdict::verdict() const {
  return std::string(fut::to_string(c_.verdict)) + ": " + c_.reason;
}

std::optional<Breach> FutoshikiVerdict::breach() const {
  if (c_.valid) return std::nullopt;
  return Breach{c_.reason, c_.where};
}

std::size_t FutoshikiView::step_pictures(const std::vector<explain::Step>& steps,
                                         const std::vector<int>& entered,
                                         const FrameSink& frame) const {
  return draw_frames(
      steps, entered.empty() ? fut::start_marks(p_) : fut::entered_marks(p_, entered),
      [&](const fut::PencilMarks& marks, const explain::Step& step, int number,
          const std::string& caption) {
        return fut::step_picture(p_, marks, step, number, caption);
      },
      [&](fut::PencilMarks& marks, const explain::Step& step) { fut::apply_step(p_, marks, step); },
      frame);
}

std::optional<svg::Picture> FutoshikiView::entries_picture(const Explained& x) const {
  if (x.wrong.empty() || x.entered.empty()) return std::nullopt;
  std::vector<int> wrong;
  std::string caption = x.wrong.size() == 1 ? "wrong entry:" : "wrong entries:";
  for (const WrongEntry& w : x.wrong) {
    wrong.push_back(w.var);
    caption += fmt::format(" {} = {}", w.cell, w.value);
  }
  return fut::entries_picture(p_, x.entered, wrong, caption);
}

void FutoshikiSolution::write_text(std::ostream& out, std::uint64_t, bool) const {
  if (p_.source == fut::SourceFormat::kGameId) out << fut::format_game_id(p_, g_) << "\n";
  out << fut::format_grid(p_, g_);
}

Json FutoshikiSolution::json() const {
  // The arrays sized up front: grown a value at a time, a 9x9 solution's
  // rows were reallocated four times each.
  const int n = p_.n;
  Json::array_t rows;
  rows.reserve(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) {
    Json::array_t row;
    row.reserve(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) row.emplace_back(g_[static_cast<std::size_t>(r * n + c)]);
    rows.emplace_back(std::move(row));
  }
  return Json(std::move(rows));
}

svg::Picture FutoshikiSolution::picture() const {
  return fut::picture(p_, g_);
}

}  // namespace deduce::apps
