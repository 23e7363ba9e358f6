// Queues read as rows (queue_words.h).
#include "deduce/puzzles/zebra/english/queue_words.h"

#include <array>
#include <cctype>
#include <set>
#include <utility>

#include "deduce/puzzles/zebra/english/named_ends.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/row_words.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

bool sets_a_queue(const std::vector<std::string_view>& framing) {
  bool queue = false;
  for (std::string_view s : framing) {
    // Most sentences say neither: passed over before cutting words.
    if (s.find("ueue") == std::string_view::npos && s.find("behind") == std::string_view::npos &&
        s.find("rocession") == std::string_view::npos &&
        s.find("onvoy") == std::string_view::npos && s.find("back") == std::string_view::npos &&
        s.find("front") == std::string_view::npos)
      continue;
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i < w.size(); ++i) {
      // (A procession or a convoy goes as a queue stands: `from the first
      // in the procession (1) to the last (5)`.)
      // (`four customers queued at the bakery`, `people queuing`.)
      queue = queue || w[i].stem == "queue" || w[i].stem == "queued" || w[i].stem == "queuing" ||
              w[i].stem == "queueing" || w[i].stem == "procession" || w[i].stem == "convoy" ||
              (w[i].stem == "behind" && i + 2 < w.size() && w[i + 2].stem == "other");
      // `pews numbered 1 (at the very front) to 4`: rows of seats seen
      // from the front as a queue is.
      if (w[i].stem == "1")
        for (std::size_t k = i + 1; k < w.size() && k <= i + 4; ++k)
          if (w[k].stem == "front") queue = true;
      // `numbered 1 to 5 from the front`: so is a row counted from its
      // front (a train's carriages); `from the back` is the other way.
      if (w[i].stem == "from" && i + 2 < w.size() && w[i + 1].stem == "the" && i >= 3 &&
          number_word(w[i - 1].stem) >= 2 && w[i - 2].stem == "to" &&
          number_word(w[i - 3].stem) == 1) {
        if (w[i + 2].stem == "back" || w[i + 2].stem == "rear") return false;
        if (w[i + 2].stem == "front") queue = true;
      }
      // `The first car is right up at the barrier and the fourth is at the
      // back`: a later place at the back is a queue's.
      if ((ordinal_word(w[i].stem) >= 2 || w[i].stem == "last") && w[i].stem != "second")
        for (std::size_t k = i + 1; k < w.size() && k <= i + 4; ++k)
          if (w[k].stem == "back" || w[k].stem == "rear") queue = true;
      // `in the first five rows`: rows counted from the front.
      if (w[i].stem == "first" && i + 2 < w.size() && number_word(w[i + 1].stem) >= 2 &&
          first_places(w[i + 2].stem))
        queue = true;
      // `1 (at the back)`: the front is the other end.
      if (w[i].stem == "1")
        for (std::size_t k = i + 1; k < w.size() && k <= i + 3; ++k)
          if (w[k].stem == "back") return false;
    }
  }
  return queue;
}

std::size_t past_in_line(const std::vector<Word>& w, std::size_t k) {
  const auto line = [&](std::size_t j) {
    return j < w.size() && (w[j].stem == "line" || w[j].stem == "queue");
  };
  if (k < w.size() && w[k].stem == "in") {
    if (line(k + 1)) return k + 2;
    if (k + 1 < w.size() && w[k + 1].stem == "the" && line(k + 2)) return k + 3;
  }
  return k;
}

