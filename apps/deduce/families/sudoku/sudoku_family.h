// Sudoku's puzzles as a family (families/family.h): what each command asks
// of one of them (sudoku_family.cc). The kind's loader (sudoku.cc) makes one
// of a file's puzzles, its stream (sudoku_stream.cc) one of each few.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "families/family.h"

namespace deduce::apps {

// The family of `puzzles` of `file`, numbered from `first` + 1 in it, which
// holds `in_file` puzzles (0: `puzzles` alone); `entered`: hint --entered's
// grid.
std::unique_ptr<Family> make_sudoku_family(std::vector<puzzles::sudoku::Puzzle> puzzles,
                                           const std::string& file,
                                           std::optional<puzzles::sudoku::Puzzle> entered,
                                           Kind kind, std::size_t first = 0, int in_file = 0);

}  // namespace deduce::apps
