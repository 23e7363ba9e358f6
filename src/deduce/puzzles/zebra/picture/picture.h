// Logic-grid puzzles as SVG pictures, laid out as logic-grid books print them.
//
// The grid of category pairs is a staircase of n x n blocks: across the top
// the first category, then the last, the one before, ... down to the third;
// down the side the second category, the third, ... the last. Row i holds
// one block fewer than row i - 1, so each pair of categories appears exactly
// once: C (C - 1) / 2 blocks for C categories.
//
// - each block: <g class="block" data-rows="drink" data-cols="nationality">;
// - with a solution, every cell of a block holds <path class="tick"> (a
//   match, green) or <g class="cross"> (a non-match, grey), each with
//   data-row="drink:tea" data-col="nationality:dane"; so a solution shows
//   C (C - 1) / 2 * n ticks. Without one the cells are empty, to be filled in;
// - with a solution, the table below: <g class="solution-table"> with one
//   <text class="entry" data-category="pet" data-position="3"> per value
//   (positions across, numbered from 1; categories down);
// - without one, the clues below: <text class="clue" data-label="7"> each,
//   and the questions as <text class="ask">.
#pragma once

#include <string>

#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::zebra {

// The margin and type size of a grid's picture, which its explanation's
// pictures share so that the two line up.
inline constexpr double kPictureMargin = 14;
inline constexpr double kPictureFont = 12;

// `solution`: empty for the bare puzzle (grid and clues), else a solution of
// `puzzle` (grid with ticks and crosses, and the table). Throws
// std::invalid_argument when its shape does not match the puzzle.
svg::Picture picture(const Puzzle& puzzle, const Positions& solution = {});

// The same as a standalone SVG document.
std::string picture_svg(const Puzzle& puzzle, const Positions& solution = {});

}  // namespace deduce::puzzles::zebra