std::optional<std::string> queue_as_row(std::string_view text) {
  // `The procession was led by a tractor`: the tractor led it.
  for (std::string_view led : {"The procession was led by ", "The queue was led by ",
                               "The convoy was led by ", "The procession was headed by "})
    if (text.starts_with(led)) return std::string(text.substr(led.size())) + " is at the left end";
  // Longest first, each with the words before it that say how far.
  static constexpr std::array<SaidAs, 36> kSaid = {{
      {"places in front of", "places to the left of"},
      {"place in front of", "place to the left of"},
      {"places ahead of", "places to the left of"},
      {"place ahead of", "place to the left of"},
      {"at the front of the queue", "at the left end"},
      {"at the back of the queue", "at the right end"},
      {"at the end of the queue", "at the right end"},
      {"first in the queue", "at the left end"},
      {"last in the queue", "at the right end"},
      {"at the front", "at the left end"},
      {"at the back", "at the right end"},
      {"at the rear", "at the right end"},
      {"further back than", "somewhere to the right of"},
      {"farther back than", "somewhere to the right of"},
      {"further forward than", "somewhere to the left of"},
      {"nearer the front than", "somewhere to the left of"},
      {"nearer the back than", "somewhere to the right of"},
      // `The tractor led the procession`, `... was led by a tractor`.
      {"brought up the rear", "is at the right end"},
      {"led the procession", "is at the left end"},
      {"led the queue", "is at the left end"},
      {"places behind", "places to the right of"},
      {"place behind", "place to the right of"},
      {"directly behind", "immediately to the right of"},
      {"immediately behind", "immediately to the right of"},
      {"right behind", "immediately to the right of"},
      {"just behind", "immediately to the right of"},
      {"directly in front of", "immediately to the left of"},
      {"immediately in front of", "immediately to the left of"},
      {"right in front of", "immediately to the left of"},
      {"just in front of", "immediately to the left of"},
      {"directly ahead of", "immediately to the left of"},
      {"immediately ahead of", "immediately to the left of"},
      {"just ahead of", "immediately to the left of"},
      {"in front of", "somewhere to the left of"},
      {"ahead of", "somewhere to the left of"},
      {"behind", "somewhere to the right of"},
  }};
  const auto as_written = [](std::string_view row) { return std::string(row); };
  if (std::optional<std::string> row = say_again(text, kSaid, as_written)) {
    drop_end_said_twice(*row);
    return row;
  }
  // `Hugo was second in the queue`, `third in line`, `Jack was 4th`: the
  // place counted from the front (`first` and `last` are the ends above).
  {
    const std::vector<Word> w = cut_words(text);
    for (std::size_t i = 1; i < w.size(); ++i) {
      const int k = ordinal_word(w[i].stem);
      if (k < 2 || (w[i - 1].stem != "was" && w[i - 1].stem != "is" && w[i - 1].stem != "stood" &&
                    w[i - 1].stem != "came" && w[i - 1].stem != "waited"))
        continue;
      const std::size_t end = past_in_line(w, i + 1);
      // (Bare, only where the clause ends: never `second helping`.)
      const std::string_view rest = text.substr(w[end - 1].offset + w[end - 1].text.size());
      if (end == i + 1 && end < w.size() && rest.find_first_not_of(' ') != std::string_view::npos &&
          rest[rest.find_first_not_of(' ')] != ',' && w[end].stem != "and" && w[end].stem != "but")
        continue;
      std::string out(text.substr(0, w[i].offset));
      out.append("in ").append(w[i].text).append(" place");
      out.append(rest);
      return out;
    }
  }
  // `in the front carriage`, `the rear pew`: the row's ends; never `on
  // the back of a pickup truck`, a part of a thing.
  static constexpr std::array<SaidAs, 3> kEnds = {
      {{"the front", "the first"}, {"the rear", "the last"}, {"the back", "the last"}}};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 2 < w.size(); ++i)
    if (w[i].stem == "the" && w[i + 2].stem == "of" &&
        (w[i + 1].stem == "front" || w[i + 1].stem == "rear" || w[i + 1].stem == "back"))
      return std::nullopt;
  return say_again(text, kEnds, as_written);
}

static std::string_view period_said(const std::vector<Word>& words, std::size_t i);

std::string_view period_of_order(const std::vector<Word>& words, std::size_t i) {
  const std::string_view said = period_said(words, i);
  if (said.empty()) return {};
  // (Not where the sentence names the periods: `one a night Monday to
  // Thursday`, `one a month from January through April` are lists.)
  for (const Word& x : words)
    if (const std::optional<ValueNumber> d = value_number(x.text);
        (d && (d->unit == "day" || d->unit == "month" || d->unit == "date")) || x.stem == "from" ||
        x.stem == "between")
      return {};
  return said;
}

// The period `words[i]` opens (`one a week`, `on consecutive days`), as
// period_of_order() reads it before it looks at the rest of the sentence.
static std::string_view period_said(const std::vector<Word>& words, std::size_t i) {
  static const std::set<std::string> kPeriods = {"day",  "night",   "week",    "month",
                                                 "year", "evening", "morning", "weekend"};
  const auto period = [&](std::size_t k) -> std::string_view {
    if (k >= words.size()) return {};
    const std::string st = stem_of(words[k].stem);
    const auto it = kPeriods.find(st);
    return it == kPeriods.end() ? std::string_view() : std::string_view(*it);
  };
  // `one a week`, `one each night`, `one per day`.
  if (words[i].stem == "one" && i + 2 < words.size() &&
      (words[i + 1].stem == "a" || words[i + 1].stem == "each" || words[i + 1].stem == "per" ||
       words[i + 1].stem == "every"))
    return period(i + 2);
  // `on consecutive days`, `on successive evenings`, `on five consecutive nights`.
  if ((words[i].stem == "consecutive" || words[i].stem == "successive") && i + 1 < words.size())
    return period(i + 1);
  return {};
}

