// What a teller reports, clause after clause (reported_clauses.h).
#include "deduce/puzzles/zebra/english/reported_clauses.h"

#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Whether `frame` (the words before the first `that`) only reports: a verb
// of saying or knowing, a few words, no value (`She tells me`, `Dad
// swears`, `My notes say`; never `Ann told Bo`, whose `that` may be said of
// the grid).
bool reports(std::string_view frame, const Lexicon& lexicon) {
  static const std::set<std::string> kSaying = {
      "tell",    "tells",   "told",     "say",      "says",      "said",       "reckon",
      "reckons", "swear",   "swears",   "swore",    "insist",    "insists",    "insisted",
      "recall",  "recalls", "recalled", "remember", "remembers", "remembered", "write",
      "writes",  "wrote",   "report",   "reports",  "reported",  "assure",     "assures",
      "assured", "know",    "knows",    "knew",     "believe",   "believes",   "think",
      "thinks",  "claim",   "claims",   "claimed",  "explain",   "explains",   "explained",
      "note",    "notes",   "noted",    "confirm",  "confirms",  "confirmed",  "show",
      "shows",   "showed"};
  const std::vector<Word> w = cut_words(frame);
  if (w.empty() || w.size() > 6) return false;
  bool saying = false;
  for (const Word& x : w) saying = saying || kSaying.count(x.stem) != 0;
  return saying && SentenceValues(lexicon, w).mentioned().empty();
}

}  // namespace

std::vector<std::string> reported_clauses(std::string_view text, const Lexicon& lexicon) {
  const std::size_t that = text.find(" that ");
  if (that == std::string_view::npos || !reports(text.substr(0, that), lexicon)) return {};
  // Each later clause opens with its `that`, after `;` or `and` (`; that
  // B; and that C`, `..., and that C`, `... and that C`); a bare `that`
  // may be a relative clause's, and cuts nothing.
  static constexpr std::string_view kJoints[] = {"; and that ", "; that ", ", and that ",
                                                 " and that "};
  std::vector<std::string> clauses;
  std::string_view rest = text.substr(that + 6);
  while (true) {
    std::size_t cut = std::string_view::npos, width = 0;
    for (std::string_view joint : kJoints)
      if (const std::size_t at = rest.find(joint); at < cut) {
        cut = at;
        width = joint.size();
      }
    clauses.emplace_back(rest.substr(0, cut));
    if (cut == std::string_view::npos) break;
    rest = rest.substr(cut + width);
  }
  // (A `;` left inside a clause is a clause without its `that`: no report.)
  for (const std::string& c : clauses)
    if (c.find("; ") != std::string::npos) return {};
  if (clauses.size() < 2) return {};
  return clauses;
}

}  // namespace deduce::puzzles::zebra::english
