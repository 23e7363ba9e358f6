// Questions asked of a thing by what was done with it (asked_of_things.h).
#include "deduce/puzzles/zebra/english/asked_of_things.h"

#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> asked_of_thing(std::string_view text, const Lexicon& lexicon, bool row) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 4 || w[0].offset != 0) return std::nullopt;
  const SentenceValues values(lexicon, w);
  const bool where = w[0].stem == "where", what = w[0].stem == "what";
  if ((!where || !row) && !what) return std::nullopt;
  static const std::set<std::string> kDid = {"did", "does", "doe", "do"};
  static const std::set<std::string> kWas = {"was", "were", "is", "are"};
  static const std::set<std::string> kOn = {"on", "onto", "in", "into", "with", "to", "for"};
  // The first value said, and where its words end.
  std::size_t first = 1;
  while (first < w.size() && !values.covered(first)) ++first;
  if (first == w.size()) return std::nullopt;
  std::size_t end = first;
  while (end < w.size() && values.covered(end)) ++end;
  const std::size_t from = first > 0 && w[first - 1].stem == "the" ? first - 1 : first;
  const std::string thing(
      text.substr(w[from].offset, w[end - 1].offset + w[end - 1].text.size() - w[from].offset));
  if (kDid.count(w[1].stem)) {
    // `Where did grandad grow the leeks`: the doer names nothing, the
    // thing closes the question.
    // `What did he put on the beans`: the thing after a preposition.
    if (from < 4 || end != w.size()) return std::nullopt;
    if (where) return "Where is " + thing;
    if (kOn.count(w[from - 1].stem) && from >= 5)
      return "What was " + std::string(w[from - 1].text) + " " + thing;
    return std::nullopt;
  }
  if (kWas.count(w[1].stem)) {
    // `Where were the leeks grown`: the thing, then its participle alone.
    if (where && from == 2 && end + 1 == w.size() && past_participle(w[end].text))
      return "Where is " + thing;
    if (where && from == 2 && end == w.size() && (w[1].stem == "were" || w[1].stem == "are"))
      return "Where is " + thing;
    // `What was put on the beans`.
    if (what && from == 4 && end == w.size() &&
        (past_participle(w[2].text) || w[2].stem == "put" || w[2].stem == "set") &&
        kOn.count(w[3].stem))
      return "What was " + std::string(w[3].text) + " " + thing;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
