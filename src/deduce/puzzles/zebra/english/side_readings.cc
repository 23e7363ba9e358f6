// Undecided sides read both ways, decided by the riddle (side_readings.h).
#include "deduce/puzzles/zebra/english/side_readings.h"

#include <fmt/format.h>

#include <array>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Enough for any riddle's grid to say whether it has one solution; a
// riddle that needs more is left undecided (refused), never guessed.
constexpr std::uint64_t kNodeLimit = 20000;

// The solutions of `zebra`, up to 2; -1 when it does not parse or the
// count did not finish.
int solutions(const std::string& zebra, const std::string& file) {
  try {
    const Puzzle p = parse_zebra(zebra, file);
    search::SearchOptions options;
    options.solution_limit = 2;
    options.limits.node_limit = kNodeLimit;
    const CountResult r = count(p, options);
    if (!r.complete && r.stop != budget::StopReason::kSolutionLimit) return -1;
    return r.count >= 2 ? 2 : r.count == 1 ? 1 : 0;
  } catch (const io::InputError&) {
    return -1;
  }
}

std::string replaced(std::string zebra, const std::vector<SideChoice>& choices, unsigned combo,
                     const std::vector<int>& counts_flipped) {
  for (std::size_t k = 0; k < choices.size(); ++k) {
    const SideChoice& c = choices[k];
    const bool just = (combo >> k & 1u) != 0;
    std::string text = fmt::format("{}: {}\n", c.label, just ? c.just : c.anywhere);
    if (!counts_flipped.empty()) {
      const int other = counts_flipped[k];
      text = fmt::format("# (read as {} to the {}: read as {}, the riddle has {})\n{}",
                         just ? "immediately" : "somewhere",
                         c.just.find("right") != std::string::npos ? "right" : "left",
                         just ? "somewhere" : "immediately",
                         other < 0    ? "no count within its limit"
                         : other == 0 ? "no solution"
                         : other == 1 ? "one solution too"
                                      : "several solutions",
                         text);
    }
    const std::size_t at = zebra.find(c.marker);
    if (at != std::string::npos) zebra.replace(at, c.marker.size(), text);
  }
  return zebra;
}

}  // namespace

std::optional<std::pair<std::string, std::string>> side_rewrites(std::string_view text) {
  const std::vector<Word> words = cut_words(text);
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    // `to the left of`, `on the left of`; not after a word that decides it.
    const std::string& first = words[i].stem;
    if ((first != "to" && first != "on") || words[i + 1].stem != "the" ||
        (words[i + 2].stem != "left" && words[i + 2].stem != "right") || i + 3 >= words.size() ||
        words[i + 3].stem != "of")
      continue;
    if (i > 0) {
      const std::string& before = words[i - 1].stem;
      if (before == "immediately" || before == "directly" || before == "somewhere" ||
          before == "just" || before == "anywhere" || before == "far" || before == "further" ||
          before == "farther" || before == "right" || before == "house" || before == "place" ||
          before == "position" || before == "door" || number_word(before) != 0)
        return std::nullopt;
    }
    const std::size_t from = words[i].offset;
    const std::size_t to = words[i + 3].offset + words[i + 3].text.size();
    const std::string side(words[i + 2].text);
    const std::string head(text.substr(0, from)), tail(text.substr(to));
    return std::pair{head + "immediately to the " + side + " of" + tail,
                     head + "somewhere to the " + side + " of" + tail};
  }
  return std::nullopt;
}

void decide_sides(std::string& zebra, const std::vector<SideChoice>& choices,
                  const std::string& file) {
  if (choices.empty()) return;
  const auto refuse = [&](const SideChoice& c, const std::string& why) {
    throw io::InputError({file, c.line, c.column},
                         fmt::format("could not read this clue: \"{}\" ({}; write `immediately "
                                     "to the left of` or `somewhere to the left of`)",
                                     c.sentence, why));
  };
  if (choices.size() > 3)
    refuse(choices[3], "more than three clues say a side without saying how far");
  const unsigned combos = 1u << choices.size();
  std::vector<int> count(combos);
  for (unsigned m = 0; m < combos; ++m) count[m] = solutions(replaced(zebra, choices, m, {}), file);
  // Every reading's solutions are among those of `somewhere` everywhere
  // (combination 0): one solution there is the riddle's whichever is meant.
  int one = count[0] == 1 ? 0 : -1;
  for (unsigned m = 1; m < combos && one != 0; ++m) {
    if (count[m] != 1) continue;
    if (one >= 0)
      refuse(choices.front(),
             "it may mean immediately or somewhere to the side, and the riddle has one solution "
             "in more than one reading");
    one = static_cast<int>(m);
  }
  if (one < 0)
    refuse(choices.front(),
           "it may mean immediately or somewhere to the side, and the riddle has one solution "
           "neither way");
  std::vector<int> flipped(choices.size());
  for (std::size_t k = 0; k < choices.size(); ++k)
    flipped[k] = count[static_cast<unsigned>(one) ^ (1u << k)];
  zebra = replaced(zebra, choices, static_cast<unsigned>(one), flipped);
}

}  // namespace deduce::puzzles::zebra::english
