#include "families/zebra_view.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "deduce/puzzles/zebra/explain_picture.h"
#include "deduce/puzzles/zebra/format.h"
#include "deduce/puzzles/zebra/picture.h"
#include "families/step_frames.h"

namespace deduce::apps {

namespace zb = puzzles::zebra;

svg::Picture ZebraView::picture(bool) const {
  return zb::picture(p_);
}

std::size_t ZebraView::step_pictures(const std::vector<explain::Step>& steps,
                                     const std::vector<int>&, const FrameSink& frame) const {
  return draw_frames(
      steps, zb::start_masks(p_),
      [&](const zb::PositionMasks& masks, const explain::Step& step, int number,
          const std::string& caption) {
        return zb::step_picture(p_, masks, step, number, caption);
      },
      [&](zb::PositionMasks& masks, const explain::Step& step) { zb::apply_step(p_, masks, step); },
      frame);
}

void ZebraSolution::write_text(std::ostream& out, std::uint64_t, bool) const {
  out << zb::format_table(p_, s_);
}

Json ZebraSolution::json() const {
  return zb::solution_json(p_, s_);
}

svg::Picture ZebraSolution::picture() const {
  return zb::picture(p_, s_);
}

void note_answers(const zb::Puzzle& puzzle, std::vector<AskAnswer>& asks, const zb::Positions& s) {
  if (asks.empty()) {
    for (const zb::Ask& a : puzzle.asks) {
      AskAnswer answer;
      answer.category = a.kind == zb::AskKind::kPositionOf ? std::string("position")
                                                           : puzzle.categories[a.category].name;
      if (a.kind == zb::AskKind::kCategoryAt) {
        answer.at = a.at + 1;
      } else {
        answer.of = puzzle.value_name(a.of);
      }
      answer.positions = a.kind == zb::AskKind::kPositionOf;
      asks.push_back(std::move(answer));
    }
  }
  for (std::size_t k = 0; k < puzzle.asks.size(); ++k) {
    const zb::Ask& a = puzzle.asks[k];
    const std::string v = zb::answer_text(puzzle, a, zb::answer(a, s));
    std::vector<std::string>& seen = asks[k].answers;
    if (std::find(seen.begin(), seen.end(), v) == seen.end()) seen.push_back(v);
  }
}

}  // namespace deduce::apps
