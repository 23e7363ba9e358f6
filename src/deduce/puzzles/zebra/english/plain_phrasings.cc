// The phrasings said plainly by one table (plain_phrasings.h).
#include "deduce/puzzles/zebra/english/plain_phrasings.h"

namespace deduce::puzzles::zebra::english {

std::span<const SaidAs> plain_phrasings() {
  // `was found more quickly than the quarry`: faster, never more of the
  // time it took; `5 fewer eggs in it than Poppy's`: `in it` is the
  // subject again.
  static constexpr SaidAs kPlain[] = {
      // (`one is first and the other last`: the places, as `the` says them.)
      {"one is first and the other is last", "one is the first and the other is the last"},
      {"one is first and the other last", "one is the first and the other is the last"},
      {"one is last and the other is first", "one is the last and the other is the first"},
      {"one is last and the other first", "one is the last and the other is the first"},
      // `The chess player lives behind the lilac door`: the house, never
      // an age behind another.
      {"lives behind the", "lives at the"},
      {"live behind the", "live at the"},
      {"lived behind the", "lived at the"},
      // `the member who swears by Jacoby`: who favours it, no `by` of a
      // doer.
      // An old puzzle book's denials: `nor was it he who drove the Austin`,
      // `had never in his life set foot in Derby`, `hailed from some place
      // other than York`.
      {"nor was it he who", "and he was not the one who"},
      {"nor was it she who", "and she was not the one who"},
      {"had never in his life set foot in", "was never in"},
      {"had never in her life set foot in", "was never in"},
      {"had never set foot in", "was never in"},
      {"has never set foot in", "was never in"},
      {"never set foot in", "was never in"},
      {"from some place other than", "not from"},
      {"from somewhere other than", "not from"},
      {"from a place other than", "not from"},
      // `he could not match Audrey's score`: fell short of it.
      {"could not match", "did not beat"},
      {"couldn't match", "did not beat"},
      {"failed to match", "did not beat"},
      {"swears by", "favours"},
      {"swear by", "favour"},
      {"swore by", "favoured"},
      {"more quickly than", "faster than"},
      // `Nothing went more cheaply than the Toby jug`: cheaper, never more
      // of the price.
      {"more cheaply than", "cheaper than"},
      {"less cheaply than", "dearer than"},
      {"more expensively than", "dearer than"},
      {"less expensively than", "cheaper than"},
      {"more slowly than", "slower than"},
      {"less quickly than", "slower than"},
      {"more rapidly than", "faster than"},
      {"inside it than", "than"},
      {"in it than", "than"},
      {"on it than", "than"},
      // `came away with the yellow card`:
      // what one won or bought is one's.
      {"came away with", "got"},
      {"come away with", "get"},
      {"came home with", "got"},
      {"went home with", "got"},
      {"go home with", "get"},
      {"walked away with", "got"},
      {"walked off with", "got"},
      {"went away with", "got"},
      // `retired a full hour before Dr Marsh`: an hour.
      {"a full hour", "an hour"},
      {"a whole hour", "an hour"},
      {"a good hour", "an hour"},
      {"a full day", "a day"},
      {"a whole day", "a day"},
      {"a full week", "a week"},
      {"a whole week", "a week"},
      // `got there half an hour after Kev`.
      {"got there", "arrived"},
      {"turned up", "arrived"},
      {"showed up", "arrived"},
      // `The pecan pie took the longest to
      // eat`: the most time taken.
      {"took the longest", "was the slowest"},
      {"took longest", "was slowest"},
      {"took the least time", "was the fastest"},
      {"took the shortest time", "was the fastest"},
      // `Cid came in behind everyone else`: last; `ahead of everyone
      // else` first.
      {"behind everyone else", "last"},
      {"behind all the others", "last"},
      {"after everyone else", "last"},
      {"ahead of everyone else", "first"},
      {"in front of everyone else", "first"},
      {"ahead of all the others", "first"},
      // `crossed the line first`: finished.
      {"crossed the line", "finished"},
      {"crossed the finish line", "finished"},
      {"crossed the finishing line", "finished"},
      // `took over straight after Miss Lund's`: the next, never any later.
      {"took over", "started"},
      {"straight after", "immediately after"},
      // `The green house is on the immediate left of the white house`.
      {"on the immediate left of", "immediately to the left of"},
      {"on the immediate right of", "immediately to the right of"},
      {"at the immediate left of", "immediately to the left of"},
      {"at the immediate right of", "immediately to the right of"},
      // `Q sits immediate left of T`, as exam books print it.
      {"sits immediate left of", "sits immediately to the left of"},
      {"sits immediate right of", "sits immediately to the right of"},
      {"sit immediate left of", "sit immediately to the left of"},
      {"sit immediate right of", "sit immediately to the right of"},
      // `The Aberdeen train left from platform 5`: it set off there (never
      // the side, which is `left of`).
      {"left from", "departed from"},
      // `Only one person sits between R and T`: how many are between.
      {"person sits between", "person between"},
      {"persons sit between", "persons between"},
      {"people sit between", "people between"},
      {"person stands between", "person between"},
      {"persons stand between", "persons between"},
      {"people stand between", "people between"},
      {"person is seated between", "person between"},
      {"persons are seated between", "persons between"},
      {"people are seated between", "people between"},
      // `The harpist was two years the senior of the lady who recited`:
      // older than her.
      // (But `The surgeon is the senior of the party`: the oldest of them.)
      {"the senior of the party", "the oldest of the party"},
      {"the junior of the party", "the youngest of the party"},
      {"the senior of the group", "the oldest of the group"},
      {"the junior of the group", "the youngest of the group"},
      {"the senior of the company", "the oldest of the company"},
      {"the junior of the company", "the youngest of the company"},
      {"the senior of them all", "the oldest of them all"},
      {"the junior of them all", "the youngest of them all"},
      {"the senior of", "older than"},
      {"the junior of", "younger than"},
      // `sat immediately beside Miss Vane`: next to her.
      {"immediately beside", "next to"},
      {"directly beside", "next to"},
      // `sat next to her who gave the recitation`: the one who did.
      {"to her who", "to the one who"},
      {"to him who", "to the one who"},
      {"than her who", "than the one who"},
      {"than him who", "than the one who"},
      // `R sits at one of the extreme ends of the row`: the ends.
      {"one of the extreme ends", "one of the ends"},
      {"the extreme left end", "the left end"},
      {"the extreme right end", "the right end"},
      {"the extreme left", "the far left"},
      {"the extreme right", "the far right"},
      // `the blue hut is the next one to the right of the bicycle`.
      {"the next one to the right of", "immediately to the right of"},
      {"the next one to the left of", "immediately to the left of"},
      {"straight before", "immediately before"},
      // `at the end nearest the door`: nearest it (`the end` alone would
      // be either end, and the landmark dropped).
      {"at the end nearest to", "nearest to"},
      {"at the end nearest", "nearest"},
      {"at the end closest to", "closest to"},
      {"at the end furthest from", "furthest from"},
      {"at the end farthest from", "farthest from"},
      {"on the end nearest", "nearest"},
      {"on the end furthest from", "furthest from"},
      // `at the far end from the pier`: the furthest from it.
      {"at the far end from", "the furthest from"},
      {"at the opposite end from", "the furthest from"},
      {"at the other end from", "the furthest from"},
      // `The Kowalskis could only get away for three nights`: what they
      // did, never what they might have.
      {"could only", "only"},
      {"can only", "only"},
      // `Jack was runner-up`: second, of a contest's places.
      {"was runner-up", "came second"},
      {"was the runner-up", "came second"},
      {"was runner up", "came second"},
      {"the runner-up", "the one who came second"},
      // `Harry has nothing on Tuesdays`: his day is another.
      {"has nothing on", "is not on"},
      {"had nothing on", "was not on"},
      {"does nothing on", "is not on"},
      {"did nothing on", "was not on"},
      // `it couldn't beat Rolo`: in a contest's places, it finished behind.
      {"couldn't beat", "finished behind"},
      {"could not beat", "finished behind"},
      {"couldn\u2019t beat", "finished behind"},
      // `Grandad was first there`: he arrived first.
      {"was first there", "got there first"},
      {"was the first there", "got there first"},
      {"was last there", "got there last"},
      {"was the last there", "got there last"},
      // `Dilip's stall is the last one`: `one` is the thing, no number.
      {"is the last one", "is the last"},
      {"is the first one", "is the first"},
      {"in the last one", "in the last"},
      {"in the first one", "in the first"},
      // `Miss Cole is no fan of begonias`: they are not hers.
      {"is no fan of", "does not like"},
      {"was no fan of", "did not like"},
      {"is not a fan of", "does not like"},
      {"isn't a fan of", "does not like"},
      {"is a big fan of", "likes"},
      {"is a fan of", "likes"},
      // `Lemurs get fed before noon`: before twelve o'clock.
      {"before noon", "before 12pm"},
      {"before midday", "before 12pm"},
      {"after midday", "after 12pm"},
      // `was done on the day following the Carlisle one`: the day after.
      {"the day following", "the day after"},
      {"the week following", "the week after"},
      {"the month following", "the month after"},
      {"the year following", "the year after"},
      {"the morning following", "the morning after"},
      {"the evening following", "the evening after"},
      {"the day preceding", "the day before"},
      {"the week preceding", "the week before"},
      {"the year preceding", "the year before"},
      // `either by Dai or by whoever went to Church Walk, but not by
      // both`: the preposition said again after `not`.
      {"but not by both", "but not both"},
      {"but not for both", "but not both"},
      {"but not in both", "but not both"},
      {"but not at both", "but not both"},
      {"but not on both", "but not both"},
      {"but not to both", "but not both"},
      {"but not with both", "but not both"}};
  return kPlain;
}

}  // namespace deduce::puzzles::zebra::english
