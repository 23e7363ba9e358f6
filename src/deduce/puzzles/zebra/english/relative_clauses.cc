// Relative clauses that name a value (relative_clauses.h).
#include "deduce/puzzles/zebra/english/relative_clauses.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {
namespace {

bool relative_word(const std::string& stem) {
  return stem == "who" || stem == "whose" || stem == "that" || stem == "whoever";
}

// A word that relates two things, so that a clause holding it does not
// name its value (`the woman who sat beside Ann`, `who paid more than`).
// Without positions (`magazine`), `left`, `up`, `down`, `over` and `out`
// are a verb's particles (`the boat that left at 6:30am`, `who gave up
// chips`), no places.
bool relating(const std::vector<Word>& words, std::size_t i, bool magazine) {
  static constexpr std::string_view kMore[] = {
      "with",    "by",    "against", "without", "whom",    "like",   "before", "after",
      "earlier", "later", "sooner",  "more",    "less",    "fewer",  "higher", "lower",
      "ahead",   "beat",  "just",    "never",   "nothing", "nobody", "only",   "also"};
  const std::string& st = words[i].stem;
  // `whose door is cream`: a door counts places only after a number (`two
  // doors down`).
  if (st == "door" && (i == 0 || amount_of(words[i - 1].stem) == 0)) return false;
  if (magazine && (st == "left" || st == "right" || st == "up" || st == "down" || st == "over" ||
                   st == "out" || st == "across"))
    return false;
  const auto cues = cue_words();
  return std::find(cues.begin(), cues.end(), st) != cues.end() ||
         std::find(std::begin(kMore), std::end(kMore), st) != std::end(kMore) ||
         superlative_word(st) || amount_of(st) != 0 || ordinal_word(st) != 0 ||
         std::isdigit(static_cast<unsigned char>(st.front())) || relative_word(st) ||
         (i + 1 < words.size() && words[i + 1].stem == "than");
}

bool capital(const Word& w) {
  return std::isupper(static_cast<unsigned char>(w.text.front()));
}

}  // namespace

std::optional<std::string> relatives_as_values(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values, int people,
                                               bool magazine) {
  std::string out;
  std::size_t at = 0;
  bool changed = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& st = words[i].stem;
    if (!relative_word(st) || values.covered(i)) continue;
    // Where the phrase starts: `whoever` itself, else `the` and at most
    // two nouns before `who` (`the student who`, `the young woman whose`).
    std::size_t start = i;
    // `that` relates only after a noun and its article (`the painting
    // that sold`), not as `that week`.
    if (st == "that" && (i < 2 || (words[i - 2].stem != "the" && words[i - 2].stem != "a" &&
                                   words[i - 2].stem != "an")))
      continue;
    if (st != "whoever") {
      std::size_t k = i;
      while (k > 0 && i - k < 3 && words[k - 1].stem != "the") --k;
      if (k == 0 || words[k - 1].stem != "the" || k == i) continue;
      start = k - 1;
      bool nouns = true;
      // `the one who grew the tomatoes`: `one` is the noun.
      for (std::size_t j = k; j < i; ++j)
        nouns = nouns && !values.covered(j) && !capital(words[j]) &&
                (!relating(words, j, magazine) || words[j].stem == "one");
      if (!nouns) continue;
    }
    // The clause: words that relate nothing, then its value (not first).
    std::size_t x = i + 1;
    // `last` and `first` before a noun are its adjectives (`whose last word`).
    const auto adjective = [&](std::size_t j) {
      return (words[j].stem == "last" || words[j].stem == "first") && j + 1 < words.size() &&
             !values.covered(j + 1) && !relating(words, j + 1, magazine);
    };
    // `who fished with worms`: `with` a thing names it; with a person it
    // relates two (`who sat with Ann`, `with the mnemonic speller`: a
    // value before a noun of someone who does something).
    const auto with_thing = [&](std::size_t j) {
      std::size_t v = j + 1;
      if (v < words.size() && (words[v].stem == "the" || words[v].stem == "a" ||
                               words[v].stem == "an" || words[v].stem == "some"))
        ++v;
      if (words[j].stem != "with" || v >= words.size() || !values.covered(v) || capital(words[v]))
        return false;
      std::size_t after = v;
      while (after < words.size() && values.covered(after)) ++after;
      if (after >= words.size()) return true;
      const std::string& next = words[after].stem;
      return !(next.size() > 4 && (next.ends_with("er") || next.ends_with("or") ||
                                   next.ends_with("ist") || next.ends_with("ian")));
    };
    // (`that found their last clue at the bandstand`: the doer's own
    // thing, `their`, relates nothing.)
    const auto own = [&](std::size_t j) {
      return words[j].stem == "their" || words[j].stem == "his" || words[j].stem == "her" ||
             words[j].stem == "its";
    };
    while (x < words.size() && x - i <= 7 && !values.covered(x) && !capital(words[x]) &&
           (!relating(words, x, magazine) || adjective(x) || with_thing(x) || own(x)))
      ++x;
    if (x >= words.size() || x == i + 1 || !values.covered(x)) continue;
    std::size_t e = x + 1;
    while (e < words.size() && values.covered(e)) ++e;
    while (e > x + 1 && !values.resolve(x, e).ok) --e;
    const SentenceValues::Found& f = values.resolve(x, e);
    if (!f.ok || f.ref.category == people || f.ref.category == values.place_category()) continue;
    // No comma inside the phrase: `the one who left, Bo, ...` is two.
    const std::size_t from = words[start].offset;
    const std::size_t value_from = words[x].offset;
    const std::size_t value_to = words[e - 1].offset + words[e - 1].text.size();
    if (text.substr(from, value_from - from).find(',') != std::string_view::npos) continue;
    out += text.substr(at, from - at);
    out += text.substr(value_from, value_to - value_from);
    at = value_to;
    changed = true;
    i = e - 1;
  }
  if (!changed) return std::nullopt;
  out += text.substr(at);
  return out;
}

}  // namespace deduce::puzzles::zebra::english
