// The text of explain, hint and grade: numbered steps in words (a trial
// step's lines indented under it), the grade with the technique counts, a
// hint, or the wrong entries. An explanation a limit stopped keeps its steps
// and says so: `(stopped: REASON)` (PuzzleResult::stop_detail).
#pragma once

#include <ostream>
#include <string>

#include "result.h"

namespace deduce::apps {

// o.explained is set.
void write_explanation_text(std::ostream& out, const PuzzleResult& o);
void write_hint_text(std::ostream& out, const PuzzleResult& o);
// "tricky (hidden_single 30, link 4)"; stopped: "at least easy (...) (stopped: --timeout 2)".
std::string grade_text(const PuzzleResult& o);

}  // namespace deduce::apps
