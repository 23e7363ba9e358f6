// Questions read by what they ask (reader.h): the value a question asks
// of, `where was ... placed?` and its kin said as a question the phrase
// table reads, the clues that compare by a question's verb, and a
// question's end or middle said as its position. `What did Anna pay?` is
// read in reader_what_did.cc.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// The value a question asks of, after its question word and verb
// (`Where was the market photo placed?`: `market`), and where its words
// end; nullopt when no one value stands there.
std::optional<std::pair<ValueRef, std::size_t>> Reader::asked_of(const std::vector<Word>& w,
                                                                 const SentenceValues& values,
                                                                 std::size_t start) {
  std::size_t e = start;
  if (e < w.size() && w[e].stem == "the") ++e;
  // `What did the diner at bench 2 drink?`: the one at a place is the
  // place's (a noun and `at`, then the place).
  if (e + 2 < w.size() && !values.covered(e) &&
      std::islower(static_cast<unsigned char>(w[e].text.front())) &&
      (w[e + 1].stem == "at" || w[e + 1].stem == "in" || w[e + 1].stem == "on")) {
    std::size_t f = e + 2;
    if (w[f].stem == "the") ++f;
    if (f + 1 < w.size() && !values.covered(f) && values.covered(f + 1)) ++f;
    const std::size_t at = f;
    while (f < w.size() && values.covered(f)) ++f;
    if (f > at && values.resolve(at, f).ok &&
        values.resolve(at, f).ref.category == values.place_category())
      return std::pair{values.resolve(at, f).ref, f};
  }
  // `where did duck 38 finish`: the noun before a number that is a value.
  if (e + 1 < w.size() && !values.covered(e) && values.covered(e + 1) &&
      std::isdigit(static_cast<unsigned char>(w[e + 1].text.front())) &&
      std::islower(static_cast<unsigned char>(w[e].text.front())))
    ++e;
  const std::size_t from = e;
  while (e < w.size() && values.covered(e)) ++e;
  if (e == from || !values.resolve(from, e).ok) return std::nullopt;
  return std::pair{values.resolve(from, e).ref, e};
}

// `Where was the market photo placed?`, `Where did Ken finish?`: the
// place in a contest (the one list of ordinals) of what it names, in a
// grid without positions; nullopt otherwise.
std::optional<std::string> Reader::where_placed(const std::vector<Word>& w,
                                                const Lexicon& lexicon) const {
  if (w.size() < 4 || w[0].stem != "where" ||
      (w[1].stem != "was" && w[1].stem != "did" && w[1].stem != "were" && w[1].stem != "is" &&
       w[1].stem != "are" && w[1].stem != "doe" && w[1].stem != "do"))
    return std::nullopt;
  static const std::set<std::string> kPlaced = {"placed", "ranked", "finish", "finished",
                                                "come",   "place",  "rank",   "end"};
  // (`Where is Riley from?` asks the home even in a row: no place in a
  // row is where one is from.)
  const bool from_where = w.back().stem == "from" || (magazine_ && w.back().stem == "live");
  if (!from_where && !magazine_) return std::nullopt;
  if (!kPlaced.count(w.back().stem) && !(w.size() > 4 && w[w.size() - 2].stem == "end") &&
      !from_where)
    return std::nullopt;
  const SentenceValues values(lexicon, w);
  const auto asked = asked_of(w, values);
  if (!asked) return std::nullopt;
  const ValueRef subject = asked->first;
  // `Where is Mrs Bell from?`, `Where does Agnes live?`: the one list the
  // text says people come from (`each had travelled from a different
  // town`).
  if (from_where) {
    int home = -1;
    const int people = category_index(who_);
    for (std::size_t c = 0; c < categories_.size(); ++c) {
      const int ci = static_cast<int>(c);
      if (ci == people || ci == subject.category || ordered_.count(categories_[c].name)) continue;
      // (Or names such a place: `Where does Agnes live?` of `Their
      // villages are ...`.)
      static const std::set<std::string> kHomes = {"from",   "village", "town",   "city", "country",
                                                   "county", "island",  "street", "home", "state"};
      bool said = kHomes.count(stem_of(categories_[c].name)) != 0;
      for (const Word& lw : cut_words(categories_[c].line_words))
        said = said || kHomes.count(lw.stem) != 0;
      if (!said) continue;
      if (home >= 0) return std::nullopt;
      home = ci;
    }
    if (home < 0) return std::nullopt;
    return categories_[static_cast<std::size_t>(home)].name + " of " + value_text(subject);
  }
  int places = -1;
  for (const NumericCategory& n : numeric_)
    if (has_unit(n, {"ordinal"}) && n.index != subject.category) {
      if (places >= 0) return std::nullopt;
      places = n.index;
    }
  if (places < 0) return std::nullopt;
  return categories_[static_cast<std::size_t>(places)].name + " of " + value_text(subject);
}

