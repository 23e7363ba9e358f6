// Writing Sudoku grids: as a newspaper prints them (boxes apart by `|` and
// rules), as one line of n*n characters, and as a .sudoku file.
#pragma once

#include <string>

#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

// n rows, the boxes set apart ("5 3 4 | 6 7 8 | 9 1 2", then
// "------+-------+------"); jigsaw grids without separators. Orders past 9
// write numbers, two characters wide. Empty cells are `.`. Ends in "\n".
std::string format_grid(const Puzzle& p, const Grid& values);
// One line of n*n characters (1-9, A for 10 ...; `.` empty), no newline.
std::string format_line(const Puzzle& p, const Grid& values);
// The .sudoku file of p with the cells of `values` (docs/formats.md).
std::string format_file(const Puzzle& p, const Grid& values);

}  // namespace deduce::puzzles::sudoku
