// The relation templates of places in the row (relation_phrases.h): a
// position, the middle and the ends, neighbours, counting from an end, left
// and right, and between. Their order is the table's (phrase_table.cc).
#include "deduce/puzzles/zebra/english/relation_phrases.h"

namespace deduce::puzzles::zebra::english {

std::span<const Phrase> row_phrases() {
  static constexpr Phrase kTable[] = {
      // Position: `the second house`, `the 2nd position` are places
      // (lexicon.h), read by the templates below; `{a} is {b}` with a
      // place is `{a} at k` (sentence_reader.cc).
      {"{a} in the middle", "{a} in the middle"},
      {"{a} not in the middle", "not: {a} in the middle"},
      {"{a} not in the middle of the {any}", "not: {a} in the middle"},
      {"{a} at one of the end", "{a} at an end"},
      {"{a} at an end", "{a} at an end"},
      {"{a} at|on either end", "{a} at an end"},
      {"{a} not at|on either|an end", "not: {a} at an end"},
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
      // `The begonias and the dahlias are in neighbouring gardens`.
      {"{a} and {b} in neighbouring|neighboring|adjacent|adjoining {any}", "{a} next to {b}"},
      {"{a} and {b} not in neighbouring|neighboring|adjacent|adjoining {any}",
       "{a} not next to {b}"},
      {"{a} and {b} side by side", "{a} next to {b}"},
      {"{a} and {b} not side by side", "{a} not next to {b}"},
      // `The birdhouses were on the table beside Mae's`: a row's neighbour.
      {"{a} beside|alongside {b}", "{a} next to {b}"},
      {"{a} not beside|alongside {b}", "{a} not next to {b}"},
      {"{a} neighbor|neighbour {b}", "{a} next to {b}"},
      {"{a} and {b} neighbor|neighbour", "{a} next to {b}"},
      {"{a} and {b} next door neighbor|neighbour", "{a} next to {b}"},
      {"{a} and {b} not neighbor|neighbour", "{a} not next to {b}"},
      {"{a} and {b} not next door neighbor|neighbour", "{a} not next to {b}"},
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
      // `Noah was right at the end, on the right`.
      {"{a} at|on the end on the left", "{a} at 1"},
      {"{a} at|on the end on the right", "{a} at {last}"},
      {"{a} right|just at|on the end on the left", "{a} at 1"},
      {"{a} right|just at|on the end on the right", "{a} at {last}"},
      {"{a} at|on the very end on the left", "{a} at 1"},
      {"{a} at|on the very end on the right", "{a} at {last}"},
      {"{a} in the last {pn} on the right", "{a} at {last}"},
      {"{a} the last {pn} on the right", "{a} at {last}"},
      {"{a} the first {pn} on the left", "{a} at 1"},
      {"{a} in the end {pn} on the right", "{a} at {last}"},
      {"{a} in the end {pn} on the left", "{a} at 1"},
      {"{a} in the first {pn} on the left", "{a} at 1"},
      {"{a} at|on the first {pn} on the left", "{a} at 1"},
      {"{a} at|on the last {pn} on the right", "{a} at {last}"},
      {"{a} in|at|on the first {pn} on the right", "{a} at {last}"},
      {"{a} in|at|on the first {pn} from the right", "{a} at {last}"},
      {"{a} not at|on|in the far left", "{a} not at 1"},
      {"{a} not at|on|in the far right", "{a} not at {last}"},
      {"{a} not at|on|in the left end", "{a} not at 1"},
      {"{a} not at|on|in the right end", "{a} not at {last}"},
      {"{a} not at|on|in the left hand end", "{a} not at 1"},
      {"{a} not at|on|in the right hand end", "{a} not at {last}"},
      {"{a} not at|on|in the left end of the {any}", "{a} not at 1"},
      {"{a} not at|on|in the right end of the {any}", "{a} not at {last}"},
      // `Tomasz doesn't work at the chair nearest the door`, the door's
      // end said (named_ends.h) as `at the chair at the left end`.
      {"{a} not at|on|in the {pn} at|on|in the left end", "{a} not at 1"},
      {"{a} not at|on|in the {pn} at|on|in the right end", "{a} not at {last}"},
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
      {"{a} in|at|on one of the end|outside|outer {any}", "{a} at an end"},
      // `The cinema is by one of the two end stops`, `swam in one of the two
      // outside lanes`.
      {"{a} in|at|by|beside one of the two end|outside|outer {any}", "{a} at an end"},
      {"{a} not in|at|by|beside one of the two end|outside|outer {any}", "not: {a} at an end"},
      // `Pam has one of the two end plots`: whatever the verb.
      {"{a} one of the two end|outside|outer {any}", "{a} at an end"},
      {"{a} in one of the two middle {any}", "{a} at {middle_two}"},
      {"{a} not in one of the two middle {any}", "not: {a} at {middle_two}"},
      {"{a} in|on|at either of the two middle {any}", "{a} at {middle_two}"},
      {"{a} not in|on|at either of the two middle {any}", "not: {a} at {middle_two}"},
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
      {"{a} at one end and {b} at the other end",
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
      // `..., with one of them on each side`.
      {"{a} right|directly|immediately|exactly between {b} and {c} with one of them on each|either "
       "side",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c} with one of them on each|either side",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c} with one on each|either side",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      // `..., next to both of them`: said after, as an aside.
      {"{a} right|directly|immediately|exactly between {b} and {c} next to both",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} right|directly|immediately|exactly between {b} and {c} next to both of them",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c} next to both",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c} next to both of them",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
      {"{a} between {b} and {c} and next to both of them",
       "all of: {a} next to {b}; {a} next to {c}; {b} is not {c}"},
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
      {"{a} in an end|outside|outer {any}", "{a} at an end"},
      {"{a} at|on the end", "{a} at an end"},
      {"{a} not at|on the end", "not: {a} at an end"},
      // `The rabbit's owner has neighbours on both sides`: no end.
      {"{a} neighbour|neighbor on both|either side", "not: {a} at an end"},
      {"{a} neighbour|neighbor on each side", "not: {a} at an end"},
      {"{a} a neighbour|neighbor on each|either side", "not: {a} at an end"},
      // `next door but one`: two places away, either side.
      {"{a} next door but one to|from {b}", "{a} 2 away from {b}"},
      {"{a} and {b} next door to each other", "{a} next to {b}"},
      {"{a} and {b} next door to one another", "{a} next to {b}"},
      {"{a} and {b} next to one another", "{a} next to {b}"},
      {"{a} and {b} not next door to each other", "{a} not next to {b}"},
      {"{a} and {b} not next to one another", "{a} not next to {b}"},
      {"{a} at|on one end", "{a} at an end"},
      {"{a} in the middle of the {any}", "{a} in the middle"},
      // `Ezra's flag is the middle one of the five`.
      {"{a} the middle one", "{a} in the middle"},
      {"{a} the middle one of the {any}", "{a} in the middle"},
      // `stands exactly halfway along the row`, `halfway down the street`.
      {"{a} halfway|midway along|down|up the {any}", "{a} in the middle"},
      {"{a} halfway|midway", "{a} in the middle"},
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
      // `The dahlias and the cat are at the same cottage`: one place holds
      // one of each (never `on the same side`, which holds several).
      {"{a} and {b} at|in the same {pn}", "{a} is {b}"},
      {"{a} and {b} not at|in the same {pn}", "{a} is not {b}"},
      {"{a} and {b} different people|person", "{a} is not {b}"},
      {"{a} and {b} not the same person|one", "{a} is not {b}"},
      {"{a} and {b} two different people|person", "{a} is not {b}"},
      {"{a} and {b} are not next to each other", "{a} not next to {b}"},
      // (`aren't`, `weren't`: one word, the negation's.)
      {"{a} and {b} not next to each other", "{a} not next to {b}"},
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
      // `The goat lives to the left of all the others`: `to the left of`
      // all of them can only be anywhere left, so this is the first.
      {"{a} to the left of all the others", "{a} at 1"},
      {"{a} to the right of all the others", "{a} at {last}"},
      {"{a} to the left of everyone|everybody|everything else", "{a} at 1"},
      {"{a} to the right of everyone|everybody|everything else", "{a} at {last}"},
      {"{a} somewhere to the left of all the others", "{a} at 1"},
      {"{a} somewhere to the right of all the others", "{a} at {last}"},
      {"{a} further|farther left than anyone|anybody|everyone|everybody|anything else", "{a} at 1"},
      {"{a} further|farther right than anyone|anybody|everyone|everybody|anything else",
       "{a} at {last}"},
      {"{a} further|farther to the left than anyone|anybody|everyone|everybody|anything else",
       "{a} at 1"},
      {"{a} further|farther to the right than anyone|anybody|everyone|everybody|anything else",
       "{a} at {last}"},
      // `Mrs Ames lives east of both Mr Bell and Miss Cole`.
      {"{a} somewhere to the left of both {b} and {c}",
       "all of: {a} left of {b}; {a} left of {c}; {b} is not {c}"},
      {"{a} somewhere to the right of both {b} and {c}",
       "all of: {a} right of {b}; {a} right of {c}; {b} is not {c}"},
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
      // `Q sits second to the left of P`, as exam books say it: two places.
      {"{a} {ord} to the left of {b}", "{a} {ord} left of {b}"},
      {"{a} {ord} to the right of {b}", "{a} {ord} right of {b}"},
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
      // `lives next door to Fay, on her left`: on the side of hers.
      {"{a} next to|beside {b} on her|his|their left", "{a} just left of {b}"},
      {"{a} next to|beside {b} on her|his|their right", "{a} just right of {b}"},
      {"{a} next door to {b} on her|his|their left", "{a} just left of {b}"},
      {"{a} next door to {b} on her|his|their right", "{a} just right of {b}"},
      {"{a} somewhere in between {b} and {c} in that order",
       "all of: {b} left of {a}; {a} left of {c}"},
      {"{a} somewhere in between {b} and {c}", "{a} between {b} and {c}"},
      {"{a} somewhere between {b} and {c}", "{a} between {b} and {c}"},
      {"there is|are {num} {pn} between {a} and {b}", "{a} {gap} away from {b}"},
      // (Or of the things that stand in them: `There are exactly two
      // scarecrows between the Coopers' and the Bells'`.)
      {"there is|are {num} {any} between {a} and {b}", "{a} {gap} away from {b}"},
      // (In a queue or a line of people, the places are people.)
      {"there is|are {num} person|people|persons|other|others between {a} and {b}",
       "{a} {gap} away from {b}"},
      // `Only one person sits between R and T`: the same gap.
      // (The verb is no word of the table: `sits` is said and gone.)
      {"only|exactly|just {num} person|people|persons|other|others between {a} and {b}",
       "{a} {gap} away from {b}"},
      {"{num} person|people|persons between {a} and {b}", "{a} {gap} away from {b}"},
      {"there is|are {num} {pn} between {a} and {b} with {a} on the left", "{a} {gap} left of {b}"},
      {"there is|are {num} {pn} between {a} and {b} with {b} on the left", "{b} {gap} left of {a}"},
      {"there is|are {num} {pn} between {a} and {b} with {a} on the right",
       "{a} {gap} right of {b}"},
      {"there is|are {num} {pn} between {a} and {b} with {b} on the right",
       "{b} {gap} right of {a}"},
  };
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english
