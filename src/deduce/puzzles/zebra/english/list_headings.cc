// Lists headed by their category (line_reader.h): `Everyone has a different
// name: A, B, C.`, `Names: A, B, C`, `Caller - Barry, Cheryl, Des`, the
// items set apart by slashes or dots, and the titles that look like a
// heading but list nothing (`Puzzle #214: Up, Up and Away`).
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/prose_list_parts.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Where a list's heading ends: its colon, or a dash after a heading of
// a word or three (`Caller — Barry, Cheryl, Des`, `On air - 10:05 pm,
// ...`); {npos, 0} when the sentence has neither.
std::pair<std::size_t, std::size_t> heading_mark(std::string_view sentence) {
  const std::size_t colon = sentence.find(':');
  const bool clock = colon != std::string_view::npos && colon > 0 && colon + 1 < sentence.size() &&
                     std::isdigit(static_cast<unsigned char>(sentence[colon - 1])) &&
                     std::isdigit(static_cast<unsigned char>(sentence[colon + 1]));
  if (colon != std::string_view::npos && !clock) return {colon, 1};
  for (std::string_view dash : {" \u2014 ", " \u2013 ", " - "}) {
    const std::size_t at = sentence.find(dash);
    // (Three values at least, after a heading of words: `Year 7 Maths -
    // Logical Reasoning, Lesson 4` is a title.)
    const std::size_t comma = sentence.find(',', at);
    if (at == std::string_view::npos || at == 0 || comma == std::string_view::npos ||
        sentence.find(',', comma + 1) == std::string_view::npos ||
        sentence.substr(0, at).find_first_of("0123456789") != std::string_view::npos ||
        sentence.substr(0, at).find_first_of(",;.") != std::string_view::npos ||
        cut_words(sentence.substr(0, at)).size() > 3)
      continue;
    if (clock && colon < at) continue;
    // (Not a dash aside: `Four friends - Kim, Lou, Max and Ned - each
    // flew a kite`.)
    if (sentence.find(dash, at + dash.size()) != std::string_view::npos) continue;
    return {at, dash.size()};
  }
  return {colon, colon == std::string_view::npos ? 0 : 1};
}

}  // namespace

bool LineReader::title_line(std::string_view line) {
  const char last = line.back();
  // `Winter Fun Page: Snowman Puzzle!`: a short line in title case may
  // end with `!`.
  if (last == '!') {
    const std::vector<Word> words = cut_words(line);
    return !words.empty() && words.size() <= 6 && line.find_first_of(".?!") == line.size() - 1 &&
           std::all_of(words.begin(), words.end(), [](const Word& w) {
             return w.text.size() < 4 || !std::islower(static_cast<unsigned char>(w.text[0]));
           });
  }
  // `67.--THE FOUR GENTLEMEN OF PELHAM TERRACE.`: a short line in
  // capitals may end with its stop, as old puzzle books print titles.
  if (last == '.') {
    const std::vector<Word> words = cut_words(line);
    const bool capitals =
        std::none_of(line.begin(), line.end(),
                     [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; }) &&
        std::any_of(line.begin(), line.end(),
                    [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; });
    return capitals && !words.empty() && words.size() <= 10 &&
           line.substr(0, line.size() - 1).find_first_of("?!,;:") == std::string_view::npos;
  }
  if (last == '?' || last == ',' || last == ';') return false;
  const auto [colon, mark] = heading_mark(line);
  // (A bar of a title's parts, `GRIDLOGIC · Pack 3: Robot Yard · Level 27`,
  // sets its marks before the colon too: no list.)
  const bool bar = colon != std::string_view::npos && slashed_items(line.substr(0, colon));
  if (colon != std::string_view::npos && !bar &&
      (line.find(',', colon) != std::string_view::npos || slashed_items(line.substr(colon + mark))))
    return false;  // a list
  const std::vector<Word> words = cut_words(line);
  if (words.empty() || words.size() > 30) return false;
  // (A line typed in lower case without its stop, eight words or more, is
  // prose: `ok so there are 4 kids in my class who sit in a row, ...`.)
  if (words.size() >= 8 && std::islower(static_cast<unsigned char>(line.front()))) return false;
  return !(words.size() >= 3 && words[0].stem == "there" &&
           (words[1].stem == "are" || words[1].stem == "is"));
}

