// A row's places said by their numbers (plain_words.h): `the plot
// numbered one higher than Alan's`, `at a higher number than Mrs Eyre`,
// `The Foxes' cabin number is two lower than the Otters'`, said in the
// row's words.
#include <cctype>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> numbered_as_row(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // From `on the plot ...`, `in the carriage ...`: the preposition before
  // the place goes with it.
  const auto with_preposition = [&](std::size_t from) {
    return from >= 1 && (w[from - 1].stem == "on" || w[from - 1].stem == "in" ||
                         w[from - 1].stem == "at")
               ? from - 1
               : from;
  };
  // `on the pitch one up from the Hendersons`: a step up the numbers.
  // (Not `down`, which may go down a street the other way, nor `the next
  // one up from`, read with the row's own step: comparison_phrases.cc.)
  for (std::size_t i = 2; i + 2 < w.size(); ++i) {
    const int k = number_word(w[i].stem);
    if (k < 1 || k > 64 || w[i + 1].stem != "up" || w[i + 2].stem != "from" ||
        w[i - 2].stem != "the" || w[i - 1].stem == "next" ||
        !std::islower(static_cast<unsigned char>(w[i - 1].text.front())))
      continue;
    return replace_words(text, w, with_preposition(i - 2), i + 3,
                         k == 1 ? std::string("immediately to the right of")
                                : std::string(w[i].text) + " places to the right of");
  }
  for (std::size_t i = 0; i + 3 < w.size(); ++i) {
    if (w[i].stem != "numbered") continue;
    const int k = number_word(w[i + 1].stem);
    const std::string& way = w[i + 2].stem;
    // (`numbered one less than Miss Dunmore's`: lower.)
    const bool up =
        way == "higher" || way == "more" || way == "greater" || way == "bigger" || way == "larger";
    const bool down = way == "lower" || way == "less" || way == "fewer" || way == "smaller";
    if (k < 1 || (!up && !down) || w[i + 3].stem != "than") continue;
    const std::string side = up ? "right" : "left";
    // From `on the plot numbered`, `in the carriage numbered`, `the plot
    // numbered`: the place said goes with it.
    std::size_t from = i;
    if (from >= 2 && w[from - 2].stem == "the") from -= 2;
    return replace_words(text, w, with_preposition(from), i + 4,
                         k == 1 ? "immediately to the " + side + " of"
                                : std::string(w[i + 1].text) + " places to the " + side + " of");
  }
  return std::nullopt;
}

std::optional<std::string> numbers_as_sides(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  const auto side = [](const std::string& size) -> std::string_view {
    if (size == "higher" || size == "bigger" || size == "larger" || size == "greater")
      return "further right than ";
    if (size == "lower" || size == "smaller") return "further left than ";
    return {};
  };
  for (std::size_t i = 1; i + 3 < w.size(); ++i) {
    if (w[i + 1].stem != "number" && w[i + 1].stem != "numbered") continue;
    // `at a higher number than`, `has a lower number than`, `in a
    // higher-numbered bungalow than`.
    std::size_t than = w[i + 1].stem == "numbered" ? i + 3 : i + 2;
    if (w[i - 1].stem == "a" && than < w.size() && w[than].stem == "than" &&
        !side(w[i].stem).empty()) {
      std::size_t from = i - 1;
      if (from > 0 && (w[from - 1].stem == "at" || w[from - 1].stem == "in" ||
                       w[from - 1].stem == "has" || w[from - 1].stem == "ha"))
        --from;
      return std::string(text.substr(0, w[from].offset))
          .append(w[from].stem == "has" || w[from].stem == "ha" ? "lives " : "")
          .append(side(w[i].stem))
          .append(text.substr(w[than + 1 < w.size() ? than + 1 : than].offset));
    }
  }
  // `Mrs Bell's number is lower than Mrs Eyre's`, `Mrs Bell's house number
  // is lower than Mrs Eyre's`.
  // (And `The Foxes' cabin number is two lower than the Otters'`: that
  // many places that way.)
  for (std::size_t i = 1; i + 4 < w.size(); ++i) {
    if (w[i].stem != "number" || (w[i + 1].stem != "is" && w[i + 1].stem != "was")) continue;
    const int k = number_word(w[i + 2].stem);
    const std::size_t way = k >= 1 ? i + 3 : i + 2;
    if (way + 1 >= w.size() || side(w[way].stem).empty() || w[way + 1].stem != "than") continue;
    std::size_t head = i;
    if (head > 1 && std::islower(static_cast<unsigned char>(w[head - 1].text.front())) &&
        w[head - 1].stem != "the")
      --head;
    const std::string_view before = text.substr(0, w[head].offset);
    // (The owner's `'s`, or the typographer's `’s`.)
    std::size_t mark = before.rfind('\'');
    if (mark == std::string_view::npos || mark + 3 < before.size()) mark = before.rfind("\u2019");
    if (mark == std::string_view::npos || mark + 5 < before.size()) continue;
    std::string other(text.substr(w[way + 2 < w.size() ? way + 2 : way + 1].offset));
    for (std::string_view owner : {"'s", "\u2019s", "'", "\u2019"})
      if (other.ends_with(owner)) {
        other.resize(other.size() - owner.size());
        break;
      }
    const std::string to = side(w[way].stem) == "further right than " ? "right" : "left";
    return std::string(before.substr(0, mark))
        .append(" is ")
        .append(k < 1    ? std::string(side(w[way].stem))
                : k == 1 ? "immediately to the " + to + " of "
                         : std::string(w[i + 2].text) + " places to the " + to + " of ")
        .append(other);
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
