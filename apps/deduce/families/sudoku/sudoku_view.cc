#include "families/sudoku/sudoku_view.h"

#include <nlohmann/json.hpp>
#include <ostream>

#include "deduce/puzzles/sudoku/explain/technique.h"
#include "deduce/puzzles/sudoku/explain_picture.h"
#include "deduce/puzzles/sudoku/format.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/picture.h"
#include "families/explain_outcome.h"
#include "families/step_frames.h"
#include "result.h"

namespace deduce::apps {

namespace sdk = puzzles::sudoku;

// With candidates (print --candidates, check --format svg --candidates):
// each empty cell's digits left once the givens rule theirs out of every
// row, column, region and diagonal they stand in, as Solo's board starts
// (the first explanation frame shows the same).
svg::Picture SudokuView::picture(bool candidates) const {
  svg::Picture bare = sdk::picture(p_);
  if (!candidates) return bare;
  const sdk::ladder::Board start(p_, p_.givens);
  std::vector<std::uint64_t> marks(static_cast<std::size_t>(start.cells()));
  for (int k = 0; k < start.cells(); ++k) marks[static_cast<std::size_t>(k)] = start.candidates(k);
  svg::Picture pencil =
      sdk::picture(p_, p_.givens, marks, std::vector<std::uint8_t>(marks.size(), 0));
  pencil.title = bare.title + ", candidates";
  return pencil;
}

// The frames replay the steps' conclusions on Solo's board (Solo's
// placements rule a digit out of every region of its cell), so each frame
// shows the candidates the step saw.
std::size_t SudokuView::step_pictures(const std::vector<explain::Step>& steps,
                                      const std::vector<int>& entered,
                                      const FrameSink& frame) const {
  namespace ld = sdk::ladder;
  return draw_frames(
      steps, ld::Board(p_, entered.empty() ? p_.givens : entered),
      [&](const ld::Board& b, const explain::Step& step, int number, const std::string& caption) {
        std::vector<std::uint64_t> candidates(static_cast<std::size_t>(b.cells()));
        for (int k = 0; k < b.cells(); ++k)
          candidates[static_cast<std::size_t>(k)] = b.candidates(k);
        return sdk::step_picture(p_, b.grid(), candidates, step, number, caption);
      },
      [](ld::Board& b, const explain::Step& step) { ld::apply_conclusions(b, step); }, frame);
}

std::optional<svg::Picture> SudokuView::entries_picture(const Explained& x) const {
  if (x.wrong.empty() || x.entered.empty()) return std::nullopt;
  std::vector<int> wrong;
  std::string caption = x.wrong.size() == 1 ? "wrong entry:" : "wrong entries:";
  for (const WrongEntry& w : x.wrong) {
    wrong.push_back(w.var);
    caption += " " + w.cell + " = " + std::to_string(w.value);
  }
  return sdk::entries_picture(p_, x.entered, wrong, caption);
}

void SudokuView::add_head_json(Json& j) const {
  j["order"] = p_.n;
  if (p_.jigsaw())
    j["boxes"] = nullptr;
  else
    j["boxes"] = Json::array({p_.box_rows, p_.box_cols});
  j["jigsaw"] = p_.jigsaw();
  j["x"] = p_.x;
  j["killer"] = p_.killer;
}

void SudokuView::add_tail_json(Json& j) const {
  j["verdict"] = nullptr;
}

Json SudokuVerdict::json() const {
  return {{"verdict", std::string(sdk::to_key(c_.verdict))},
          {"complete", c_.complete},
          {"valid", c_.valid},
          {"rule", c_.rule.empty() ? Json(nullptr) : Json(c_.rule)},
          {"reason", c_.reason},
          {"line", c_.where.line},
          {"column", c_.where.column}};
}

std::string SudokuVerdict::verdict() const {
  return std::string(sdk::to_string(c_.verdict)) + ": " + c_.reason;
}

std::optional<Breach> SudokuVerdict::breach() const {
  if (c_.valid) return std::nullopt;
  return Breach{c_.reason, c_.where};
}

void SudokuSolution::write_text(std::ostream& out, std::uint64_t, bool) const {
  switch (p_.source) {
    case sdk::Source::kGameId:
      out << sdk::format_game_id(p_, g_) << "\n" << sdk::format_grid(p_, g_);
      return;
    case sdk::Source::kLine:
      out << sdk::format_line(p_, g_) << "\n";
      return;
    case sdk::Source::kGrid:
    case sdk::Source::kFile:
      out << sdk::format_grid(p_, g_);
      return;
  }
}

Json SudokuSolution::json() const {
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

svg::Picture SudokuSolution::picture() const {
  return sdk::picture(p_, g_);
}

Explained solo_explained(const sdk::Puzzle& p, sdk::Explained e, bool with_steps) {
  const int killer = p.killer ? e.killer : -1;
  Explained x = explained(std::move(e.explanation), sdk::grade_scale(), with_steps);
  const explain::GradeScale& ks = sdk::killer_grade_scale();
  if (killer >= 0 && static_cast<std::size_t>(killer) < ks.size())
    x.grade += ", killer " + std::string(ks[static_cast<std::size_t>(killer)].name);
  return x;
}

}  // namespace deduce::apps
