// The .zebra statement a template's reading means: its `zebra` pattern
// with the slots a Binding filled written out (a value by its .zebra name,
// an amount in the numeric category's units, {most} as the end value it
// names), and the checks read_sentence() makes of a reading (a value that
// cannot be another of its own list, a contest's places compared by
// height).

#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/template_matcher.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// Whether `pattern` says of two slots that they are one (`{a} is {b}`,
// `{b} is {c}` inside `one of:`) where `b` binds them to two values of
// one category, which cannot hold.
bool one_is_another(std::string_view pattern, const Binding& b);

// `pattern` with the slots of `b` filled, over the numeric category
// `numeric` (a name of "" when the template compares nothing); "" when the
// binding says nothing or cannot hold (`2 days after` over months, a
// difference no two values have). Notes in `out` what a reading wants
// (numbers where no category lists them, a place outside 1..n).
std::string fill(std::string_view pattern, const Binding& b, int n, const SentenceValues& values,
                 const std::function<std::string(ValueRef)>& value_text, const std::string& who,
                 const NumericCategory& numeric, SentenceReading& out);

// Whether `words` compare places of a contest by height: a higher place
// is a better one, the smaller ordinal (`placed one spot higher than`).
// Not where the ordinals are storeys, shelves or levels, whose higher one
// is the larger (`lives on a higher floor than`).
bool ranked_by_height(const std::vector<Word>& words, const NumericCategory& numeric);

// A comparison turned the other way: `<` and `>`, `+` and `-` swapped.
std::string turned(std::string s);

}  // namespace deduce::puzzles::zebra::english
