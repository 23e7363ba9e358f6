// Whoever leads a ranking, said as its first place (ranking_leaders.h).
#include "deduce/puzzles/zebra/english/ranking_leaders.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> leaders_as_first(std::string_view text,
                                            const std::vector<CategoryText>& categories,
                                            const std::vector<NumericCategory>& numeric) {
  const std::vector<Word> w = cut_words(text);
  const auto leader = [&](std::size_t i) {
    return w[i].stem == "leader" || w[i].text == "leaders" || w[i].text == "Leaders";
  };
  if (std::none_of(w.begin(), w.end(), [&](const Word& x) { return leader(&x - w.data()); }))
    return std::nullopt;
  // (A value that says it is a role: `the team leader`.)
  for (const CategoryText& c : categories)
    for (const std::string& v : c.values)
      for (const Word& x : cut_words(v))
        if (x.stem == "leader" || x.stem == "leaders") return std::nullopt;
  // The one list of places in a ranking.
  const CategoryText* places = nullptr;
  for (const NumericCategory& n : numeric) {
    const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
    const bool ordinals = !c.values.empty() &&
                          std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
                            const auto x = value_number(v);
                            return x && x->unit == "ordinal";
                          });
    if (!ordinals || n.labels || c.in_row_order != 0) continue;
    if (places != nullptr) return std::nullopt;
    places = &c;
  }
  if (places == nullptr) return std::nullopt;
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (!leader(i)) continue;
    // (`the leaders`, `the league leaders`: one word between at most.)
    std::size_t the = i - 1;
    if (w[the].stem != "the" && the > 0 && w[the - 1].stem == "the") --the;
    if (w[the].stem != "the") continue;
    return std::string(text.substr(0, w[the].offset)) +
           (std::isupper(static_cast<unsigned char>(w[the].text.front())) ? "The" : "the") +
           " one in " + places->values.front() +
           std::string(text.substr(w[i].offset + w[i].text.size()));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
