// Words inside a comparison that name nothing compared (comparison_asides.h).
#include "deduce/puzzles/zebra/english/comparison_asides.h"

#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> without_comparison_aside(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  // Whether w[k] says something a comparison would need: a value, a
  // number, a list's or a place's word, a negation or a relation.
  static const std::set<std::string> kRelating = {"not",   "never", "no",     "than",  "more",
                                                  "less",  "fewer", "most",   "least", "each",
                                                  "other", "both",  "either", "and",   "or"};
  // (A list's own word may say what it took longer for, `longer to get
  // home than` of the times to get home, but never where: `nearer to the
  // pub than` of a list of pubs.)
  const auto says = [&](std::size_t k, bool purpose) {
    const std::string& st = w[k].stem;
    if (values.covered(k) || kRelating.count(st) != 0 || amount_of(st) != 0 ||
        ordinal_word(st) != 0 || superlative_word(st) ||
        std::isdigit(static_cast<unsigned char>(w[k].text.front())) || lexicon.place_noun(st))
      return true;
    if (purpose) return false;
    if (lexicon.category_named(st) >= 0) return true;
    for (int c = 0; c < lexicon.place_category(); ++c)
      if (lexicon.category_word(c, st)) return true;
    return false;
  };
  static const std::set<std::string> kComparative = {
      "further", "farther", "nearer", "closer", "longer", "shorter", "later", "earlier",
      "sooner",  "quicker", "faster", "slower", "more",   "less",    "fewer"};
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    if (kComparative.count(w[i].stem) == 0) continue;
    std::size_t than = i + 1;
    while (than < w.size() && than <= i + 5 && w[than].stem != "than") ++than;
    if (than >= w.size() || w[than].stem != "than" || than == i + 1) continue;
    const std::string& first = w[i + 1].stem;
    // `further away than`: `away` alone.
    const bool away = than == i + 2 && first == "away";
    // `further from school than`, `nearer to the station than`: a place
    // no list holds; `longer to get home than`: what it took longer for.
    // (And what a price is for: `charges 20p more for a flat white than
    // Perk Up does`.)
    const bool where_or_why = (first == "from" || first == "to" || first == "for") && than > i + 2;
    // `earlier in the evening than`, `later in the week than`: the span
    // the order is in.
    static const std::set<std::string> kSpans = {"day",    "evening", "morning",   "afternoon",
                                                 "night",  "week",    "month",     "year",
                                                 "season", "show",    "programme", "program"};
    const bool span = first == "in" && than == i + 4 && w[i + 2].stem == "the" &&
                      kSpans.count(w[i + 3].stem) != 0 &&
                      (w[i].stem == "earlier" || w[i].stem == "later" || w[i].stem == "sooner");
    // `7 more years on the job than Dee` of `Time on the job: 2, 5, ...`:
    // a unit, then the measured list's own words for what it measures.
    {
      const std::size_t on = i + 2;
      const auto listed = [&](std::size_t k) {
        if (values.covered(k) || std::isdigit(static_cast<unsigned char>(w[k].text.front())))
          return false;
        for (int c = 0; c < lexicon.place_category(); ++c)
          if (lexicon.category_word(c, w[k].stem)) return true;
        return false;
      };
      if (on + 2 < than && !values.covered(i + 1) &&
          (w[on].stem == "on" || w[on].stem == "in" || w[on].stem == "at") &&
          w[on + 1].stem == "the") {
        bool own = true;
        for (std::size_t k = on + 2; k < than && own; ++k) own = listed(k);
        if (own) {
          std::string out(text.substr(0, w[i + 1].offset + w[i + 1].text.size()));
          out.append(text.substr(w[than].offset - 1));
          return out;
        }
      }
    }
    if (!span && !away && !where_or_why) continue;
    // (`to get home`: `to` and a verb, no article.)
    const bool purpose =
        first == "for" ||
        (first == "to" && w[i + 2].stem != "the" && w[i + 2].stem != "a" && w[i + 2].stem != "an" &&
         std::islower(static_cast<unsigned char>(w[i + 2].text.front())));
    bool empty = true;
    for (std::size_t k = i + 2; k < than && empty && !span; ++k) empty = !says(k, purpose);
    if (!empty) continue;
    std::string out(text.substr(0, w[i].offset + w[i].text.size()));
    out.append(text.substr(w[than].offset - 1));
    return out;
  }
  return std::nullopt;
}

std::optional<std::pair<std::string, std::string>> dash_comparison_said_again(
    std::string_view text, const Lexicon& lexicon) {
  for (std::string_view dash : {" - ", " \u2013 ", " \u2014 "}) {
    const std::size_t at = text.rfind(dash);
    if (at == std::string_view::npos) continue;
    const std::string_view before = text.substr(0, at);
    const std::string_view remark = text.substr(at + dash.size());
    const std::vector<Word> r = cut_words(remark);
    const SentenceValues said(lexicon, r);
    static const std::set<std::string> kComparing = {
        "further", "farther", "nearer", "closer", "more",  "less",   "fewer",
        "earlier", "later",   "higher", "lower",  "older", "younger"};
    bool compares = false;
    for (std::size_t k = 0; k < r.size(); ++k) {
      if (said.covered(k) || r[k].stem == "than" || r[k].stem == "not") return std::nullopt;
      compares = compares || kComparing.count(r[k].stem) != 0;
    }
    if (!compares || r.size() > 8) return std::nullopt;
    // (The last clause's: `Lady Venn retired an hour before Dr Marsh, and
    // Dr Marsh's room is ...`.)
    std::size_t clause = 0;
    for (std::string_view joint : {", and ", "; ", ", but "})
      if (const std::size_t j = before.rfind(joint); j != std::string_view::npos)
        clause = std::max(clause, j + joint.size());
    const std::vector<Word> b = cut_words(before.substr(clause));
    const SentenceValues values(lexicon, b);
    // The first value, from its first word, and the last (or a pronoun
    // that ends the clause).
    std::size_t first = 0;
    while (first < b.size() && !values.covered(first)) ++first;
    std::size_t first_end = first;
    while (first_end < b.size() && values.covered(first_end)) ++first_end;
    if (first == b.size()) return std::nullopt;
    std::size_t last = b.size() - 1;
    static const std::set<std::string> kPronouns = {"hers", "his", "theirs", "him", "her", "them"};
    std::string object;
    if (kPronouns.count(b[last].stem) != 0) {
      object = b[last].text;
    } else if (values.covered(last) && last >= first_end) {
      std::size_t from = last;
      while (from > first_end && values.covered(from - 1)) --from;
      object = std::string(before.substr(clause + b[from].offset,
                                         b[last].offset + b[last].text.size() - b[from].offset));
    } else {
      return std::nullopt;
    }
    // The subject as said, up to its verb (`Dr Marsh's room`), so that a
    // pronoun after `than` is read as in the clause.
    std::size_t verb = first_end;
    while (verb < b.size() && !be_word(b[verb].stem)) ++verb;
    if (verb == b.size() || verb > first_end + 2) return std::nullopt;
    return std::pair{std::string(before),
                     std::string(before.substr(clause, b[verb].offset + b[verb].text.size())) +
                         " " + std::string(remark) + " than " + object};
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
