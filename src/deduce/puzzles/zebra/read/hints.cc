#include "deduce/puzzles/zebra/read/hints.h"

#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/zebra/read/lexer.h"

namespace deduce::puzzles::zebra::detail {
namespace {

struct Form {
  std::string_view statement, form;
};
constexpr Form kIs{"is", "A is B"};
constexpr Form kIsNot{"is not", "A is not B"};
constexpr Form kIsEither{"is B or C", "A is B or C"};
constexpr Form kAt{"at", "A at k"};
constexpr Form kNotAt{"not at", "A not at k"};
constexpr Form kNextTo{"next to", "A next to B"};
constexpr Form kNotNextTo{"not next to", "A not next to B"};
constexpr Form kLeftOf{"left of", "A left of B"};
constexpr Form kRightOf{"right of", "A right of B"};
constexpr Form kJustLeftOf{"just left of", "A just left of B"};
constexpr Form kJustRightOf{"just right of", "A just right of B"};
constexpr Form kBetween{"between", "A between B and C"};
constexpr Form kAway{"k away from", "A k away from B"};

struct Entry {
  std::string_view words;
  const Form* form;
};

// Where a thing stands. Each may follow one of kVerbs; a phrasing that is
// itself a statement (`left of`) is listed only for the verbs, since alone it
// is right.
constexpr std::string_view kVerbs[] = {"is", "lives", "sits", "stands"};
constexpr Entry kPlaces[] = {
    {"left of", &kLeftOf},
    {"to the left of", &kLeftOf},
    {"on the left of", &kLeftOf},
    {"somewhere left of", &kLeftOf},
    {"somewhere to the left of", &kLeftOf},
    {"further left than", &kLeftOf},
    {"right of", &kRightOf},
    {"to the right of", &kRightOf},
    {"on the right of", &kRightOf},
    {"somewhere right of", &kRightOf},
    {"somewhere to the right of", &kRightOf},
    {"further right than", &kRightOf},
    {"just left of", &kJustLeftOf},
    {"just to the left of", &kJustLeftOf},
    {"immediately left of", &kJustLeftOf},
    {"immediately to the left of", &kJustLeftOf},
    {"directly left of", &kJustLeftOf},
    {"directly to the left of", &kJustLeftOf},
    {"to the immediate left of", &kJustLeftOf},
    {"on the immediate left of", &kJustLeftOf},
    {"just right of", &kJustRightOf},
    {"just to the right of", &kJustRightOf},
    {"immediately right of", &kJustRightOf},
    {"immediately to the right of", &kJustRightOf},
    {"directly right of", &kJustRightOf},
    {"directly to the right of", &kJustRightOf},
    {"to the immediate right of", &kJustRightOf},
    {"on the immediate right of", &kJustRightOf},
    {"next to", &kNextTo},
    {"beside", &kNextTo},
    {"adjacent to", &kNextTo},
    {"next door to", &kNextTo},
    {"a neighbour of", &kNextTo},
    {"a neighbor of", &kNextTo},
    {"not next to", &kNotNextTo},
    {"not beside", &kNotNextTo},
    {"not adjacent to", &kNotNextTo},
    {"not next door to", &kNotNextTo},
    {"at", &kAt},
    {"at position", &kAt},
    {"in position", &kAt},
    {"in house", &kAt},
    {"in house number", &kAt},
    {"not at", &kNotAt},
    {"not at position", &kNotAt},
    {"not in position", &kNotAt},
    {"not in house", &kNotAt},
    {"between", &kBetween},
    {"# away from", &kAway},
    {"# houses away from", &kAway},
    {"# places away from", &kAway},
    {"# positions away from", &kAway},
    {"# doors away from", &kAway},
    {"# houses from", &kAway},
    {"# doors from", &kAway},
};
// Statements that are already right without a verb.
constexpr std::string_view kValidAlone[] = {
    "left of",     "right of", "just left of", "just right of", "next to",
    "not next to", "at",       "not at",       "between",       "# away from"};

// Who goes with what: the phrasings of `A is B` and `A is not B`.
constexpr Entry kSame[] = {
    {"is the", &kIs},
    {"is a", &kIs},
    {"is an", &kIs},
    {"is in", &kIs},
    {"is in the", &kIs},
    {"is same as", &kIs},
    {"is the same as", &kIs},
    {"is either", &kIsEither},
    {"lives in", &kIs},
    {"lives in the", &kIs},
    {"lives with", &kIs},
    {"lives with the", &kIs},
    {"owns", &kIs},
    {"owns the", &kIs},
    {"owns a", &kIs},
    {"has", &kIs},
    {"has the", &kIs},
    {"has a", &kIs},
    {"keeps", &kIs},
    {"keeps the", &kIs},
    {"keeps a", &kIs},
    {"drinks", &kIs},
    {"smokes", &kIs},
    {"likes", &kIs},
    {"plays", &kIs},
    {"drives", &kIs},
    {"eats", &kIs},
    {"wears", &kIs},
    {"equals", &kIs},
    {"goes with", &kIs},
    {"belongs to", &kIs},
    {"is not the", &kIsNot},
    {"is not a", &kIsNot},
    {"is not an", &kIsNot},
    {"is not in", &kIsNot},
    {"is not in the", &kIsNot},
    {"does not live in", &kIsNot},
    {"does not own", &kIsNot},
    {"does not have", &kIsNot},
    {"does not keep", &kIsNot},
    {"does not drink", &kIsNot},
    {"does not smoke", &kIsNot},
    {"does not like", &kIsNot},
    {"does not play", &kIsNot},
};

// How many of `words` the space-separated `pattern` spans from `from` on,
// or 0 when they do not begin with it.
std::size_t match(std::string_view pattern, const std::vector<std::string_view>& words,
                  std::size_t from) {
  std::size_t i = from;
  while (!pattern.empty()) {
    const std::size_t space = pattern.find(' ');
    const std::string_view word = pattern.substr(0, space);
    if (i >= words.size()) return 0;
    if (word == "#" ? !is_number(words[i]) : word != words[i]) return 0;
    ++i;
    pattern = space == std::string_view::npos ? std::string_view() : pattern.substr(space + 1);
  }
  return i - from;
}

bool valid_alone(std::string_view words) {
  for (std::string_view v : kValidAlone) {
    if (v == words) return true;
  }
  return false;
}

}  // namespace

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  const std::optional<std::string> near = io::nearest_name(word, candidates);
  if (!near) return "";
  return "; did you mean `" + *near + "`?";
}

