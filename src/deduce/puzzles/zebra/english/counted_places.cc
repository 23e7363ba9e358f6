// What the count of positions leaves to read once it is known
// (line_reader.h): the places' nouns said by a later sentence (`the lanes
// are numbered 1 to 6`), what came before the count read again, and a list
// of numbers that is the row's own places (`on pitches 1, 2, 3 and 4`).
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/row_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// Once the row is counted, a later sentence may still name its places:
// `Six athletes line up ...; the lanes are numbered 1 to 6`, `seats 1
// to 6`: the noun before `numbered`, or before 1 to N of this N.
void LineReader::later_place_nouns(const std::vector<Word>& words) {
  row_of_nouns(words, d_.place_nouns);
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    const std::string& w = words[i].stem;
    if (!noun_like(w) || !std::islower(static_cast<unsigned char>(words[i].text.front()))) continue;
    const std::size_t at = words[i + 1].stem == "are" ? i + 2 : i + 1;
    std::size_t from = at;
    if (words[at].stem == "numbered") ++from;
    // (Or lettered: `seats A to E`.)
    const bool lettered = from + 2 < words.size() && words[from].text == "A" &&
                          words[from + 2].text == std::string(1, static_cast<char>('A' + d_.n - 1));
    // (`desks 1-4`: the dash between, no word.)
    const bool dashed = from + 1 < words.size() && number_word(words[from].stem) == 1 &&
                        number_word(words[from + 1].stem) == d_.n &&
                        words[from + 1].offset == words[from].offset + words[from].text.size() + 1;
    if (!dashed &&
        (from + 2 >= words.size() ||
         ((number_word(words[from].stem) != 1 || number_word(words[from + 2].stem) != d_.n) &&
          !lettered) ||
         (words[from + 1].stem != "to" && words[from + 1].stem != "through")))
      continue;
    if (at == i + 2 && from == at) continue;  // `the houses are 1 to 5`: no row's noun
    if (std::find(d_.place_nouns.begin(), d_.place_nouns.end(), w) == d_.place_nouns.end())
      d_.place_nouns.push_back(w);
  }
}

// What came before the positions were said is no magazine's
// introduction: its lists are lists (`Lily, Josh and Nia each built a
// snowman. The three snowmen stand in a row`), the rest clues (a
// sentence naming no value frames the puzzle).
void LineReader::replay_intro() {
  std::vector<Sentence> before = std::move(d_.intro);
  d_.intro.clear();
  for (const Sentence& b : before) {
    if (listed_.count(b.text.data()) != 0 || lists_in_prose(line_of(b.text), b.text))
      d_.framing.push_back(b);
    else
      add_sentence(b, true);
  }
  intro_clues_ = d_.clues.size();
}

// `Their caravans are on pitches 1, 2, 3 and 4, in a row`: the numbers
// are the row's places, no list of its own.
void LineReader::drop_place_numbers() {
  if (!d_.counted) return;
  for (std::size_t c = d_.categories.size(); c-- > 0;) {
    const CategoryText& cat = d_.categories[c];
    bool places = static_cast<int>(cat.values.size()) == d_.n;
    for (std::size_t v = 0; v < cat.values.size() && places; ++v)
      places = cat.values[v] == std::to_string(v + 1);
    // (Or places said as such, or counted across: `From left to right
    // they are in places 1, 2, 3 and 4`.)
    bool noun = false, left = false, right = false;
    for (const Word& w : cut_words(cat.line_words + " " + cat.name)) {
      noun =
          noun ||
          std::find(d_.place_nouns.begin(), d_.place_nouns.end(), w.stem) != d_.place_nouns.end() ||
          w.stem == "place" || w.stem == "position" || w.stem == "spot";
      left = left || w.stem == "left";
      right = right || w.stem == "right";
    }
    noun = noun || (left && right);
    if (!places || !noun) continue;
    const std::string gone = cat.name;
    d_.categories.erase(d_.categories.begin() + static_cast<std::ptrdiff_t>(c));
    if (c < d_.category_lines.size())
      d_.category_lines.erase(d_.category_lines.begin() + static_cast<std::ptrdiff_t>(c));
    // (`swimmer_2`, named after the numbers took `swimmer`, takes it back.)
    for (CategoryText& other : d_.categories)
      if (other.name == gone + "_2") other.name = gone;
  }
}

}  // namespace deduce::puzzles::zebra::english
