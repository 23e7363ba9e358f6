#include "writers/explanation_text.h"

#include "writers/words.h"

namespace deduce::apps {
namespace {

void write_step(std::ostream& out, const std::string& head, const explain::Step& s) {
  out << head << s.text << "\n";
  for (const std::string& line : s.trial) out << std::string(head.size() + 2, ' ') << line << "\n";
}

}  // namespace

std::string grade_text(const PuzzleResult& o) {
  const Explained& x = *o.explained;
  std::string counts;
  for (const explain::TechniqueCount& c : x.explanation.counts)
    counts += (counts.empty() ? "" : ", ") + c.technique + " " + std::to_string(c.count);
  std::string text = x.grade + (counts.empty() ? "" : " (" + counts + ")");
  if (x.explanation.stopped)
    text.append(" ").append(stopped_text(o));
  else if (!x.explanation.solved)
    text.append("; the techniques stop before the solution: the rest needs a search");
  return text;
}

void write_explanation_text(std::ostream& out, const PuzzleResult& o) {
  const Explained& x = *o.explained;
  const auto& steps = x.explanation.steps;
  const std::size_t width = std::to_string(steps.size()).size();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    std::string n = std::to_string(i + 1);
    write_step(out, std::string(width - n.size(), ' ') + n + ". ", steps[i]);
  }
  if (x.explanation.stopped)
    out << "# the explanation ends here, not finished " << stopped_text(o) << "\n";
  else if (!x.explanation.proves.empty())
    out << "so " << x.explanation.proves
        << " in every solution (the grid has several; these steps prove the answer, not the "
           "whole grid)\n";
  else if (!x.explanation.solved)
    out << "# the techniques stop here: the rest needs a search\n";
  out << "grade: " << grade_text(o) << "\n";
}

void write_hint_text(std::ostream& out, const PuzzleResult& o) {
  const Explained& x = *o.explained;
  // A cell's entry is wrong for certain; for clues only their conflict is.
  for (const WrongEntry& w : x.wrong) {
    if (w.value != 0)
      out << w.cell << " = " << w.value << " is wrong: " << w.reason << "\n";
    else
      out << w.cell << ": " << w.reason << "\n";
  }
  if (!x.wrong.empty()) return;
  if (x.hint)
    write_step(out, "hint: ", *x.hint);
  else if (!x.explanation.stopped)
    out << "# solved: nothing is left to deduce\n";
  // The hint is found first, then the grade: either may be cut short.
  if (x.explanation.stopped)
    out << (x.hint ? "# the puzzle's grade is not finished " : "# no hint found ")
        << stopped_text(o) << "\n";
}

}  // namespace deduce::apps