bool sets_an_order(const std::vector<std::string_view>& framing) {
  for (std::string_view s : framing) {
    // `one a week`, `on consecutive days` (position_count.cc).
    {
      const std::vector<Word> w = cut_words(s);
      for (std::size_t i = 0; i < w.size(); ++i)
        if (!period_of_order(w, i).empty()) return true;
    }
    if (s.find("order") == std::string_view::npos && s.find("after") == std::string_view::npos &&
        s.find("succession") == std::string_view::npos &&
        s.find("turn") == std::string_view::npos && s.find("place") == std::string_view::npos &&
        s.find("position") == std::string_view::npos)
      continue;
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
      // `in the order it reaches them` (not `in no particular order`).
      if (i + 2 < w.size() && w[i].stem == "in" && w[i + 1].stem == "the" &&
          w[i + 2].stem == "order")
        return true;
      if (order_in_time_at(w, i)) return true;
      // `They finished in places 1 to 5`: a contest's order of finishing.
      if ((w[i].stem == "finished" || w[i].stem == "finish" || w[i].stem == "came" ||
           w[i].stem == "placed") &&
          i + 3 < w.size() && w[i + 1].stem == "in" &&
          (w[i + 2].stem == "place" || w[i + 2].stem == "places" || w[i + 2].stem == "position" ||
           w[i + 2].stem == "positions") &&
          number_word(w[i + 3].stem) == 1)
        return true;
    }
  }
  return false;
}

bool order_in_time_at(const std::vector<Word>& w, std::size_t i) {
  const auto at = [&](std::size_t k) -> const std::string& {
    static const std::string kNone;
    return k < w.size() ? w[k].stem : kNone;
  };
  static const std::set<std::string> kOrderOf = {"appearance",  "play",    "playing",
                                                 "performance", "arrival", "service"};
  return (at(i) == "one" && at(i + 1) == "after" &&
          (at(i + 2) == "another" || (at(i + 2) == "the" && at(i + 3) == "other"))) ||
         (at(i) == "running" && at(i + 1) == "order") ||
         (at(i) == "order" && at(i + 1) == "of" && kOrderOf.count(at(i + 2)) != 0) ||
         (at(i) == "in" && at(i + 1) == "succession") ||
         ((at(i) == "took" || at(i) == "take" || at(i) == "taking") &&
          (at(i + 1) == "turns" || at(i + 1) == "turn")) ||
         // `finished the park run in the first five places`: the order
         // they finished in.
         ((at(i) == "first" || at(i) == "top") && number_word(at(i + 1)) >= 2 &&
          (at(i + 2) == "place" || at(i + 2) == "places" || at(i + 2) == "position" ||
           at(i + 2) == "positions"));
}

std::pair<int, std::string> places_named_in_turn(const std::vector<Word>& w) {
  bool in_time = false;
  for (std::size_t i = 0; i < w.size(); ++i) {
    in_time = in_time || order_in_time_at(w, i);
    if (!in_time || ordinal_word(w[i].stem) != 1) continue;
    // `first caller`, `first`: a noun may follow the first alone.
    std::size_t k = i + 1;
    std::string noun;
    if (k < w.size() && ordinal_word(w[k].stem) == 0 && w[k].stem != "and" &&
        std::islower(static_cast<unsigned char>(w[k].text.front()))) {
      noun = w[k].stem;
      ++k;
    }
    int next = 2;
    for (; k < w.size(); ++k) {
      if (w[k].stem == "and") continue;
      if (ordinal_word(w[k].stem) != next) break;
      ++next;
    }
    if (next >= 3 && (k == w.size() || ordinal_word(w[k].stem) == 0)) return {next - 1, noun};
  }
  return {0, ""};
}

