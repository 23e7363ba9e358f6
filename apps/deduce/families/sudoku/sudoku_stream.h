// A Sudoku file read as it comes (KindSpec::stream, families/family.h): a
// collection one puzzle a line of any length is solved and written a block
// of lines at a time (puzzles/sudoku/puzzle_stream.h), never held whole.
#pragma once

#include <memory>
#include <string>

#include "families/family.h"

namespace deduce::apps {

// The kind row's stream: nullptr for hint --entered, which needs to know
// that the file holds one puzzle before it starts (the loader reads it).
std::unique_ptr<FamilyStream> stream_sudoku(io::LineReader& lines, std::string& read,
                                            const std::string& file, const Request& request,
                                            Kind self);

}  // namespace deduce::apps
