// deduce analyze (logic grids): the count with all clues and without each,
// the redundant clues, a minimal clue set or a minimal conflicting set. Its
// exit code follows check's rule: 0 for exactly one solution.
#include "commands/command.h"

namespace deduce::apps {

PuzzleResult analyze_command(Family& family, std::size_t i, const Work& work) {
  return family.analyze(i, work);
}

}  // namespace deduce::apps