std::optional<std::string> order_as_row(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // (`she's had words with me about it before`: `before` that ends the
  // text has nothing after it to be before, and stays as it is.)
  if (!w.empty() && (w.back().stem == "before" || w.back().stem == "after") &&
      w.back().offset + w.back().text.size() == text.size() && w.back().offset > 0) {
    const std::optional<std::string> head = order_as_row(text.substr(0, w.back().offset - 1));
    if (!head) return std::nullopt;
    return *head + std::string(text.substr(w.back().offset - 1));
  }
  // `two stops before Ines`: that many places to the left.
  for (std::size_t i = 2; i < w.size(); ++i) {
    // (`two stops further along than the museum`: after it.)
    const bool along = (w[i].stem == "further" || w[i].stem == "farther") && i + 2 < w.size() &&
                       w[i + 1].stem == "along" && w[i + 2].stem == "than";
    if (w[i].stem != "before" && w[i].stem != "after" && !along) continue;
    // `the very next call after the Steinway`: the place just after it.
    if (w[i].stem == "after" && w[i - 2].stem == "next" &&
        std::isalpha(static_cast<unsigned char>(w[i - 1].text.front()))) {
      std::size_t from = i - 2;
      if (from > 0 && w[from - 1].stem == "very") --from;
      if (from > 0 && w[from - 1].stem == "the") --from;
      return replace_words(text, w, from, i + 1, "immediately to the right of");
    }
    const int k = number_word(w[i - 2].stem);
    if (k < 1 || !std::isalpha(static_cast<unsigned char>(w[i - 1].text.front()))) continue;
    // (`three months after the melons` counts time, no places.)
    static const std::set<std::string> kTimes = {"second", "minute", "hour", "day",   "night",
                                                 "week",   "month",  "year", "decade"};
    if (kTimes.count(stem_of(w[i - 1].stem)) || kTimes.count(w[i - 1].stem)) continue;
    const std::string side = w[i].stem == "before" ? "left" : "right";
    return replace_words(text, w, i - 2, along ? i + 3 : i + 1,
                         k == 1 ? "immediately to the " + side + " of"
                                : std::string(w[i - 2].text) + " places to the " + side + " of");
  }
  static constexpr std::array<SaidAs, 39> kSaid = {{
      // (`came earlier than the tap`: in an order in time, before it.)
      {"earlier than", "somewhere to the left of"},
      {"sooner than", "somewhere to the left of"},
      {"later than", "somewhere to the right of"},
      {"earlier on than", "somewhere to the left of"},
      // (`at some point after Keira`, `sometime before`: anywhere that way.)
      {"at some point after", "somewhere to the right of"},
      {"at some point before", "somewhere to the left of"},
      {"at some stage after", "somewhere to the right of"},
      {"at some stage before", "somewhere to the left of"},
      {"sometime after", "somewhere to the right of"},
      {"sometime before", "somewhere to the left of"},
      {"some time after", "somewhere to the right of"},
      {"some time before", "somewhere to the left of"},
      {"further along than", "somewhere to the right of"},
      {"farther along than", "somewhere to the right of"},
      {"straight after", "immediately to the right of"},
      {"immediately after", "immediately to the right of"},
      {"directly after", "immediately to the right of"},
      {"right after", "immediately to the right of"},
      {"just after", "immediately to the right of"},
      {"straight before", "immediately to the left of"},
      {"immediately before", "immediately to the left of"},
      {"directly before", "immediately to the left of"},
      {"right before", "immediately to the left of"},
      {"just before", "immediately to the left of"},
      // (`The Snowflake Waltz follows straight on from Sugar Plum`: in an
      // order in time, to follow is to come after.)
      {"is immediately followed by", "is immediately to the left of"},
      {"was immediately followed by", "was immediately to the left of"},
      {"is followed by", "is somewhere to the left of"},
      {"was followed by", "was somewhere to the left of"},
      {"follows straight on from", "is immediately to the right of"},
      {"followed straight on from", "was immediately to the right of"},
      {"follows on from", "is immediately to the right of"},
      {"followed on from", "was immediately to the right of"},
      {"immediately follows", "is immediately to the right of"},
      {"directly follows", "is immediately to the right of"},
      {"immediately followed", "was immediately to the right of"},
      {"follows", "is somewhere to the right of"},
      {"followed", "was somewhere to the right of"},
      {"after", "somewhere to the right of"},
      {"before", "somewhere to the left of"},
  }};
  std::optional<std::string> said =
      say_again(text, kSaid, [](std::string_view row) { return std::string(row); });
  // `The twins came on right after the tap dance`: in an order, `came`
  // and `came on` before the place say only where it is (not a contest's
  // place, which `came` says elsewhere).
  if (said) {
    const std::vector<Word> v = cut_words(*said);
    for (std::size_t i = 0; i + 1 < v.size(); ++i) {
      if (v[i].stem != "came" && v[i].stem != "went") continue;
      std::size_t k = i + 1;
      if (v[k].stem == "on" && k + 1 < v.size()) ++k;
      if (v[k].stem == "immediately" || v[k].stem == "somewhere")
        return replace_words(*said, v, i, k, "was");
    }
  }
  return said;
}

