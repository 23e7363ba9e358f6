// Words that only stress, hedge or open a turn, left out: rewrites that
// said_plainly() (plain_words.h) tries in the order plain_words.cc lists
// (plain_rewrites.h). `back in May`, `the far end`, `Well, ...`, `all the
// way from`, `any more`, `just 3 miles`, `right at the back`, `somewhere
// ahead of`, `the very back`, `, sadly,`, `I'm sure of that`, `exactly`.
#include "deduce/puzzles/zebra/english/plain_rewrites.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::plain_rewrites {

namespace {

// `s` with its apostrophes written as the typographer's (`I’m`).
std::string curly(std::string_view s) {
  std::string out;
  for (char c : s) out += c == '\'' ? std::string("\u2019") : std::string(1, c);
  return out;
}

}  // namespace

// `Joan went first of the four of them, back in May, ...`: `back` only
// says it was a while ago.
std::optional<std::string> back_in(std::string_view text, const std::vector<Word>& /*words*/,
                                   bool /*magazine*/) {
  if (const std::size_t at = text.find(", back in "); at != std::string_view::npos)
    return std::string(text.substr(0, at)) + ", in " + std::string(text.substr(at + 10));
  return std::nullopt;
}

// `in the oven at the far right-hand end`: `far` only stresses an end.
std::optional<std::string> far_end(std::string_view text, const std::vector<Word>& /*words*/,
                                   bool /*magazine*/) {
  for (std::string_view far :
       {"the far right-hand end", "the far left-hand end", "the far right end", "the far left end"})
    if (const std::size_t at = text.find(far); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + "the " + std::string(far.substr(8)) +
             std::string(text.substr(at + far.size()));
  return std::nullopt;
}

// `Well Grandad was first there`, `Oh, and Jean got there before Ray`:
// a word that only opens the speaker's turn.
std::optional<std::string> turn_opener(std::string_view text, const std::vector<Word>& /*words*/,
                                       bool /*magazine*/) {
  for (std::string_view opener : {"Well, ", "Well ", "Oh, ", "Oh ", "OK, ", "OK ", "Okay, ",
                                  "Anyway, ", "Anyway ", "Oh and ", "Oh, and "})
    if (text.starts_with(opener) && text.size() > opener.size() + 2) {
      std::string rest(text.substr(opener.size()));
      rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
      return rest;
    }
  return std::nullopt;
}

// `Bronwen came all the way from Cardiff`: how far says nothing more.
std::optional<std::string> all_the_way(std::string_view text, const std::vector<Word>& /*words*/,
                                       bool /*magazine*/) {
  for (std::string_view way : {" all the way from ", " all the way to ", " all the way in "})
    if (const std::size_t at = text.find(way); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " " + std::string(text.substr(at + 13));
  return std::nullopt;
}

// `Alfie isn't on Grade 1 any more`: what no longer holds does not hold.
std::optional<std::string> no_longer(std::string_view text, const std::vector<Word>& /*words*/,
                                     bool /*magazine*/) {
  for (std::string_view more : {" any more", " anymore", " any longer", " these days", " nowadays"})
    if (text.ends_with(more)) return std::string(text.substr(0, text.size() - more.size()));
  return std::nullopt;
}

// `Brenda lives just 3 miles away`, `won only 2 games`: an amount is
// the amount, `just` or `only` before it says nothing more.
std::optional<std::string> just_an_amount(std::string_view text, const std::vector<Word>& words,
                                          bool /*magazine*/) {
  const std::vector<Word>& w = words;
  for (std::size_t i = 0; i + 1 < w.size(); ++i)
    if ((w[i].text == "just" || w[i].text == "only") &&
        (std::isdigit(static_cast<unsigned char>(w[i + 1].text.front())) ||
         (number_word(w[i + 1].stem) >= 2 && number_word(w[i + 1].stem) <= 100)))
      return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  return std::nullopt;
}

// `The nurse was right at the back`, `right in the middle`, `bang in the
// middle`: a word that only stresses the place after it, never the side
// (`to the right of`, `on the right at the end`). (`right behind Ann`,
// `right after`, `right in front of`, `right (in) between` are just there,
// next: the tables read them.)
std::optional<std::string> stressed_place(std::string_view text, const std::vector<Word>& words,
                                          bool /*magazine*/) {
  static const std::set<std::string> kStressed = {"right", "bang", "slap", "smack"};
  static const std::set<std::string> kPlaces = {"at",     "in",       "beside", "next",
                                                "by",     "opposite", "across", "outside",
                                                "inside", "on",       "near",   "alongside"};
  static const std::set<std::string> kSides = {"the", "to", "far", "and", "or", "left"};
  const std::vector<Word>& w = words;
  for (std::size_t i = 1; i + 2 < w.size(); ++i)
    if (kStressed.count(w[i].stem) && w[i].text == w[i].stem && kPlaces.count(w[i + 1].stem) &&
        !kSides.count(w[i - 1].stem) &&
        !(w[i + 1].stem == "in" && (w[i + 2].stem == "front" || w[i + 2].stem == "between")) &&
        !(w[i + 1].stem == "on" && w[i + 2].stem == "the" && i + 3 < w.size() &&
          (w[i + 3].stem == "end" || w[i + 3].stem == "side")))
      return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  return std::nullopt;
}

// `Oscar was somewhere ahead of Rhiannon`, `stood somewhere between the
// pram and the nurse`: `somewhere` says the place is not known, which
// the relation after it already leaves open.
std::optional<std::string> somewhere_said(std::string_view text, const std::vector<Word>& words,
                                          bool /*magazine*/) {
  // (Never `somewhere to the left of`, which the tables read as any
  // place that side, where `to the left of` is the next one.)
  static const std::set<std::string> kRelations = {
      "ahead", "behind",  "between", "before", "after",  "in",     "above", "below",
      "under", "further", "farther", "nearer", "closer", "higher", "lower"};
  const std::vector<Word>& w = words;
  for (std::size_t i = 1; i + 1 < w.size(); ++i)
    if (w[i].stem == "somewhere" && kRelations.count(w[i + 1].stem) &&
        !(w[i + 1].stem == "in" && i + 2 < w.size() && w[i + 2].stem != "front"))
      return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  return std::nullopt;
}

// `Priya was at the very back`, `the very first to arrive`: `very`
// stresses an end or the middle, and says nothing more.
std::optional<std::string> very_end(std::string_view text, const std::vector<Word>& words,
                                    bool /*magazine*/) {
  static const std::set<std::string> kEnds = {"back",   "front",  "end",   "top",  "bottom",
                                              "middle", "first",  "last",  "left", "right",
                                              "centre", "center", "start", "edge", "beginning"};
  const std::vector<Word>& w = words;
  for (std::size_t i = 1; i + 1 < w.size(); ++i)
    if (w[i].stem == "very" && w[i - 1].stem == "the" && kEnds.count(w[i + 1].stem))
      return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  return std::nullopt;
}

// `but, sadly, raised the least`: a comment set off by commas (a word
// in -ly written in lower case, never a name) says nothing.
std::optional<std::string> comment_set_off(std::string_view text,
                                           const std::vector<Word>& /*words*/, bool /*magazine*/) {
  for (std::size_t at = text.find(", "); at != std::string_view::npos;
       at = text.find(", ", at + 1)) {
    const std::size_t end = text.find(',', at + 2);
    if (end == std::string_view::npos) break;
    const std::string_view between = text.substr(at + 2, end - at - 2);
    if (between.size() > 4 && between.ends_with("ly") &&
        between.find(' ') == std::string_view::npos &&
        std::all_of(between.begin(), between.end(),
                    [](char c) { return std::islower(static_cast<unsigned char>(c)); }) &&
        between != "only" && between != "early" && between != "directly" &&
        between != "immediately" && between != "exactly" && between != "respectively")
      return std::string(text.substr(0, at)) + " " + std::string(text.substr(end + 2));
  }
  return std::nullopt;
}

// `And the kite wasn't from Poppy, I'm sure of that`: the teller's
// certainty ends the clue and says no more.
std::optional<std::string> teller_sure(std::string_view text, const std::vector<Word>& /*words*/,
                                       bool /*magazine*/) {
  for (std::string_view sure :
       {", I'm sure of that", ", I'm sure", ", I am sure", ", I'm certain", ", I am certain",
        ", I think", ", I believe", ", I reckon", ", I'm positive", ", of that I'm sure"})
    for (const std::string& said : {std::string(sure), curly(sure)})
      if (text.ends_with(said)) return std::string(text.substr(0, text.size() - said.size()));
  return std::nullopt;
}

// `outweighed Mr Bellamy's by two pounds exactly`: every amount is read
// exactly.
std::optional<std::string> exactly_said(std::string_view text, const std::vector<Word>& /*words*/,
                                        bool /*magazine*/) {
  for (std::string_view exactly : {" exactly", " precisely", " on the dot"})
    if (text.ends_with(exactly) && text.size() > exactly.size() + 8)
      return std::string(text.substr(0, text.size() - exactly.size()));
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english::plain_rewrites