// `8,400 / 9,100 / 11,250`: items set apart by slashes, two or more, each
// of a few words (a line of bars, `Difficulty: Easy | Grid size: 5x5`,
// is a frame); nullopt when the list has none.
std::optional<std::vector<std::string_view>> LineReader::slashed_items(std::string_view list) {
  // (Or by middle dots and bullets: `Anya · Bilal · Corinne`.)
  std::string_view mark;
  for (std::string_view m : {" / ", " \u00b7 ", " \u2022 "})
    if (list.find(m) != std::string_view::npos) mark = m;
  if (mark.empty()) return std::nullopt;
  std::vector<std::string_view> items;
  std::size_t at = 0;
  while (at <= list.size()) {
    const std::size_t next = std::min(list.find(mark, at), list.size());
    const std::string_view item = trim(list.substr(at, next - at));
    if (item.find(':') != std::string_view::npos || cut_words(item).size() > 4) return std::nullopt;
    items.push_back(item);
    if (next == list.size()) break;
    at = next + mark.size();
  }
  if (items.size() < 2) return std::nullopt;
  return items;
}

// `Everyone has a different name: A, B, C.` (or `Names: A, B, C`): a
// list, the sentence's whole.
bool LineReader::headed_list(std::string_view raw, std::string_view sentence) {
  const auto [colon, mark] = heading_mark(sentence);
  if (colon == std::string_view::npos || colon + mark >= sentence.size() ||
      (sentence.find(',', colon) == std::string_view::npos &&
       !slashed_items(sentence.substr(colon + mark))) ||
      sentence.substr(0, colon).find_first_of(",;") != std::string_view::npos)
    return false;
  // (A list said in its order with `then` after the colon, `took turns
  // hosting: the Patels first, then the Okonkwos, ...`, is read in prose,
  // which knows its order: prose_lists.h.)
  if (sentence.find(", then ", colon) != std::string_view::npos) return false;
  // A post's own labels (`Tags: logical-deduction, grid-deduction`,
  // `Filed under: puzzles, maths`) list no values (`Topic` and `Author`
  // may head a list: not those).
  static const std::set<std::string> kLabels = {"tag", "keyword", "filed", "posted", "cc", "share"};
  if (const std::vector<Word> head = cut_words(sentence.substr(0, colon));
      head.size() <= 2 && !head.empty() && kLabels.count(head[0].stem) != 0)
    return false;
  // `9:30` is a time, not a heading's colon.
  if (mark == 1 && colon > 0 && std::isdigit(static_cast<unsigned char>(sentence[colon - 1])) &&
      std::isdigit(static_cast<unsigned char>(sentence[colon + 1])))
    return false;
  // A list's values are names, not clauses (`It was a slow week at the
  // Plaza: each of the four closed one deal, one on each day ...`).
  const std::vector<std::string_view> items =
      slashed_items(trim(sentence.substr(colon + mark)))
          .value_or(list_items(trim(sentence.substr(colon + mark)), d_.n));
  const std::size_t longest = items.size() < 3 ? 2 : 5;
  if (items.size() < 2 || std::any_of(items.begin(), items.end(), [&](std::string_view i) {
        return cut_words(i).size() > longest;
      }))
    return false;
  // `...: specifically, the actors are 24, 31, ...` is a sentence that
  // holds a list (prose_lists.h reads it), not the list itself: an
  // adverb alone or a clause's verb is no value.
  const auto clause_like = [](std::string_view i) {
    const std::vector<Word> w = cut_words(i);
    if (w.size() == 1 && w[0].stem.size() > 4 && w[0].stem.ends_with("ly") &&
        std::islower(static_cast<unsigned char>(w[0].text.front())))
      return true;
    for (std::size_t k = 1; k + 1 < w.size(); ++k)
      if (be_word(w[k].stem)) return true;
    // (`...: we now live 12 miles, 40 miles, ...`: a subject's pronoun
    // opens a clause.)
    if (w.size() >= 3 &&
        (w[0].stem == "we" || w[0].stem == "they" || w[0].stem == "he" || w[0].stem == "she"))
      return true;
    return false;
  };
  if (std::any_of(items.begin(), items.end(), clause_like)) return false;
  // After the clues and the questions, a list of another size than the
  // riddle's is the text's own (`Subs are now due: £18 single, £25
  // joint`), no category: read as a sentence, a word to the reader.
  // (So after a printed list of clues: `Loot: a goose feather, 12 gold
  // and a map.` after four bulleted clues, before the questions.)
  // (Before any list is taken, one of another size than the introduction
  // counts is the text's own, as prose_categories.cc takes it: `Club 10 -
  // Round 4 report: warm evening, wet roads, five brave souls` over `The
  // five finishers were Dave, Kirsty, Owen, Priya and Tom`.)
  if (d_.n == 0 && said_size_ != 0 && items.size() != static_cast<std::size_t>(said_size_))
    return false;
  const auto [list_first, list_last] = clue_list_lines(d_.clues);
  if (d_.n != 0 && items.size() != static_cast<std::size_t>(d_.n) &&
      ((!d_.questions.empty() && !d_.clues.empty()) ||
       (list_first != 0 && d_.clues.back().line == list_last)))
    return false;
  // `Same routine: one dog a day, Monday to Friday, the long loop`: an
  // item that is a range of days or months is the list (prose_lists.h
  // reads it), and the line no list of its items.
  if (std::any_of(items.begin(), items.end(), [&](std::string_view i) {
        ProseList range;
        return cut_words(i).size() >= 3 && prose_parts::find_range(i, 0, range);
      }))
    return false;
  // `...: a David Brown, a Ferguson, a Fordson and a Massey, built in
  // 1948, 1952, ...`: a list joined by `and` before its end runs into
  // another; prose_lists.h tells them apart.
  // (Not `Gucci, Dolce and Gabbana, Tory Burch`: a name holds `and`.)
  for (std::size_t k = 0; k + 1 < items.size(); ++k) {
    const std::vector<Word> next = cut_words(items[k + 1]);
    if ((items[k].find(" and ") != std::string_view::npos ||
         items[k].find(" or ") != std::string_view::npos) &&
        !next.empty() && std::islower(static_cast<unsigned char>(next[0].text.front())) &&
        next[0].stem != "a" && next[0].stem != "an" && next[0].stem != "the")
      return false;
  }
  // `Puzzle #214: Up, Up and Away` is a title: a list names each value
  // once.
  std::set<std::string> seen;
  for (std::string_view i : items)
    if (!seen.insert(zebra_name(i)).second) return false;
  // A heading in prose may give a list of its own (`Each team sat at a
  // different table (tables 1 to 4) and had a different captain: ...`).
  if (cut_words(sentence.substr(0, colon)).size() > 3)
    lists_in_prose(raw, sentence.substr(0, colon));
  // A list read already, in prose (`three houses in a row: pink, blue
  // and green`), is not listed twice.
  // (Nor are the same numbers with their unit said once more: `a
  // different amount of experience (2, 4, 6, or 8 years)`, then
  // `Experience: 2 years, 4 years, ...`.)
  const auto number_of = [](std::string_view v) {
    const std::optional<ValueNumber> n = value_number(v);
    return n ? n->number : -1.0;
  };
  const bool listed =
      std::any_of(d_.categories.begin(), d_.categories.end(), [&](const CategoryText& c) {
        const bool same_names = std::all_of(items.begin(), items.end(), [&](std::string_view i) {
          return std::find(c.names.begin(), c.names.end(), zebra_name(i)) != c.names.end();
        });
        if (same_names) return true;
        if (c.values.size() != items.size()) return false;
        for (std::size_t k = 0; k < items.size(); ++k)
          if (number_of(items[k]) < 0 || number_of(items[k]) != number_of(c.values[k]))
            return false;
        return true;
      });
  if (!listed) read_category(raw, sentence.substr(0, colon), sentence.substr(colon + mark));
  // `Each bought one thing: a baguette, ... or a sourdough loaf, and each
  // paid with a different coin (a £1 coin, ...)`: a clause after the
  // list's end gives lists of its own.
  if (!items.empty() && !slashed_items(sentence.substr(colon + mark))) {
    const std::size_t end =
        static_cast<std::size_t>(items.back().data() - sentence.data()) + items.back().size();
    std::string_view tail = end < sentence.size() ? sentence.substr(end) : std::string_view();
    const std::vector<Word> tw = cut_words(tail);
    if (tw.size() >= 4 && (tw[0].stem == "and" || tw[0].stem == "while" || tw[0].stem == "but") &&
        tail.substr(0, tw[0].offset).find(',') != std::string_view::npos)
      lists_in_prose(raw, trim(tail.substr(tw[1].offset)));
  }
  // A heading in prose (`Four named trains leave Union Station each
  // morning: the Coastal, ...`) is the introduction's, shown as such; a
  // sentence that said lists, never a clue once a later one counts the
  // row (replay_intro: `Three gardeners showed their vegetables: Mrs
  // Hale, ...` then `The plots are numbered 1 to 3`).
  if (cut_words(sentence.substr(0, colon)).size() > 3) {
    listed_.insert(sentence.data());
    (d_.counted ? d_.framing : d_.intro)
        .push_back({sentence, line_no(sentence), column(sentence), "", false});
  }
  return true;
}

}  // namespace deduce::puzzles::zebra::english
