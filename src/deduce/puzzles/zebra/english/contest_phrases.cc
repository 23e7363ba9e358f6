// The relation templates of contests and of an order's direction
// (relation_phrases.h): best and worst by what wins, above and below,
// ahead and behind, winning and losing, multiples (`twice as long as`),
// places in a contest (`finished fifth`); after them, in the table's order
// (phrase_table.cc), the rows added last: `respectively`, either but not
// both, and all different said of a list.
#include "deduce/puzzles/zebra/english/relation_phrases.h"

#include "deduce/puzzles/zebra/english/comparative_words.h"

namespace deduce::puzzles::zebra::english {

std::span<const Phrase> contest_phrases() {
  static constexpr Phrase kTable[] = {
      // Best and worst by what wins (`Lowest score wins`, times, places).
      {"{a} the best {any}", "{a} is {best}"},
      {"{a} the worst {any}", "{a} is {worst}"},
      {"{a} " DEDUCE_LESS_WORDS " in the {any} than {b}", "{N}({a}) < {N}({b})"},
      {"{a} " DEDUCE_MORE_WORDS " in the {any} than {b}", "{N}({a}) > {N}({b})"},
      {"{a} " DEDUCE_LESS_WORDS " than every other {any}", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " than every other {any}", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " than all the other {any}", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " than all the other {any}", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " than all the others", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " than all the others", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " than the others", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " than the others", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " than any of the others", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " than any of the others", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " than the rest", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " than the rest", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS
       " in the {any} than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS
       " in the {any} than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {most}"},
      {"{a} the fastest|quickest {any}", "{a} is {fastest}"},
      {"{a} the fastest|quickest", "{a} is {fastest}"},
      {"{a} fastest|quickest", "{a} is {fastest}"},
      {"{a} the slowest {any}", "{a} is {slowest}"},
      {"{a} the slowest", "{a} is {slowest}"},
      {"{a} slowest", "{a} is {slowest}"},
      {"{a} the fastest|quickest of the|all {any}", "{a} is {fastest}"},
      {"{a} the fastest|quickest of all", "{a} is {fastest}"},
      {"{a} the fastest|quickest {any} of the|all {any}", "{a} is {fastest}"},
      {"{a} the slowest of the|all {any}", "{a} is {slowest}"},
      {"{a} the slowest of all", "{a} is {slowest}"},
      {"{a} the slowest {any} of the|all {any}", "{a} is {slowest}"},
      {"the fastest|quickest {a}", "{a} is {fastest}"},
      {"the slowest {a}", "{a} is {slowest}"},
      {"{a} faster|quicker than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {fastest}"},
      {"{a} slower than anyone|everyone|anybody|everybody|anything|everything else",
       "{a} is {slowest}"},
      {"{a} faster|quicker than {b}", "{N}({a}) {faster} {N}({b})"},
      {"{a} slower than {b}", "{N}({a}) {slower} {N}({b})"},
      {"{a} {amt} {any} faster|quicker than {b}", "{N}({a}) = {N}({b}) {faster_sign} {amt}"},
      {"{a} {amt} {any} slower than {b}", "{N}({a}) = {N}({b}) {slower_sign} {amt}"},
      {"{a} not {b} or {c}", "neither {b} nor {c} is {a}"},
      {"{a} directly|right|immediately|exactly between {b} and {c}",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} directly|right|immediately|exactly in between {b} and {c}",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      // Above is more (a higher floor); of a contest's places, better
      // (ranked_by_height turns it).
      {"{a} above {b}", "{N}({a}) > {N}({b})"},
      {"{a} below|beneath|under {b}", "{N}({a}) < {N}({b})"},
      {"{a} directly|immediately|just|right above {b}", "{N}({a}) = {N}({b}) + {step}"},
      {"{a} directly|immediately|just|right below|beneath|under {b}",
       "{N}({a}) = {N}({b}) - {step}"},
      {"{a} {amt} {any} above {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} {any} below|beneath {b}", "{N}({a}) = {N}({b}) - {amt}"},
      // `took the grade one above Alfie's`: the amount alone.
      {"{a} {amt} above {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} below|beneath {b}", "{N}({a}) = {N}({b}) - {amt}"},
      // Ahead is earlier and a better place, and more of a score.
      {"{a} ahead of {b}", "{N}({a}) {ahead} {N}({b})"},
      {"{a} {amt} {any} ahead of {b}", "{N}({a}) = {N}({b}) {ahead_sign} {amt}"},
      // `finished five points clear of Alun`.
      {"{a} {amt} {any} clear of {b}", "{N}({a}) = {N}({b}) {ahead_sign} {amt}"},
      {"{a} just|right|immediately|directly ahead of {b}",
       "{N}({a}) = {N}({b}) {ahead_sign} {step}"},
      {"{a} behind {b}", "{N}({a}) {behind} {N}({b})"},
      {"{a} somewhere|sometime|somewhat behind {b}", "{N}({a}) {behind} {N}({b})"},
      {"{a} somewhere|sometime|somewhat ahead of {b}", "{N}({a}) {ahead} {N}({b})"},
      {"{a} {amt} {any} behind {b}", "{N}({a}) = {N}({b}) {behind_sign} {amt}"},
      // `37 seconds down on`, `a minute up on`: behind and ahead by it.
      {"{a} {amt} {any} down on {b}", "{N}({a}) = {N}({b}) {behind_sign} {amt}"},
      {"{a} {amt} {any} up on {b}", "{N}({a}) = {N}({b}) {ahead_sign} {amt}"},
      {"{a} just|right|immediately|directly behind {b}",
       "{N}({a}) = {N}({b}) {behind_sign} {step}"},
      // `two places behind`, `a place ahead of`: steps along the order.
      {"{a} {amt} place|position|spot behind {b}",
       "{N}({a}) = {N}({b}) {behind_sign} {amt} * {step}"},
      {"{a} {amt} place|position|spot ahead of {b}",
       "{N}({a}) = {N}({b}) {ahead_sign} {amt} * {step}"},
      {"{a} {b} and {c} are three different {any}", "different: {a} {b} {c}"},
      {"{a} {b} {c} and {d} are four different {any}", "different: {a} {b} {c} {d}"},
      {"{a} the "
       "longest|tallest|heaviest|biggest|largest|highest|latest|last|priciest|farthest|furthest|"
       "dearest|greatest|most|best|top {any} of the {any}",
       "{a} is {most}"},
      {"{a} the "
       "shortest|lightest|smallest|lowest|earliest|first|cheapest|least|closest|nearest|fewest|"
       "worst {any} of the {any}",
       "{a} is {least}"},
      {"{a} the oldest {any} of the {any}", "{a} is {oldest}"},
      {"{a} the youngest|newest {any} of the {any}", "{a} is {youngest}"},
      {"{a} " DEDUCE_OUT_VERBS " {b}", "{N}({a}) > {N}({b})"},
      {"{a} " DEDUCE_OUT_VERBS " {b} by {amt}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} " DEDUCE_OUT_VERBS " {b} by {amt} {any}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} " DEDUCE_OUT_VERBS " everyone|everybody|anyone|anybody", "{a} is {most}"},
      {"{a} " DEDUCE_OUT_VERBS " everyone|everybody|anyone|anybody else", "{a} is {most}"},
      {"{a} " DEDUCE_OUT_VERBS " every other {any}", "{a} is {most}"},
      {"{a} " DEDUCE_OUT_VERBS " all the others|other {any}", "{a} is {most}"},
      // `outlasted every other`, `outlasted all the others` said last.
      {"{a} " DEDUCE_OUT_VERBS " every|all the other|others", "{a} is {most}"},
      {"{a} " DEDUCE_OUT_VERBS " every other", "{a} is {most}"},
      // Winning is less time and a smaller place, more of anything else.
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced {b}",
       "{N}({a}) {beats} {N}({b})"},
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced {b} by {amt}",
       "{N}({a}) = {N}({b}) {beats_sign} {amt}"},
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced {b} by {amt} {any}",
       "{N}({a}) = {N}({b}) {beats_sign} {amt}"},
      // `beat Priya by more than a minute`, `by over`: a gap past the amount.
      {"{a} "
       "beat|outran|outpaced|outraced {b} by more than|over {amt} {any}",
       "{N}({a}) {beats} {N}({b}) {beats_sign} {amt}"},
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced everyone|everybody|anyone|anybody",
       "{a} is {best}"},
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced everyone|everybody|anyone|anybody else",
       "{a} is {best}"},
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced every other {any}",
       "{a} is {best}"},
      {"{a} "
       "beat|outran|outpaced|outranked|outplaced|outraced all the others|other {any}",
       "{a} is {best}"},
      // `lost to Brandon`, `was beaten by Brandon`: Brandon won.
      {"{a} lost to {b}", "{N}({b}) {beats} {N}({a})"},
      {"{a} beaten|outscored|outpaced|outranked by {b}", "{N}({b}) {beats} {N}({a})"},
      {"{a} beat {b} but|and lost to {c}",
       "all of: {N}({a}) {beats} {N}({b}); {N}({c}) {beats} {N}({a})"},
      // Multiples: `twice as much as`, `half as old as`, `three times as long as`.
      {"{a} twice|double as {any} as {b}", "{N}({a}) = 2 * {N}({b})"},
      {"{a} twice|double as {any} {any} as {b}", "{N}({a}) = 2 * {N}({b})"},
      // (After a verb no table knows: `has volunteered twice as long as`.)
      {"{a} {any} twice|double as {any} as {b}", "{N}({a}) = 2 * {N}({b})"},
      {"{a} {any} three times as {any} as {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} {any} half as {any} as {b}", "2 * {N}({a}) = {N}({b})"},
      {"{a} three times as {any} as {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} three times as {any} {any} as {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} {any} four times as {any} as {b}", "{N}({a}) = 4 * {N}({b})"},
      {"{a} four times as {any} as {b}", "{N}({a}) = 4 * {N}({b})"},
      {"{a} four times as {any} {any} as {b}", "{N}({a}) = 4 * {N}({b})"},
      {"{a} half as {any} as {b}", "2 * {N}({a}) = {N}({b})"},
      {"{a} half as {any} {any} as {b}", "2 * {N}({a}) = {N}({b})"},
      // `paid exactly twice what the online buyer paid`, `owes twice what
      // Ms Dube does`, `half what`.
      {"{a} twice|double what {b}", "{N}({a}) = 2 * {N}({b})"},
      {"{a} {any} twice|double what {b}", "{N}({a}) = 2 * {N}({b})"},
      {"{a} three times what {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} {any} three times what {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} half what {b}", "2 * {N}({a}) = {N}({b})"},
      {"{a} {any} half what {b}", "2 * {N}({a}) = {N}({b})"},
      // `more than double Yvonne's`, `weighed more than twice as much as`,
      // `less than half`: past the multiple.
      {"{a} more than twice|double {b}", "{N}({a}) > 2 * {N}({b})"},
      {"{a} more than twice|double as {any} as {b}", "{N}({a}) > 2 * {N}({b})"},
      {"{a} {any} more than twice|double as {any} as {b}", "{N}({a}) > 2 * {N}({b})"},
      {"{a} {any} more than twice|double what {b}", "{N}({a}) > 2 * {N}({b})"},
      {"{a} less than half {b}", "2 * {N}({a}) < {N}({b})"},
      {"{a} less than half as {any} as {b}", "2 * {N}({a}) < {N}({b})"},
      {"{a} {any} less than half as {any} as {b}", "2 * {N}({a}) < {N}({b})"},
      {"{a} {any} less than half what {b}", "2 * {N}({a}) < {N}({b})"},
      // `twice the length of Dennis's`, `half the price of`.
      {"{a} twice|double the {any} of {b}", "{N}({a}) = 2 * {N}({b})"},
      {"{a} three times the {any} of {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} half the {any} of {b}", "2 * {N}({a}) = {N}({b})"},
      // `did better than`, `fared worse than`: winning as above.
      {"{a} better than {b}", "{N}({a}) {beats} {N}({b})"},
      {"{a} worse than {b}", "{N}({a}) {loses} {N}({b})"},
      // `a top break 11 better than Kev's`: by the amount, as beating by it.
      {"{a} {amt} better than {b}", "{N}({a}) = {N}({b}) {beats_sign} {amt}"},
      {"{a} {amt} {any} better than {b}", "{N}({a}) = {N}({b}) {beats_sign} {amt}"},
      // A place in a contest decided by times or scores (`finished fifth`).
      {"{a} finished|came|placed|ranked {ord}", "{a} is {ranked}"},
      {"{a} finished|came|placed in {ord} place|position", "{a} is {ranked}"},
      // Winning the contest is the best of what it is won by.
      {"{a} won|wins", "{a} is {best}"},
      // Last in a contest is the worst of what it is decided by.
      {"{a} came|finished|placed|ranked last", "{a} is {worst}"},
      // `came bottom of the four`, `finished top`: last and first.
      {"{a} came|finished|placed|ranked bottom", "{a} is {worst}"},
      {"{a} came|finished|placed|ranked bottom of the {any}", "{a} is {worst}"},
      {"{a} came|finished|placed|ranked top", "{a} is {best}"},
      // `was in the top three`, `made the podium`: one of the best k.
      // (`made` and `reached` are verbs that fill, filler_words.cc: a
      // template that named them would make them words of their own.)
      {"{a} in the top {num}", "{a} is {top}"},
      {"{a} the top {num}", "{a} is {top}"},
      {"{a} one of the top {num}", "{a} is {top}"},
      {"{a} among the top {num}", "{a} is {top}"},
      {"{a} in the bottom {num}", "{a} is {bottom}"},
      {"{a} one of the bottom {num}", "{a} is {bottom}"},
      {"{a} among the bottom {num}", "{a} is {bottom}"},
      {"{a} not in|among the top {num}", "{not_top}"},
      {"{a} not one of the top {num}", "{not_top}"},
      {"{a} not the top {num}", "{not_top}"},
      {"{a} the podium", "{a} is {podium}"},
      {"{a} on the podium", "{a} is {podium}"},
      // (`made the podium (top three)`: the bracket says what it is.)
      {"{a} the podium top {num}", "{a} is {top}"},
      {"{a} came|finished|placed|ranked top of the {any}", "{a} is {best}"},
      {"{a} not win|won {b}", "{a} is not {b}"},
      {"{a} not win|won {b} or {c}", "neither {b} nor {c} is {a}"},
      // `The heaviest team did not win`.
      {"{a} not win|won", "{a} is not {best}"},
      {"{a} won|wins the {any}", "{a} is {best}"},
      {"{a} " DEDUCE_MORE_WORDS " than {b} but " DEDUCE_LESS_WORDS " than {c}",
       "all of: {N}({a}) > {N}({b}); {N}({a}) < {N}({c})"},
      // `drafted after Alvarez but before Ellis`.
      {"{a} after {b} but|and before {c}", "all of: {N}({a}) > {N}({b}); {N}({a}) < {N}({c})"},
      {"{a} before {b} but|and after {c}", "all of: {N}({a}) < {N}({b}); {N}({a}) > {N}({c})"},
      {"{a} " DEDUCE_LESS_WORDS " than {b} but " DEDUCE_MORE_WORDS " than {c}",
       "all of: {N}({a}) < {N}({b}); {N}({a}) > {N}({c})"},
      {"{a} {num} {any} away from {b}", "{a} {num} away from {b}"},
      {"{a} {num} {any} from {b}", "{a} {num} away from {b}"},
      {"{a} the {unit} after {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} the {unit} before {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} a {unit} after {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} a {unit} before {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} a {unit} later than {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} a {unit} earlier than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} an {unit} after {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} an {unit} before {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} " DEDUCE_LESS_WORDS " in the {any} than every other {any}", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " in the {any} than every other {any}", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " in the {any} than all the other {any}", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " in the {any} than all the other {any}", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " in the {any} than all the others", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " in the {any} than all the others", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " in the {any} than the others", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " in the {any} than the others", "{a} is {most}"},
      {"{a} " DEDUCE_LESS_WORDS " in the {any} than any other {any}", "{a} is {least}"},
      {"{a} " DEDUCE_MORE_WORDS " in the {any} than any other {any}", "{a} is {most}"},
      {"{a} and {b} {c} and {d} respectively", "all of: {a} is {c}; {b} is {d}"},
      {"{a} and {b} respectively {c} and {d}", "all of: {a} is {c}; {b} is {d}"},
      {"{c} either {a} or {b} but not both", "one of: {a} is {c}; {b} is {c}"},
      {"{a} and {b} are different|not the same", "{a} is not {b}"},
      {"{a} {b} and {c} are all different", "different: {a} {b} {c}"},
      {"{a} {b} {c} and {d} are all different", "different: {a} {b} {c} {d}"},
      {"{a} {b} {c} {d} and {e} are all different", "different: {a} {b} {c} {d} {e}"},
  };
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english

#undef DEDUCE_MORE_WORDS
#undef DEDUCE_OUT_VERBS
#undef DEDUCE_LESS_WORDS
