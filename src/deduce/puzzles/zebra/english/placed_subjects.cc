// A subject described by its place beside another (placed_subjects.h):
// `The person next to Fay owns the red car`, `Whoever lives just left of
// Fay keeps the dog`, `Fay's left-hand neighbour drinks tea`. Said again
// with the thing first, `the red car is owned by the person next to Fay`,
// which the row's templates read as `red next to Fay`.
#include "deduce/puzzles/zebra/english/placed_subjects.h"

#include <algorithm>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Who or what a described subject is: `the person`, `the man`, `whoever`.
bool subject_noun(const std::string& stem, const Lexicon& lexicon) {
  static const std::set<std::string> kNouns = {
      "person",   "one",      "man",    "woman",     "lady",     "gentleman", "boy",   "girl",
      "child",    "kid",      "friend", "neighbour", "neighbor", "resident",  "guest", "owner",
      "occupant", "customer", "player", "family",    "house",    "home",      "place"};
  return kNouns.count(stem) != 0 || lexicon.place_noun(stem);
}

// The verb of a relative clause between the subject and its place
// (`who lives`, `that sits`).
bool placing_verb(const std::string& stem) {
  static const std::set<std::string> kVerbs = {
      "live",  "lives",  "lived", "sit",  "sits",  "sat",    "is",  "was",
      "stand", "stands", "stood", "park", "parks", "parked", "are", "were"};
  return kVerbs.count(stem) != 0;
}

// The length of a place beside the next words, or 0: `next to`, `next door
// to`, `beside`, `immediately to the left of`, `to the immediate right of`.
std::size_t place_words(const std::vector<Word>& w, std::size_t i) {
  const auto is = [&](std::size_t k, std::string_view s) { return k < w.size() && w[k].stem == s; };
  std::size_t k = i;
  if (is(k, "next") && is(k + 1, "to")) return 2;
  if (is(k, "next") && is(k + 1, "door") && is(k + 2, "to")) return 3;
  if (is(k, "beside")) return 1;
  if (is(k, "immediately") || is(k, "directly") || is(k, "just")) ++k;
  if (is(k, "to") && is(k + 1, "the")) {
    k += 2;
    if (is(k, "immediate")) ++k;
  }
  if ((is(k, "left") || is(k, "right")) && is(k + 1, "of")) return k + 2 - i;
  return 0;
}

}  // namespace

// `Fay's left-hand neighbour`, `Fay's neighbour on the right` where Fay
// is a value: `the person just left of Fay`, `the person just right of
// Fay`; the text unchanged where none is said.
std::string neighbours_as_places(std::string_view text, const Lexicon& lexicon) {
  // (Read only where a neighbour is said: this runs on every reading.)
  if (text.find("neighbo") == std::string_view::npos) return std::string(text);
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (!values.covered(i) || values.covered(i + 1)) continue;
    const std::size_t end = w[i].offset + w[i].text.size();
    if (!text.substr(end).starts_with("'s ") && !text.substr(end).starts_with("' ")) continue;
    // The value's first word (`the dog owner's`, `Mrs Ames's`).
    std::size_t first = i;
    while (first > 0 && values.covered(first - 1)) --first;
    if (first > 0 && w[first - 1].stem == "the") --first;
    std::size_t k = i + 1;
    std::string side;
    if (k + 2 < w.size() && (w[k].stem == "left" || w[k].stem == "right") &&
        w[k + 1].stem == "hand") {
      side = w[k].stem;
      k += 2;
    }
    if (k >= w.size() || (w[k].stem != "neighbour" && w[k].stem != "neighbor")) continue;
    std::size_t last = k;
    if (side.empty() && k + 3 < w.size() && (w[k + 1].stem == "on" || w[k + 1].stem == "to") &&
        w[k + 2].stem == "the" && (w[k + 3].stem == "left" || w[k + 3].stem == "right")) {
      side = w[k + 3].stem;
      last = k + 3;
    }
    // (Neighbours, plural, are two: `Fay's neighbours` is no one place;
    // nor is a neighbour on no side said, which the row's templates read,
    // `Agnes's neighbour on one side keeps hens`.)
    if (w[k].text.ends_with("s") || side.empty()) continue;
    const std::string place = side.empty() ? "next to" : "just " + side + " of";
    return std::string(text.substr(0, w[first].offset)) + "the person " + place + " " +
           std::string(text.substr(w[first].offset, end - w[first].offset)) +
           std::string(text.substr(w[last].offset + w[last].text.size()));
  }
  return std::string(text);
}

