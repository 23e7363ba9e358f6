// A sentence said again in plainer words, last of four
// (reader_restated_openings.cc): spans of time (`more recently`, `has been
// a member longer`), compound amounts, `whoever`, `nobody`, full names,
// `nor` and two values `apart`; then places in a row
// (reader_restated_places.cc).
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>
#include <algorithm>
#include <cctype>
#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<Reader::Statements> Reader::restated_place(const Sentence& s,
                                                         const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const std::span<const Phrase> phrases = a.phrases;
  const bool& two_ways = a.two_ways;
  const auto again = [&](std::string text) { return read_again(s, std::move(text), a); };
  // Over years counted up to now (`has been ringing for 3, 7, 12 or 20
  // years`), where no list is of points in time, starting more recently
  // or later (`took up ringing later than`) is fewer of them.
  if (const std::optional<std::string> fewer = started_later_as_fewer(s.text)) return again(*fewer);
  // Elsewhere `took up ringing more recently than Bernard` is later, of
  // points in time only; over years of ringing (or anything else) it is
  // refused, never read as more of them.
  for (const auto& [said, as] :
       {std::pair<std::string_view, std::string_view>{"more recently than", "later than"},
        {"less recently than", "earlier than"}})
    if (const std::size_t at = s.text.find(said); at != std::string_view::npos) {
      if (std::none_of(numeric_.begin(), numeric_.end(),
                       [](const NumericCategory& n) { return n.time_point; }))
        fail(s.line, s.column,
             fmt::format("could not read this {}: \"{}\" (`recently` compares points in time, "
                         "and no list is one)",
                         s.question ? "question" : "clue", s.text));
      return again(std::string(s.text.substr(0, at)) + std::string(as) +
                   std::string(s.text.substr(at + said.size())));
    }
  // `Dennis has been in the club longer than Clive`, `has been a member
  // two years longer than`: joined earlier, where the list is of points
  // in time (the years they joined); over a list of years served
  // (`years ringing`) it is more of them, read as written.
  if (const std::optional<std::string> earlier = served_as_earlier(s.text)) {
    const bool points = std::any_of(numeric_.begin(), numeric_.end(),
                                    [](const NumericCategory& n) { return n.time_point; });
    const bool served = std::any_of(numeric_.begin(), numeric_.end(), [](const NumericCategory& n) {
      return !n.time_point && has_unit(n, {"year", "years", "month", "months", "week", "weeks",
                                           "day", "days", "hour", "hours"});
    });
    if (points && !served) return again(*earlier);
    // (Over no list of when they started nor of how long, a time served
    // is refused, never read as the longest of another list: `The
    // longest-serving member` of layouts 4 ft to 12 ft long.)
    if (!served)
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (it says how long one has served, but no "
                       "list says when each started or how long each has served)",
                       s.question ? "question" : "clue", s.text));
  }
  // `has been there for twelve years`, `has been at Hatherley Road the
  // longest`: where one has served, over a list of years served, says no
  // more than the serving (`has been a holder for twelve years`).
  if (std::any_of(numeric_.begin(), numeric_.end(), [](const NumericCategory& n) {
        return !n.time_point && has_unit(n, {"year", "years", "month", "months", "week", "weeks"});
      })) {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues values(a.lexicon, w);
    for (std::size_t i = 1; i + 2 < w.size(); ++i) {
      if (w[i].stem != "been" || (w[i - 1].stem != "has" && w[i - 1].stem != "have" &&
                                  w[i - 1].stem != "had" && w[i - 1].stem != "ha"))
        continue;
      std::size_t j = i + 1, k = j;
      if (w[j].stem == "there" || w[j].stem == "here") {
        k = j + 1;
      } else if ((w[j].stem == "at" || w[j].stem == "in") && j + 2 < w.size()) {
        k = j + 1;
        while (k < w.size() && std::isupper(static_cast<unsigned char>(w[k].text.front())) &&
               !values.covered(k))
          ++k;
        if (k == j + 1) k = j;
      }
      if (k == j || k >= w.size()) break;
      // (Then how long: `for`, `longer`, `the longest`, an amount.)
      const std::string& then = w[k].stem;
      if (then != "for" && then != "the" && then != "longest" && then != "longer" &&
          then != "shortest" && then != "shorter" &&
          !std::isdigit(static_cast<unsigned char>(w[k].text.front())) && number_word(then) == 0)
        break;
      return again(std::string(s.text.substr(0, w[j].offset)) + "a member " +
                   std::string(s.text.substr(w[k].offset)));
    }
  }
  // `won on the night, as they so often do`: the remark goes.
  if (std::optional<std::string> plain = without_as_remark(s.text)) return again(*plain);
  // `Nothing at all was handed in after the teddy bear`: it was last.
  if (magazine_)
    if (std::optional<std::string> plain = nothing_after_as_end(s.text)) return again(*plain);
  // `2 minutes 25 seconds longer`: 145 seconds.
  if (std::optional<std::string> plain = compound_amounts(s.text)) return again(*plain);
  // `practises the most each week`: the most.
  if (std::optional<std::string> plain = without_rate(s.text)) return again(*plain);
  // `than any of the others`: `than anyone else`.
  if (std::optional<std::string> plain = others_as_anyone(s.text)) return again(*plain);
  // `didn't win the league`: didn't win.
  if (std::optional<std::string> plain = won_field_as_won(s.text)) return again(*plain);
  if (std::optional<std::string> plain = of_any_as_of_all(s.text)) return again(*plain);
  // `wasn't hit by anyone from the Anchor`: by the one from there.
  if (std::optional<std::string> plain = denied_anyone_as_one(s.text)) return again(*plain);
  // `whoever bought the Gouda paid €4 a kilo less than Gina`: the one
  // who did it is the value it names.
  if (std::optional<std::string> plain = whoever_as_value(s.text, lexicon)) return again(*plain);
  // `Whoever went up last slept in ...`: the last of the times they went.
  if (std::optional<std::string> plain = whoever_at_end(s.text)) return again(*plain);
  // `Nobody with a purple basket looked by the gate`: the one with it
  // did not; read as said of that one, then denied (only where that
  // reads as one value being another).
  if (std::optional<std::string> one = nobody_as_one(s.text)) {
    std::vector<std::string> st;
    try {
      st = again(*one);
    } catch (const io::InputError&) {
    }
    const std::size_t is = st.size() == 1 ? st[0].find(" is ") : std::string::npos;
    if (is != std::string::npos && st[0].find(" is ", is + 1) == std::string::npos &&
        st[0].find(" not ") == std::string::npos && st[0].find(" of ") == std::string::npos)
      return Statements{st[0].substr(0, is) + " is not " + st[0].substr(is + 4)};
  }
  // `Who is at the right end?`, `Who is staying on the top floor?`: a
  // question of an end or the middle, asked of its number.
  if (s.question && !magazine_)
    if (std::optional<std::string> plain = ends_as_numbers(s.text)) return again(*plain);
  // `but not as high as Rosa's`: `lower than Rosa's`.
  if (std::optional<std::string> plain = not_as_as_than(s.text)) return again(*plain);
  // `In which seat, counting from the left, does Edmund sit?`: places
  // are counted from the left; said so, it goes.
  if (!magazine_)
    for (std::string_view aside :
         {", counting from the left,", ", counted from the left,", ", from the left,",
          "Counting from the left,", "counting from the left,"})
      if (const std::size_t at = s.text.find(aside); at != std::string_view::npos)
        return again(std::string(s.text.substr(0, at)) + " " +
                     std::string(s.text.substr(at + aside.size())));
  // `Ned Jones didn't fly the yellow kite` where first names and surnames
  // are two lists: Ned is Jones, and the rest is said of Ned.
  if (std::optional<std::pair<std::string, std::string>> full = full_name(s.text, lexicon)) {
    const std::vector<std::string> st = again(std::move(full->first));
    if (st.size() == 1 && !two_ways)
      return Statements{"all of: " + full->second + "; " + as_part(st[0])};
    return st;
  }
  // `..., nor does he catch the 12`: `and he does not`.
  if (std::optional<std::string> plain = nor_as_and_not(s.text)) return again(*plain);
  // `The banjo and the harp came in four days apart, the former first`.
  if (std::optional<std::string> either = apart(s, lexicon, phrases)) return Statements{*either};
  return restated_row(s, a);
}

}  // namespace deduce::puzzles::zebra::english
