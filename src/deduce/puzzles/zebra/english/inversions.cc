// Clefts and `than did` said plainly (inversions.h).
#include "deduce/puzzles/zebra/english/inversions.h"

#include <cctype>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> without_inversion(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // `It was Eve who drank milk`, `It wasn't Dan that came last`: the one
  // named, then `who` (a name, or `the` and a few words: `It was the vet
  // who ...`).
  if (w.size() >= 4 && w[0].stem == "it" && w[0].offset == 0) {
    // (`It's Ms Zhou who ...`: the `'s` is `is`, and no word of its own.)
    const bool its = text.substr(w[0].text.size()).starts_with("'s") ||
                     text.substr(w[0].text.size()).starts_with("\u2019s");
    if (its) {
      std::string plain("It is");
      plain.append(text.substr(w[0].text.size() + (text[w[0].text.size()] == '\'' ? 2 : 4)));
      return without_inversion(plain);
    }
    if (w.size() < 5) return std::nullopt;
    std::size_t k = 1;
    const bool is = is_or_was(w[k].stem);
    const bool denied = w[k].text == "isn't" || w[k].text == "wasn't" ||
                        w[k].text == "isn\u2019t" || w[k].text == "wasn\u2019t";
    if (!is && !denied) return std::nullopt;
    const std::string verb = w[k].stem == "is" || w[k].text.starts_with("isn") ? "is" : "was";
    ++k;
    bool negated = denied;
    if (k < w.size() && w[k].stem == "not" && !denied) {
      negated = true;
      ++k;
    }
    const std::size_t from = k;
    // `It was Wendell or the 1520 player (not both) who played the
    // Sicilian`: one of two, said with `or`, is either of them.
    if (!negated) {
      std::size_t j = from, or_at = 0;
      while (j < w.size() && j < from + 10 && w[j].stem != "who" && w[j].stem != "that") {
        if (w[j].stem == "or" && or_at == 0) or_at = j;
        ++j;
      }
      if (or_at > from && j + 1 < w.size() && j < from + 10 && w[from].stem != "either" &&
          w[from].stem != "neither" &&
          (std::isupper(static_cast<unsigned char>(w[from].text.front())) ||
           w[from].stem == "the")) {
        std::string_view pair = text.substr(w[from].offset, w[j].offset - w[from].offset);
        if (const std::size_t open = pair.find('('); open != std::string_view::npos)
          pair = pair.substr(0, open);
        while (!pair.empty() && (pair.back() == ' ' || pair.back() == ',')) pair.remove_suffix(1);
        return std::string("Either ").append(pair).append(" ").append(text.substr(w[j + 1].offset));
      }
    }
    while (k < w.size() && k < from + 5 && w[k].stem != "who" && w[k].stem != "that") ++k;
    // (The one named: a capital, or `the` and its noun; never a pronoun
    // alone, `It was him who ...`, nor a clause, `It was clear that ...`.)
    // (`it was either Ruby or Tariq who used the red paper`: either of
    // them did it.)
    if (!negated && k + 1 < w.size() && k > from + 3 &&
        (w[k].stem == "who" || w[k].stem == "that") &&
        (w[from].stem == "either" || w[from].stem == "neither"))
      return std::string(w[from].stem == "either" ? "Either" : "Neither")
          .append(text.substr(
              w[from].offset + w[from].text.size(),
              w[k - 1].offset + w[k - 1].text.size() - w[from].offset - w[from].text.size()))
          .append(" ")
          .append(text.substr(w[k + 1].offset));
    if (k >= w.size() || k == from || k + 1 >= w.size() ||
        !(std::isupper(static_cast<unsigned char>(w[from].text.front())) || w[from].stem == "the"))
      return std::nullopt;
    const std::string named(
        text.substr(w[from].offset, w[k - 1].offset + w[k - 1].text.size() - w[from].offset));
    std::string out = named + " " + verb + (negated ? " not" : "") + " the one who ";
    out.append(text.substr(w[k + 1].offset));
    return out;
  }
  // `later than did the figure of Percival`: `than` and the one compared.
  for (std::string_view said : {" than did ", " than does ", " than do ", " than was ",
                                " than were ", " than is ", " than had ", " than has "})
    if (const std::size_t at = text.find(said); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " than " +
             std::string(text.substr(at + said.size()));
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
