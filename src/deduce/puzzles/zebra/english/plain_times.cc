// Times and spans said in plainer words: rewrites that said_plainly()
// (plain_words.h) tries in the order plain_words.cc lists
// (plain_rewrites.h). `has been singing with us four years longer`, `left
// 15 minutes after` (departed), `the last of the five departures` (the
// latest one: event_end()), `a fortnight` (two weeks), `arrived first, at
// 7:45`, a clock time said after a superlative, `30 mins`, `came in 30 mins
// after` (arrived).
#include "deduce/puzzles/zebra/english/plain_rewrites.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::size_t event_end(const std::vector<Word>& words, std::size_t i) {
  if (i + 1 >= words.size() || (words[i].stem != "first" && words[i].stem != "last")) return 0;
  std::size_t k = i + 1;
  if (k + 1 < words.size() && words[k].stem == "of" && words[k + 1].stem == "the") k += 2;
  if (k + 1 < words.size() && k > i + 1 && number_word(words[k].stem) >= 2) ++k;
  static const std::set<std::string> kEvents = {"departure", "arrival",   "appointment",
                                                "booking",   "screening", "showing"};
  std::string noun = words[k].stem;
  if (noun.ends_with('s')) noun.pop_back();
  return kEvents.count(noun) ? k : 0;
}

namespace plain_rewrites {

// `has been singing with us four years longer than Hilary`, `has been
// ringing for twenty-five years longer`: how long one has been is said
// by `been` (the verb may be a list's own word, `will sing one carol`;
// `been` itself may be gone by now).
std::optional<std::string> been_doing(std::string_view text, const std::vector<Word>& words,
                                      bool /*magazine*/) {
  for (std::size_t i = 1; i + 2 < words.size(); ++i)
    if ((words[i - 1].stem == "been" || words[i - 1].text == "has" || words[i - 1].text == "have" ||
         words[i - 1].text == "had") &&
        words[i].stem.size() > 5 && words[i].stem.ends_with("ing") &&
        (words[i + 1].stem == "with" || words[i + 1].stem == "for") &&
        std::islower(static_cast<unsigned char>(words[i].text.front())))
      return std::string(text.substr(0, words[i].offset))
          .append(words[i - 1].stem == "been" ? "" : "been ")
          .append(text.substr(words[i + 1].offset));
  return std::nullopt;
}

// `Sanjay left 15 minutes after the Dundee train`: departed, never the
// side (an amount of time and a word of time follow).
std::optional<std::string> left_as_departed(std::string_view text, const std::vector<Word>& words,
                                            bool /*magazine*/) {
  for (std::size_t i = 0; i + 3 < words.size(); ++i) {
    if (words[i].stem != "left") continue;
    std::size_t k = i + 1;
    if (words[k].stem == "a" || words[k].stem == "an") ++k;
    const bool amount =
        k < words.size() && (std::isdigit(static_cast<unsigned char>(words[k].text.front())) ||
                             number_word(words[k].stem) > 0 || k > i + 1);
    if (!amount || k + 2 >= words.size()) continue;
    const std::string& unit = words[k + 1].stem;
    const bool time = unit == "minute" || unit == "min" || unit == "hour" || unit == "hr" ||
                      unit == "second" || unit == "day" || unit == "week";
    const std::string& when = words[k + 2].stem;
    if (time && (when == "after" || when == "before" || when == "earlier" || when == "later"))
      return std::string(text.substr(0, words[i].offset)) + "departed" +
             std::string(text.substr(words[i].offset + words[i].text.size()));
  }
  return std::nullopt;
}

// `The last of the five departures did not leave from platform 3`, `the
// first appointment`: an event's end in time is the latest or the
// earliest (`last` alone may be the row's end); said `one`, as the
// noun is no list's word.
std::optional<std::string> event_ends(std::string_view text, const std::vector<Word>& words,
                                      bool /*magazine*/) {
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (const std::size_t k = event_end(words, i); k != 0)
      return std::string(text.substr(0, words[i].offset)) +
             (words[i].stem == "first" ? "earliest one" : "latest one") +
             std::string(text.substr(words[k].offset + words[k].text.size()));
  return std::nullopt;
}

// `a fortnight before`: two weeks.
std::optional<std::string> fortnight_as_weeks(std::string_view text,
                                              const std::vector<Word>& /*words*/,
                                              bool /*magazine*/) {
  for (std::string_view fortnight : {"a fortnight ", "one fortnight "})
    if (const std::size_t at = text.find(fortnight); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + "two weeks " +
             std::string(text.substr(at + fortnight.size()));
  return std::nullopt;
}

// `Chen arrived first, at 7:45`: the time says when; `first` says no
// more.
std::optional<std::string> first_at_time(std::string_view text, const std::vector<Word>& /*words*/,
                                         bool /*magazine*/) {
  for (std::string_view first : {" first, at ", " first at "})
    if (const std::size_t at = text.find(first);
        at != std::string_view::npos && at + first.size() < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[at + first.size()])))
      return std::string(text.substr(0, at)) + " at " + std::string(text.substr(at + first.size()));
  return std::nullopt;
}

