// Places said in plainer words: rewrites that said_plainly()
// (plain_words.h) tries in the order plain_words.cc lists
// (plain_rewrites.h). The side a lower number is on, `a tower on top`
// where nothing stands in a row, `on the back of a pickup truck` (on the
// truck), `the centre` (the middle), `to Wes's left` (to the left of Wes),
// `had a moat around it`, and one at each end (at opposite ends).
#include "deduce/puzzles/zebra/english/plain_rewrites.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::plain_rewrites {

// `was next to the Marlins swimmer, in the lane with the lower number`:
// the side the numbers say, in a row numbered from its left.
std::optional<std::string> numbered_side(std::string_view text, const std::vector<Word>& /*words*/,
                                         bool magazine) {
  if (!magazine)
    for (std::string_view next : {"next to ", "next door to "}) {
      const std::size_t at = text.find(next);
      if (at == std::string_view::npos) continue;
      std::size_t in = text.find(" in the ", at);
      if (in == std::string_view::npos) continue;
      const std::vector<Word> tail = cut_words(text.substr(in));
      if (tail.size() != 7 || tail[3].stem != "with" || tail[4].stem != "the" ||
          tail[6].stem != "number")
        continue;
      const std::string& size = tail[5].stem;
      const bool lower = size == "lower" || size == "smaller";
      if (!lower && size != "higher" && size != "bigger" && size != "larger") continue;
      if (in > 0 && text[in - 1] == ',') --in;
      return std::string(text.substr(0, at))
          .append(lower ? "immediately to the left of " : "immediately to the right of ")
          .append(text.substr(at + next.size(), in - at - next.size()));
    }
  return std::nullopt;
}

// `The tallest castle had a tower on top`: where nothing stands in a
// row, a place on the thing itself, which says no more than `had`.
std::optional<std::string> on_top(std::string_view text, const std::vector<Word>& /*words*/,
                                  bool magazine) {
  if (magazine)
    for (std::string_view on : {" on top", " on the top", " on its top"})
      if (text.ends_with(on)) return std::string(text.substr(0, text.size() - on.size()));
  return std::nullopt;
}

// `The space rocket rode on the back of a pickup truck`, `sat in the
// front of the taxi`: a part of the thing named after it, which the
// thing says (`on a pickup truck`); never the end of a queue or a row
// (`at the back of the queue`, `in the front of the line`).
std::optional<std::string> part_of_thing(std::string_view text, const std::vector<Word>& words,
                                         bool /*magazine*/) {
  static const std::set<std::string> kRows = {"queue",  "line",  "row",  "procession",
                                              "convoy", "class", "room", "hall"};
  const std::vector<Word>& w = words;
  for (std::size_t i = 0; i + 4 < w.size(); ++i)
    if ((w[i].stem == "on" || w[i].stem == "in") && w[i + 1].stem == "the" &&
        (w[i + 2].stem == "back" || w[i + 2].stem == "front") && w[i + 3].stem == "of" &&
        (w[i + 4].stem == "a" || w[i + 4].stem == "an" || w[i + 4].stem == "the") &&
        !(i + 5 < w.size() && kRows.count(w[i + 5].stem)))
      return std::string(text.substr(0, w[i + 1].offset)) +
             std::string(text.substr(w[i + 4].offset));
  return std::nullopt;
}

// `in the centre`, `the centre seat`: the middle.
std::optional<std::string> centre_as_middle(std::string_view text,
                                            const std::vector<Word>& /*words*/, bool /*magazine*/) {
  for (std::string_view centre : {" the centre", " the center"})
    if (const std::size_t at = text.find(centre); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " the middle" +
             std::string(text.substr(at + centre.size()));
  return std::nullopt;
}

// `Una sat immediately to Wes's left`, `on the chef's right`: to the
// left of Wes (in a row).
std::optional<std::string> owner_side(std::string_view text, const std::vector<Word>& words,
                                      bool magazine) {
  if (!magazine) {
    const std::vector<Word>& w = words;
    for (std::size_t i = 2; i < w.size(); ++i) {
      if (w[i].stem != "left" && w[i].stem != "right") continue;
      const std::string_view owned = text.substr(w[i - 1].offset + w[i - 1].text.size());
      if (!owned.starts_with("'s") && !owned.starts_with("\u2019s")) continue;
      std::size_t to = i - 1;
      while (to > 0 && i - to <= 4 && w[to].stem != "to" && w[to].stem != "on") --to;
      if (w[to].stem != "to" && w[to].stem != "on") continue;
      return std::string(text.substr(0, w[to].offset)) + "to the " + std::string(w[i].text) +
             " of " +
             std::string(text.substr(w[to + 1].offset,
                                     w[i - 1].offset + w[i - 1].text.size() - w[to + 1].offset)) +
             std::string(text.substr(w[i].offset + w[i].text.size()));
    }
  }
  return std::nullopt;
}

// `The tallest castle had a moat around it`: `it` is the subject, and
// what it had is its own.
std::optional<std::string> had_around_it(std::string_view text, const std::vector<Word>& /*words*/,
                                         bool /*magazine*/) {
  for (std::string_view own : {" around it", " on it", " in it", " inside it", " with it"})
    if (text.ends_with(own) && text.find(" had ") != std::string_view::npos)
      return std::string(text.substr(0, text.size() - own.size()));
  return std::nullopt;
}

// `Of Wendy and the apple juice seller, one is at the left end and the
// other is at the right end` (also said by landmarks, named_ends.h):
// the two are at opposite ends, whichever is where.
std::optional<std::string> opposite_ends(std::string_view text, const std::vector<Word>& /*words*/,
                                         bool /*magazine*/) {
  if (text.starts_with("Of ")) {
    static constexpr std::string_view kEnds[] = {
        ", one is at the left end and the other is at the right end",
        ", one is at the left end and the other at the right end",
        ", one is at the right end and the other is at the left end",
        ", one is at the right end and the other at the left end",
        ", one is at one end and the other is at the other end",
        ", one is at one end and the other at the other end",
        ", one is at one end and the other is at the other",
        ", one is at one end and the other at the other"};
    for (std::string_view ends : kEnds)
      if (const std::size_t at = text.find(ends);
          at != std::string_view::npos && at + ends.size() == text.size())
        return std::string(text.substr(3, at - 3)) + " are at opposite ends";
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english::plain_rewrites
