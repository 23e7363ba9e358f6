// Sentences that say an amount or a comparison in another form the
// templates read (word_forms.h): compound amounts (`2 minutes 25 seconds`),
// time served (`the longest-serving member` as the earliest), `not as high
// as` as `lower than`, and a rate's period. The other sentence forms are
// sentence_forms.cc's.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> compound_amounts(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 3 < w.size(); ++i) {
    const int big = amount_word(w[i].stem);
    if (big == 0) continue;
    // (`2 hr 30 min` too.)
    const std::string& big_unit = w[i + 1].stem;
    const bool hours = big_unit == "hour" || big_unit == "hr";
    const bool minutes = big_unit == "minute" || big_unit == "min";
    if (!hours && !minutes) continue;
    std::size_t j = i + 2;
    if (w[j].stem == "and") ++j;
    if (j + 1 >= w.size()) continue;
    const int small = amount_word(w[j].stem);
    const std::string_view unit = hours ? "minute" : "second";
    const std::string& said = w[j + 1].stem;
    if (small == 0 || (said != unit && said != (hours ? "min" : "sec"))) continue;
    // An amount compares (`... longer`, `... earlier than`); `took 1 hr
    // 10 min` names a value as its list writes it.
    static constexpr std::string_view kCompares[] = {
        "longer", "shorter", "earlier", "later",  "more",  "less",   "faster",
        "slower", "quicker", "ahead",   "behind", "after", "before", "sooner"};
    if (j + 2 >= w.size() ||
        std::find(std::begin(kCompares), std::end(kCompares), w[j + 2].stem) == std::end(kCompares))
      continue;
    const std::size_t from = w[i].offset, to = w[j + 1].offset + w[j + 1].text.size();
    return std::string(text.substr(0, from)) + fmt::format("{} {}s", 60 * big + small, unit) +
           std::string(text.substr(to));
  }
  return std::nullopt;
}

std::optional<std::string> served_as_earlier(std::string_view text) {
  // `Our longest-serving member`, `the longest-standing member`: the one
  // who started earliest (never the longest of a list of lengths).
  for (const auto& [said, as] :
       {std::pair<std::string_view, std::string_view>{"longest-serving", "earliest"},
        {"longest serving", "earliest"},
        {"longest-standing", "earliest"},
        {"longest standing", "earliest"},
        {"shortest-serving", "latest"},
        {"shortest serving", "latest"}})
    if (const std::size_t at = text.find(said);
        at != std::string_view::npos && (at == 0 || text[at - 1] == ' '))
      return std::string(text.substr(0, at)).append(as).append(text.substr(at + said.size()));
  // (`has been with the club longest of the four`: the earliest;
  // `shortest`, the latest.)
  struct Served {
    std::string_view said, as;
  };
  static constexpr Served kServed[] = {{"for less time than", "later than"},
                                       {"for more time than", "earlier than"},
                                       {"for a shorter time than", "later than"},
                                       {"for a longer time than", "earlier than"},
                                       {"longer than", "earlier than"},
                                       {"shorter than", "later than"},
                                       {" longest", " earliest"},
                                       {" shortest", " latest"}};
  for (const Served& sv : kServed) {
    const std::size_t at = text.find(sv.said);
    if (at == std::string_view::npos) continue;
    const std::vector<Word> w = cut_words(text.substr(0, at));
    // `been` (or `served`) before it, with what one has been (`a
    // member`, `in the club`) and perhaps an amount (`two years`), and no
    // other verb.
    std::size_t been = w.size();
    for (std::size_t i = 0; i < w.size(); ++i)
      if (w[i].stem == "been" || w[i].stem == "served") been = i;
    if (been == w.size() || been == 0 ||
        (w[been - 1].stem != "has" && w[been - 1].stem != "have" && w[been - 1].stem != "had" &&
         w[been - 1].stem != "ha"))
      continue;
    // (`has been ringing longer`: a verb says what is served; read so too.)
    return std::string(text.substr(0, at)).append(sv.as).append(text.substr(at + sv.said.size()));
  }
  return std::nullopt;
}

std::optional<std::string> not_as_as_than(std::string_view text) {
  static constexpr std::pair<std::string_view, std::string_view> kOther[] = {
      {"high", "lower"},   {"tall", "shorter"},      {"old", "younger"},  {"heavy", "lighter"},
      {"long", "shorter"}, {"far", "nearer"},        {"fast", "slower"},  {"quick", "slower"},
      {"big", "smaller"},  {"large", "smaller"},     {"much", "less"},    {"many", "fewer"},
      {"late", "earlier"}, {"expensive", "cheaper"}, {"dear", "cheaper"}, {"early", "later"},
      {"young", "older"},  {"short", "longer"},      {"cheap", "dearer"}, {"light", "heavier"},
      {"small", "bigger"}, {"low", "higher"},        {"near", "further"}, {"close", "further"},
      {"few", "more"},     {"little", "more"},       {"slow", "faster"},  {"often", "fewer times"}};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 3 < w.size(); ++i) {
    if (w[i].stem != "not") continue;
    // `didn't skip as many times as`: the verb goes, its measure stays.
    std::size_t at = w[i + 1].stem == "as" || w[i + 1].stem == "so" ? i + 1 : i + 2;
    // `not quite as high as`, `didn't skip nearly as often as`: still less.
    if (at < w.size() && (w[at].stem == "quite" || w[at].stem == "nearly")) ++at;
    if (at + 2 >= w.size() || (w[at].stem != "as" && w[at].stem != "so")) continue;
    // `as many times as`, `as much money as`: one noun may stand between.
    std::size_t second = at + 2;
    if (second < w.size() && w[second].stem != "as" &&
        (w[at + 1].stem == "many" || w[at + 1].stem == "much"))
      ++second;
    if (second >= w.size() || w[second].stem != "as") continue;
    for (const auto& [adjective, other] : kOther)
      if (w[at + 1].stem == adjective) {
        std::string out(text.substr(0, w[i].offset));
        // (A verb that says the measure stays: `didn't jump as high as` is
        // a lower jump, never a lower school year.)
        if (at == i + 2 && (w[i + 1].stem == "jump" || w[i + 1].stem == "throw" ||
                            w[i + 1].stem == "leap" || w[i + 1].stem == "vault"))
          out.append(w[i + 1].text).append(" ");
        out.append(other);
        if (second == at + 3) out.append(1, ' ').append(w[at + 2].text);
        out.append(" than").append(text.substr(w[second].offset + w[second].text.size()));
        return out;
      }
  }
  return std::nullopt;
}

std::optional<std::string> without_rate(std::string_view text) {
  static const std::set<std::string> kPeriods = {"week",    "day",      "month",   "year",
                                                 "night",   "evening",  "morning", "session",
                                                 "weekend", "fortnight"};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    const std::string& st = w[i].stem;
    const bool rate = st == "each" || st == "every" || st == "per";
    // `a week` only at the end or after a measure (`4 hours a week less
    // than`): `a week before` is an amount.
    const bool at_end = st == "a" && (i + 2 == w.size() || measure_unit(w[i - 1].stem));
    if ((!rate && !at_end) || !kPeriods.count(w[i + 1].stem)) continue;
    std::size_t from = w[i].offset;
    while (from > 0 && text[from - 1] == ' ') --from;
    std::string out(text.substr(0, from));
    out.append(text.substr(w[i + 1].offset + w[i + 1].text.size()));
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
