// A deed's contrary is no list of that deed's times (contrary_deeds.h): `Ann left before Bo` says
// nothing of a list of when each arrived, `Cy finished first` nothing of when each started, and a
// shop that closed later says nothing of when it opened. A comparison over such a list alone is
// refused rather than read as the list's own deed.
#include "deduce/puzzles/zebra/english/contrary_deeds.h"

#include <algorithm>
#include <set>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

struct Deeds {
  std::set<std::string> one, other;  // the words of a deed and of its contrary
};

const Deeds kDeeds[] = {
    {{"arrive", "arrived", "arrives", "arriving", "arrival", "arrivals"},
     {"leave", "leaves", "leaving", "departed", "depart", "departs", "departing", "departure",
      "departures"}},
    {{"start", "started", "starts", "starting", "began", "begin", "begins", "beginning"},
     {"finish", "finished", "finishes", "finishing", "ended"}},
    {{"open", "opened", "opens", "opening"}, {"close", "closed", "closes", "closing"}},
};

// Whether words[i] says the deed `set` names (`left` only as a verb: never
// `to the left`, `left of`).
bool says(const std::vector<Word>& words, std::size_t i, const std::set<std::string>& set) {
  std::string w(words[i].text);
  std::transform(w.begin(), w.end(), w.begin(), [](unsigned char c) { return std::tolower(c); });
  if (w == "left")
    return set.count("leave") != 0 &&
           !(i > 0 && (words[i - 1].stem == "the" || words[i - 1].stem == "far" ||
                       words[i - 1].stem == "to" || words[i - 1].stem == "on")) &&
           !(i + 1 < words.size() && words[i + 1].stem == "of");
  return set.count(w) != 0;
}

}  // namespace

std::vector<std::string> contrary_deed_lists(const std::vector<Word>& words,
                                             const std::vector<NumericCategory>& numeric,
                                             const std::vector<CategoryText>& categories) {
  std::vector<std::string> out;
  for (const Deeds& d : kDeeds)
    for (const auto& [deed, contrary] :
         {std::pair{&d.one, &d.other}, std::pair{&d.other, &d.one}}) {
      // (Both said, `Ann left before Bo arrived`, compare two deeds: no
      // list holds both.)
      bool said = false;
      for (std::size_t i = 0; i < words.size() && !said; ++i) said = says(words, i, *contrary);
      if (!said) continue;
      for (const NumericCategory& n : numeric) {
        const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
        const std::string said_line = c.name + " " + c.line_words;  // (the words view it)
        const std::vector<Word> line = cut_words(said_line);
        for (std::size_t i = 0; i < line.size(); ++i)
          if (says(line, i, *deed)) {
            out.push_back(n.name);
            break;
          }
      }
    }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
