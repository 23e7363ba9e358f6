// The reader of a riddle (reader.h): its setup from the document's first
// pass (the categories, which of them are ordered, the places' nouns, the
// lines that only frame the puzzle), and a sentence as the translation shows
// it. run(), which orders the categories and translates, is reader_run.cc's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/hall_rows.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/unit_names.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

Reader::Reader(Document doc, const std::string& file)
    : file_(file),
      n_(doc.n),
      magazine_(!doc.counted),
      categories_(std::move(doc.categories)),
      intro_(std::move(doc.intro)),
      framing_(std::move(doc.framing)),
      place_nouns_(std::move(doc.place_nouns)),
      clues_(std::move(doc.clues)),
      questions_(std::move(doc.questions)),
      speakers_(std::move(doc.speakers)),
      narrator_(std::move(doc.narrator)),
      narrator_shown_(std::move(doc.narrator_shown)) {
  for (std::size_t k = 1; k < clues_.size(); ++k)
    clue_before_[{clues_[k].line, clues_[k].column}] = clues_[k - 1].text;
  for (const auto& [line, column] : doc.category_lines) {
    frame_lines_.insert(line);
    list_lines_.insert(line);
    if (first_list_.first == 0 || std::pair{line, column} < first_list_)
      first_list_ = {line, column};
  }
  std::vector<std::string_view> frame;
  for (const std::vector<Sentence>* part : {&intro_, &framing_, &clues_})
    for (const Sentence& s : *part) frame.push_back(s.text);
  // `Hal looks after tunnel 1` of `Four polytunnels stand in a row`: a
  // place's noun said by its last part, as the clues say it.
  {
    std::vector<std::string> tails;
    for (const std::vector<Sentence>* part : {&clues_, &questions_})
      for (const Sentence& s : *part)
        for (const Word& w : cut_words(s.text))
          for (const std::string& noun : place_nouns_)
            if (w.stem.size() >= 4 && noun.size() >= w.stem.size() + 3 && noun.ends_with(w.stem) &&
                std::find(place_nouns_.begin(), place_nouns_.end(), w.stem) == place_nouns_.end() &&
                std::find(tails.begin(), tails.end(), w.stem) == tails.end())
              tails.push_back(w.stem);
    place_nouns_.insert(place_nouns_.end(), tails.begin(), tails.end());
  }
  {
    std::vector<std::string_view> said;
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part) said.push_back(s.text);
    hall_front_ = hall_front(said);
  }
  queue_ = doc.counted && sets_a_queue(frame);
  in_order_ = doc.counted && !queue_ && (doc.said_in_turn || sets_an_order(frame));
  // `five cars stand at pumps 1 to 5`, `numbered 1 to 4`: places counted
  // in an order of their own.
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part)
      numbered_ =
          numbered_ ||
          (doc.counted && (s.text.find(fmt::format("1 to {}", n_)) != std::string_view::npos ||
                           s.text.find("numbered") != std::string_view::npos));
  // `seats A to E`: places lettered in their order.
  if (doc.counted && n_ >= 2 && n_ <= 26) {
    const std::string last(1, static_cast<char>('A' + n_ - 1));
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part)
        for (std::string_view between : {" to ", " through ", "-", "–"}) {
          std::string span = "A";
          span += between;
          span += last;
          lettered_ = lettered_ || s.text.find(span + " ") != std::string_view::npos ||
                      s.text.ends_with(span) || s.text.find(span + ",") != std::string_view::npos ||
                      s.text.find(span + ")") != std::string_view::npos;
        }
    numbered_ = numbered_ || lettered_;
  }
  if (doc.counted) upright_ = upright_places(place_nouns_, frame);
  // `the ground floor, the first floor and the second floor`: floors
  // counted the British way, the first above the ground.
  if (upright_ != Upright::kNo)
    for (const std::vector<Sentence>* part : {&intro_, &framing_, &clues_})
      for (const Sentence& s : *part)
        ground_floor_ = ground_floor_ || s.text.find("ground floor") != std::string_view::npos ||
                        s.text.find("Ground floor") != std::string_view::npos;
  // (Floors listed by name label the places themselves, and over a
  // basement the ground floor is no end.)
  for (const CategoryText& c : categories_)
    if (upright_ != Upright::kNo && c.in_row_order != 0 && floors_listed(c.values) != 0) {
      ground_floor_ = false;
      floors_named_ = true;
      ground_is_bottom_ = std::none_of(c.values.begin(), c.values.end(),
                                       [](const std::string& v) { return below_ground(v); });
    }
  circle_ = doc.counted && doc.circle;
  if (doc.counted) {
    std::vector<std::string_view> set;
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part) set.push_back(s.text);
    // A clue's place that frames the row names both its ends (`The lanes
    // are numbered 1 to 6, with lane 1 on the inside and lane 6 on the
    // outside`).
    // So does one whose subject is a numbered place alone (`Cottage 1 is
    // nearest the mill`).
    for (const Sentence& s : clues_) {
      bool one = false, last = false;
      const std::vector<Word> w = cut_words(s.text);
      // (Or by their ordinals: `The first car is right up at the barrier and
      // the fourth is at the back`.)
      // (Or in words after `number`: `hut number one being the nearest the
      // slipway and hut number five the furthest from it`.)
      for (std::size_t i = 0; i < w.size(); ++i) {
        const Word& x = w[i];
        const int spelled = i > 0 && w[i - 1].stem == "number" ? number_word(x.stem) : 0;
        one = one || x.stem == "1" || x.stem == "first" || spelled == 1;
        last = last || x.stem == std::to_string(n_) || ordinal_word(x.stem) == n_ || spelled == n_;
      }
      const bool place_first =
          w.size() > 2 &&
          std::find(place_nouns_.begin(), place_nouns_.end(), w[0].stem) != place_nouns_.end() &&
          (w[1].stem == "1" || w[1].stem == std::to_string(n_));
      // (And `number 1 is the one nearest the gate`.)
      bool number_one = false;
      for (std::size_t i = 0; i + 1 < w.size(); ++i)
        number_one = number_one || (w[i].stem == "number" && w[i + 1].stem == "1");
      if ((one && last) || place_first || number_one) set.push_back(s.text);
    }
    ends_ = named_ends(set, n_);
  }
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part) {
      for (auto& named : bracketed_unit_names(s.text)) unit_names_.push_back(std::move(named));
      for (DescribedValue& d : described_values(s.text)) described_.push_back(std::move(d));
    }
  // The names a frame says (`Reader Marjorie Dunlap writes ...`) are
  // no values when a later sentence repeats them.
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part) {
      frame_lines_.insert(s.line);
      for (const Word& w : cut_words(s.text))
        if (std::isupper(static_cast<unsigned char>(w.text.front())))
          framing_names_.emplace(w.text);
    }
}

