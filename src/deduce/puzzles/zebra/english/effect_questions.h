// Questions that ask nothing of the grid: asked for effect (`Can you
// believe it has been thirty-five years since ...?`, `Can you help
// Tilly?`, a statement with a tag, `..., didn't you?`), about the clues or
// the solving (`Which clue did your group use first, and why?`), or for the
// whole table (`From the clues below, can you work out each baker's full
// name, her pie, and where it placed?`). Each frames the riddle
// (reader_notes.cc), shown as a comment.
#pragma once

#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// Whether the question `words` asks nothing of the grid; `names_value`
// says whether it names a value of the lists (the effect and the tag are
// only of questions that name none).
bool asked_for_effect(const std::vector<Word>& words, bool names_value);

}  // namespace deduce::puzzles::zebra::english
