// The relation templates of comparisons over the numeric category
// (relation_phrases.h): more and less (`{a} cheaper than {b}`, `{amt} more
// {a} than {b}`), older and younger, steps along the order, before and
// after, and the superlatives (`{a} the longest`, `nobody paid less than
// {a}`). Among them, in the table's order (phrase_table.cc), stand the rows
// of exactly one (`either A or B is C`) and of all different said of a list.
#include "deduce/puzzles/zebra/english/relation_phrases.h"

#include "deduce/puzzles/zebra/english/comparative_words.h"

namespace deduce::puzzles::zebra::english {

std::span<const Phrase> comparison_phrases() {
  static constexpr Phrase kTable[] = {
      // Magazine prose (docs/english.md, "Magazine prose"): comparisons
      // over the numeric category ({N}, an `ordered` one), `{amt}` an amount
      // in its units, `{step}` the gap between its neighbouring values.
      {"{a} less than {b}", "{N}({a}) < {N}({b})"},
      {"{a} cheaper than {b}", "{N}({a}) < {N}({b})"},
      {"{a} lower than {b}", "{N}({a}) < {N}({b})"},
      {"{a} earlier than {b}", "{N}({a}) < {N}({b})"},
      {"{a} more than {b}", "{N}({a}) > {N}({b})"},
      {"{a} more expensive than {b}", "{N}({a}) > {N}({b})"},
      // `More shortbread was sold than rock buns`, `Fewer cod were
      // landed than haddock`: the things compared said after the word.
      {"more {a} than {b}", "{N}({a}) > {N}({b})"},
      {"fewer|less {a} than {b}", "{N}({a}) < {N}({b})"},
      {"there is|was|are|were more {a} than {b}", "{N}({a}) > {N}({b})"},
      {"there is|was|are|were fewer|less {a} than {b}", "{N}({a}) < {N}({b})"},
      {"{amt} more {a} than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{amt} fewer|less {a} than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} higher than {b}", "{N}({a}) > {N}({b})"},
      {"{a} later than {b}", "{N}({a}) > {N}({b})"},
      // Age: over ages `older` is more, over years and dates it is less
      // ({older}, {younger} and their signs: sentence_reader.cc).
      {"{a} younger|newer than {b}", "{N}({a}) {younger} {N}({b})"},
      {"{a} older than {b}", "{N}({a}) {older} {N}({b})"},
      {"{a} {amt} year younger|newer than {b}", "{N}({a}) = {N}({b}) {younger_sign} {amt}"},
      {"{a} {amt} year older than {b}", "{N}({a}) = {N}({b}) {older_sign} {amt}"},
      {"{a} {amt} {any} younger|newer than {b}", "{N}({a}) = {N}({b}) {younger_sign} {amt}"},
      {"{a} {amt} {any} older than {b}", "{N}({a}) = {N}({b}) {older_sign} {amt}"},
      {"{a} {amt} younger|newer than {b}", "{N}({a}) = {N}({b}) {younger_sign} {amt}"},
      {"{a} {amt} older than {b}", "{N}({a}) = {N}({b}) {older_sign} {amt}"},
      {"{a} the oldest", "{a} is {oldest}"},
      {"{a} oldest", "{a} is {oldest}"},
      {"{a} the oldest {any}", "{a} is {oldest}"},
      {"{a} the oldest of the {any}", "{a} is {oldest}"},
      {"the oldest {a}", "{a} is {oldest}"},
      {"{a} older than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {oldest}"},
      {"{a} the youngest|newest", "{a} is {youngest}"},
      {"{a} youngest|newest", "{a} is {youngest}"},
      {"{a} the youngest|newest {any}", "{a} is {youngest}"},
      {"{a} the youngest|newest of the {any}", "{a} is {youngest}"},
      {"the youngest|newest {a}", "{a} is {youngest}"},
      {"{a} younger|newer than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {youngest}"},
      {"{a} {amt} more than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} less than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} dollar|year|day|minute|hour|week|point|mile|inch|pound more than {b}",
       "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} dollar|year|day|minute|hour|week|point|mile|inch|pound less than {b}",
       "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} year|day|minute|hour|week later than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} year|day|minute|hour|week after {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} year|day|minute|hour|week earlier than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} year|day|minute|hour|week before {b}", "{N}({a}) = {N}({b}) - {amt}"},
      // Steps along the order: `two stops after`, `just after`.
      {"{a} {amt} stop|step|place|spot|position after {b}", "{N}({a}) = {N}({b}) + {amt} * {step}"},
      {"{a} {amt} stop|step|place|spot|position before {b}",
       "{N}({a}) = {N}({b}) - {amt} * {step}"},
      {"{a} just|immediately|right|directly after {b}", "{N}({a}) = {N}({b}) + {step}"},
      {"{a} just|immediately|right|directly before {b}", "{N}({a}) = {N}({b}) - {step}"},
      // `Ms Hartigan was the very next call after the Steinway`.
      {"{a} the next {any} after {b}", "{N}({a}) = {N}({b}) + {step}"},
      {"{a} the very next {any} after {b}", "{N}({a}) = {N}({b}) + {step}"},
      // `the next one up from Reg's` of pegs 3, 7, 11, ...: a step up the
      // numbers (`down`, a step down).
      {"{a} the next one up from {b}", "{N}({a}) = {N}({b}) + {step}"},
      {"{a} the next one down from {b}", "{N}({a}) = {N}({b}) - {step}"},
      // Exactly one: `Either Anna or the $30 pair is the pumps`.
      {"either {a} or {b} {c}", "one of: {a} is {c}; {b} is {c}"},
      {"{a} or {b} {c}", "one of: {a} is {c}; {b} is {c}"},
      // All different: `The five friends were A, B, C, D and E`.
      {"the {num} {any} were|are {a} {b} and {c}", "different: {a} {b} {c}"},
      {"the {num} {any} were|are {a} {b} {c} and {d}", "different: {a} {b} {c} {d}"},
      {"the {num} {any} were|are {a} {b} {c} {d} and {e}", "different: {a} {b} {c} {d} {e}"},
      {"the {num} {any} were|are {a} {b} {c} {d} {e} and {f}",
       "different: {a} {b} {c} {d} {e} {f}"},
      // (Or with no noun: `The five were Bethan, the one with the Discovery,
      // ...`.)
      {"the {num} were|are {a} {b} and {c}", "different: {a} {b} {c}"},
      {"the {num} were|are {a} {b} {c} and {d}", "different: {a} {b} {c} {d}"},
      {"the {num} were|are {a} {b} {c} {d} and {e}", "different: {a} {b} {c} {d} {e}"},
      {"the {num} were|are {a} {b} {c} {d} {e} and {f}", "different: {a} {b} {c} {d} {e} {f}"},
      // Comparatives of any unit (`2 fewer pounds than`, `3 feet shorter than`): the
      // word of the unit is any one word ({any}).
      {"{a} " DEDUCE_LESS_WORDS " than {b}", "{N}({a}) < {N}({b})"},
      {"{a} " DEDUCE_LESS_WORDS " {any} than {b}", "{N}({a}) < {N}({b})"},
      {"{a} {amt} " DEDUCE_LESS_WORDS " than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} " DEDUCE_LESS_WORDS " than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} " DEDUCE_LESS_WORDS " {any} than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} " DEDUCE_MORE_WORDS " than {b}", "{N}({a}) > {N}({b})"},
      {"{a} " DEDUCE_MORE_WORDS " {any} than {b}", "{N}({a}) > {N}({b})"},
      {"{a} {amt} " DEDUCE_MORE_WORDS " than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} {any} " DEDUCE_MORE_WORDS " than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} " DEDUCE_MORE_WORDS " {any} than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      // A bare `before` and `after`, and `sometime`/`somewhat`/`some time` before.
      {"{a} before {b}", "{N}({a}) < {N}({b})"},
      {"{a} preceded|precedes|precede {b}", "{N}({a}) < {N}({b})"},
      {"{a} just|right|immediately|directly preceded|precedes|precede {b}",
       "{N}({a}) = {N}({b}) - {step}"},
      {"{a} sometime|somewhat|somewhere|anytime before {b}", "{N}({a}) < {N}({b})"},
      {"{a} some time before {b}", "{N}({a}) < {N}({b})"},
      {"{a} after {b}", "{N}({a}) > {N}({b})"},
      {"{a} sometime|somewhat|somewhere|anytime after {b}", "{N}({a}) > {N}({b})"},
      {"{a} some time after {b}", "{N}({a}) > {N}({b})"},
      // `finished fifteen short of Tony`, `two points short of`.
      {"{a} {amt} short of {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} short of {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} before {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} after {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} {any} earlier than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} later than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      // `Amir and Dan collected 33 stickers altogether`, `between them`:
      // a sum of two.
      {"{a} and {b} {any} {amt} altogether|together|combined", "{N}({a}) + {N}({b}) = {sum}"},
      {"{a} and {b} {any} {amt} {any} altogether|together|combined", "{N}({a}) + {N}({b}) = {sum}"},
      {"{a} and {b} {any} {amt} between|among them", "{N}({a}) + {N}({b}) = {sum}"},
      {"{a} and {b} {any} {amt} {any} between|among them", "{N}({a}) + {N}({b}) = {sum}"},
      {"{a} and {b} {any} {amt} in total", "{N}({a}) + {N}({b}) = {sum}"},
      {"{a} and {b} {any} {amt} {any} in total", "{N}({a}) + {N}({b}) = {sum}"},
      {"between them {a} and {b} {any} {amt}", "{N}({a}) + {N}({b}) = {sum}"},
      {"between them {a} and {b} {any} {amt} {any}", "{N}({a}) + {N}({b}) = {sum}"},
      // (`The Cox and the Russet between them gave exactly 115 litres`,
      // `Bought together, the square bar and the lemongrass bar would have
      // cost $8.50`.)
      {"{a} and {b} between|among them {any} {amt}", "{N}({a}) + {N}({b}) = {sum}"},
      {"{a} and {b} between|among them {any} {amt} {any}", "{N}({a}) + {N}({b}) = {sum}"},
      {"{any} together {a} and {b} {any} {amt}", "{N}({a}) + {N}({b}) = {sum}"},
      {"{any} together {a} and {b} {any} {amt} {any}", "{N}({a}) + {N}({b}) = {sum}"},
      // (`would have cost`: what it would have cost is what it cost. Two
      // words of any kind, for `would` is no template's word: `the
      // would-be accountant` names no relation.)
      {"{any} together {a} and {b} {any} {any} {amt}", "{N}({a}) + {N}({b}) = {sum}"},
      {"{any} together {a} and {b} {any} {any} {any} {amt}", "{N}({a}) + {N}({b}) = {sum}"},
      // Superlatives and ends: `the longest of the four`, `arrived last`, `paid more
      // than anyone else`.
      {"{a} the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most",
       "{a} is {most}"},
      {"{a} "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most",
       "{a} is {most}"},
      {"{a} the most {any}", "{a} is {most}"},
      {"{a} the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most of the {any}",
       "{a} is {most}"},
      {"{a} the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most of all",
       "{a} is {most}"},
      {"{a} the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most of them",
       "{a} is {most}"},
      {"the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most {a}",
       "{a} is {most}"},
      {"{a} " DEDUCE_MORE_WORDS " than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {most}"},
      {"{a} " DEDUCE_MORE_WORDS
       " {any} than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {most}"},
      {"{a} " DEDUCE_MORE_WORDS " than any other {any}", "{a} is {most}"},
      // `The Dunns set sail before anyone else`.
      {"{a} before anyone|everyone|anybody|everybody|anything|everything else", "{a} is {least}"},
      {"{a} after anyone|everyone|anybody|everybody|anything|everything else", "{a} is {most}"},
      // `The Hendersons went ashore earlier in the cruise than anyone else`.
      {"{a} earlier|sooner in the {any} than anyone|everyone|anybody|everybody else",
       "{a} is {least}"},
      {"{a} later in the {any} than anyone|everyone|anybody|everybody else", "{a} is {most}"},
      // `No entry got more votes than the astronaut`, `Nobody paid less
      // than Ann`: the end itself.
      {"no|nobody|noone|nothing {any} more {any} than {a}", "{a} is {most}"},
      {"no {any} {any} more {any} than {a}", "{a} is {most}"},
      {"no|nobody|noone|nothing {any} more than {a}", "{a} is {most}"},
      {"no {any} {any} more than {a}", "{a} is {most}"},
      {"no|nobody|noone|nothing {any} fewer|less {any} than {a}", "{a} is {least}"},
      {"no {any} {any} fewer|less {any} than {a}", "{a} is {least}"},
      {"no|nobody|noone|nothing {any} less than {a}", "{a} is {least}"},
      {"no {any} {any} less than {a}", "{a} is {least}"},
      {"{a} the "
       "shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest",
       "{a} is {least}"},
      {"{a} shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest",
       "{a} is {least}"},
      {"{a} the least {any}", "{a} is {least}"},
      {"{a} the "
       "shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest of "
       "the {any}",
       "{a} is {least}"},
      {"{a} the "
       "shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest of "
       "all",
       "{a} is {least}"},
      {"{a} the "
       "shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest of "
       "them",
       "{a} is {least}"},
      {"the shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest "
       "{a}",
       "{a} is {least}"},
      {"{a} " DEDUCE_LESS_WORDS " than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {least}"},
      {"{a} " DEDUCE_LESS_WORDS
       " {any} than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {least}"},
      {"{a} " DEDUCE_LESS_WORDS " than any other {any}", "{a} is {least}"},
      // Either-or said in full, and all different said of a list.
      {"either {a} or {b} {c} but not both", "one of: {a} is {c}; {b} is {c}"},
      {"{a} the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most|top {any}",
       "{a} is {most}"},
      {"{a} the "
       "shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest "
       "{any}",
       "{a} is {least}"},
  };
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english

#undef DEDUCE_MORE_WORDS
#undef DEDUCE_LESS_WORDS