[[noreturn]] void Reader::fail(int line, int column, const std::string& what) const {
  throw io::InputError({file_, line, column}, what);
}

// A sentence as the translation shows it: in a chat, the first of its
// line with the speaker who says it (`DANA: The haunted lift was ...`).
std::string Reader::shown(const Sentence& s) const {
  for (const Speaker& said : speakers_)
    if (said.line == s.line && s.column == said.column) return said.prefix + std::string(s.text);
  std::string text(s.text);
  // (The teller's `me (Priya)` and `Priya (me)`, blanked to be read
  // (chat_lines.h), are shown as written.)
  const auto& [read, written] = narrator_shown_;
  if (!read.empty()) {
    // (Its last character is the one after it, which a sentence's end
    // may have taken off: `... and me (Pauline).`)
    std::string_view before_end = std::string_view(read).substr(0, read.size() - 1);
    while (!before_end.empty() && before_end.back() == ' ') before_end.remove_suffix(1);
    if (const std::size_t at = text.find(read); at != std::string::npos) {
      text.replace(at, read.size(), written);
    } else if (!before_end.empty() && text.ends_with(before_end)) {
      text.replace(text.size() - before_end.size(), before_end.size(),
                   written.substr(0, written.size() - 1));
    } else {
      // (`Me (Nisha), Olly, ...` opening a sentence: its blanks before the
      // name were trimmed off with the sentence's.)
      const std::string_view bare = std::string_view(read).substr(read.find_first_not_of(' '));
      if (read.front() == ' ' && text.starts_with(bare)) text.replace(0, bare.size(), written);
    }
  }
  return text;
}

// The fillers of a magazine: its introduction's words ("Five friends
// each bought a pair of shoes": `friend`, `bought`, `pair`, `shoe`) and
// the pronouns of a sentence's own subject, less the words of the phrase
// table, which carry meaning (`more`, `after`, `not`).
std::vector<std::string> Reader::magazine_fillers() const {
  std::vector<std::string> out;
  // (In a row, the verbs of money where a list is of money: `his lesson
  // cost £3 less than Jade's` of lessons given in turn.)
  if (!magazine_) {
    if (std::any_of(numeric_.begin(), numeric_.end(),
                    [](const NumericCategory& n) { return has_unit(n, {"money"}); }))
      for (const char* w : {"cost", "costs", "paid", "pay", "pays", "spent", "spend", "spends"})
        out.emplace_back(w);
    return out;
  }
  // The tables' words that are no fillers, the same for every riddle:
  // cut once (the tables hold thousands of templates).
  static const std::set<std::string> meaning = [] {
    std::set<std::string> out;
    std::vector<std::string> fillers(filler_words().begin(), filler_words().end());
    std::sort(fillers.begin(), fillers.end());
    for (std::span<const Phrase> table : {relation_phrases(), question_phrases()})
      for (const Phrase& p : table)
        for (const Word& w : cut_words(p.words))
          if (!std::binary_search(fillers.begin(), fillers.end(), w.stem)) out.insert(w.stem);
    return out;
  }();
  // A value's words are never fillers, though an introduction lists
  // them (`They took home a beagle, a tabby cat, ...`): `Jonah adopted
  // the beagle` names two values, not one either way.
  std::set<std::string> named;
  for (const CategoryText& c : categories_)
    for (const std::string& v : c.values)
      for (const Word& w : cut_words(v)) named.insert(w.stem);
  for (const Sentence& s : intro_)
    for (const Word& w : cut_words(s.text))
      if (!meaning.count(w.stem) && number_word(w.stem) == 0 && !named.count(w.stem))
        out.push_back(w.stem);
  // The magazine's verbs stay fillers though a question asks by them
  // (`What did Anna pay?`).
  for (std::string_view w : magazine_words()) out.emplace_back(w);
  for (const char* p : {"she", "he", "they", "him", "them", "herself", "himself"})
    out.emplace_back(p);
  return out;
}

}  // namespace deduce::puzzles::zebra::english
