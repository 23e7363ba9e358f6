// `Ann Cole came first with a drive 20yd shorter than Bea Dunn's`: what
// the subject did, then what it had with it compared with another's, said
// as two clauses the reader reads (`Ann Cole came first and had a drive
// 20yd shorter than Bea Dunn's`), as a report joins them in one breath.
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether `stem` compares: `more`, `less` or a word in -er that is no
// agent noun (`shorter`, `heavier`, not `winner`, `grower`).
bool compares(const std::string& stem) {
  static const std::vector<std::string_view> kWords = {
      "more",    "less",    "fewer",  "greater", "higher",   "lower",  "later",   "earlier",
      "longer",  "shorter", "taller", "bigger",  "smaller",  "larger", "heavier", "lighter",
      "farther", "further", "nearer", "closer",  "cheaper",  "dearer", "pricier", "older",
      "younger", "faster",  "slower", "wider",   "narrower", "deeper", "hotter",  "colder",
      "warmer",  "cooler",  "sooner", "thicker", "thinner"};
  for (std::string_view w : kWords)
    if (stem == w) return true;
  return false;
}

}  // namespace

std::optional<std::string> with_comparison_as_had(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // (cut_words takes a possessive's `'s` off its word.)
  const auto possessive = [&](std::size_t k) {
    const std::string_view after = text.substr(w[k].offset + w[k].text.size());
    return after.starts_with("'s") || after.starts_with("\u2019s") || w[k].text.ends_with("'s");
  };
  for (std::size_t i = 2; i + 4 < w.size(); ++i) {
    if (w[i].stem != "with" || (w[i + 1].stem != "a" && w[i + 1].stem != "an")) continue;
    // The thing had, its amount and the comparative: `a drive 20yd
    // shorter`, `a marrow 5 lb heavier`, `a score higher`.
    std::size_t than = i + 3;
    while (than < w.size() && than <= i + 6 && w[than].stem != "than") ++than;
    if (than >= w.size() || w[than].stem != "than" || !compares(w[than - 1].stem)) return {};
    // Nothing compared before it: `with` follows what the subject did.
    for (std::size_t k = 0; k < i; ++k)
      if (w[k].stem == "than" || w[k].stem == "with") return {};
    // (Not a comma before `with`: `Ivor, with a pint ...` is another
    // reading's, plain_clauses.cc.)
    const std::string_view before = text.substr(0, w[i].offset);
    if (before.find(',') != std::string_view::npos) return {};
    // Whose it is compared with ends the sentence: a name's or a thing's
    // (`Bea Dunn's`, `Reg Butcher's entry`, `the Fenby grower's one`), so
    // that `The golfer with a drive shorter than Bea's came first`, a
    // subject with its thing, is never read so.
    std::size_t owner = than + 1;
    while (owner < w.size() && !possessive(owner)) ++owner;
    if (owner >= w.size() || owner > than + 4) return {};
    if (owner + 1 < w.size()) {
      const std::string& after = w[owner + 1].stem;
      if (owner + 2 < w.size() || !(after == w[i + 2].stem || after == "one" || after == "entry" ||
                                    after == "effort" || after == "attempt"))
        return {};
    }
    std::string_view main = before;
    while (!main.empty() && main.back() == ' ') main.remove_suffix(1);
    return std::string(main) + " and had " + std::string(text.substr(w[i + 1].offset));
  }
  return {};
}

}  // namespace deduce::puzzles::zebra::english
