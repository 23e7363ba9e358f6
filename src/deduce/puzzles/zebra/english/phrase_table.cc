// The phrase table (phrase_table.h). Add a phrasing by adding a row; the
// tests in tests/puzzles/zebra/english/ read one sentence of each.
#include "deduce/puzzles/zebra/english/phrase_table.h"

#include <algorithm>
#include <array>
#include <charconv>

// The comparatives of more and of less, said once for every template that
// uses them (a template may name either as a list of alternatives).
#define DEDUCE_MORE_WORDS                                                                  \
  "more|greater|higher|later|longer|taller|bigger|larger|heavier|farther|further|pricier|" \
  "dearer|costlier|hotter|warmer|wider|thicker|deeper"
#define DEDUCE_LESS_WORDS                                                                        \
  "less|fewer|lower|cheaper|earlier|shorter|smaller|lighter|sooner|closer|nearer|cooler|colder|" \
  "narrower|thinner|shallower"

namespace deduce::puzzles::zebra::english {

std::span<const Phrase> relation_phrases() {
  // `is` and verbs are filler words (filler_words()), so `{a} next to {b}`
  // reads "A is next to B" and "A lives next to B" alike.
  static constexpr Phrase kTable[] = {
      // Position: `the second house`, `the 2nd position` are places
      // (lexicon.h), read by the templates below; `{a} is {b}` with a
      // place is `{a} at k` (sentence_reader.cc).
      {"{a} in the middle", "{a} in the middle"},
      {"{a} not in the middle", "not: {a} in the middle"},
      {"{a} not in the middle of the {any}", "not: {a} in the middle"},
      {"{a} at one of the end", "{a} at an end"},
      {"{a} at an end", "{a} at an end"},
      {"{a} at either end", "{a} at an end"},
      {"{a} not at either|an end", "not: {a} at an end"},
      {"{a} not at|on either end of the {any}", "not: {a} at an end"},
      // One of two places: `{a} is either in the first house or in the
      // third house` is `{a} is {b} or {c}` with places, read as `at 1 or 3`
      // (sentence_reader.cc); these say both places with one noun.
      {"{a} in the {ord} or the {ord2} house|position", "{a} at {ord} or {ord2}"},
      {"{a} in the {ord} or {ord2} house|position", "{a} at {ord} or {ord2}"},
      {"{a} at the {ord} or the {ord2} house|position", "{a} at {ord} or {ord2}"},
      {"{a} at the {ord} or {ord2} house|position", "{a} at {ord} or {ord2}"},
      // Next to
      {"{a} next to {b}", "{a} next to {b}"},
      {"{a} right|just|directly|immediately next to {b}", "{a} next to {b}"},
      {"{a} and {b} are next to each other", "{a} next to {b}"},
      {"{a} and {b} side by side", "{a} next to {b}"},
      {"{a} and {b} not side by side", "{a} not next to {b}"},
      // `The birdhouses were on the table beside Mae's`: a row's neighbour.
      {"{a} beside|alongside {b}", "{a} next to {b}"},
      {"{a} not beside|alongside {b}", "{a} not next to {b}"},
      {"{a} neighbor|neighbour {b}", "{a} next to {b}"},
      {"{a} and {b} neighbor|neighbour", "{a} next to {b}"},
      {"{a} and {b} next door neighbor|neighbour", "{a} next to {b}"},
      {"{a} and {b} not neighbor|neighbour", "{a} not next to {b}"},
      // `The Bells' next-door neighbours are the Frosts`, `The Frosts are
      // the Bells' neighbours`, `... are not the Bells' neighbours`.
      {"{a} next door neighbor|neighbour {b}", "{a} next to {b}"},
      {"{a} is|are|was|were {b} neighbor|neighbour", "{a} next to {b}"},
      {"{a} is|are|was|were {b} next door neighbor|neighbour", "{a} next to {b}"},
      {"{a} not {b} neighbor|neighbour", "{a} not next to {b}"},
      {"{a} not {b} next door neighbor|neighbour", "{a} not next to {b}"},
      {"{a} not next to {b}", "{a} not next to {b}"},
      {"{a} next door to {b}", "{a} next to {b}"},
      {"{a} not next door to {b}", "{a} not next to {b}"},
      // (Both are two, one on each side: never one thing.)
      {"{a} next to both {b} and {c}", "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      // `Agnes's neighbour on one side keeps hens, and her neighbour on the
      // other side keeps a goat`.
      {"{a} neighbor|neighbour on one side {b} and her|his|their neighbor|neighbour on the other "
       "side {c}",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c}", "{a} between {b} and {c}"},
      // Right between: next to both.
      {"{a} sandwiched between {b} and {c}",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} directly|immediately|right between {b} and {c}",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} {num} door down|up|along|away from {b}", "{a} {num} away from {b}"},
      // `two moorings along from Sue's`: either way along the row.
      {"{a} {num} {pn} along|away from {b}", "{a} {num} away from {b}"},
      // Ends of the row in the riddle's words: `the far left`, `the
      // right-hand end`, `first in the queue`.
      {"{a} at|on|in the far left", "{a} at 1"},
      // Counted from an end: `The portrait hangs second from the left`,
      // `Stan's is the second stall from the left`.
      {"{a} {ord} from the left", "{a} at {ord}"},
      {"{a} {ord} from the right", "{a} at {from_last}"},
      {"{a} not {ord} from the left", "{a} not at {ord}"},
      {"{a} not {ord} from the right", "{a} not at {from_last}"},
      {"{a} the {ord} {pn} from the left", "{a} at {ord}"},
      {"{a} the {ord} {pn} from the right", "{a} at {from_last}"},
      {"{a} in|at|on the {ord} {pn} from the left", "{a} at {ord}"},
      {"{a} in|at|on the {ord} {pn} from the right", "{a} at {from_last}"},
      {"the {ord} {pn} from the left {a}", "{a} at {ord}"},
      {"the {ord} {pn} from the right {a}", "{a} at {from_last}"},
      {"{a} leftmost", "{a} at 1"},
      {"{a} rightmost", "{a} at {last}"},
      {"{a} furthest|farthest to the left", "{a} at 1"},
      {"{a} furthest|farthest to the right", "{a} at {last}"},
      {"{a} at|on|in the far right", "{a} at {last}"},
      {"{a} at|on|in the left end", "{a} at 1"},
      {"{a} at|on|in the right end", "{a} at {last}"},
      {"{a} at|on|in the left hand end", "{a} at 1"},
      {"{a} at|on|in the right hand end", "{a} at {last}"},
      {"{a} at|on|in the left end of the {any}", "{a} at 1"},
      {"{a} at|on|in the right end of the {any}", "{a} at {last}"},
      {"{a} at|on|in the left hand end of the {any}", "{a} at 1"},
      {"{a} at|on|in the right hand end of the {any}", "{a} at {last}"},
      {"{a} in the last {pn} on the right", "{a} at {last}"},
      {"{a} the last {pn} on the right", "{a} at {last}"},
      {"{a} the first {pn} on the left", "{a} at 1"},
      {"{a} in the end {pn} on the right", "{a} at {last}"},
      {"{a} in the end {pn} on the left", "{a} at 1"},
      {"{a} in the first {pn} on the left", "{a} at 1"},
      {"{a} not at|on|in the far left", "{a} not at 1"},
      {"{a} not at|on|in the far right", "{a} not at {last}"},
      {"{a} not at|on|in the left end", "{a} not at 1"},
      {"{a} not at|on|in the right end", "{a} not at {last}"},
      {"{a} not at|on|in the left hand end", "{a} not at 1"},
      {"{a} not at|on|in the right hand end", "{a} not at {last}"},
      {"{a} not at|on|in the left end of the {any}", "{a} not at 1"},
      {"{a} not at|on|in the right end of the {any}", "{a} not at {last}"},
      // The place first: `The cottage at the right-hand end is yellow`.
      {"the {pn} at|on|in the far left {a}", "{a} at 1"},
      {"the {pn} at|on|in the far right {a}", "{a} at {last}"},
      {"the {pn} at|on|in the left end {a}", "{a} at 1"},
      {"the {pn} at|on|in the right end {a}", "{a} at {last}"},
      {"the {pn} at|on|in the left hand end {a}", "{a} at 1"},
      {"the {pn} at|on|in the right hand end {a}", "{a} at {last}"},
      {"the {pn} in the middle {a}", "{a} in the middle"},
      {"{a} first in the {any}", "{a} at 1"},
      {"{a} last in the {any}", "{a} at {last}"},
      {"{a} in|at|on one of the end {any}", "{a} at an end"},
      // `The cinema is by one of the two end stops`.
      {"{a} in|at|by|beside one of the two end {any}", "{a} at an end"},
      {"{a} not in|at|by|beside one of the two end {any}", "not: {a} at an end"},
      {"{a} in one of the two middle {any}", "{a} at {middle_two}"},
      {"{a} not in one of the two middle {any}", "not: {a} at {middle_two}"},
      // `The teal house and the lilac house stand at opposite ends of the
      // street`, `... at one end of the row, and ... at the other end`.
      {"{a} and {b} at opposite|either ends",
       "any of: (all of: {a} at 1; {b} at {last}); "
       "(all of: {a} at {last}; {b} at 1)"},
      // `Silva and the Canadian are in opposite end lanes`, `... in the
      // end lanes`.
      {"{a} and {b} at|in|on opposite|the end {pn}",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      // `Colin's appliance is at the opposite end of the row from the water
      // carrier`.
      {"{a} at the opposite|other end of the {any} from {b}",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      {"{a} at the opposite|other end from {b}",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      {"{a} and {b} at opposite|either ends of the {any}",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      {"{a} at one end of the {any} and {b} at the other end",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      {"{a} at one end and {b} at the other",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      {"{a} at one end of the {any} and {b} at the other",
       "any of: (all of: {a} at 1; {b} at {last}); (all of: {a} at {last}; {b} at 1)"},
      // `Fenella did not make the carrot cake, and neither did Ivor`.
      {"{a} not {b} and neither did|does|do|was|is|were|has|had {c}",
       "all of: {a} is not {b}; {c} is not {b}"},
      {"{a} not {b} and neither {c}", "all of: {a} is not {b}; {c} is not {b}"},
      {"{a} not {b} and nor did|does|do|was|is|were|has|had {c}",
       "all of: {a} is not {b}; {c} is not {b}"},
      // `Hana's locker is between Nina's and Mateo's, and right next to both`.
      {"{a} between {b} and {c} and next to both",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c} and right|immediately|directly next to both",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      // `The Evanses are at neither end`, `The lawyer has an end space`.
      {"{a} at|on|in neither end", "not: {a} at an end"},
      {"{a} at|on|in neither end of the {any}", "not: {a} at an end"},
      {"{a} an end {any}", "{a} at an end"},
      {"{a} not an end {any}", "not: {a} at an end"},
      // `The Egyptian's neighbour on the right plays the cello`.
      {"{a} neighbour|neighbor on the right {b}", "{b} just right of {a}"},
      {"{a} neighbour|neighbor on the left {b}", "{b} just left of {a}"},
      {"{a} right hand neighbour|neighbor {b}", "{b} just right of {a}"},
      {"{a} left hand neighbour|neighbor {b}", "{b} just left of {a}"},
      // `The green awning is not on either of the first two stalls`.
      {"{a} at|on|in one of the first two {any}", "{a} at 1 or 2"},
      {"{a} not at|on|in either of the first two {any}", "not: {a} at 1 or 2"},
      {"{a} at|on|in neither of the first two {any}", "not: {a} at 1 or 2"},
      {"{a} at|on|in one of the last two {any}", "{a} at {last_two}"},
      {"{a} not at|on|in either of the last two {any}", "not: {a} at {last_two}"},
      {"{a} at|on|in neither of the last two {any}", "not: {a} at {last_two}"},
      {"{a} in an end {any}", "{a} at an end"},
      {"{a} at|on the end", "{a} at an end"},
      {"{a} at|on one end", "{a} at an end"},
      {"{a} in the middle of the {any}", "{a} in the middle"},
      {"{a} at|on one end of the {any}", "{a} at an end"},
      {"{a} at|on either end of the {any}", "{a} at an end"},
      {"{a} at|on an end of the {any}", "{a} at an end"},
      // `further along than`: further from where the numbers start.
      {"{a} further|farther along than {b}", "{a} right of {b}"},
      {"{a} further|farther along the {any} than {b}", "{a} right of {b}"},
      {"{a} further|farther left than {b}", "{a} left of {b}"},
      {"{a} further|farther to the left than {b}", "{a} left of {b}"},
      {"{a} further|farther right than {b}", "{a} right of {b}"},
      {"{a} further|farther to the right than {b}", "{a} right of {b}"},
      {"{a} and {b} {c}", "all of: {a} is {c}; {b} is {c}"},
      // `The Ford is parked outside house 2`, `... outside Beth's house`.
      {"{a} outside {b}", "{a} is {b}"},
      {"{a} not outside {b}", "{a} is not {b}"},
      // `The cat lives behind the yellow door`: in that house.
      {"{a} behind {b} door", "{a} is {b}"},
      {"{a} not behind {b} door", "{a} is not {b}"},
      // `Nobody has milk with the salad`.
      {"nobody|noone {a} with {b}", "{a} is not {b}"},
      {"no one {a} with {b}", "{a} is not {b}"},
      // `The calamari and the shrimp were ordered by the same person`.
      {"{a} and {b} same person|one", "{a} is {b}"},
      {"{a} and {b} different people|person", "{a} is not {b}"},
      {"{a} and {b} not the same person|one", "{a} is not {b}"},
      {"{a} and {b} two different people|person", "{a} is not {b}"},
      {"{a} and {b} are not next to each other", "{a} not next to {b}"},
      // Just left / right
      {"{a} immediately|directly|just to the left of {b}", "{a} just left of {b}"},
      {"{a} to the immediate left of {b}", "{a} just left of {b}"},
      {"{a} on {b} immediate left", "{a} just left of {b}"},
      {"{a} on {b} immediate right", "{a} just right of {b}"},
      {"{a} to the immediate right of {b}", "{a} just right of {b}"},
      {"{a} immediately|directly|just left of {b}", "{a} just left of {b}"},
      {"{a} immediately|directly|just to the right of {b}", "{a} just right of {b}"},
      {"{a} immediately|directly|just right of {b}", "{a} just right of {b}"},
      {"{a} not immediately|directly|just to the left of {b}", "{a} not just left of {b}"},
      {"{a} not immediately|directly|just left of {b}", "{a} not just left of {b}"},
      {"{a} not immediately|directly|just to the right of {b}", "{a} not just right of {b}"},
      {"{a} not immediately|directly|just right of {b}", "{a} not just right of {b}"},
      // Anywhere left / right; `not to the left of` is not here, for the
      // reason `to the left of` is not (docs/english.md).
      {"{a} somewhere to the left of {b}", "{a} left of {b}"},
      {"{a} somewhere left of {b}", "{a} left of {b}"},
      {"{a} somewhere to the right of {b}", "{a} right of {b}"},
      {"{a} somewhere right of {b}", "{a} right of {b}"},
      {"{a} not somewhere to the left of {b}", "{a} not left of {b}"},
      {"{a} not somewhere left of {b}", "{a} not left of {b}"},
      {"{a} not anywhere to the left of {b}", "{a} not left of {b}"},
      {"{a} not somewhere to the right of {b}", "{a} not right of {b}"},
      {"{a} not somewhere right of {b}", "{a} not right of {b}"},
      {"{a} not anywhere to the right of {b}", "{a} not right of {b}"},
      // So many places left / right: `two houses to the left of`.
      {"{a} {num} {pn} to the left of {b}", "{a} {num} left of {b}"},
      {"{a} {num} {pn} left of {b}", "{a} {num} left of {b}"},
      {"{a} {num} {pn} to the right of {b}", "{a} {num} right of {b}"},
      {"{a} {num} {pn} right of {b}", "{a} {num} right of {b}"},
      // Between
      // `The Ashtons are next door to the Clarks, on the west side`: next
      // to them, on that side.
      {"{a} next to|beside {b} on the left", "{a} just left of {b}"},
      {"{a} next to|beside {b} on the left side", "{a} just left of {b}"},
      {"{a} next to|beside {b} on the left hand side", "{a} just left of {b}"},
      {"{a} next to|beside {b} on the right", "{a} just right of {b}"},
      {"{a} next to|beside {b} on the right side", "{a} just right of {b}"},
      {"{a} next to|beside {b} on the right hand side", "{a} just right of {b}"},
      {"{a} next door to {b} on the left", "{a} just left of {b}"},
      {"{a} next door to {b} on the left side", "{a} just left of {b}"},
      {"{a} next door to {b} on the left hand side", "{a} just left of {b}"},
      {"{a} next door to {b} on the right", "{a} just right of {b}"},
      {"{a} next door to {b} on the right side", "{a} just right of {b}"},
      {"{a} next door to {b} on the right hand side", "{a} just right of {b}"},
      {"{a} somewhere in between {b} and {c} in that order",
       "all of: {b} left of {a}; {a} left of {c}"},
      {"{a} somewhere in between {b} and {c}", "{a} between {b} and {c}"},
      {"{a} somewhere between {b} and {c}", "{a} between {b} and {c}"},
      {"there is|are {num} {pn} between {a} and {b}", "{a} {gap} away from {b}"},
      // (In a queue or a line of people, the places are people.)
      {"there is|are {num} person|people|persons|other|others between {a} and {b}",
       "{a} {gap} away from {b}"},
      {"there is|are {num} {pn} between {a} and {b} with {a} on the left", "{a} {gap} left of {b}"},
      {"there is|are {num} {pn} between {a} and {b} with {b} on the left", "{b} {gap} left of {a}"},
      {"there is|are {num} {pn} between {a} and {b} with {a} on the right",
       "{a} {gap} right of {b}"},
      {"there is|are {num} {pn} between {a} and {b} with {b} on the right",
       "{b} {gap} right of {a}"},
      // Same and different: every other word of the sentence a filler.
      {"{a} not {b}", "{a} is not {b}"},
      {"{a} {b}", "{a} is {b}"},
      // `There were 9 pond snails`: the count is the snails' own.
      {"there is|was|are|were {b} {a}", "{a} is {b}"},
      // `Brenda lives just 3 miles away`: the distance is her own.
      {"{a} {b} away", "{a} is {b}"},
      // `Ella adopted the bunny on Wednesday`: three values of one thing.
      {"{a} {b} on|in|at|for|during {c}", "all of: {a} is {b}; {a} is {c}"},
      {"{a} either {b} or {c}", "{a} is {b} or {c}"},
      // (And without `either`: `Ann drinks tea or milk`, `lives in house 2
      // or house 4`.)
      {"{a} {b} or {c}", "{a} is {b} or {c}"},
      // One of three: `A is B, C or D` (commas are not words).
      {"{a} {b} {c} or {d}", "{a} is {b} or {c} or {d}"},
      {"{a} either {b} {c} or {d}", "{a} is {b} or {c} or {d}"},
      {"{a} one of {b} {c} and|or {d}", "{a} is {b} or {c} or {d}"},
      // Neither: `C is neither A nor B`, `neither A nor B is C`.
      {"{c} neither {a} nor {b}", "neither {a} nor {b} is {c}"},
      {"neither {a} nor {b} {c}", "neither {a} nor {b} is {c}"},
      // `Neither Earl nor Hank made Bayou Blaze or Smokehouse`.
      {"neither {a} nor {b} {c} or {d}",
       "all of: neither {a} nor {b} is {c}; neither {a} nor {b} is {d}"},
      // A pair: `of A and B, one is C and the other is D`.
      {"of {a} and {b} one {c} and the other {d}", "{a} and {b} are {c} and {d}"},
      // `Of the bowl and the cream pot, the former was fired on Monday and
      // the latter on Wednesday`.
      {"of {a} and {b} the former {c} and the latter {d}", "all of: {a} is {c}; {b} is {d}"},
      {"{a} and {b} the former {c} and the latter {d}", "all of: {a} is {c}; {b} is {d}"},
      // `Ann and Bo are, in some order, the cat owner and the $40 buyer`.
      {"{a} and {b} in some|either|any order {c} and {d}", "{a} and {b} are {c} and {d}"},
      {"{a} and {b} {c} and {d} in some|either|any order", "{a} and {b} are {c} and {d}"},
      {"{a} and {b} in no particular order {c} and {d}", "{a} and {b} are {c} and {d}"},
      {"{a} and {b} {c} and {d} though|but not necessarily in that order",
       "{a} and {b} are {c} and {d}"},
      {"{a} and {b} {c} and {d} not necessarily in that order", "{a} and {b} are {c} and {d}"},
      {"{a} and {b} {c} and {d} in no particular order", "{a} and {b} are {c} and {d}"},
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
      {"{a} just|immediately|right after {b}", "{N}({a}) = {N}({b}) + {step}"},
      {"{a} just|immediately|right before {b}", "{N}({a}) = {N}({b}) - {step}"},
      // Exactly one: `Either Anna or the $30 pair is the pumps`.
      {"either {a} or {b} {c}", "one of: {a} is {c}; {b} is {c}"},
      {"{a} or {b} {c}", "one of: {a} is {c}; {b} is {c}"},
      // All different: `The five friends were A, B, C, D and E`.
      {"the {num} {any} were|are {a} {b} and {c}", "different: {a} {b} {c}"},
      {"the {num} {any} were|are {a} {b} {c} and {d}", "different: {a} {b} {c} {d}"},
      {"the {num} {any} were|are {a} {b} {c} {d} and {e}", "different: {a} {b} {c} {d} {e}"},
      {"the {num} {any} were|are {a} {b} {c} {d} {e} and {f}",
       "different: {a} {b} {c} {d} {e} {f}"},
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
      {"{a} {amt} {any} before {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} after {b}", "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} {amt} {any} earlier than {b}", "{N}({a}) = {N}({b}) - {amt}"},
      {"{a} {amt} {any} later than {b}", "{N}({a}) = {N}({b}) + {amt}"},
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
      {"{a} just|right|immediately|directly behind {b}",
       "{N}({a}) = {N}({b}) {behind_sign} {step}"},
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
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped {b}",
       "{N}({a}) > {N}({b})"},
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped {b} by {amt}",
       "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped {b} by {amt} {any}",
       "{N}({a}) = {N}({b}) + {amt}"},
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped everyone|everybody|anyone|anybody",
       "{a} is {most}"},
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped everyone|everybody|anyone|anybody else",
       "{a} is {most}"},
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped every other {any}",
       "{a} is {most}"},
      {"{a} "
       "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outearned|"
       "outjumped all the others|other {any}",
       "{a} is {most}"},
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
      {"{a} half as {any} as {b}", "2 * {N}({a}) = {N}({b})"},
      {"{a} half as {any} {any} as {b}", "2 * {N}({a}) = {N}({b})"},
      // `twice the length of Dennis's`, `half the price of`.
      {"{a} twice|double the {any} of {b}", "{N}({a}) = 2 * {N}({b})"},
      {"{a} three times the {any} of {b}", "{N}({a}) = 3 * {N}({b})"},
      {"{a} half the {any} of {b}", "2 * {N}({a}) = {N}({b})"},
      // `did better than`, `fared worse than`: winning as above.
      {"{a} better than {b}", "{N}({a}) {beats} {N}({b})"},
      {"{a} worse than {b}", "{N}({a}) {loses} {N}({b})"},
      // A place in a contest decided by times or scores (`finished fifth`).
      {"{a} finished|came|placed|ranked {ord}", "{a} is {ranked}"},
      {"{a} finished|came|placed in {ord} place|position", "{a} is {ranked}"},
      // Winning the contest is the best of what it is won by.
      {"{a} won|wins", "{a} is {best}"},
      // Last in a contest is the worst of what it is decided by.
      {"{a} came|finished|placed|ranked last", "{a} is {worst}"},
      {"{a} not win|won {b}", "{a} is not {b}"},
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

std::span<const Phrase> question_phrases() {
  static constexpr std::array<Phrase, 34> kTable = {{
      {"in|on|at which {pn} does|did|do {a} live|sit|stand|park|stay|wait", "position of {a}"},
      {"which {pn} is|was {a} in|on|at", "position of {a}"},
      {"what position is {a} at", "position of {a}"},
      // `Where is Fatima in the queue?` (a grid without positions asks
      // none: read_english.cc).
      {"where is|was {a}", "position of {a}"},
      {"where is|was {a} in the {any}", "position of {a}"},
      {"what position is {a} in", "position of {a}"},
      {"in which position is {a}", "position of {a}"},
      {"which house is {a} in", "position of {a}"},
      {"where does|did|do {a} live|sit|stand|park", "position of {a}"},
      // ZebraLogic's multiple-choice questions: `What is BookGenre of the
      // person who lives in House 2?` ({cat}: a category by its name).
      {"what is {cat} of {a}", "{cat} of {a}"},
      {"what is the {cat} of {a}", "{cat} of {a}"},
      {"who {a}", "{who} of {a}"},
      {"now who {a}", "{who} of {a}"},
      // People's questions: `Which friend bought the parrot?`, `What colour
      // is Anna's house?`, `What did Anna pay?`, `How much did Bo spend?`,
      // `In which house does the teacher live?`.
      {"which {cat} {a}", "{cat} of {a}"},
      {"what {cat} {a}", "{cat} of {a}"},
      // `What kind of dog is Rex?`, `What make of car does Ann drive?`
      {"what|which kind|type|sort|make|brand|breed of {cat} {a}", "{cat} of {a}"},
      {"in which {cat} {a}", "{cat} of {a}"},
      {"in which house|position|place {a}", "position of {a}"},
      {"which house|position|place {a}", "position of {a}"},
      {"what {a} pay|paid|spend|spent|cost|charge|charged|weigh|weighed", "{N} of {a}"},
      {"how much {a}", "{N} of {a}"},
      {"how long|many|old|tall|heavy|far|big|high|fast|deep|wide|late|early|hot|warm|cold {a}",
       "{N} of {a}"},
      {"when {a}", "{N} of {a}"},
      // `What was Quinn's topic?`
      {"what is|was {a} {cat}", "{cat} of {a}"},
      {"for how long|much {a}", "{N} of {a}"},
      {"how much {a} pay|paid|spend|spent|cost|charge|charged|weigh|weighed", "{N} of {a}"},
      {"can you work out who {a}", "{who} of {a}"},
      {"on|at|in which|what {cat} {a}", "{cat} of {a}"},
      {"in which {pn} {a}", "position of {a}"},
      {"on|at which|what {pn} {a}", "position of {a}"},
      {"which {pn} {a}", "position of {a}"},
      {"what {pn} {a}", "position of {a}"},
      {"can you tell who {a}", "{who} of {a}"},
      // `Whose plot is number 11?`
      {"whose {any} {a}", "{who} of {a}"},
  }};
  return kTable;
}

std::span<const std::string_view> filler_words() {
  // Stems (words.h): `likes` is `like`, `houses` is `house`. From `to`
  // on, the words around ZebraLogic's values: `the person partial to Pall
  // Mall`, `who enjoys mountain retreats`, `with a high school diploma`,
  // `who loves a carnations arrangement`, `who likes going on cruises`.
  // `to` is safe: every relation that uses it has a word that is not a
  // filler (`next`, `left`).
  static constexpr std::array<std::string_view, 126> kWords = {
      "the",
      "a",
      "an",
      "person",
      "people",
      "family",   // `the Hughes family`
      "someone",  // `played by someone older than Adele`
      "somebody",
      "man",
      "woman",
      // `the lad from The Crown`, `the bloke who ...`.
      "lad",
      "lass",
      "bloke",
      "chap",
      "gent",
      "one",
      "who",
      "whose",
      "that",
      "which",
      "where",
      "is",
      "are",
      "was",
      "be",
      "had",
      "has",
      "have",
      "with",
      "of",
      "in",
      "at",
      "for",
      "by",
      "on",
      "like",
      "love",
      "own",
      "keep",
      "kept",
      "drive",
      "drink",
      "drunk",
      "smoke",
      "smoked",
      "play",
      "read",
      "support",
      "live",
      "lives",
      "use",
      "eat",
      "eating",
      "prefer",
      "enjoy",
      "favorite",
      "favourite",
      "only",
      "player",
      "smoker",
      "owner",
      "lover",
      "drinker",
      "fan",
      "enthusiast",
      "eater",
      "reader",
      "driver",
      "keeper",
      "user",
      "house",
      "home",
      "named",
      "called",
      "name",
      "his",
      "her",
      "their",
      "bouquet",
      "aquarium",
      "pet",
      "animal",
      "type",
      "kind",
      "brand",
      "wear",
      "wearing",
      "hobby",
      "job",
      "work",
      "birthday",
      "month",
      "lunch",
      "food",
      "mother",
      "something",
      "rear",
      "raise",
      "as",
      "living",
      "inhabitant",
      "to",
      "degree",
      "diploma",
      "arrangement",
      "vase",
      "boquet",
      "residing",
      "reside",
      "partial",
      "retreat",
      "break",
      "trip",
      "tour",
      "go",
      "going",
      "hobbyist",
      "villa",
      "attended",
      "many",
      "were",
      "do",
      "doe",
      "did",
      // `the runner from Kenya`.
      "from",
  };
  return kWords;
}

std::span<const std::string_view> magazine_words() {
  // Stems (words.h). The verbs and nouns of logic-grid magazines' clues.
  static constexpr std::array<std::string_view, 48> kWords = {
      // People by what they did (`the Wells entrant`, `the Dutch
      // exhibitor`): the value's own.
      "entrant", "contestant", "competitor", "participant", "exhibitor", "solver",  "from",
      "cost",    "paid",       "pay",        "bought",      "buy",       "shopped", "shopper",
      "visited", "spent",      "got",        "get",         "chose",     "picked",  "purchased",
      "sold",    "made",       "won",        "finished",    "scored",    "wrote",   "write",
      "written", "published",  "came",       "arrived",     "ran",       "runner",  "item",
      "entry",   "piece",      "pair",       "for",         "did",       "wore",    "worn",
      "aged",    "took",       "student",    "tutor",       "placed",    "ranked"};
  return kWords;
}

std::span<const std::string_view> cue_words() {
  static constexpr std::string_view kWords[] = {
      "across",  "opposite",  "beside",       "behind",    "front",    "near",      "far",
      "above",   "below",     "under",        "over",      "upstair",  "downstair", "same",
      "both",    "all",       "none",         "nobody",    "no",       "anyone",    "everyone",
      "anybody", "everybody", "other",        "another",   "else",     "if",        "unless",
      "because", "when",      "while",        "then",      "until",    "since",     "but",
      "twice",   "half",      "than",         "and",       "or",       "nor",       "either",
      "neither", "not",       "she",          "he",        "they",     "him",       "them",
      "each",    "every",     "except",       "together",  "door",     "floor",     "row",
      "between", "next",      "left",         "right",     "without",  "instead",   "hate",
      "dislike", "avoid",     "refuse",       "fear",      "despise",  "detest",    "rather",
      "former",  "latter",    "respectively", "neighbour", "neighbor", "side",      "besides",
      "too",     "who",       "what",         "which",     "where",    "how",       "much",
      "many",    "north",     "south",        "east",      "west",     "up",        "down",
      "top",     "bottom",    "facing",       "inside",    "outside",  "corner",    "beyond",
      "past",    "toward",    "towards",      "adjacent",  "around",   "ahead"};
  return kWords;
}

std::span<const std::string_view> money_words() {
  static constexpr std::string_view kWords[] = {
      "cost",   "paid",    "pay",     "spent", "price", "cheaper", "expensive", "dollar",
      "spend",  "charge",  "charged", "fee",   "fare",  "salary",  "earned",    "tip",
      "tipped", "bid",     "earn",    "worth", "wage",  "fetch",   "fetched",   "raised",
      "raise",  "donated", "donate",  "money", "cash"};
  return kWords;
}

bool verb_word(std::string_view stem) {
  static constexpr std::array<std::string_view, 30> kVerbs = {
      "like", "love", "own",     "keep", "kept",  "drive", "drink", "drunk",  "smoke",   "smoked",
      "play", "read", "support", "live", "lives", "use",   "eat",   "eating", "prefer",  "enjoy",
      "has",  "have", "had",     "is",   "are",   "was",   "be",    "wear",   "wearing", "work"};
  return std::find(kVerbs.begin(), kVerbs.end(), stem) != kVerbs.end();
}

bool superlative_word(std::string_view stem) {
  // Words that only end as a superlative does.
  static constexpr std::array<std::string_view, 31> kNot = {
      "guest",   "interest", "forest",  "request", "contest", "chest",    "quest",    "harvest",
      "protest", "conquest", "inquest", "arrest",  "digest",  "manifest", "tempest",  "behest",
      "bequest", "priest",   "honest",  "modest",  "earnest", "suggest",  "invest",   "attest",
      "detest",  "divest",   "infest",  "molest",  "pretest", "retest",   "southwest"};
  // (`west`, `southwest`, `midwest` are ways, not superlatives; `lowest`
  // and `fewest` are.)
  const bool way = stem == "west" || stem.ends_with("thwest") || stem == "midwest";
  return stem.size() >= 5 && stem.ends_with("est") &&
         std::find(kNot.begin(), kNot.end(), stem) == kNot.end() && !way;
}

bool frame_word(std::string_view stem) {
  static constexpr std::array<std::string_view, 32> kWords = {
      "everyone", "each", "person", "people",  "they",      "all",    "ha",       "has",
      "have",     "a",    "an",     "the",     "different", "unique", "is",       "are",
      "in",       "of",   "for",    "use",     "something", "type",   "kind",     "every",
      "their",    "own",  "owner",  "painted", "brand",     "genre",  "favorite", "favourite"};
  return std::find(kWords.begin(), kWords.end(), stem) != kWords.end();
}

std::span<const Alias> value_aliases() {
  static constexpr std::array<Alias, 92> kTable = {{
      // Nationality adjectives for the nouns a list gives.
      {"danish", "dane"},
      {"swedish", "swede"},
      {"british", "brit"},
      {"english", "englishman"},
      {"englishman", "english"},
      {"spanish", "spaniard"},
      {"spaniard", "spanish"},
      {"norwegian", "norway"},
      {"german", "germany"},
      {"finnish", "finn"},
      {"polish", "pole"},
      {"turkish", "turk"},
      {"turk", "turkish"},
      {"scottish", "scot"},
      {"irish", "irishman"},
      {"dutch", "dutchman"},
      {"french", "frenchman"},
      {"frenchman", "french"},
      {"welsh", "welshman"},
      {"thai", "thailand"},
      {"swiss", "switzerland"},
      {"brit", "british"},
      {"dane", "danish"},
      {"swede", "swedish"},
      // Countries by their adjectives (`the Swedish runner` of a list of
      // countries).
      {"swedish", "sweden"},
      {"swede", "sweden"},
      {"spanish", "spain"},
      {"spaniard", "spain"},
      {"japanese", "japan"},
      {"kenyan", "kenya"},
      {"american", "usa"},
      {"american", "the usa"},
      {"french", "france"},
      {"italian", "italy"},
      {"british", "britain"},
      {"irish", "ireland"},
      {"scottish", "scotland"},
      {"chinese", "china"},
      {"indian", "india"},
      {"brazilian", "brazil"},
      {"canadian", "canada"},
      {"mexican", "mexico"},
      {"australian", "australia"},
      {"russian", "russia"},
      {"greek", "greece"},
      {"portuguese", "portugal"},
      {"dutch", "netherlands"},
      {"dutch", "the netherlands"},
      {"danish", "denmark"},
      {"dane", "denmark"},
      {"finnish", "finland"},
      {"egyptian", "egypt"},
      {"chilean", "chile"},
      {"peruvian", "peru"},
      {"austrian", "austria"},
      {"belgian", "belgium"},
      {"korean", "korea"},
      {"moroccan", "morocco"},
      {"nigerian", "nigeria"},
      {"jamaican", "jamaica"},
      {"hungarian", "hungary"},
      {"icelandic", "iceland"},
      {"polish", "poland"},
      {"turkish", "turkey"},
      {"english", "england"},
      {"welsh", "wales"},
      {"argentinian", "argentina"},
      {"argentine", "argentina"},
      // British and American spellings.
      {"grey", "gray"},
      {"gray", "grey"},
      {"colour", "color"},
      {"color", "colour"},
      // Months, written out and short.
      {"january", "jan"},
      {"february", "feb"},
      {"march", "mar"},
      {"april", "apr"},
      {"june", "jun"},
      {"july", "jul"},
      {"august", "aug"},
      {"september", "sept"},
      {"september", "sep"},
      {"october", "oct"},
      {"november", "nov"},
      {"december", "dec"},
      {"jan", "january"},
      {"feb", "february"},
      {"sept", "september"},
      {"sep", "september"},
      {"oct", "october"},
      {"nov", "november"},
      {"dec", "december"},
      {"aug", "august"},
  }};
  return kTable;
}

std::span<const CategoryLine> category_lines() {
  // ZebraLogic's 25 kinds of attribute, each with the line its puzzles
  // introduce it by and the head of its column in the answer table.
  static constexpr std::array<CategoryLine, 25> kTable = {{
      {"each person has a unique name", "name"},
      {"the people are of nationalities", "nationality"},
      {"people have unique favorite book genres", "book_genre"},
      {"everyone has something unique for lunch", "food"},
      {"each person has a favorite color", "color"},
      {"the people keep unique animals", "animal"},
      {"each person has an occupation", "occupation"},
      {"people use unique phone models", "phone_model"},
      {"each mother is accompanied by their child", "children"},
      {"people have unique favorite music genres", "music_genre"},
      {"people have unique heights", "height"},
      {"the mothers' names in different houses are unique", "mother"},
      {"each person prefers a unique type of vacation", "vacation"},
      {"each person has a unique type of pet", "pet"},
      {"each person has a unique birthday month", "birthday"},
      {"each person lives in a unique style of house", "house_style"},
      {"they all have a unique favorite flower", "flower"},
      {"each person has a unique level of education", "education"},
      {"people have unique favorite sports", "favorite_sport"},
      {"everyone has a unique favorite cigar", "cigar"},
      {"people own unique car models", "car_model"},
      {"each person has a unique hobby", "hobby"},
      {"people have unique hair colors", "hair_color"},
      {"everyone has a favorite smoothie", "smoothie"},
      {"each person has a unique favorite drink", "drink"},
  }};
  return kTable;
}

std::span<const ValuePhrase> value_phrases() {
  static constexpr std::array<ValuePhrase, 11> kTable = {{
      {"each person has a unique name", "{v}"},
      {"each mother is accompanied by their child", "the person's child is named {v}"},
      {"each mother is accompanied by their child", "the mother of {v}"},
      {"the people keep unique animals", "the {v} lover|enthusiast|keeper|owner"},
      {"the people keep unique animals", "the person who keeps {v}"},
      {"each person has a unique type of pet", "the person who owns|has a|an {v}"},
      {"each person has a unique type of pet", "the person with a|an aquarium of {v}"},
      {"each person has a unique type of pet", "the person who keeps|has|owns a pet {v}"},
      {"each person has a unique type of pet", "the person with a pet {v}"},
      {"each person has a favorite color", "the person who loves {v}"},
      {"people have unique hair colors", "the person who has {v} hair"},
  }};
  return kTable;
}

std::span<const std::string_view> framing_sentences() {
  static constexpr std::array<std::string_view, 11> kTable = {
      "using the clues provided below, answer the question at the end",
      "some of clues provided might be irrelevant to the puzzle",
      "some of the clues provided might be irrelevant to the puzzle",
      "each house is occupied by a different person",
      "each house has a unique attribute for each of the following characteristics",
      "who have the following characteristics",
      "clues",
      "one other thing: in statement 6, right means your right",
      // reasoning-gym's form of ZebraLogic's puzzles.
      "this is a logic puzzle",
      "each has a different person in them",
      "they have different characteristics",
  };
  return kTable;
}

namespace {

int from_digits(std::string_view s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && end == s.data() + s.size() && v > 0 && v <= 64 ? v : 0;
}

}  // namespace

int number_word(std::string_view s) {
  static constexpr std::array<std::string_view, 20> kWords = {
      "one",     "two",     "three",     "four",     "five",     "six",      "seven",
      "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen", "fourteen",
      "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
  for (std::size_t i = 0; i < kWords.size(); ++i)
    if (s == kWords[i]) return static_cast<int>(i) + 1;
  // (`thirty years`, `fifty metres`: the tens.)
  static constexpr std::array<std::string_view, 7> kTens = {"thirty",  "forty",  "fifty", "sixty",
                                                            "seventy", "eighty", "ninety"};
  for (std::size_t i = 0; i < kTens.size(); ++i)
    if (s == kTens[i]) return static_cast<int>(i + 3) * 10;
  return from_digits(s);
}

int amount_word(std::string_view s) {
  if (const int k = number_word(s); k != 0) return k;
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && end == s.data() + s.size() && v > 0 && v <= 1000000 ? v : 0;
}

double amount_of(std::string_view s) {
  if (const int k = amount_word(s); k != 0) return k;
  const std::size_t point = s.find('.');
  if (point == std::string_view::npos || point + 1 >= s.size()) return 0;
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && end == s.data() + s.size() && v > 0 && v <= 1000000 ? v : 0;
}

int ordinal_word(std::string_view s) {
  static constexpr std::array<std::string_view, 12> kWords = {
      "first",   "second", "third", "fourth", "fifth",    "sixth",
      "seventh", "eighth", "ninth", "tenth",  "eleventh", "twelfth"};
  for (std::size_t i = 0; i < kWords.size(); ++i)
    if (s == kWords[i]) return static_cast<int>(i) + 1;
  for (std::string_view suffix : {"st", "nd", "rd", "th"})
    if (s.size() > 2 && s.substr(s.size() - 2) == suffix)
      return from_digits(s.substr(0, s.size() - 2));
  return 0;
}

}  // namespace deduce::puzzles::zebra::english

#undef DEDUCE_MORE_WORDS
#undef DEDUCE_LESS_WORDS