const std::vector<std::string>& line_keywords() {
  static const std::vector<std::string> words = {"category", "positions", "puzzle",
                                                 "ask",      "layout",    "ordered"};
  return words;
}

const std::vector<std::string>& relation_words() {
  // `next` before `not`: `nxt` is one edit from both, and the longer word
  // loses more letters to typos.
  static const std::vector<std::string> words = {"is",    "at",   "next",    "not", "left",
                                                 "right", "just", "between", "away"};
  return words;
}

std::optional<Phrasing> match_phrasing(const std::vector<std::string_view>& words) {
  std::optional<Phrasing> best;
  auto consider = [&](std::size_t n, const Form* form) {
    if (n > 0 && (!best || n > best->words)) best = Phrasing{n, form->statement, form->form};
  };
  for (const Entry& e : kSame) consider(match(e.words, words, 0), e.form);
  for (const Entry& e : kPlaces) {
    if (!valid_alone(e.words)) consider(match(e.words, words, 0), e.form);
    for (std::string_view verb : kVerbs) {
      if (words.empty() || words[0] != verb) continue;
      const std::size_t n = match(e.words, words, 1);
      if (n > 0) consider(n + 1, e.form);
    }
  }
  return best;
}

}  // namespace deduce::puzzles::zebra::detail
