// A row's places said again as the templates read them (reader.h:
// row_said_again()): a lettered place by its number, a first floor above
// a ground floor as the second place, a `next door` that names no one
// as next door to the one the first clause is about, and one's neighbours
// named (`The Englishman's neighbours are the Welshman and the Irishman`),
// and an end said again by its place's noun and number (`, hut 1`).
#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::row_said_again(const Sentence& s, const Lexicon& lexicon) const {
  // `The Dunns' hut is orange, and the poodle lives next door`: next
  // door to the one the first clause is about (said `to them`, which
  // stands for it), where that clause places nothing itself.
  if (!magazine_ && (s.text.ends_with(" next door") || s.text.ends_with(" next door."))) {
    const std::size_t and_at = s.text.rfind(" and ");
    if (and_at != std::string_view::npos) {
      const std::vector<Word> lw = cut_words(s.text.substr(0, and_at));
      const bool placed = std::any_of(lw.begin(), lw.end(), [](const Word& x) {
        return x.stem == "next" || x.stem == "left" || x.stem == "right" || x.stem == "between" ||
               x.stem == "door" || x.stem == "end" || x.stem == "beside";
      });
      std::string text(s.text);
      if (text.back() == '.') text.pop_back();
      if (!placed) return text + " to them";
    }
  }
  // `in seat C` of seats lettered A to E: `in seat 3` (the letter `A`
  // would be read as an article too).
  if (lexicon.lettered()) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
      const std::string_view letter = w[i + 1].text;
      if (!lexicon.place_noun(w[i].stem) || letter.size() != 1 || letter[0] < 'A' ||
          letter[0] >= 'A' + n_)
        continue;
      std::string text(s.text);
      text.replace(w[i + 1].offset, 1, std::to_string(letter[0] - 'A' + 1));
      return text;
    }
  }
  // `on the first floor` above a ground floor: position 2.
  if (ground_floor_) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 1; i + 1 < w.size(); ++i) {
      const int k = ordinal_word(w[i].stem);
      if (k < 1 || w[i - 1].stem != "the" ||
          (w[i + 1].stem != "floor" && w[i + 1].stem != "storey" && w[i + 1].stem != "story"))
        continue;
      std::string text(s.text.substr(0, w[i - 1].offset));
      text.append("position ").append(std::to_string(k + 1));
      text.append(s.text.substr(w[i + 1].offset + w[i + 1].text.size()));
      return text;
    }
  }
  // `The steak eater sat on Kim's left`: the seat beside, on that side,
  // as `on Kim's immediate left` says it (`left` alone may be a verb).
  if (!magazine_ && (s.text.find("s left") != std::string_view::npos ||
                     s.text.find("s right") != std::string_view::npos ||
                     s.text.find("s' left") != std::string_view::npos ||
                     s.text.find("s' right") != std::string_view::npos)) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 1; i < w.size(); ++i) {
      if ((w[i].stem != "left" && w[i].stem != "right") ||
          (w[i - 1].stem == "immediate" || w[i - 1].stem == "the" || w[i - 1].stem == "far"))
        continue;
      const std::string_view before = std::string_view(s.text).substr(0, w[i].offset);
      if ((!before.ends_with("'s ") && !before.ends_with("s' ")) ||
          (i + 1 < w.size() && w[i + 1].stem == "hand"))
        continue;
      // (Only after `on` or `to` and a name: `on Kim's left`.)
      std::size_t k = i - 1;
      while (k > 0 && w[k].stem != "on" && w[k].stem != "to" && i - k < 5) --k;
      if (w[k].stem != "on" && w[k].stem != "to") continue;
      // (`immediately to Wes's left` says it already.)
      if (k > 0 && (w[k - 1].stem == "immediately" || w[k - 1].stem == "directly" ||
                    w[k - 1].stem == "just" || w[k - 1].stem == "somewhere"))
        continue;
      std::string text(s.text);
      text.insert(w[i].offset, "immediate ");
      if (w[k].stem == "to") text.replace(w[k].offset, 2, "on");
      return text;
    }
  }
  // `The Englishman's neighbours are the Welshman and the Irishman`,
  // `Bo's only neighbour is Cy`: next door to them.
  if (!magazine_) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 1; i + 2 < w.size(); ++i) {
      const bool many = w[i].text.ends_with('s');
      if ((w[i].stem != "neighbour" && w[i].stem != "neighbor") ||
          (w[i + 1].stem != "are" && w[i + 1].stem != "were" && w[i + 1].stem != "is" &&
           w[i + 1].stem != "was"))
        continue;
      std::size_t whose = i;
      if (whose > 1 && (w[whose - 1].stem == "only" || w[whose - 1].stem == "two" ||
                        w[whose - 1].stem == "both" || w[whose - 1].stem == "next" ||
                        w[whose - 1].stem == "door"))
        --whose;
      if (whose > 1 && w[whose - 1].stem == "next") --whose;
      const std::string_view owner = std::string_view(s.text).substr(0, w[whose].offset);
      if (!owner.ends_with("'s ") && !owner.ends_with("s' ")) break;
      // (`only` or two said: no one else; `A and B` is both.)
      const std::string subject(owner.substr(0, owner.size() - (owner.ends_with("'s ") ? 3 : 2)));
      std::string text = subject + " lives next door to ";
      const std::string_view rest = std::string_view(s.text).substr(w[i + 2].offset);
      if (many && rest.find(" and ") != std::string_view::npos) text += "both ";
      return text.append(rest);
    }
  }
  // `Yusuf's room number is lower`, `the house number`: the room, where
  // `room` names the places or a list (`number` is no list of its own).
  if (lexicon.category_named("number") < 0) {
    // (`The Foxes' cabin number is two lower than the Otters'`: that many
    // places that way, where no list is of numbers; plain_words.h.)
    // (Also beside lists of numbers where the number is the place's own:
    // `Sanjay's platform number was one higher than Bryony's` of trains
    // at 07:12, 07:27, ... from platforms 1 to 5.)
    const std::vector<Word> w = cut_words(s.text);
    bool place_number = false;
    for (std::size_t i = 1; i < w.size(); ++i)
      place_number = place_number || (w[i].stem == "number" && lexicon.place_noun(w[i - 1].stem));
    if (!magazine_ && (numeric_.empty() || place_number))
      if (std::optional<std::string> sides = numbers_as_sides(s.text)) return sides;
    for (std::size_t i = 1; i < w.size(); ++i)
      if (w[i].stem == "number" && w[i].text == "number" &&
          (lexicon.place_noun(w[i - 1].stem) || lexicon.category_named(w[i - 1].stem) >= 0) &&
          !(i + 1 < w.size() && w[i + 1].stem == "of")) {
        std::string text(s.text.substr(0, w[i - 1].offset + w[i - 1].text.size()));
        text.append(s.text.substr(w[i].offset + w[i].text.size()));
        return text;
      }
  }
  if (magazine_) return std::nullopt;
  // `at the end of the corridor`, `at the far end of the landing`: the
  // row's end, where the noun names nothing the lists or the row hold.
  // (The row's own words are read as they are: `at one end of the row`.)
  {
    static const std::set<std::string> kRowWords = {"row",  "line", "queue",   "street",
                                                    "road", "lane", "terrace", "rank"};
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues values(lexicon, w);
    for (std::size_t i = 0; i + 3 < w.size(); ++i)
      if (w[i].stem == "end" && w[i + 1].stem == "of" && w[i + 2].stem == "the" &&
          !values.covered(i + 3) && !lexicon.place_noun(w[i + 3].stem) &&
          !kRowWords.count(w[i + 3].stem) && lexicon.category_named(w[i + 3].stem) < 0 &&
          std::islower(static_cast<unsigned char>(w[i + 3].text.front())) &&
          (i + 4 == w.size() ||
           s.text.substr(w[i + 3].offset + w[i + 3].text.size()).starts_with(","))) {
        std::string text(s.text.substr(0, w[i].offset + w[i].text.size()));
        text.append(s.text.substr(w[i + 3].offset + w[i + 3].text.size()));
        return text;
      }
  }
  // `The historian is at the end, next to the mathematician`: a place
  // said after another, of the same subject (`and is next to`).
  for (std::string_view next : {", next to ", ", right next to ", ", beside ", ", next door to "})
    if (const std::size_t at = s.text.find(next);
        at != std::string_view::npos && s.text.find(',', at + 1) == std::string_view::npos) {
      // (After an end, the middle or a numbered place, and before a value:
      // never `right between A and B, next to both of them`.)
      const std::vector<Word> before = cut_words(s.text.substr(0, at));
      // (Or a place said by its number from another's: `in the kennel
      // numbered one higher than Hector's, right next to Daisy`.)
      const bool placed = std::any_of(before.begin(), before.end(), [](const Word& x) {
        return x.stem == "end" || x.stem == "middle" || x.stem == "numbered" ||
               ordinal_word(x.stem) != 0 || std::isdigit(static_cast<unsigned char>(x.text[0]));
      });
      const bool between = std::any_of(before.begin(), before.end(), [](const Word& x) {
        return x.stem == "between" || x.stem == "next" || x.stem == "beside";
      });
      // (A value within its first words: `the family with the parrot`.)
      const std::vector<Word> after = cut_words(s.text.substr(at + next.size()));
      const SentenceValues named(lexicon, after);
      bool names = false;
      for (std::size_t k = 0; k < after.size() && k < 6; ++k) names = names || named.covered(k);
      if (placed && !between && before.size() >= 3 && names)
        return std::string(s.text.substr(0, at)) + ", and is" + std::string(s.text.substr(at + 1));
    }
  // `Navy is right at the west end, hut 1`: the place said again by its
  // noun and number, set after it (`and is in hut 1`).
  if (const std::size_t comma = s.text.rfind(", "); comma != std::string_view::npos) {
    const std::vector<Word> tail = cut_words(s.text.substr(comma + 2));
    const std::vector<Word> before = cut_words(s.text.substr(0, comma));
    const bool placed = std::any_of(before.begin(), before.end(), [](const Word& x) {
      return x.stem == "end" || x.stem == "middle";
    });
    // (`at the far end, number 6` is read as it stands.)
    if (placed && tail.size() == 2 && lexicon.place_noun(tail[0].stem) &&
        tail[0].stem != "number" && tail[0].stem != "no" &&
        std::isdigit(static_cast<unsigned char>(tail[1].text.front())))
      return std::string(s.text.substr(0, comma)) + ", and is in " +
             std::string(s.text.substr(comma + 2));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
