// Two subjects of one deed said apart (shared_subjects.h).
#include "deduce/puzzles/zebra/english/shared_subjects.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Words that say the deed of the two together, or of each in turn.
bool said_together(const std::vector<Word>& w, std::size_t from) {
  static const std::set<std::string> kTogether = {
      "and",    "each",       "other",        "another",   "together", "between",
      "apart",  "same",       "different",    "neighbour", "neighbor", "combined",
      "total",  "altogether", "respectively", "either",    "neither",  "both",
      "sum",    "jointly",    "opposite",     "share",     "shared",   "pair",
      "couple", "two",        "them",         "they",      "only"};
  for (std::size_t i = from; i < w.size(); ++i) {
    const std::string& st = w[i].stem;
    // (`had their finds logged` is each one's.)
    if (kTogether.count(st) != 0 || superlative_word(st)) return true;
  }
  return false;
}

// The end of the value said at `i` (with `the` before it), or `i` when
// none is.
std::size_t value_end(const std::vector<Word>& w, const SentenceValues& values, std::size_t i) {
  std::size_t k = i;
  if (k < w.size() && w[k].stem == "the") ++k;
  if (k >= w.size() || !values.covered(k)) return i;
  while (k < w.size() && values.covered(k)) ++k;
  // (`the Pine Path walker`: one noun after the value.)
  if (k + 1 < w.size() && w[i].stem == "the" &&
      std::islower(static_cast<unsigned char>(w[k].text.front())) && !values.covered(k) &&
      w[k].stem.size() > 3 && w[k].stem.ends_with("er"))
    ++k;
  return k;
}

}  // namespace

std::optional<std::vector<std::string>> subjects_said_apart(std::string_view text,
                                                            const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  const bool opened = !w.empty() && w[0].stem == "both";
  const std::size_t first = opened ? 1 : 0;
  const std::size_t a = value_end(w, values, first);
  if (a == first || a + 2 >= w.size() || w[a].stem != "and") return std::nullopt;
  // The second subject: up to `both`, naming a value; or a value alone.
  std::size_t b = a + 1, rest = 0;
  if (!opened) {
    for (std::size_t k = a + 2; k < w.size() && k <= a + 6; ++k)
      if (w[k].stem == "both") {
        b = k;
        rest = k + 1;
        break;
      }
    if (rest != 0) {
      bool names = false;
      for (std::size_t k = a + 1; k < b; ++k) {
        if (w[k].stem == "and" || w[k].stem == "or") return std::nullopt;
        names = names || values.covered(k);
      }
      if (!names) return std::nullopt;
    }
  }
  if (rest == 0) {
    b = value_end(w, values, a + 1);
    if (b == a + 1) return std::nullopt;
    rest = b;
  }
  if (rest >= w.size() || values.covered(rest) || said_together(w, rest)) return std::nullopt;
  const std::string deed(text.substr(w[rest].offset));
  const auto who = [&](std::size_t from, std::size_t to) {
    std::string out(
        text.substr(w[from].offset, w[to - 1].offset + w[to - 1].text.size() - w[from].offset));
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
  };
  std::vector<std::string> out = {who(first, a) + " " + deed, who(a + 1, b) + " " + deed};
  // (`Ann and Bob`, two names of one list, are two without saying so.)
  const std::vector<ValueRef> one = values.at_word(a - 1), other = values.at_word(b - 1);
  const bool one_list = values.covered(first) && values.covered(a + 1) &&
                        b == value_end(w, values, a + 1) && !one.empty() && !other.empty() &&
                        one.front().category == other.front().category;
  if (!one_list) {
    std::string second = who(a + 1, b);
    if (w[a + 1].stem == "the") second[0] = 't';
    out.push_back(who(first, a) + " is not " + second);
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
