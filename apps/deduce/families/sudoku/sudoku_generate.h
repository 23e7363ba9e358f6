// What `deduce generate sudoku` makes of its options, for the hook
// (sudoku_generate.cc) and for the option checks (generate_checks.cc),
// which refuse what it cannot make before any puzzle is tried.
#pragma once

#include "deduce/puzzles/sudoku/generate/generate.h"
#include "families/generator.h"

namespace deduce::apps {

// Solo's parameters when --params is not given: his 9x9 in 3x3 boxes.
inline constexpr const char* kDefaultSoloParams = "3x3";

// The generator's options: the shape and symmetry of --params (Solo's
// `3x3`, `2x3de`, `9jx`, `3x3am4` ...), the grade of --grade, else the
// difficulty of --params, else trivial (Solo's default). Throws
// io::InputError when --params does not read.
puzzles::sudoku::generate::GenerateOptions sudoku_generate_options(const Request& r);

Generated make_sudoku(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                      const budget::Limits& limits);

}  // namespace deduce::apps
