// The known name nearest to a misspelt one, for messages such as
// "unknown value `alcie`; did you mean `alice`?".
//
// The readers use it for values, categories, groups and keywords, and the
// command line for options and commands, so every "did you mean" in deduce
// follows one rule:
//
// - Distance is the optimal string alignment distance (restricted
//   Damerau-Levenshtein) over code points: one insertion, deletion,
//   substitution or swap of two neighbouring code points costs 1, so
//   `alcie` -> `alice` and `Müler` -> `Müller` are both 1.
// - A candidate is close enough when its distance d satisfies
//   d <= max(1, n / 3) and d < n, with n the word's length in code points:
//   one edit in words of up to 5 code points, two from 6, three from 9. The
//   second bound keeps a one-letter word from matching every other one-letter
//   name. (The same third-of-the-length rule as rustc's and cargo's
//   suggestions; looser rules suggested `dog` for `cow`.)
// - A candidate equal to the word but for ASCII letter case (`IS` for `is`)
//   is nearest of all.
// - Ties go to the candidate listed first, so the answer is deterministic.
// - Words longer than kMaxSuggestLength code points get no suggestion: typos
//   are in words people type, and this bounds the work at about
//   64 x 85 table cells a candidate.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::io {

inline constexpr std::size_t kMaxSuggestLength = 64;

// The candidate nearest to `word` by the rule above, or nothing when none is
// close enough. A candidate equal to `word` is returned as it is.
std::optional<std::string> nearest_name(std::string_view word,
                                        const std::vector<std::string>& candidates);

// The distance of the rule above (exposed for tests): the optimal string
// alignment distance between a and b, counted in code points.
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace deduce::io
