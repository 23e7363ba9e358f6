// A remark in brackets that ends a sentence and says nothing of the grid:
// a clause of someone's (`Dev didn't sing Jolene (he says he'll do it next
// year)`, `(she'll want that in writing)`), an afterthought of what the
// subject did (`(and spent the rest of lunch trying to take it apart)`), a
// word to the reader (`(sorry, whoever that is)`, `(and if you think that's
// a spoiler, you haven't been to one of our pantos before)`), or what befell someone
// before the teller's shrug (`(cramp at mile 22, we've all been there)`).
// The sentence is read without it only where it does not read with it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// `text` (cut into `words`, its values found) without its closing
// bracket's remark; nullopt when it has none, or the bracket names a
// value, a comparison or a denial.
std::optional<std::string> without_bracket_remark(std::string_view text,
                                                  const std::vector<Word>& words,
                                                  const SentenceValues& values);

}  // namespace deduce::puzzles::zebra::english