std::optional<std::string> placed_subject_as_clause(std::string_view said, const Lexicon& lexicon) {
  // (Only a sentence that opens with a subject and says a place: this
  // runs on every reading.)
  if (!said.starts_with("The ") && !said.starts_with("the ") && !said.starts_with("Whoever ") &&
      !said.starts_with("whoever ") && said.find("'s ") == std::string_view::npos)
    return std::nullopt;
  if (said.find("next") == std::string_view::npos && said.find("left") == std::string_view::npos &&
      said.find("right") == std::string_view::npos && said.find("beside") == std::string_view::npos)
    return std::nullopt;
  const std::string text = neighbours_as_places(said, lexicon);
  const std::vector<Word> w = cut_words(text);
  const auto unchanged = [&]() -> std::optional<std::string> {
    if (text == said) return std::nullopt;
    return text;
  };
  if (w.size() < 5) return unchanged();
  const SentenceValues values(lexicon, w);
  // `The person next to Fay`, `The man who lives just left of Fay`,
  // `Whoever sits beside Fay`.
  std::size_t i = 0;
  if (w[0].stem == "whoever") {
    i = 1;
    if (i < w.size() && placing_verb(w[i].stem)) ++i;
  } else {
    if (w[0].stem != "the" || !subject_noun(w[1].stem, lexicon)) return unchanged();
    i = 2;
    if (i + 1 < w.size() && (w[i].stem == "who" || w[i].stem == "that") &&
        placing_verb(w[i + 1].stem))
      i += 2;
  }
  const std::size_t p = place_words(w, i);
  if (p == 0) return unchanged();
  // The value placed beside: words up to the last one naming a value
  // before the verb (`Fay`, `the dog owner`).
  std::size_t after = i + p;
  if (after < w.size() && w[after].stem == "the") ++after;
  if (after >= w.size() || !values.covered(after)) return unchanged();
  while (after < w.size() && values.covered(after)) ++after;
  if (after < w.size() && (w[after].stem == "owner" || w[after].stem == "keeper")) ++after;
  const std::size_t from = w[i].offset;
  const std::string place(
      std::string_view(text).substr(from, w[after - 1].offset + w[after - 1].text.size() - from));
  // What the subject does, from its verb on (`owns the red car`, `lives
  // in the blue house`): said as a relative clause, it keeps its meaning
  // (`hates tea` is refused there as here). A denied verb is refused:
  // `The person next to Fay doesn't drink tea` may be of either neighbour.
  if (after + 1 >= w.size() || values.covered(after)) return unchanged();
  for (std::size_t k = after; k < w.size(); ++k)
    if (w[k].stem == "not" || w[k].stem == "never" || w[k].stem.ends_with("nt") ||
        w[k].stem == "no" || w[k].stem == "neither" || w[k].stem == "nor")
      return unchanged();
  // One thing named after the verb (`owns the red car and the dog` is two).
  std::size_t named = 0;
  for (std::size_t k = after; k < w.size(); ++k)
    if (values.covered(k) && (k == after || !values.covered(k - 1))) ++named;
  if (named != 1) return unchanged();
  std::string does = text.substr(w[after].offset);
  while (!does.empty() && (does.back() == '.' || does.back() == '!')) does.pop_back();
  return "The person who " + does + " is " + place;
}

std::optional<std::string> placed_by_verb(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // (An end, which whoever_as_value does not read: `in the middle`,
  // `on stool 5` are values there, read as they are.)
  static const std::set<std::string> kWhere = {"at", "nearest", "closest", "furthest", "farthest"};
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    // `whoever sat at`, or `the person who sat at` (the noun kept).
    std::size_t from = 0;
    if (w[i].stem == "whoever") {
      from = i;
    } else if ((w[i].stem == "who" || w[i].stem == "that") && i >= 2 && w[i - 2].stem == "the") {
      from = i;
    } else {
      continue;
    }
    if (!placing_verb(w[i + 1].stem) || kWhere.count(w[i + 2].stem) == 0) continue;
    if (w[i + 2].stem == "at" &&
        std::none_of(w.begin() + static_cast<std::ptrdiff_t>(i) + 3,
                     w.begin() + static_cast<std::ptrdiff_t>(std::min(w.size(), i + 6)),
                     [](const Word& x) { return x.stem == "end"; }))
      continue;
    // (The place, then a verb: never `whoever sat at the end` alone,
    // which says nothing to read again.)
    const bool person = w[i].stem == "whoever";
    std::string said(text.substr(0, w[from].offset));
    said.append(person ? (w[i].text.front() == 'W' ? "The person " : "the person ") : "")
        .append(text.substr(w[i + 2].offset));
    return said;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
