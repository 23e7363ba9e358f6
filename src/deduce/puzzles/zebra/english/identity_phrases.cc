// The relation templates that say one value is another (relation_phrases.h):
// `{a} is {b}` and `{a} is not {b}`, one of two or three (`{a} is {b} or
// {c}`), neither of two, and pairs said in some order (`of A and B, one is C
// and the other is D`). Their order is the table's (phrase_table.cc).
#include "deduce/puzzles/zebra/english/relation_phrases.h"

namespace deduce::puzzles::zebra::english {

std::span<const Phrase> identity_phrases() {
  static constexpr Phrase kTable[] = {
      // Same and different: every other word of the sentence a filler.
      {"{a} not {b}", "{a} is not {b}"},
      // `he wasn't felling anything`: the deed denied, whatever it was
      // done to.
      {"{a} not {b} anything", "{a} is not {b}"},
      {"{a} {b}", "{a} is {b}"},
      // `There was no ladder in the shoe shop's window`: not its.
      {"there is|was|are|were no {a} in|on|at|for|with|among {b}", "{a} is not {b}"},
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
      // None of three: `Idris didn't finish 1st, 2nd or 3rd`.
      {"{a} not {b} {c} or|nor {d}", "all of: {a} is not {b}; {a} is not {c}; {a} is not {d}"},
      {"{a} none of {b} {c} and|or|nor {d}",
       "all of: {a} is not {b}; {a} is not {c}; {a} is not {d}"},
      // None of three as the subject: `None of Alun, Bethan and Gwen has a
      // Bramley tree`, `Neither Ann nor Bo nor Cy ...`. (Not `Ann, Bo and
      // Cy did not ...` nor `Neither Ann, Bo nor Cy`: the words between
      // two slots may say more, `Floyd was in the white boat, and Cody
      // wasn't in the red one`, `Neither Alun, who has the Cox, nor ...`.)
      {"none of {a} {b} and|or|nor {c} {d}",
       "all of: {a} is not {d}; {b} is not {d}; {c} is not {d}"},
      {"neither {a} nor {b} nor {c} {d}", "all of: {a} is not {d}; {b} is not {d}; {c} is not {d}"},
      // Neither: `C is neither A nor B`, `neither A nor B is C`.
      {"{c} neither {a} nor {b}", "neither {a} nor {b} is {c}"},
      {"neither {a} nor {b} {c}", "neither {a} nor {b} is {c}"},
      // `Neither Earl nor Hank made Bayou Blaze or Smokehouse`.
      {"neither {a} nor {b} {c} or {d}",
       "all of: neither {a} nor {b} is {c}; neither {a} nor {b} is {d}"},
      // `Neither the 10-year-old nor the 11-year-old finished 1st, 2nd or
      // 3rd` (said `in the top three`).
      {"neither {a} nor {b} {c} {d} or {e}",
       "all of: neither {a} nor {b} is {c}; neither {a} nor {b} is {d}; neither {a} nor {b} is "
       "{e}"},
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
  };
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english