int Reader::compared_in_units(const std::string& verb) const {
  std::set<int> lists;
  for (const Sentence& f : clues_) {
    const std::vector<Word> fw = cut_words(f.text);
    for (std::size_t j = 0; j + 1 < fw.size(); ++j) {
      if (!same_verb(verb, fw[j].stem)) continue;
      for (std::size_t k = j + 1; k < fw.size() && k <= j + 3; ++k) {
        if (fw[k].stem != "more" && fw[k].stem != "less" && fw[k].stem != "fewer" &&
            fw[k].stem != "higher" && fw[k].stem != "lower")
          continue;
        for (std::size_t u = j + 1; u < k; ++u)
          for (const NumericCategory& n : numeric_)
            if (std::find(n.units.begin(), n.units.end(), fw[u].stem) != n.units.end())
              lists.insert(n.index);
      }
    }
  }
  return lists.size() == 1 ? *lists.begin() : -1;
}

bool Reader::compared_by(const std::string& verb) const {
  for (const Sentence& f : clues_) {
    const std::vector<Word> fw = cut_words(f.text);
    for (std::size_t j = 0; j + 1 < fw.size(); ++j) {
      if (!same_verb(verb, fw[j].stem)) continue;
      for (std::size_t k = j + 1; k < fw.size() && k <= j + 3; ++k)
        if (fw[k].stem == "more" || fw[k].stem == "less" || fw[k].stem == "fewer" ||
            fw[k].stem == "higher" || fw[k].stem == "lower")
          return true;
    }
  }
  return false;
}

// The line of the last question (0: none): what comes after it, where a
// clue came before it, is said to the reader.
int Reader::last_question_line() const {
  int last = 0;
  for (const Sentence& q : questions_) last = std::max(last, q.line);
  return last;
}

// A question's end or middle said as its position (`at the right end`:
// `in position 5`); nullopt when it says none. Floors stand upright
// (the top is the last), a queue's front is the first.
std::optional<std::string> Reader::ends_as_numbers(std::string_view text) const {
  const std::string last = "in position " + std::to_string(n_);
  const std::string first = "in position 1";
  std::vector<std::pair<std::string_view, std::string>> said = {
      {"at the right end", last}, {"on the right end", last}, {"at the far right", last},
      {"on the far right", last}, {"at the left end", first}, {"on the left end", first},
      {"at the far left", first}, {"on the far left", first}};
  if (n_ % 2 == 1) said.push_back({"in the middle", "in position " + std::to_string(n_ / 2 + 1)});
  if (upright_ != Upright::kNo) {
    const bool top_first = upright_ == Upright::kTopFirst;
    const std::string& top = top_first ? first : last;
    const std::string& bottom = top_first ? last : first;
    said.push_back({"on the top floor", top});
    said.push_back({"at the top", top});
    said.push_back({"on the bottom floor", bottom});
    if (ground_is_bottom_) {
      said.push_back({"on the ground floor", bottom});
      said.push_back({"at street level", bottom});
    }
    said.push_back({"at the bottom", bottom});
  }
  if (queue_) {
    said.push_back({"at the front", first});
    said.push_back({"at the back", last});
  }
  for (const auto& [phrase, number] : said)
    if (const std::size_t at = text.find(phrase); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + number +
             std::string(text.substr(at + phrase.size()));
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
