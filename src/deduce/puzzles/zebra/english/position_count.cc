// How many positions a riddle has and the nouns that name them
// (line_reader.h): `There are 5 houses ...`, and a sentence that sets the
// people in a row (`Five cottages stand in a row along Mill Lane`). The
// words that set a row are read in row_words.cc; the place nouns said
// later, and what was read before the count, in counted_places.cc.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/row_words.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// The size: "There are 5 houses ...", "There are 7 people next to each
// other ...". Read before the sentence's lists (`There are 5 houses in a
// row, each a different color: red, green, ...`).
bool LineReader::size_said(const Sentence& s) {
  if (d_.n != 0 || s.text.size() < 5) return false;
  std::vector<Word> words = cut_words(s.text);
  // (After a word of talk: `ok so there are 4 kids in my class ...`.)
  std::size_t talk = 0;
  while (talk < words.size() && talk < 3 &&
         (words[talk].stem == "ok" || words[talk].stem == "okay" || words[talk].stem == "so" ||
          words[talk].stem == "well" || words[talk].stem == "right" || words[talk].stem == "now"))
    ++talk;
  words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(talk));
  if (!(d_.n == 0 && d_.clues.empty() && words.size() >= 3 && words[0].stem == "there" &&
        (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0))
    return false;
  d_.n = number_word(words[2].stem);
  d_.n_at = {s.line, s.column};
  d_.counted = true;
  size_line_ = s.line;
  d_.circle = seats_round_a_table(s.text);
  if (words.size() > 3 && noun_like(words[3].stem)) {
    d_.place_nouns.push_back(words[3].stem);
    // `There are five beach huts`: the last of the nouns counted too.
    std::size_t last = 3;
    while (last + 1 < words.size() && noun_like(words[last + 1].stem) &&
           std::islower(static_cast<unsigned char>(words[last + 1].text.front())) &&
           words[last + 1].text.back() == 's' && words[last].text.back() != 's')
      ++last;
    if (last != 3) d_.place_nouns.push_back(words[last].stem);
  }
  // `There are 4 kids who sit at desks 1 to 4`: the places' noun.
  later_place_nouns(words);
  // `There are five houses in five different colours`: a category too.
  if (std::any_of(words.begin(), words.end(), [](const Word& w) { return w.stem == "different"; }))
    d_.declarations.push_back(s);
  else
    d_.framing.push_back(s);
  replay_intro();
  return true;
}