// `The Fiesta has the latest pick-up time of anyone, 8:30`: a clock
// time said again after a superlative is when (`, at 8:30`).
std::optional<std::string> clock_after_superlative(std::string_view text,
                                                   const std::vector<Word>& words,
                                                   bool /*magazine*/) {
  if (const std::size_t comma = text.rfind(", ");
      comma != std::string_view::npos && words.size() > 4 && text.back() != ' ') {
    const std::string_view tail = text.substr(comma + 2);
    const bool clock =
        tail.size() <= 10 && std::isdigit(static_cast<unsigned char>(tail.front())) &&
        tail.find(':') != std::string_view::npos && tail.find(' ') == tail.rfind(' ') &&
        (tail.find(' ') == std::string_view::npos || tail.ends_with(" am") ||
         tail.ends_with(" pm"));
    const bool superlative = std::any_of(words.begin(), words.end(), [&](const Word& x) {
      return x.offset < comma &&
             (x.stem == "latest" || x.stem == "earliest" || x.stem == "last" || x.stem == "first");
    });
    if (clock && superlative)
      return std::string(text.substr(0, comma)) + ", at " + std::string(tail);
  }
  return std::nullopt;
}

// `30 mins after`: the unit said in full, as the lists' own words are.
std::optional<std::string> unit_in_full(std::string_view text, const std::vector<Word>& words,
                                        bool /*magazine*/) {
  for (std::size_t i = 1; i < words.size(); ++i)
    if ((words[i].text == "mins" || words[i].text == "hrs" || words[i].text == "secs") &&
        std::isdigit(static_cast<unsigned char>(words[i - 1].text.front())) &&
        words[i - 1].offset + words[i - 1].text.size() < words[i].offset)
      return replace_words(text, words, i, i + 1,
                           words[i].text == "mins"  ? "minutes"
                           : words[i].text == "hrs" ? "hours"
                                                    : "seconds");
  return std::nullopt;
}

// `the 4th floor ticket came in 30 mins after the 5th floor one`: `came
// in` before an amount and `after` or `before` is arrived, never `in` a
// place.
std::optional<std::string> came_in_as_arrived(std::string_view text, const std::vector<Word>& words,
                                              bool /*magazine*/) {
  for (std::size_t i = 0; i + 4 < words.size(); ++i) {
    if (words[i].stem != "came" || words[i + 1].stem != "in") continue;
    std::size_t k = i + 2;
    const bool amount = std::isdigit(static_cast<unsigned char>(words[k].text.front())) ||
                        number_word(words[k].stem) >= 1 || words[k].stem == "an" ||
                        words[k].stem == "a" || words[k].stem == "half";
    if (amount)
      while (k < words.size() && k <= i + 5 && words[k].stem != "after" &&
             words[k].stem != "before" && words[k].stem != "earlier" && words[k].stem != "later")
        ++k;
    if ((k == i + 2 || amount) && k < words.size() &&
        (words[k].stem == "after" || words[k].stem == "before" || words[k].stem == "earlier" ||
         words[k].stem == "later"))
      return replace_words(text, words, i, i + 2, "arrived");
  }
  return std::nullopt;
}

