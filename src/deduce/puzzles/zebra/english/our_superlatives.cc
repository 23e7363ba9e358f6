// The teller's own winner or superlative said as the riddle's
// (plain_words.h): `Our winner keeps fewer hives than anyone else` is `The
// winner keeps ...`, `our youngest entrant finished half a point behind`
// is `the youngest entrant ...`. A club's newsletter says `our` of the
// whole field, so the words name the same one `the` would; the readings of
// a winner and a superlative (superlatives.h, contest_order.h) look for
// `the`.
#include <cctype>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> ours_as_the(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (w[i].stem != "our" && w[i].stem != "my" && w[i].stem != "your") continue;
    const std::string& next = w[i + 1].stem;
    // (Only the words that pick one out of the field: `our winner`,
    // `my youngest`; never `our house`, `my sister`.)
    if (next != "winner" && next != "champion" && !superlative_word(next)) continue;
    std::string said(text);
    const bool capital = std::isupper(static_cast<unsigned char>(w[i].text.front())) != 0;
    said.replace(w[i].offset, w[i].text.size(), capital ? "The" : "the");
    return said;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
