// The teller's hedges set into a clue (teller_hedges.h).
#include "deduce/puzzles/zebra/english/teller_hedges.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Words of being sure (`sure`, `certain`) and of knowing or thinking.
bool vouching_word(const std::string& stem) {
  static const std::set<std::string> kVouch = {
      "sure",      "certain",  "positive", "convinced", "think",    "thinks",  "thought",
      "believe",   "believes", "reckon",   "reckons",   "recall",   "recalls", "remember",
      "remembers", "guess",    "suppose",  "imagine",   "swear",    "swears",  "say",
      "says",      "said",     "tell",     "know",      "recollect"};
  return kVouch.count(stem) != 0;
}

// Whether words[from, to) are one who vouches and their word (`he was
// quite sure`, `I think`, `Callum reckons`, `I'm told`): a pronoun or a
// name no list holds, then at most three words of being or degree, and a
// word of vouching; nothing named, counted or denied.
bool vouches(const std::vector<Word>& words, std::size_t from, std::size_t to,
             const SentenceValues& values) {
  if (to <= from + 1 || to - from > 5) return false;
  static const std::set<std::string> kWho = {"i", "he", "she", "they", "we", "im", "ive", "id"};
  const Word& who = words[from];
  const bool pronoun = kWho.count(before_apostrophe(who.text)) != 0;
  const bool name = !values.covered(from) && std::isupper(static_cast<unsigned char>(who.text[0]));
  if (!pronoun && !name) return false;
  static const std::set<std::string> kBetween = {"was",    "is",   "am",         "m",
                                                 "are",    "were", "quite",      "pretty",
                                                 "fairly", "very", "absolutely", "reasonably"};
  bool vouched = false;
  for (std::size_t i = from + 1; i < to; ++i) {
    if (values.covered(i)) return false;
    if (vouching_word(words[i].stem) || (words[i].stem == "told" && i + 1 == to))
      vouched = true;
    else if (kBetween.count(words[i].stem) == 0)
      return false;
  }
  return vouched;
}

}  // namespace

std::optional<std::string> without_teller_hedge(std::string_view text, const Lexicon& lexicon) {
  // `the eggs Benedict went to one or the other of them, either the doctor
  // or the Room 21 guest`: the pair said first as `them`, then by name.
  for (std::string_view them : {"one or the other of them, either ", "one of them, either ",
                                "one of the two, either ", "one or other of them, either "})
    if (const std::size_t at = text.find(them); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + "either " +
             std::string(text.substr(at + them.size()));
  const std::vector<Word> words = cut_words(text);
  const SentenceValues values(lexicon, words);
  const auto word_at = [&](std::size_t offset) {
    std::size_t k = 0;
    while (k < words.size() && words[k].offset < offset) ++k;
    return k;
  };
  // (Words from..to that name no value and no number.)
  const auto names_nothing = [&](std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i)
      if (values.covered(i) || std::isdigit(static_cast<unsigned char>(words[i].text.front())))
        return false;
    return true;
  };
  for (std::size_t open = text.find(", "); open != std::string_view::npos;
       open = text.find(", ", open + 1)) {
    const std::size_t from = word_at(open + 2);
    if (from == 0 || from >= words.size()) continue;
    const std::size_t close = text.find(',', open + 2);
    const std::size_t to = close == std::string_view::npos ? words.size() : word_at(close);
    // `Mr Okafor, he was quite sure, wasn't the first down`, `..., I think`.
    if (vouches(words, from, to, values)) {
      if (close == std::string_view::npos) return std::string(text.substr(0, open));
      return std::string(text.substr(0, open)) + " " + std::string(text.substr(words[to].offset));
    }
    // `The jar from Ashby Parva was placed fourth, to its maker's very
    // visible annoyance`: how someone took it, at the clue's end.
    static const std::set<std::string> kFeelings = {
        "annoyance", "delight", "surprise", "dismay",         "disgust",    "relief",      "horror",
        "amusement", "chagrin", "joy",      "disappointment", "irritation", "astonishment"};
    if (close == std::string_view::npos && words[from].stem == "to" && words.size() - from <= 8 &&
        kFeelings.count(words.back().stem) != 0 && names_nothing(from + 1, words.size()))
      return std::string(text.substr(0, open));
    // `The schoolmaster, whatever the boys of the Lower Fourth may say of
    // him, does not drive the Austin`: what others say of him, granted
    // and set aside, naming nothing of the grid.
    if (close != std::string_view::npos && to < words.size() && to - from >= 3 && to - from <= 14 &&
        (words[from].stem == "whatever" || words[from].stem == "whoever")) {
      static const std::set<std::string> kSaying = {"say",   "said",    "think", "thought",
                                                    "claim", "suppose", "call",  "believe"};
      const bool saying = std::any_of(words.begin() + static_cast<std::ptrdiff_t>(from) + 1,
                                      words.begin() + static_cast<std::ptrdiff_t>(to),
                                      [](const Word& w) { return kSaying.count(w.stem) != 0; });
      if (saying && names_nothing(from + 1, to))
        return std::string(text.substr(0, open)) + " " + std::string(text.substr(words[to].offset));
    }
    // `..., either the doctor or the Room 21 guest, though Callum couldn't
    // say which`: the teller's doubt which of the two, naming nothing.
    if (close == std::string_view::npos && from + 3 < words.size() && words.size() - from <= 10 &&
        (words[from].stem == "though" || words[from].stem == "although" ||
         words[from].stem == "but") &&
        (words.back().stem == "which" || words.back().stem == "who") &&
        std::any_of(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(from),
                    [](const Word& w) { return w.stem == "either" || w.stem == "or"; })) {
      bool doubt = false, quiet = true;
      for (std::size_t i = from + 1; i + 1 < words.size(); ++i) {
        doubt = doubt || vouching_word(words[i].stem);
        quiet = quiet && !std::isdigit(static_cast<unsigned char>(words[i].text.front())) &&
                (!values.covered(i) || i == from + 1);
      }
      if (doubt && quiet) return std::string(text.substr(0, open));
    }
  }
  return std::nullopt;
}

std::optional<std::string> without_scored_thing(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> words = cut_words(text);
  static const std::set<std::string> kGave = {"gave",  "give", "gives",  "scored",  "score",
                                              "rated", "rate", "marked", "awarded", "award"};
  static const std::set<std::string> kPast = {"more",  "less", "fewer", "higher", "lower",
                                              "point", "mark", "star",  "better", "worse"};
  for (std::size_t i = 0; i + 3 < words.size(); ++i) {
    if (!kGave.count(words[i].stem)) continue;
    std::size_t k = i + 1;
    while (k < words.size() && k <= i + 5 && amount_of(words[k].stem) == 0 &&
           words[k].stem != "one")
      ++k;
    if (k == i + 1 || k >= words.size() || k > i + 5 ||
        std::none_of(words.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                     words.begin() + static_cast<std::ptrdiff_t>(std::min(k + 3, words.size())),
                     [](const Word& w) { return kPast.count(w.stem) != 0; }))
      continue;
    // (What was scored names no value and says no relation: `gave last
    // night's book`, `gave it`; never `gave Bo 2 more`.)
    const SentenceValues values(lexicon, words);
    bool quiet = true;
    for (std::size_t j = i + 1; j < k && quiet; ++j)
      quiet = !values.covered(j) && words[j].stem != "than" && words[j].stem != "not" &&
              !std::isupper(static_cast<unsigned char>(words[j].text.front()));
    if (!quiet) continue;
    return std::string(text.substr(0, words[i + 1].offset)) +
           std::string(text.substr(words[k].offset));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
