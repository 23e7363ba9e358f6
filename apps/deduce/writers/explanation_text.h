// The text of explain, hint and grade: numbered steps in words (a trial
// step's lines indented under it), the grade with the technique counts, a
// hint, or the wrong entries.
#pragma once

#include <ostream>
#include <string>

#include "result.h"

namespace deduce::apps {

void write_explanation_text(std::ostream& out, const Explained& x);
void write_hint_text(std::ostream& out, const Explained& x);
// "tricky (hidden_single 30, link 4)".
std::string grade_text(const Explained& x);

}  // namespace deduce::apps
