// A value joined to what it marks (plain_words.h): `the green-lidded jar`
// is the green jar, `the red-roofed cottage` the red cottage, `the
// blue-eyed doll` the blue doll. The value names the thing whatever part
// of it the value colours, as `the green jar` does where the list is of
// lids; the part's word names no value and no list, so it goes.
#include <cctype>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> compounds_as_values(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    const std::size_t end = w[i].offset + w[i].text.size();
    // (Joined by a hyphen, the part in lower case and said as having it:
    // `-lidded`, `-roofed`, `-eyed`, never `-year-old`.)
    if (!values.covered(i) || values.covered(i + 1) || end >= text.size() || text[end] != '-' ||
        w[i + 1].offset != end + 1 || w[i + 1].text.size() < 5 || !w[i + 1].text.ends_with("ed") ||
        !std::islower(static_cast<unsigned char>(w[i + 1].text.front())))
      continue;
    // (Never a list's own word: `the 8-sided die` where the list says
    // `sides`.)
    bool listed = false;
    for (int c = 0; c < lexicon.place_category() && !listed; ++c)
      listed = lexicon.category_word(c, w[i + 1].stem);
    if (listed) continue;
    std::string said(text);
    said.erase(end, w[i + 1].offset + w[i + 1].text.size() - end);
    return said;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
