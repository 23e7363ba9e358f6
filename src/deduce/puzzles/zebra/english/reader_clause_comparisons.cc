// The other value a sentence's second clause compares with (reader.h:
// compared_with_other(), part of read_clauses() in reader_clauses.cc),
// where it says it by a pronoun (`..., and he also rode further than she
// did`) or not at all (`..., and employs more people`): the one the first
// clause names other than the second's subject, said in `right`.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <set>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

void Reader::compared_with_other(const std::vector<ValueRef>& named, const std::string& first,
                                 const std::string& last, const Lexicon& lexicon,
                                 std::string& right) const {
  // `Gareth raised £250 more than Julia, and he also rode further than
  // she did`: a pronoun compared with is the other one the first
  // clause names; so is one a place is said from (`The chocolate cake
  // cost more than Ivor's but finished below it`).
  // (`Percy drank elderflower, and the cider drinker sat next to him`:
  // `him` and `her` are the last person the first clause names; `it`
  // and `them` the last value, as where the people are not known:
  // `more than Ivor's cake but finished below it` is Ivor's.)
  // (`... and was placed below him as well`: the words after it that
  // only repeat the verb or add `too` say no more.)
  if (named.size() >= 2 && !last.empty() && last != first) {
    const int people = category_index(who_);
    // (Never the clause's own subject, compared with itself: `Ken's
    // tortoise is heavier than Sheldon but younger than him` is
    // Sheldon, though Ken is the one person named.)
    // (Nor the second clause's own: `Ann went up before Bo, and Bo's
    // room is the next one beyond hers` is Ann's.)
    const auto opens_right = [&](const std::string& text) {
      return right.starts_with(text + " ") || right.starts_with(text + "'s ") ||
             right.starts_with(text + "\u2019s ");
    };
    const auto referent = [&](const std::string& p) {
      const bool person = p == "he" || p == "she" || p == "him" || p == "her";
      if (people < 0 || !person) return last;
      for (auto r = named.rbegin(); r != named.rend(); ++r)
        if (r->category == people) {
          const std::string text = written(*r);
          if (!text.empty() && !opens_right(text)) return text;
        }
      return opens_right(last) ? std::string() : last;
    };
    static const std::set<std::string> kAfter = {"did",  "doe", "do",   "was",   "is",
                                                 "had",  "has", "were", "does",  "as",
                                                 "well", "too", "also", "either"};
    const std::vector<Word> now = cut_words(right);
    for (std::size_t k = 1; k < now.size(); ++k) {
      const std::string& p = now[k].stem;
      const bool pronoun = p == "he" || p == "she" || p == "him" || p == "her" || p == "they" ||
                           p == "them" || p == "it";
      const bool last_word =
          k + 3 >= now.size() &&
          std::all_of(now.begin() + static_cast<std::ptrdiff_t>(k) + 1, now.end(),
                      [](const Word& x) { return kAfter.count(x.stem) != 0; });
      static const std::set<std::string> kFrom = {"than",   "as",    "below",  "above",    "behind",
                                                  "before", "after", "beside", "under",    "over",
                                                  "beat",   "of",    "to",     "opposite", "near"};
      if (pronoun && last_word && kFrom.count(now[k - 1].stem) != 0) {
        const std::string other = referent(p);
        if (!other.empty()) right = right.substr(0, now[k].offset) + other;
        break;
      }
    }
  }
  // `Furniture is directly above Electricals, and employs more
  // people`: a comparison said of no one is with the other value the
  // first clause names; so is one said of the last (`..., although the
  // latter made the bigger break` is bigger than the first's).
  const bool of_first =
      named.size() >= 2 && !last.empty() && last != first && right.starts_with(first + " ");
  const bool of_last = named.size() >= 2 && !last.empty() && last != first && !of_first &&
                       right.starts_with(last + " ");
  if (of_first || of_last) {
    static const std::set<std::string> kComparatives = {
        "more",   "fewer",   "less",    "higher", "lower",   "older",   "younger", "earlier",
        "later",  "bigger",  "smaller", "larger", "heavier", "lighter", "longer",  "shorter",
        "taller", "cheaper", "dearer",  "faster", "slower",  "sooner",  "quicker", "greater"};
    const std::vector<Word> now = cut_words(right);
    const bool compares = std::any_of(now.begin(), now.end(), [&](const Word& w) {
      return kComparatives.count(w.stem) != 0 ||
             (of_last && (w.stem == "better" || w.stem == "worse"));
    });
    const bool with_other = std::any_of(now.begin(), now.end(), [](const Word& w) {
      return w.stem == "than" || w.stem == "as" || w.stem == "other";
    });
    if (compares && !with_other && SentenceValues(lexicon, now).mentioned().size() == 1)
      right += " than " + (of_first ? last : first);
  }
}

}  // namespace deduce::puzzles::zebra::english
