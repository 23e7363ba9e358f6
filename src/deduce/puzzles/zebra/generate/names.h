// The names of a generated logic grid: its title, categories and values,
// from the built-in themed lists or from a names file (`--names FILE`).
//
// A names file uses the .zebra syntax for categories, one a line, with an
// optional title:
//
//     # my names
//     puzzle: The street
//     category name: ann bob cleo dan eve fay
//     category pet: cat dog hen fox owl yak
//
// A puzzle of N positions and K categories takes the first K categories and
// the first N values of each; a category with fewer than N values, fewer
// than K categories, a value named twice in one category or any other line
// is an error at file:line:column. Values may repeat across categories: the
// puzzle then names them as `category.value`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::zebra::generate {

struct Names {
  std::string title;                 // empty: the generator makes one
  std::vector<Category> categories;  // each with at least the puzzle's n values
  std::vector<int> category_lines;   // where each was declared (names files only)
};

// The built-in themes: the same pool of categories (each value name unique
// across the pool) in a theme's order. The theme is drawn from `random`.
// Categories have 16 values; above 16 positions a category's values go on
// with numbered names (`colour17`), and above the pool's size the categories
// too (`kind15`).
Names builtin_names(int positions, int categories, util::Rng& random);

// The names of the themes, for docs and tests.
std::vector<std::string> builtin_theme_names();

// Reads a names file (format above). Throws io::InputError.
Names parse_names(const std::string& text, const std::string& file);

// The first `categories` categories of `names`, each cut to `positions`
// values. Throws io::InputError at the file's line (or line 1) when there
// are too few of either.
Names fit_names(const Names& names, int positions, int categories, const std::string& file);

}  // namespace deduce::puzzles::zebra::generate
