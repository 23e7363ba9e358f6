// Lists said as a range of a known sequence (prose_list_parts.h): `from
// Monday to Friday`, `1st to 4th`, `January through May`, times of day at
// a step (timed_ranges.h), dates (dated_ranges.h) and numbers (`1-5`).
#include "deduce/puzzles/zebra/english/prose_list_parts.h"

#include <array>
#include <cctype>
#include <optional>

#include "deduce/puzzles/zebra/english/dated_ranges.h"
#include "deduce/puzzles/zebra/english/labelled_rows.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/timed_ranges.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {
namespace {

// The sequences a range may run over, lower case; ordinals of both kinds.
struct Sequence {
  std::string_view kind;
  std::array<std::string_view, 12> words;
};
constexpr std::array<Sequence, 4> kSequences = {{
    {"day", {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}},
    {"month",
     {"january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december"}},
    {"place",
     {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"}},
    {"place",
     {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
      "eleventh", "twelfth"}},
}};

int index_in(const Sequence& s, std::string_view stem) {
  for (std::size_t i = 0; i < s.words.size(); ++i)
    if (!s.words[i].empty() && s.words[i] == stem) return static_cast<int>(i);
  return -1;
}

}  // namespace

// A range `from X to Y`, `X through Y`, `X-Y` in words[from..to).
bool find_range(std::string_view clause, int size, ProseList& out) {
  // `at half-hourly intervals from 2.00pm to 4.00pm`: times of day.
  if (std::optional<TimedRange> times = timed_range(clause, size)) {
    out.values = std::move(times->values);
    out.line_words = std::string(clause.substr(0, times->begin));
    out.offset = times->first;
    out.kind = "time";
    return true;
  }
  // `one for each Saturday from June 3 through July 1`: dates.
  if (std::optional<TimedRange> dates = dated_range(clause, size)) {
    out.values = std::move(dates->values);
    out.line_words = std::string(clause.substr(0, dates->begin));
    out.offset = dates->first;
    out.kind = "date";
    return true;
  }
  // (`from Grade 1 up to Grade 5`, `from 10 right up to 14`, `from 1st
  // down to 5th`: `up to` and `down to` are `to`.)
  std::vector<Word> words;
  {
    const std::vector<Word> all = cut_words(clause);
    for (std::size_t k = 0; k < all.size(); ++k) {
      const bool up = (all[k].stem == "up" || all[k].stem == "down") && k > 0 &&
                      k + 1 < all.size() && (all[k + 1].stem == "to" || all[k + 1].stem == "until");
      const bool right = all[k].stem == "right" && k + 2 < all.size() && all[k + 1].stem == "up";
      if (!up && !right) words.push_back(all[k]);
    }
  }
  // `(Row A, nearest the stage, back to Row D)`, `bays A to F`: lettered
  // things, a noun and a capital letter at both ends.
  const auto letter = [&](std::size_t k) {
    return k < words.size() && words[k].text.size() == 1 &&
           std::isupper(static_cast<unsigned char>(words[k].text[0]));
  };
  for (std::size_t i = 0; i + 4 < words.size(); ++i) {
    if (!std::isalpha(static_cast<unsigned char>(words[i].text.front())) || !letter(i + 1))
      continue;
    for (std::size_t j = i + 2; j + 2 < words.size() && j <= i + 8; ++j) {
      if ((words[j].stem != "to" && words[j].stem != "through") ||
          words[j + 1].stem != words[i].stem || !letter(j + 2))
        continue;
      const char lo = words[i + 1].text[0], hi = words[j + 2].text[0];
      if (hi <= lo || !fits(static_cast<std::size_t>(hi - lo + 1), size)) break;
      for (char c = lo; c <= hi; ++c) out.values.push_back(std::string(words[i].text) + " " + c);
      out.line_words = std::string(clause.substr(0, words[i].offset));
      out.offset = words[i].offset;
      return true;
    }
  }
  // `the five seats F7 to F11`: labels of a letter and a number, the
  // letters the same, the numbers counting up; the noun before names them.
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    const auto lo = label_of(words[i].text);
    if (!lo || lo->first.empty() || (words[i + 1].stem != "to" && words[i + 1].stem != "through"))
      continue;
    const auto hi = label_of(words[i + 2].text);
    if (!hi || hi->first != lo->first || hi->second <= lo->second ||
        !fits(static_cast<std::size_t>(hi->second - lo->second + 1), size))
      continue;
    const std::string& head = lo->first;
    for (long k = lo->second; k <= hi->second; ++k) out.values.push_back(head + std::to_string(k));
    const bool noun = i > 0 && std::islower(static_cast<unsigned char>(words[i - 1].text.front()));
    out.line_words =
        noun ? std::string(words[i - 1].text) : std::string(clause.substr(0, words[i].offset));
    out.offset = words[i].offset;
    return true;
  }
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    // `(tables 1 to 4)`: a noun and its numbers, the whole of a bracket.
    if (i == 0 && words.size() == 4 &&
        std::isalpha(static_cast<unsigned char>(words[0].text.front())) &&
        std::isdigit(static_cast<unsigned char>(words[1].text.front())) &&
        (words[2].stem == "to" || words[2].stem == "through") &&
        std::isdigit(static_cast<unsigned char>(words[3].text.front()))) {
      const int lo = number_word(words[1].stem), hi = number_word(words[3].stem);
      if (lo >= 0 && hi > lo && fits(static_cast<std::size_t>(hi - lo + 1), size)) {
        for (int k = lo; k <= hi; ++k) out.values.push_back(std::to_string(k));
        out.line_words = std::string(words[0].text);
        out.offset = words[1].offset;
        out.kind = "number";
        return true;
      }
    }
    // `from Grade 2 to Grade 5`, `(peg 1 to peg 5 along the towpath)`:
    // the noun said before both numbers names the list, whose values are
    // the numbers.
    if ((i == 0 || words[i - 1].stem == "from") && i + 4 < words.size() &&
        words[i].stem == words[i + 3].stem &&
        (words[i + 2].stem == "to" || words[i + 2].stem == "through") &&
        std::isdigit(static_cast<unsigned char>(words[i + 1].text.front())) &&
        std::isalpha(static_cast<unsigned char>(words[i].text.front()))) {
      const int lo = number_word(words[i + 1].stem), hi = number_word(words[i + 4].stem);
      if (lo >= 0 && hi > lo && fits(static_cast<std::size_t>(hi - lo + 1), size)) {
        for (int k = lo; k <= hi; ++k) out.values.push_back(std::to_string(k));
        out.line_words = std::string(clause.substr(0, i == 0 ? 0 : words[i - 1].offset)) +
                         std::string(words[i].text);
        out.offset = words[i + 1].offset;
        out.kind = "number";
        return true;
      }
    }
    // `from 1st place to 6th place`: the noun said at both ends goes.
    const bool nouned = i + 4 < words.size() && words[i + 1].stem == words[i + 4].stem &&
                        !std::isdigit(static_cast<unsigned char>(words[i + 1].text.front()));
    // (`first leg to fourth`: the noun said at the first end alone.)
    const bool noun_once = !nouned && i + 3 < words.size() &&
                           index_in(kSequences[3], words[i].stem) >= 0 &&
                           index_in(kSequences[3], words[i + 3].stem) >= 0 &&
                           std::islower(static_cast<unsigned char>(words[i + 1].text.front())) &&
                           index_in(kSequences[3], words[i + 1].stem) < 0;
    const std::string& link = words[i + (nouned || noun_once ? 2 : 1)].stem;
    // (`between Monday and Thursday, one a day`: both ends in, where the
    // count fits.)
    const bool joined = link == "to" || link == "through" || link == "thru" || link == "until" ||
                        (link == "and" && i > 0 && words[i - 1].stem == "between");
    // `Monday-Friday`: the hyphen cuts the two words apart.
    const bool dash =
        clause.substr(words[i].offset + words[i].text.size(),
                      words[i + 1].offset - words[i].offset - words[i].text.size()) == "-";
    std::size_t last = (nouned || noun_once) && joined ? i + 3 : joined ? i + 2 : i + 1;
    // `from the 2nd to the 6th of January`: the second end's article.
    if (joined && !nouned && last + 1 < words.size() && words[last].stem == "the") ++last;
    if (!joined && !dash) continue;
    // `... the 6th of January`: days of a month, dates.
    const bool of_month = last + 2 < words.size() && words[last + 1].stem == "of" &&
                          index_in(kSequences[1], words[last + 2].stem) >= 0;
    for (const Sequence& s : kSequences) {
      const int a = index_in(s, words[i].stem);
      int b = index_in(s, words[last].stem);
      // Weekdays and months go round (`from Sunday through Thursday`,
      // `from November to February`).
      const int length = static_cast<int>(std::count_if(
          s.words.begin(), s.words.end(), [](std::string_view w) { return !w.empty(); }));
      const int round = s.kind == "place" ? 0 : length;
      if (a >= 0 && b >= 0 && b < a) b += round;
      if (a < 0 || b <= a || !fits(static_cast<std::size_t>(b - a + 1), size)) continue;
      // The values as the text writes its ends: capitalised or not.
      const bool capital = std::isupper(static_cast<unsigned char>(words[i].text.front()));
      for (int k = a; k <= b; ++k) {
        std::string v(s.words[static_cast<std::size_t>(k % length)]);
        if (capital) v[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])));
        out.values.push_back(v);
      }
      std::size_t head = i;
      if (head > 1 && words[head - 1].stem == "the" &&
          (words[head - 2].stem == "from" || words[head - 2].stem == "between"))
        --head;
      if (head > 0 && (words[head - 1].stem == "from" || words[head - 1].stem == "between")) --head;
      out.line_words = std::string(clause.substr(0, words[head].offset));
      if (noun_once && joined) out.noun = std::string(words[i + 1].text);
      // (`ran the four legs in turn, first leg to fourth`: the places
      // each took in turn, the row where nothing else sets one.)
      out.in_order = s.kind == "place" && out.line_words.find(" in turn") != std::string::npos;
      // (A range said after a rate, `one dog a day, Monday to Friday`, is
      // days, not dogs: `Which dog ...?` never asks it.)
      if (s.kind != "place") {
        const std::vector<Word> before = cut_words(out.line_words);
        for (std::size_t k = 1; k < before.size(); ++k)
          if (before[k].stem == s.kind &&
              (before[k - 1].stem == "a" || before[k - 1].stem == "per" ||
               before[k - 1].stem == "each"))
            out.line_words = std::string(s.kind);
      }
      out.offset = words[i].offset;
      out.kind = of_month && s.kind == "place" ? "date" : std::string(s.kind);
      return true;
    }
    // Whole numbers `from 2 to 7`, said with `from` or `numbered` (a bare
    // `2 to 7` is too often something else): every number between, in the
    // list's count.
    // (Years too: `born in five consecutive years, from 1990 to 1994`.)
    // (Ages: `They are aged 10 to 14`, a list of ages.)
    const int a = amount_word(words[i].stem), b = amount_word(words[last].stem);
    const bool aged = i > 0 && words[i - 1].stem == "aged";
    if (joined && i > 0 &&
        (words[i - 1].stem == "from" || words[i - 1].stem == "numbered" || aged) &&
        std::isdigit(static_cast<unsigned char>(words[i].text.front())) && a >= 0 && b > a &&
        fits(static_cast<std::size_t>(b - a + 1), size)) {
      for (int k = a; k <= b; ++k) out.values.push_back(std::to_string(k));
      out.line_words = std::string(clause.substr(0, words[i - 1].offset)) + (aged ? "age" : "");
      out.offset = words[i].offset;
      out.kind = "number";
      return true;
    }
  }
  return false;
}

}  // namespace deduce::puzzles::zebra::english::prose_parts
