// A row's end places said as places (end_places.h).
#include "deduce/puzzles/zebra/english/end_places.h"

#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether words[k] is the noun of `end huts`, `end cottage`: a word in
// lower case that is no joining word and has no `of` after it (`the end
// of the row` is the row's end, which the phrase table reads).
bool place_noun_at(const std::vector<Word>& w, std::size_t k) {
  static const std::set<std::string> kNot = {"of",   "and", "or", "but", "is", "was",  "are",
                                             "were", "to",  "at", "in",  "on", "with", "not"};
  return k < w.size() && std::islower(static_cast<unsigned char>(w[k].text.front())) &&
         std::isalpha(static_cast<unsigned char>(w[k].text.front())) &&
         kNot.count(w[k].stem) == 0 && (k + 1 == w.size() || w[k + 1].stem != "of");
}

// From words[k] (`either`, `neither`, `one`), the index just after `end
// <noun>` in `either end hut`, `neither of the two end huts`, `one of the
// end lockers`; 0 when they do not follow.
std::size_t after_end_noun(const std::vector<Word>& w, std::size_t k) {
  std::size_t e = k + 1;
  if (e + 1 < w.size() && w[e].stem == "of" && w[e + 1].stem == "the") {
    e += 2;
    if (e < w.size() && (w[e].stem == "two" || w[e].stem == "2")) ++e;
  } else if (w[k].stem == "one") {
    return 0;  // (`one end hut` is no way to say it.)
  }
  if (e + 1 >= w.size() || w[e].stem != "end" || !place_noun_at(w, e + 1)) return 0;
  return e + 2;
}

std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// `the deckchair in it`: what the place holds, without `in it`.
std::string_view held(std::string_view rest) {
  for (std::string_view tail : {" in it", " inside it", " in them", " there"})
    if (rest.ends_with(tail)) return rest.substr(0, rest.size() - tail.size());
  return rest;
}

}  // namespace

std::optional<std::string> end_places_as_ends(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 4) return std::nullopt;
  // `Neither of the two end huts has the deckchair in it`: the thing held
  // is at neither end.
  if (w[0].stem == "neither") {
    const std::size_t v = after_end_noun(w, 0);
    if (v == 0 || v + 1 >= w.size()) return std::nullopt;
    static const std::set<std::string> kHolds = {
        "ha",     "has",    "had",       "holds", "held", "contains", "house",
        "houses", "housed", "contained", "is",    "was",  "keeps",    "kept"};
    if (kHolds.count(w[v].stem) == 0) return std::nullopt;
    const bool past = w[v].stem == "had" || w[v].stem == "held" || w[v].stem == "contained" ||
                      w[v].stem == "housed" || w[v].stem == "was" || w[v].stem == "kept";
    std::string_view rest = held(text.substr(w[v + 1].offset));
    // (`Neither end hut is painted blue`: its colour.)
    if (is_or_was(w[v].stem) &&
        (w[v + 1].stem == "painted" || w[v + 1].stem == "coloured" || w[v + 1].stem == "colored"))
      rest = v + 2 < w.size() ? text.substr(w[v + 2].offset) : std::string_view();
    // (Nor someone's: `Neither end hut is the Carters'` is left as said.)
    if (rest.empty() || rest.ends_with("'") || rest.ends_with("\u2019")) return std::nullopt;
    return capitalised(std::string(rest)) + (past ? " was" : " is") + " not at either end";
  }
  // `The roller skates didn't go to either cousin on the ends`: given to
  // neither of those at the ends, so at neither end (`went to one of the
  // cousins on the ends`: at one end).
  for (std::size_t k = 2; k + 4 < w.size(); ++k) {
    const std::string& go = w[k - 2].stem;
    const bool either = w[k].stem == "either";
    const bool one = w[k].stem == "one" && w[k + 1].stem == "of" && w[k + 2].stem == "the";
    const std::size_t noun = one ? k + 3 : k + 1;
    if ((!either && !one) || w[k - 1].stem != "to" ||
        (go != "go" && go != "went" && go != "goes" && go != "gone" && go != "given") ||
        noun + 3 >= w.size() || !place_noun_at(w, noun) ||
        (w[noun + 1].stem != "on" && w[noun + 1].stem != "at") || w[noun + 2].stem != "the" ||
        (w[noun + 3].stem != "end" && w[noun + 3].text != "ends") || noun + 4 != w.size())
      continue;
    std::size_t from = k - 2;
    bool denied = false;
    if (from >= 1 && w[from - 1].text.ends_with("n't")) {
      denied = true;
      --from;
    } else if (from >= 2 && w[from - 1].stem == "not") {
      denied = true;
      from -= w[from - 2].stem == "did" || w[from - 2].stem == "doe" ? 2 : 1;
    }
    if (denied != either) continue;  // (`went to either ...`: no way to say it)
    if (from == 0) continue;
    return std::string(text.substr(0, w[from].offset)) +
           (either ? "is not at either end" : "is at one end");
  }
  // `Miss Dunmore does not have either of the plots at the ends of the
  // row`, `has neither of the end plots`, `has one of the end plots`: one
  // who has a place at neither end, or at one.
  for (std::size_t k = 1; k + 3 < w.size(); ++k) {
    const std::string& have = w[k].stem;
    if (have != "ha" && have != "has" && have != "have" && have != "had") continue;
    std::size_t from = k;
    bool denied = false;
    if (w[k - 1].text.ends_with("n't")) {
      denied = true;
      from = k - 1;
    } else if (k >= 2 && w[k - 1].stem == "not") {
      denied = true;
      from = k - 1;
      if (w[k - 2].stem == "does" || w[k - 2].stem == "doe" || w[k - 2].stem == "did") from = k - 2;
    }
    if (from == 0) break;
    const std::string& which = w[k + 1].stem;
    if (which != "either" && which != "neither" && which != "one") break;
    std::size_t after = after_end_noun(w, k + 1);
    // (`either of the plots at the ends of the row`.)
    if (after == 0 && k + 7 < w.size() && w[k + 2].stem == "of" && w[k + 3].stem == "the" &&
        place_noun_at(w, k + 4) && (w[k + 5].stem == "at" || w[k + 5].stem == "on") &&
        w[k + 6].stem == "the" && w[k + 7].text == "ends") {
      after = k + 8;
      if (after + 2 < w.size() && w[after].stem == "of" && w[after + 1].stem == "the") after += 3;
    }
    if (after == 0 || after != w.size()) break;
    const bool at_none = (which == "either" && denied) || (which == "neither" && !denied);
    const bool at_one = which == "one" && !denied;
    if (!at_none && !at_one) break;
    return std::string(text.substr(0, w[from].offset)) +
           (at_none ? "is not at either end" : "is at one end");
  }
  // `The map is not in either end locker`, `is in neither of the end
  // huts`, `is in one of the two end huts`.
  for (std::size_t i = 1; i + 3 < w.size(); ++i) {
    if (w[i].stem != "in") continue;
    const std::string& which = w[i + 1].stem;
    if (which != "either" && which != "neither" && which != "one") continue;
    const std::size_t after = after_end_noun(w, i + 1);
    if (after == 0) continue;
    const std::string said = which == "either"    ? "at either end"
                             : which == "neither" ? "not at either end"
                                                  : "at one end";
    const std::size_t from = w[i].offset;
    const std::size_t to = w[after - 1].offset + w[after - 1].text.size();
    return std::string(text.substr(0, from)) + said + std::string(text.substr(to));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
