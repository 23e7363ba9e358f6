// A row whose ends the riddle names by other words than left and right:
// `The lanes are numbered 1 to 6, with lane 1 on the inside and lane 6 on
// the outside`, `Peg 1 is nearest the door`, `moorings numbered 1 to 4
// counting from the lock`, `hut 1 at the north end`. There `immediately
// outside` is one place up, `the outermost lane` the last, `furthest from
// the door` the last, `nearer the lock than` somewhere lower. Each
// sentence is said again in the row's words (`immediately to the right
// of`), which the phrase table reads, as queues and floors are
// (queue_words.h, floor_words.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct NamedEnds {
  // Directions (`inside` and `outside`, `north` and `south`): the words
  // of position 1's end and of position n's. Either may be empty.
  std::string low, high;
  // A landmark position 1 is nearest (`door`, `lock`, `stage`), or empty;
  // and one position n is by (`Bed 1 is by the window and bed 4 is by the
  // door`), or empty.
  std::string landmark, far_landmark;
  // The way from position 1's end to position n's said as `down` or `up`
  // (`from the church end (stall 1) down to the car park end`), or empty.
  std::string onward;
  // Their phrasings (`immediately outside`, `furthest from the door`) and
  // what each says in the row's words, longest first: named_ends() makes
  // them once a riddle.
  std::vector<std::pair<std::string, std::string>> phrasings;
};

// The phrasings of a riddle's ends and what they say in the row's words,
// longest first, so that the longest said wins (`immediately outside of`
// before `outside`); named_ends() builds them once a riddle
// (named_end_phrasings.cc).
std::vector<std::pair<std::string, std::string>> end_phrasings(const NamedEnds& ends);

// The ends the framing sentences name, for a row of n places: nullopt
// when they name none but left and right (or front and back, top and
// bottom, which queue_words.h and floor_words.h read).
std::optional<NamedEnds> named_ends(const std::vector<std::string_view>& framing, int n);

// `text` with the first of its words that name an end or a way along the
// row said in the row's words; nullopt when it says none.
std::optional<std::string> ends_as_row(std::string_view text, const NamedEnds& ends);

// `Hal's boat is at berth 5, at the very end of the pier`, `The Cranes'
// hut is at the far end, number 6`: a place said by its number and again
// as an end of a row of n; the text with the end left out, when the
// number is an end (1 or n), else nullopt (the two would not agree).
std::optional<std::string> end_restated(std::string_view text, int n);

// `Which car is at the front, by the barrier?` said in the row's words
// (`... at the left end, at the left end`, by ends_as_row() and
// queue_as_row() in turn): the end said again goes.
void drop_end_said_twice(std::string& text);

}  // namespace deduce::puzzles::zebra::english
