// The answers of a family that does not cut a kind of work (families/
// pieces.h): not cut, so the work runs whole where the command runs.
#include "families/pieces.h"

namespace deduce::apps {

std::optional<std::vector<Subproblem>> Pieces::cut(std::size_t, const std::string&) {
  return std::nullopt;
}

std::optional<PuzzleResult> Pieces::count_piece(std::size_t, const Work&,
                                                std::unique_ptr<KeptCounts>*) {
  return std::nullopt;
}

std::optional<std::vector<Subproblem>> Pieces::cut_listing(std::size_t, const std::string&) {
  return std::nullopt;
}

// Only a family that cuts its listings is sent pieces to list.
PuzzleResult Pieces::list_text(std::size_t, const Work&, const std::function<void(std::string)>&) {
  return not_available("a listing cut into pieces");
}

void Pieces::take_text(std::size_t, const std::string&, const SolutionSink&) {}

std::optional<ScopedCount> Pieces::count_scoped(std::size_t, const std::string&, std::uint64_t,
                                                const Work&) {
  return std::nullopt;
}

}  // namespace deduce::apps