// A sentence that sets the entities in a row without `There are N`:
// `Five cottages stand in a row along Mill Lane`, `Four cars are parked
// side by side in spaces 1 to 4`, `Six runners line up ... in lanes 1 to
// 6`. Its count is the positions; its nouns name them (`cottage`,
// `space`, `lane`).
bool LineReader::positions_said(std::string_view sentence) {
  // (The things this sentence counts, for the sentences after it.)
  const auto count_things = [this](const std::vector<Word>& said) {
    for (std::size_t i = 0; i + 1 < said.size(); ++i)
      if (const int k = number_word(said[i].stem);
          k >= 2 && k <= 64 && noun_like(said[i + 1].stem) &&
          std::islower(static_cast<unsigned char>(said[i + 1].text.front())) &&
          said[i + 1].text.back() == 's')
        counted_before_.emplace_back(k, said[i + 1].stem);
  };
  // (Kept once this sentence is read, whichever way it returns.)
  struct Kept {
    const decltype(count_things)& keep;
    std::string_view sentence;
    ~Kept() { keep(cut_words(sentence)); }
  } kept{count_things, sentence};
  if (d_.counted) {
    d_.circle = d_.circle || seats_round_a_table(sentence);
    const std::vector<Word> said = cut_words(sentence);
    later_place_nouns(said);
    // `There is exactly one apartment on each floor, from the first floor
    // up to the fourth`: the places counted already, said again as a range
    // (naming no value of a list: no clue).
    for (std::size_t i = 0; i < said.size(); ++i)
      if (from_first_to(said, i) == d_.n && !names_known_value(said)) return true;
    return false;
  }
  if (labels_set_row(sentence)) return true;
  const std::vector<Word> words = cut_words(sentence);
  const bool table = seats_round_a_table(sentence);
  bool row = table;
  bool in_time = false;
  int from_one_to_n = 0;
  std::string period_noun;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i].stem;
    const std::string next = i + 1 < words.size() ? words[i + 1].stem : "";
    if (lines_up_at(words, i) || (w == "left" && next == "to") ||
        ((w == "line" || w == "lined" || w == "queue" || w == "queued") && next == "up") ||
        // `waiting in the lunch queue, one behind the other`
        (w == "queue" && i > 0 && (words[i - 1].stem != "no")) ||
        // `Five people are queuing at the one open till`, `four customers
        // queued at the bakery`
        w == "queuing" || w == "queueing" ||
        (w == "queued" && (next == "at" || next == "outside" || next == "for" || next == "in" ||
                           next == "by" || next == "behind")) ||
        (w == "behind" && next == "the" && i + 2 < words.size() && words[i + 2].stem == "other") ||
        // `a guest room on each of its five floors`, `four shelves, one
        // above another`: storeys and shelves stand in a column, as
        // places do in a row.
        (stands_upright(w) && i > 0 && number_word(words[i - 1].stem) >= 2 &&
         words[i].text.back() == 's') ||
        // `a four-story walk-up`, `a five-storey block`: the count hyphened
        // to the noun.
        (stands_upright(w) && i > 0 && number_word(words[i - 1].stem) >= 2 &&
         words[i].text.data() == words[i - 1].text.data() + words[i - 1].text.size() + 1 &&
         words[i].text.data()[-1] == '-') ||
        (w == "one" && (next == "above" || next == "below" || next == "under") &&
         i + 2 < words.size() &&
         (words[i + 2].stem == "another" ||
          (words[i + 2].stem == "the" && i + 3 < words.size() && words[i + 3].stem == "other"))) ||
        // `stacked them one on top of another`.
        (w == "one" && next == "on" && i + 4 < words.size() && words[i + 2].stem == "top" &&
         words[i + 3].stem == "of" &&
         (words[i + 4].stem == "another" ||
          (words[i + 4].stem == "the" && i + 5 < words.size() && words[i + 5].stem == "other"))) ||
        // `in the first five rows on the left-hand side`: places counted
        // from the first, as seats and rows are.
        (w == "first" && number_word(next) >= 2 && i + 2 < words.size() &&
         first_places(words[i + 2].stem)) ||
        // `a row of five houses`, `a line of four stalls`
        ((w == "row" || w == "line" || w == "terrace") && next == "of" && i + 2 < words.size() &&
         number_word(words[i + 2].stem) >= 2) ||
        // `The front row has five seats`: a row said to have its places.
        (w == "row" && (next == "has" || next == "had") && i + 3 < words.size() &&
         number_word(words[i + 2].stem) >= 2 && words[i + 3].text.back() == 's') ||
        // `When we say "left" we mean as you look at the stage`, `left and
        // right are as seen from the audience`: what left means is said
        // only of a row.
        (w == "left" && left_defined(words)))
      row = true;
    // `Five acts performed one after another`, `I can't tell you the
    // running order`: an order in time, its places unnumbered.
    // (Never where numbers, ordinals or a list already say the order:
    // `one after another at 10.15 am, 10.45 am, ...`, `first to fifth`.)
    // (Nor where the ordinals only name its places in turn: `one after
    // another - first caller, second, third, fourth and fifth`.)
    if (order_in_time_at(words, i) &&
        (!order_said(words) || places_named_in_turn(words).first >= 2))
      in_time = true;
    // `each chose a novel, one a week`, `one each night`, `on consecutive
    // days`: an order in time, its places the periods.
    if (const std::string_view period = period_of_order(words, i); !period.empty()) {
      row = true;
      period_noun = std::string(period);
    }
    // `put the floats in order, from the first in the procession (1) to
    // the last (5)`: an order numbered as places are.
    if (w == "in" && next == "order" && i + 2 < words.size() &&
        std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                    [](const Word& x) { return x.stem == "first"; }) &&
        std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                    [](const Word& x) { return x.stem == "last"; }) &&
        std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                    [](const Word& x) { return x.stem == "1"; }))
      row = true;
    // `in lanes 1 to 5`, `seats 1-4`: numbered places; but not after
    // `different` (`leaves from a different one of the five platforms
    // (numbered 1 to 5)`: a list of platforms).
    const bool different =
        std::any_of(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(i),
                    [](const Word& x) { return x.stem == "different"; });
    // (`They finished in places 1 to 5`: places, though `place` fills.)
    const bool places_word = w == "place" || w == "places" || w == "position" || w == "positions";
    if (i + 3 < words.size() && number_word(next) == 1 && words[i + 2].stem == "to" &&
        number_word(words[i + 3].stem) >= 2 && (noun_like(w) || places_word) && !different)
      row = true;
    // (`seats 1-4` in figures: `a typical one: five customers` is none;
    // nor `they spent 1, 2, 3 and 4 hours on them`, amounts of a unit.)
    if (i + 2 < words.size() && number_word(next) == 1 && number_word(words[i + 2].stem) >= 2 &&
        std::isdigit(static_cast<unsigned char>(words[i + 1].text.front())) && noun_like(w) &&
        !different && !unit_after_run(words, i + 1))
      row = true;
    // `the lanes run 1, 2, 3, 4, 5 from left to right`: the noun, a verb
    // that lays them out, and their numbers from 1.
    if ((w == "run" || w == "go") && i > 0 && i + 2 < words.size() && number_word(next) == 1 &&
        number_word(words[i + 2].stem) == 2 && noun_like(words[i - 1].stem) &&
        words[i - 1].text.back() == 's' && !different)
      row = true;
    // `The rooms run from number 1, beside the stairs, to number 5 at the
    // far end`: a range of places with an aside inside it.
    if (const int last = from_one_to(words, i); last >= 2 && !different) {
      row = true;
      from_one_to_n = last;
    }
    // `berths numbered 1 to 5`, `numbered 1 (the bottom) to 5 (the top)`
    if (w == "numbered" && number_word(next) == 1 && !different)
      for (std::size_t j = i + 2; j < words.size() && j <= i + 6; ++j)
        if ((words[j].stem == "to" || words[j].stem == "through") && j + 1 < words.size() &&
            number_word(words[j + 1].stem) >= 2)
          row = true;
  }
  // (Whether such an order is the riddle's is known only once every list
  // is read: LineReader::run.)
  if (in_time && !row) {
    order_in_time_ = true;
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
      if (number_word(words[i].stem) >= 2 && noun_like(words[i + 1].stem) &&
          std::islower(static_cast<unsigned char>(words[i + 1].text.front())) &&
          words[i + 1].text.back() == 's')
        order_nouns_.push_back(words[i + 1].stem);
    return false;
  }
  if (!row) return false;
  int n = from_one_to_n;
  std::vector<std::string> nouns;
  if (!period_noun.empty()) nouns.push_back(period_noun);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    // `spaces 1 to 4`, `seats 1-4`, `lanes 1 to 6`: the noun and the last.
    if (number_word(words[i + 1].stem) == 1 && i + 2 < words.size() &&
        std::isalpha(static_cast<unsigned char>(words[i].stem.front()))) {
      std::size_t last =
          words[i + 2].stem == "to" || words[i + 2].stem == "through" ? i + 3 : i + 2;
      // `pitches 1, 2, 3 and 4`: the last of the run.
      if (last == i + 2) last = run_last(words, last);
      if (last < words.size() && number_word(words[last].stem) >= 2) {
        n = number_word(words[last].stem);
        if (words[i].stem != "numbered" && noun_like(words[i].stem)) nouns.push_back(words[i].stem);
        // (`the lanes run 1, 2, ...`: the noun before the verb.)
        if ((words[i].stem == "run" || words[i].stem == "go") && i > 0 &&
            noun_like(words[i - 1].stem))
          nouns.push_back(words[i - 1].stem);
      }
    }
  }
  // `seats A to E`, `bays A-D`: lettered places, the noun before them.
  // (Never people named by letters: `Five friends A, B, C, D and E`.)
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    if (words[i + 1].text != "A" || !noun_like(words[i].stem) ||
        !std::islower(static_cast<unsigned char>(words[i].text.front())) ||
        person_noun(words[i].stem))
      continue;
    const bool ranged = words[i + 2].stem == "to" || words[i + 2].stem == "through";
    std::size_t last = ranged ? i + 3 : i + 2;
    // (`seats A, B, C and D`: the last of the run.)
    const auto next_letter = [&](std::size_t k) {
      return k < words.size() && words[k].text.size() == 1 &&
             words[k].text[0] == words[last].text[0] + 1;
    };
    while (!ranged &&
           (next_letter(last + 1) ||
            (last + 2 < words.size() && words[last + 1].stem == "and" && next_letter(last + 2))))
      last += next_letter(last + 1) ? 1 : 2;
    if (last < words.size() && words[last].text.size() == 1 && words[last].text[0] > 'A' &&
        words[last].text[0] <= 'Z') {
      if (n == 0) n = words[last].text[0] - 'A' + 1;
      nouns.push_back(words[i].stem);
    }
  }
  // (The count may end the sentence: `... to the last (5)`.)
  // (A number after a name is its label, no count: `Class 3 have five
  // flowerpots in a row`; a number before the things it counts comes
  // first.)
  const auto label = [&](std::size_t i) {
    return i > 0 && std::isdigit(static_cast<unsigned char>(words[i].text.front())) &&
           (std::isupper(static_cast<unsigned char>(words[i - 1].text.front())) ||
            words[i - 1].stem == "number" || words[i - 1].stem == "no");
  };
  const auto plural = [](const Word& w) {
    static const std::set<std::string> kPlurals = {"people", "children", "men", "women"};
    return kPlurals.count(std::string(w.text)) != 0 ||
           (w.text.back() == 's' && !w.text.ends_with("ss") && !w.text.ends_with("us"));
  };
  // (The plural may come a word or two on: `Five crossword compilers,
  // three men and two women` counts five, not three.)
  const auto counts_plural = [&](std::size_t i) {
    for (std::size_t j = i + 1; j < words.size() && j <= i + 3; ++j) {
      if (plural(words[j]) && (noun_like(words[j].stem) || words[j].stem == "people")) return true;
      if (!noun_like(words[j].stem) ||
          !std::islower(static_cast<unsigned char>(words[j].text.front())))
        return false;
    }
    return false;
  };
  if (n == 0)
    for (std::size_t i = 0; i + 1 < words.size() && n == 0; ++i) {
      const int k = number_word(words[i].stem);
      if (k >= 2 && k <= 64 && !label(i) && counts_plural(i)) n = k;
    }
  // `Their rooms are 11, 12, 13 and 14, side by side`, `numbered 11 to
  // 14`: places labelled by a run of numbers that starts past 1, as many
  // as the run has (never amounts: `spent 11, 12 and 13 hours`).
  for (std::size_t i = 0; i + 2 < words.size() && n == 0; ++i) {
    const int first = number_word(words[i].stem);
    if (first < 2 || !std::isdigit(static_cast<unsigned char>(words[i].text.front())) ||
        (i > 0 && number_word(words[i - 1].stem) != 0))
      continue;
    std::size_t last = run_last(words, i);
    if (last == i && words[i + 1].stem == "to" && number_word(words[i + 2].stem) > first)
      last = i + 2;
    if (last == i || unit_after_run(words, i)) continue;
    const int k = number_word(words[last].stem) - first + 1;
    if (k >= 2 && k <= 64) n = k;
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    const int k = number_word(words[i].stem);
    if (k < 2 || k > 64 || label(i)) continue;
    if (n == 0) n = k;
    if (k == n && i + 1 < words.size() && noun_like(words[i + 1].stem)) {
      // `Six beach huts`, `five wooden beach huts`: the plural the words
      // after the count come to, at most three on.
      std::size_t last = i + 1;
      while (last + 1 < words.size() && last < i + 3 && words[last].text.back() != 's' &&
             noun_like(words[last + 1].stem) &&
             std::islower(static_cast<unsigned char>(words[last + 1].text.front())))
        ++last;
      if (words[last].text.back() != 's') last = i + 1;
      nouns.push_back(words[last].stem);
    }
  }
  // `The benches stand in a row and are numbered 1 to 5`: the subject of
  // the sentence that sets the row is its noun.
  if (words.size() > 2 && words[0].stem == "the" && plural(words[1]) && noun_like(words[1].stem) &&
      std::islower(static_cast<unsigned char>(words[1].text.front())))
    nouns.push_back(words[1].stem);
  row_of_nouns(words, nouns);
  // `... one of the four ovens along the back wall. They're numbered 1 to 4
  // from left to right`: what `they` are, counted before.
  if (nouns.empty() && !words.empty() &&
      (words[0].stem == "they" || words[0].stem == "theyre" || words[0].stem == "these"))
    for (auto it = counted_before_.rbegin(); it != counted_before_.rend(); ++it)
      if (it->first == n) {
        nouns.push_back(it->second);
        break;
      }
  // (A building's storeys are its floors and levels, however it was said:
  // `a four-story walk-up` has `the second floor`.)
  if (std::any_of(nouns.begin(), nouns.end(), [](const std::string& x) {
        return x == "story" || x == "storey" || x == "floor" || x == "level";
      }))
    for (const char* same : {"story", "storey", "floor", "level"})
      if (std::find(nouns.begin(), nouns.end(), same) == nouns.end()) nouns.push_back(same);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string& w = words[i].stem;
    const std::string& next = words[i + 1].stem;
    // `lockers next to each other`, `huts side by side`, `plots in a
    // row`, `Seats are numbered 1 to 4`, `moorings numbered 1 to 4`: the
    // noun before the words that set the row.
    const bool sets = next == "numbered" ||
                      (next == "are" && i + 2 < words.size() && words[i + 2].stem == "numbered") ||
                      lines_up_at(words, i + 1);
    if (sets && noun_like(w) && words[i].text.back() == 's' &&
        std::islower(static_cast<unsigned char>(words[i].text.front())))
      nouns.push_back(w);
  }
  // (A row said only by what left means, `When we say "left" we mean as
  // you look at the stage`, has as many places as the lists read before
  // have values.)
  if (n == 0 && !d_.categories.empty() && left_defined(words))
    n = static_cast<int>(d_.categories.front().values.size());
  if (n < 2 || (d_.n != 0 && d_.n != n)) return false;
  d_.n = n;
  d_.n_at = {line_no(sentence), column(sentence)};
  d_.counted = true;
  d_.circle = table;
  for (std::string& noun : nouns) d_.place_nouns.push_back(std::move(noun));
  replay_intro();
  return true;
}

}  // namespace deduce::puzzles::zebra::english
