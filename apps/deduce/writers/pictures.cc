#include "writers/pictures.h"

#include <fmt/format.h>

#include "deduce/io/input_error.h"

#include "deduce/puzzles/futoshiki/explain_picture.h"
#include "deduce/puzzles/futoshiki/picture.h"
#include "deduce/puzzles/river/picture.h"
#include "deduce/puzzles/zebra/picture.h"

namespace deduce::apps {

namespace fut = puzzles::futoshiki;
namespace zb = puzzles::zebra;
namespace rv = puzzles::river;

svg::Picture picture_of(const PuzzleInfo& info, const Solution* solution, bool candidates) {
  if (const auto* p = std::get_if<const fut::Puzzle*>(&info.puzzle)) {
    if (solution == nullptr && candidates) {
      // Pencil marks are 64-bit masks (the explanation's first frame).
      if ((*p)->n > fut::kMaxMaskOrder) {
        throw io::InputError((*p)->where,
                             fmt::format("--candidates works on orders up to {}; this puzzle has "
                                         "order {}",
                                         fut::kMaxMaskOrder, (*p)->n));
      }
      return fut::picture(**p, {}, fut::start_marks(**p).candidates);
    }
    if (solution == nullptr) return fut::picture(**p);
    return fut::picture(**p, **std::get_if<const fut::Grid*>(solution));
  }
  if (const auto* p = std::get_if<const zb::Puzzle*>(&info.puzzle)) {
    if (solution == nullptr) return zb::picture(**p);
    return zb::picture(**p, **std::get_if<const zb::Positions*>(solution));
  }
  const RiverInstance& river = *std::get<const RiverInstance*>(info.puzzle);
  if (solution == nullptr) return rv::picture(river.puzzle, river.model);
  return rv::storyboard(river.puzzle, river.model, river.model.start(),
                        (*std::get_if<const rv::RiverSolution*>(solution))->steps);
}

}  // namespace deduce::apps
