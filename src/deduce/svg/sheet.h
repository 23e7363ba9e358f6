// Printable sheets: puzzle pictures laid out N to an A4 or US Letter page,
// numbered, then the answers on pages of their own, smaller and numbered to
// match. Each page is a standalone SVG document sized in millimetres or
// inches (so a viewer or rsvg-convert prints it at its true size) with a
// viewBox in points.
//
// Every picture is scaled to fit its box, keeping its proportions, and never
// to more than kMaxScale of its drawn size: a 4x4 grid alone on a page stays
// the size of a printed puzzle instead of filling the page.
//
// Structure for tests: <g class="page" data-page="1" data-kind="puzzles">
// (or "answers"); each picture a nested <svg class="picture"> whose content
// group carries data-number="3"; its number <text class="number">3</text>.
#pragma once

#include <string>
#include <vector>

#include "deduce/svg/picture.h"

namespace deduce::svg {

enum class Paper { kA4, kLetter };

struct SheetOptions {
  Paper paper = Paper::kA4;
  int per_page = 4;   // puzzles on a page, at least 1; answers take twice as many
  std::string title;  // at the top of every page; may be empty
};

inline constexpr double kMaxScale = 1.5;

// The pages: ceil(puzzles / per_page) pages of puzzles, then
// ceil(answers / (2 per_page)) of answers. answers[i] answers puzzles[i]
// (fewer answers than puzzles is allowed: the rest have none).
// Throws std::invalid_argument when per_page < 1.
std::vector<std::string> sheet_pages(const std::vector<Picture>& puzzles,
                                     const std::vector<Picture>& answers,
                                     const SheetOptions& options = {});

}  // namespace deduce::svg