std::optional<std::string> counted_as_places(std::string_view text,
                                             const std::vector<bool>& named) {
  const std::vector<Word> w = cut_words(text);
  static const std::set<std::string> kWays = {"behind", "ahead", "in",   "to",    "before",
                                              "after",  "away",  "from", "apart", "further",
                                              "along",  "down",  "up",   "nearer"};
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    const double amount = amount_of(w[i].stem);
    const Word& noun = w[i + 1];
    // (One too, `started one slot ahead of Liam`, but never `the one`,
    // nor `the silver one` after a value; nor a way after it: `the next
    // one down from`.)
    const bool one =
        amount == 1 &&
        !(i > 0 && (w[i - 1].stem == "the" || w[i - 1].stem == "that" || w[i - 1].stem == "this" ||
                    w[i - 1].stem == "each" || w[i - 1].stem == "every" || w[i - 1].stem == "no" ||
                    named[i - 1]));
    // (Nor a joint taken for the noun: `the silver one but to the left of
    // the white one`.)
    static const std::set<std::string> kJoints = {"but", "and",  "or",    "nor",   "yet",
                                                  "so",  "then", "while", "though"};
    if (kJoints.count(noun.stem) != 0) continue;
    if ((amount < 2 && !one) || amount != static_cast<int>(amount) || named[i] || named[i + 1] ||
        !std::islower(static_cast<unsigned char>(noun.text.front())) ||
        !kWays.count(w[i + 2].stem) || kWays.count(noun.stem) || noun.stem == "place" ||
        noun.stem == "position" || noun.stem == "spot" || noun.stem == "space" ||
        noun.stem == "door" || noun.stem == "house" || noun.stem == "floor" ||
        noun.stem == "stop" || noun.stem == "step" || noun.stem == "lap" ||
        measure_unit(noun.stem) || amount_word(noun.stem) != 0)
      continue;
    // (`two places in front of`, `to the left of`: the way said in full.)
    if (w[i + 2].stem == "in" && !(i + 3 < w.size() && w[i + 3].stem == "front")) continue;
    if (w[i + 2].stem == "to" && !(i + 4 < w.size() && w[i + 3].stem == "the" &&
                                   (w[i + 4].stem == "left" || w[i + 4].stem == "right")))
      continue;
    return std::string(text.substr(0, noun.offset)) + (amount == 1 ? "place" : "places") +
           std::string(text.substr(noun.offset + noun.text.size()));
  }
  return std::nullopt;
}

std::optional<std::string> place_after_as_row(
    std::string_view text, const std::function<bool(const std::string&)>& is_place) {
  const std::vector<Word> w = cut_words(text);
  // `two weeks after Dennis's` where the places are the weeks: two places.
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    const double k = amount_of(w[i - 1].stem);
    if (k < 1 || k != static_cast<int>(k) || !is_place(stem_of(w[i].stem))) continue;
    if (w[i + 1].stem != "after" && w[i + 1].stem != "before") continue;
    std::string out(text.substr(0, w[i - 1].offset));
    if (k == 1)
      out.append(w[i + 1].stem == "after" ? "immediately to the right of"
                                          : "immediately to the left of");
    else
      out.append(w[i - 1].text)
          .append(w[i + 1].stem == "after" ? " places to the right of" : " places to the left of");
    out.append(text.substr(w[i + 1].offset + w[i + 1].text.size()));
    return out;
  }
  for (std::size_t i = 1; i + 2 < w.size(); ++i) {
    if (w[i - 1].stem != "the" || !is_place(w[i].stem)) continue;
    // (`the week after Agnes's`: the next one too.)
    const std::string& close = w[i + 1].stem;
    const bool said = close == "just" || close == "immediately" || close == "directly" ||
                      close == "right" || close == "straight";
    const std::size_t at = said ? i + 2 : i + 1;
    const std::string& way = w[at].stem;
    if (way != "after" && way != "before") continue;
    std::string out(text.substr(0, w[i - 1].offset));
    out.append("the ").append(w[i].text);
    out.append(way == "after" ? " immediately to the right of" : " immediately to the left of");
    out.append(text.substr(w[at].offset + w[at].text.size()));
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
