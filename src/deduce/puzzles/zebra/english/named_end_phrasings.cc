// The phrasings of a row's named ends (named_ends.h): each way of saying
// a place by the ends' directions, landmarks or onward word, and what it
// says in the row's own words.
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/named_ends.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::vector<std::pair<std::string, std::string>> end_phrasings(const NamedEnds& ends) {
  std::vector<std::pair<std::string, std::string>> table;
  const auto way = [&](const std::string& d, std::string_view side, std::string_view end) {
    if (d.empty()) return;
    for (std::string_view close : {"immediately", "directly", "just", "right"}) {
      table.emplace_back(std::string(close) + " " + d + " of",
                         "immediately to the " + std::string(side) + " of");
      table.emplace_back(std::string(close) + " " + d,
                         "immediately to the " + std::string(side) + " of");
    }
    table.emplace_back("one place " + d + " of", "immediately to the " + std::string(side) + " of");
    table.emplace_back("one place " + d, "immediately to the " + std::string(side) + " of");
    table.emplace_back("the " + d + "most", "the " + std::string(end));
    table.emplace_back(d + "most", std::string(end));
    // `the westernmost mill`, `the mill furthest east`.
    const bool compass = d == "north" || d == "south" || d == "east" || d == "west";
    // (Said as the end: `the first` may be the earliest of a list of years.)
    if (compass) {
      table.emplace_back("at the " + d + "ern end", "at the " + std::string(side) + " end");
      table.emplace_back("is the " + d + "ernmost", "is at the " + std::string(side) + " end");
      table.emplace_back("was the " + d + "ernmost", "was at the " + std::string(side) + " end");
      table.emplace_back("the " + d + "ernmost", "the " + std::string(end));
      table.emplace_back(d + "ernmost", std::string(end));
    }
    for (std::string_view far : {"furthest", "farthest"})
      table.emplace_back(std::string(far) + " " + d, "at the " + std::string(side) + " end");
    // `Mr Bell's neighbour to the east`: the one on that side.
    for (std::string_view n : {"neighbour", "neighbor"})
      for (std::string_view by : {"to", "on"})
        table.emplace_back(std::string(n) + " " + std::string(by) + " the " + d,
                           std::string(n) + " on the " + std::string(side));
    // `east of both the Bells and the Clarks`.
    table.emplace_back(d + " of both", "somewhere to the " + std::string(side) + " of both");
    // `to the west of the Bells`: anywhere that way, as `west of`.
    table.emplace_back("to the " + d + " of", "somewhere to the " + std::string(side) + " of");
    // `the third from the east`.
    table.emplace_back("from the " + d, "from the " + std::string(side));
    // (`next door to the Clarks, on the west side`: the side of them.)
    table.emplace_back("on the " + d + " side", "on the " + std::string(side) + " side");
    table.emplace_back("on the " + d, "at the " + std::string(side) + " end");
    table.emplace_back("at the " + d + " end", "at the " + std::string(side) + " end");
    table.emplace_back("further " + d + " than", "somewhere to the " + std::string(side) + " of");
    table.emplace_back(d + " of", "somewhere to the " + std::string(side) + " of");
    table.emplace_back("the " + d, "the " + std::string(end));
    table.emplace_back(d, "somewhere to the " + std::string(side) + " of");
  };
  way(ends.low, "left", "first");
  way(ends.high, "right", "last");
  if (ends.high == "outside") way("outer", "right", "last"), way("inner", "left", "first");
  // A landmark at one end: `near` is that end's side, `far` the other's.
  const auto landmark = [&](const std::string& l, std::string_view near_side,
                            std::string_view far_side) {
    if (l.empty()) return;
    const std::string at_near = "at the " + std::string(near_side) + " end";
    const std::string at_far = "at the " + std::string(far_side) + " end";
    // (`the furthest one from the gate`: its noun or `one` between.)
    for (std::string_view far : {"furthest", "farthest"})
      for (std::string_view one : {"", "one "}) {
        table.emplace_back(std::string(far) + " " + std::string(one) + "from the " + l, at_far);
        table.emplace_back(std::string(far) + " " + std::string(one) + "away from the " + l,
                           at_far);
      }
    for (std::string_view near : {"nearest", "closest"})
      for (std::string_view one : {"", "one "}) {
        table.emplace_back(std::string(near) + " " + std::string(one) + "to the " + l, at_near);
        table.emplace_back(std::string(near) + " " + std::string(one) + "the " + l, at_near);
      }
    table.emplace_back("at the " + l + " end", at_near);
    // (`right next to the cheese, on the car park side of it`: its side.)
    table.emplace_back("on the " + l + " side of it", "on its " + std::string(near_side));
    table.emplace_back("on the " + l + " side", "on the " + std::string(near_side) + " side");
    table.emplace_back("by the " + l, at_near);
    table.emplace_back("on the " + l, at_near);
    table.emplace_back("next to the " + l, at_near);
    // `the aisle seat`, `the end stall nearest the tack room`: the end's
    // place.
    table.emplace_back("the end " + l, near_side == "left" ? "the first" : "the last");
    table.emplace_back("the " + l, near_side == "left" ? "the first" : "the last");
    const std::string toward = "somewhere to the " + std::string(near_side) + " of";
    const std::string away = "somewhere to the " + std::string(far_side) + " of";
    for (std::string_view nearer : {"nearer", "closer"}) {
      // (`sat nearer the kitchen than anybody else`: nearest it.)
      for (std::string_view to : {" to the ", " the "})
        for (std::string_view others : {"anybody else", "anyone else", "everybody else",
                                        "everyone else", "the others", "all the others"})
          table.emplace_back(
              std::string(nearer) + std::string(to) + l + " than " + std::string(others), at_near);
      table.emplace_back(std::string(nearer) + " to the " + l + " than", toward);
      table.emplace_back(std::string(nearer) + " the " + l + " than", toward);
    }
    for (std::string_view further : {"further", "farther"}) {
      table.emplace_back(std::string(further) + " from the " + l + " than", away);
      // `one number further from the stairs than Lady Venn's`.
      for (std::string_view step : {"number", "place", "door", "room"})
        table.emplace_back(
            "one " + std::string(step) + " " + std::string(further) + " from the " + l + " than",
            "immediately to the " + std::string(far_side) + " of");
      // `immediately further from the quay than Walter`, `on the side
      // further from the quay`.
      for (std::string_view close : {"immediately", "directly", "just"})
        table.emplace_back(
            std::string(close) + " " + std::string(further) + " from the " + l + " than",
            "immediately to the " + std::string(far_side) + " of");
      table.emplace_back("on the side " + std::string(further) + " from the " + l,
                         "on the " + std::string(far_side) + " side");
    }
    for (std::string_view nearer : {"nearer", "closer"}) {
      table.emplace_back("on the side " + std::string(nearer) + " to the " + l,
                         "on the " + std::string(near_side) + " side");
      table.emplace_back("on the side " + std::string(nearer) + " the " + l,
                         "on the " + std::string(near_side) + " side");
    }
    // `The green door is at the far end of the street`: away from it.
    for (std::string_view at : {"at", "on", "in"})
      table.emplace_back(std::string(at) + " the far end", at_far);
    // `immediately on the gate side of the Rattlers fan`: the side toward
    // the landmark.
    const std::string next_toward = "immediately to the " + std::string(near_side) + " of";
    for (std::string_view close : {"immediately", "directly", "just", "right"})
      table.emplace_back(std::string(close) + " on the " + l + " side of", next_toward);
    table.emplace_back("on the " + l + " side of", toward);
    // `Priya's boat is somewhere between the lock and Gwen's`: between the
    // landmark's end and one is toward the landmark from them.
    table.emplace_back("somewhere between the " + l + " and", toward);
    table.emplace_back("between the " + l + " and", toward);
  };
  landmark(ends.landmark, "left", "right");
  landmark(ends.far_landmark, "right", "left");
  // `the next one down from Bob's` where the row runs down from 1 to n.
  if (!ends.onward.empty()) {
    const std::string& on = ends.onward;
    const std::string back = on == "down" ? "up" : "down";
    for (const auto& [way, side] : {std::pair{on, "right"}, std::pair{back, "left"}}) {
      const std::string next = "immediately to the " + std::string(side) + " of";
      const std::string beyond = "somewhere to the " + std::string(side) + " of";
      table.emplace_back("the next one " + way + " from", next);
      table.emplace_back("next one " + way + " from", next);
      table.emplace_back("one place " + way + " from", next);
      table.emplace_back("further " + way + " than", beyond);
      table.emplace_back("further " + way + " the row than", beyond);
      table.emplace_back("further " + way + " the street than", beyond);
    }
  }
  // `the house just past the Light Sussex`, where they are numbered from
  // the gate: past is on the way from it.
  if (!ends.landmark.empty()) {
    for (std::string_view close : {"just", "immediately", "right", "directly"})
      table.emplace_back(std::string(close) + " past", "immediately to the right of");
    table.emplace_back("somewhere past", "somewhere to the right of");
    // `Dr Marsh's room is the very next one beyond hers`: beyond is on
    // the way from it too.
    for (std::string_view next :
         {"the very next one beyond", "the next one beyond", "next one beyond",
          "immediately beyond", "just beyond", "directly beyond", "right beyond"})
      table.emplace_back(std::string(next), "immediately to the right of");
    table.emplace_back("somewhere beyond", "somewhere to the right of");
    table.emplace_back("beyond", "somewhere to the right of");
  }
  // A landmark of several words said by its last (`the yard door`, then
  // `the stall by the door`), where the other end's is not that word too.
  const auto last_word = [](const std::string& l) {
    const std::size_t space = l.rfind(' ');
    return space == std::string::npos ? l : l.substr(space + 1);
  };
  const std::string near_head = last_word(ends.landmark), far_head = last_word(ends.far_landmark);
  if (near_head != ends.landmark && near_head != far_head) landmark(near_head, "left", "right");
  if (far_head != ends.far_landmark && far_head != near_head) landmark(far_head, "right", "left");
  // (Or by its first, where its last is a door, a gate or a wall of it:
  // `seats numbered from 1, nearest the kitchen door`, then `nearer the
  // kitchen than anybody else`.)
  const auto room_of = [&](const std::string& l) {
    static const std::set<std::string> kParts = {"door", "doors",  "gate",
                                                 "wall", "window", "entrance"};
    const std::size_t space = l.find(' ');
    return space != std::string::npos && l.find(' ', space + 1) == std::string::npos &&
                   kParts.count(last_word(l))
               ? l.substr(0, space)
               : std::string();
  };
  const std::string near_room = room_of(ends.landmark), far_room = room_of(ends.far_landmark);
  if (!near_room.empty() && near_room != far_room) landmark(near_room, "left", "right");
  if (!far_room.empty() && far_room != near_room) landmark(far_room, "right", "left");
  std::vector<std::pair<std::size_t, std::size_t>> by_length;  // words, index
  for (std::size_t i = 0; i < table.size(); ++i)
    by_length.emplace_back(cut_words(table[i].first).size(), i);
  std::stable_sort(by_length.begin(), by_length.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [words, i] : by_length) out.push_back(std::move(table[i]));
  return out;
}

}  // namespace deduce::puzzles::zebra::english
