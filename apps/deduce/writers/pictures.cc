#include "writers/pictures.h"

#include "deduce/puzzles/futoshiki/explain_picture.h"
#include "deduce/puzzles/futoshiki/picture.h"
#include "deduce/puzzles/river/picture.h"
#include "deduce/puzzles/zebra/picture/picture.h"

namespace deduce::apps {

namespace fut = puzzles::futoshiki;
namespace zb = puzzles::zebra;
namespace rv = puzzles::river;

svg::Picture picture_of(const PuzzleInfo& info, const Solution* solution, bool candidates) {
  if (const auto* p = std::get_if<const fut::Puzzle*>(&info.puzzle)) {
    if (solution == nullptr && candidates) {
      // Orders past 64 were refused when read (pencil marks are 64-bit masks).
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
