// The look shared by every picture: the font, the colours, and an estimate of
// how wide a text will be drawn, for layouts that must leave room for names.
//
// Generic font families only, no font files: the pictures are standalone.
// DejaVu Sans comes first because Debian's librsvg and Chromium both find it
// (the reference renderings under tests/svg/reference/ are drawn with it);
// Arial and Helvetica are its metric cousins elsewhere.
#pragma once

#include <string_view>

namespace deduce::svg {

inline constexpr const char* kFontFamily = "DejaVu Sans, Arial, Helvetica, sans-serif";

inline constexpr const char* kPaper = "#ffffff";
inline constexpr const char* kInk = "#000000";         // givens, grid lines, labels
inline constexpr const char* kSolved = "#1f5fbf";      // values the solver found (blue)
inline constexpr const char* kFaint = "#6b6b6b";       // candidates, crosses, secondary text
inline constexpr const char* kRule = "#b0b0b0";        // thin separators
inline constexpr const char* kTick = "#1f7a3a";        // a logic grid's matches
inline constexpr const char* kHighlight = "#fff3a3";   // an explanation step's premises
inline constexpr const char* kConclusion = "#c25400";  // a value a step places (orange)
inline constexpr const char* kStrike = "#d11f1f";      // a candidate a step rules out (red)
inline constexpr const char* kWater = "#a9d3ee";
inline constexpr const char* kLand = "#e3edd2";
inline constexpr const char* kBoat = "#8a5a2b";

// The width of `text` at `font_size`, over-estimated a little: DejaVu Sans
// averages about 0.55 em a Latin letter and draws a wide (CJK) character
// about 1 em, so 0.62 em a terminal column (io::display_width) leaves room.
double text_width(std::string_view text, double font_size);

}  // namespace deduce::svg
