// `The green house is on the left of the white house`: people write `on
// the left of` and `to the left of` both for "immediately to the left" (the
// fish riddle as printed) and for "somewhere to the left". Neither is
// supplied by the phrase table (docs/english.md). Such a clue is read both
// ways, and the riddle decides: the reading under which it has exactly one
// solution is taken, as a solver of the printed puzzle takes it, and the
// translation says which and what the other gives. Where both readings or
// neither give one solution, the clue is refused with the two phrasings
// that would be read.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::puzzles::zebra::english {

// A clue read both ways, waiting for the riddle to decide.
struct SideChoice {
  std::string marker;    // the line of the translation that stands for it until decided
  std::string label;     // the clue's label
  std::string just;      // read as `immediately to the left of`
  std::string anywhere;  // read as `somewhere to the left of`
  std::string sentence;  // as written
  int line = 0, column = 0;
};

// The sentence with its undecided side said both ways (`immediately to the
// left of`, `somewhere to the left of`), or nullopt when it has none.
std::optional<std::pair<std::string, std::string>> side_rewrites(std::string_view text);

// Puts in `zebra` each choice's reading under which the riddle has one
// solution (each marker replaced by its clue and a comment). Throws
// io::InputError at the first choice's sentence when no one combination of
// readings gives one solution. At most three choices are decided (eight
// combinations); a riddle with more is refused at the fourth.
void decide_sides(std::string& zebra, const std::vector<SideChoice>& choices,
                  const std::string& file);

}  // namespace deduce::puzzles::zebra::english
