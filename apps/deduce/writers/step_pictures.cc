#include "writers/step_pictures.h"

#include <fmt/format.h>

#include "deduce/puzzles/futoshiki/explain_picture.h"
#include "deduce/puzzles/zebra/picture/explain_picture.h"

namespace deduce::apps {

namespace fut = puzzles::futoshiki;
namespace zb = puzzles::zebra;

namespace {

std::string caption(int number, const explain::Step& step) {
  std::string c = std::to_string(number);
  c += ". ";
  c += step.text;
  return c;
}

}  // namespace

std::size_t step_pictures(const PuzzleInfo& info, const std::vector<explain::Step>& steps,
                          const std::vector<int>& entered, const FrameSink& frame) {
  int number = 0;
  if (const auto* p = std::get_if<const fut::Puzzle*>(&info.puzzle)) {
    fut::PencilMarks marks =
        entered.empty() ? fut::start_marks(**p) : fut::entered_marks(**p, entered);
    for (const explain::Step& step : steps) {
      ++number;
      if (!frame(fut::step_picture(**p, marks, step, number, caption(number, step))))
        return static_cast<std::size_t>(number);
      fut::apply_step(**p, marks, step);
    }
  } else if (const auto* z = std::get_if<const zb::Puzzle*>(&info.puzzle)) {
    zb::PositionMasks masks = zb::start_masks(**z);
    for (const explain::Step& step : steps) {
      ++number;
      if (!frame(zb::step_picture(**z, masks, step, number, caption(number, step))))
        return static_cast<std::size_t>(number);
      zb::apply_step(**z, masks, step);
    }
  }
  return static_cast<std::size_t>(number);
}

std::optional<svg::Picture> entries_picture(const PuzzleInfo& info, const Explained& x) {
  const auto* p = std::get_if<const fut::Puzzle*>(&info.puzzle);
  if (p == nullptr || x.wrong.empty() || x.entered.empty()) return std::nullopt;
  std::vector<int> wrong;
  std::string caption = x.wrong.size() == 1 ? "wrong entry:" : "wrong entries:";
  for (const WrongEntry& w : x.wrong) {
    wrong.push_back(w.var);
    caption += fmt::format(" {} = {}", w.cell, w.value);
  }
  return fut::entries_picture(**p, x.entered, wrong, caption);
}

}  // namespace deduce::apps