// `Gustavo wasn't on until after the midnight demo`, `Ann didn't arrive
// till after Bo`: not before it, so after it (`Gustavo was on after the
// midnight demo`); the denial goes with `until`.
std::optional<std::string> not_until_after(std::string_view text, const std::vector<Word>& words,
                                           bool /*magazine*/) {
  const std::vector<Word>& w = words;
  for (std::size_t u = 1; u + 1 < w.size(); ++u) {
    if ((w[u].stem != "until" && w[u].stem != "till") || w[u + 1].stem != "after") continue;
    // (After someone or something, never a span: `didn't crack until after
    // two hours` is left to the phrasings of spans.)
    if (u + 2 < w.size() && (std::isdigit(static_cast<unsigned char>(w[u + 2].text.front())) ||
                             number_word(w[u + 2].stem) != 0 || w[u + 2].stem == "a" ||
                             w[u + 2].stem == "an" || w[u + 2].stem == "half"))
      continue;
    // (The denial within the three words before: `wasn't on until`,
    // `didn't go on until`.)
    for (std::size_t d = u - 1; d + 4 >= u && d < u; --d) {
      if (w[d].stem != "not") {
        if (d == 0) break;
        continue;
      }
      // (`wasn't` is `was`, `didn't` `did`, `won't` `will`; `not` and
      // `never` go whole.)
      const std::string kept = affirmed(w[d].text);
      std::string out(text.substr(0, w[d].offset));
      out += kept;
      std::string between(text.substr(w[d].offset + w[d].text.size(),
                                      w[u].offset - w[d].offset - w[d].text.size()));
      if (kept.empty() && between.starts_with(" ")) between.erase(0, 1);
      out += between;
      out += text.substr(w[u + 1].offset);
      return out;
    }
  }
  return std::nullopt;
}

// `straight after the A320, nobody in between`: `straight after` said
// again; `either Tolu or Chioma, one of the two of them`: `either` said
// again (read without it).
std::optional<std::string> nobody_between_said_again(std::string_view text,
                                                     const std::vector<Word>& words,
                                                     bool /*magazine*/) {
  std::string_view plain = text;
  while (!plain.empty() && (plain.back() == '.' || plain.back() == '!')) plain.remove_suffix(1);
  for (const std::string_view again :
       {", nobody in between", ", no one in between", ", with nobody in between",
        ", nothing in between", ", with no one in between"})
    if (plain.ends_with(again)) return std::string(plain.substr(0, plain.size() - again.size()));
  const bool either =
      std::any_of(words.begin(), words.end(), [](const Word& w) { return w.stem == "either"; });
  for (const std::string_view again :
       {", one of the two of them", ", one of the two", ", one of those two", ", one or the other",
        ", one of them two", ", it's one of the two"})
    if (either && plain.ends_with(again))
      return std::string(plain.substr(0, plain.size() - again.size()));
  return std::nullopt;
}

// `Lufthansa 3 landed either two minutes before or two minutes after the
// 737`: that far from it either way, `Lufthansa 3 and the 737 landed two
// minutes apart`.
std::optional<std::string> before_or_after_as_apart(std::string_view text,
                                                    const std::vector<Word>& words,
                                                    bool /*magazine*/) {
  const std::vector<Word>& w = words;
  for (std::size_t v = 1; v + 6 < w.size(); ++v) {
    std::size_t e = v + 1;
    if (w[e].stem == "either") ++e;
    // The amount: one or two words, then `before`, `or`, the same again,
    // `after`.
    for (std::size_t len = 1; len <= 2; ++len) {
      const std::size_t before = e + len;
      if (before + len + 2 >= w.size() || w[before].stem != "before" || w[before + 1].stem != "or")
        continue;
      const std::size_t after = before + 2 + len;
      if (w[after].stem != "after") continue;
      bool same = true;
      for (std::size_t k = 0; k < len; ++k) same = same && w[e + k].stem == w[before + 2 + k].stem;
      if (!same || (amount_of(w[e].stem) == 0 && number_word(w[e].stem) == 0)) continue;
      const std::string amount(
          text.substr(w[e].offset, w[before - 1].offset + w[before - 1].text.size() - w[e].offset));
      std::string other(text.substr(w[after + 1].offset));
      while (!other.empty() && (other.back() == '.' || other.back() == '!')) other.pop_back();
      return std::string(text.substr(0, w[v].offset)) + "and " + other + " " +
             std::string(w[v].text) + " " + amount + " apart";
    }
  }
  return std::nullopt;
}

}  // namespace plain_rewrites

}  // namespace deduce::puzzles::zebra::english
