// Hints for .zebra lines that do not parse: the name a typo most likely
// meant ("did you mean `alice`?"), and the statement of the format to write
// for an English phrasing people use in clues ("is to the left of" is
// written `left of`, "lives in" is written `is`).
//
// The phrasings are a table of word sequences, each tied to one statement of
// shared/formats/zebra.md; a verb ("is", "lives", "sits", "stands") may come
// before the place phrasings. Only the error path consults them, and the
// parser uses one only when the error lies inside its words, so a clue
// whose words are values that look like English is never misread.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::detail {

// "; did you mean `alice`?" when io::nearest_name finds one of `candidates`
// close to `word`, else "".
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

// The keywords that start a line (`category NAME:`, `positions:`,
// `puzzle:`, `ask:`), for misspelt ones.
const std::vector<std::string>& line_keywords();

// The words that start a relation (`is`, `at`, `not`, `next`, ...).
const std::vector<std::string>& relation_words();

// A phrasing found in a clue, and what the format writes instead.
struct Phrasing {
  std::size_t words = 0;       // how many words of the clue it spans
  std::string_view statement;  // what to write: "left of"
  std::string_view form;       // the statement as the format's table gives it: "A left of B"
};

// The longest phrasing that `words` begins with (the clue's words after its
// subject, up to the first token that is not a name), if any. In the table
// `#` stands for a whole number (`is 2 away from`).
std::optional<Phrasing> match_phrasing(const std::vector<std::string_view>& words);

}  // namespace deduce::puzzles::zebra::detail
