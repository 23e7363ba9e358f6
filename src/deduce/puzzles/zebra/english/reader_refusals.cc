// Why a sentence no reading took is refused (reader.h: read()): the one line
// each refusal gives, with what was understood and what was not.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>

#include "deduce/io/nearest_name.h"

namespace deduce::puzzles::zebra::english {

// The refusal of `s`, read as `r` from `words` (the sentence as the table
// saw it, with its `values`): a position outside the row, two readings, a
// phrase that names two values, numbers compared where none are, a person
// asked where no list is of people, a pronoun, or what it names and the
// words no table knows.
void Reader::refuse(const Sentence& s, const SentenceReading& r, const std::vector<Word>& words,
                    const SentenceValues& values, const Lexicon& lexicon,
                    std::span<const Phrase> phrases) const {
  const char* what = s.question ? "question" : "clue";
  if (r.bad_position != 0)
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (position {} is outside 1 to {})", what,
                     s.text, r.bad_position, n_));
  if (r.statements.size() > 1) {
    std::string readings;
    for (const auto& st : r.statements) readings += (readings.empty() ? "`" : "`, `") + st;
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (it reads two ways: {}`)", what, s.text,
                     readings));
  }
  if (!r.ambiguous.empty())
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (a phrase names two values: {})", what, s.text,
                     names(r.ambiguous)));
  const std::vector<ValueRef> seen = values.mentioned();
  if (r.wants_numbers && numeric_.empty())
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (it compares numbers, but no category's "
                     "values are numbers{})",
                     what, s.text, magazine_ ? "" : "; and a riddle with positions compares none"));
  // `Who owns the dog?` where no list is of people: say so, and what
  // may be asked instead.
  if (s.question && !words.empty() &&
      (words[0].stem == "who" || words[0].stem == "whom" || words[0].stem == "whose") &&
      who_.empty()) {
    std::string lists;
    for (const CategoryText& c : categories_) lists += (lists.empty() ? "" : ", ") + c.name;
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (`{}` asks for a person, and no list of "
                     "this riddle is of people (its lists: {}); add one (`The owners are Ann, "
                     "Bo and Cy.`) or ask {})",
                     what, s.text, words[0].text, lists,
                     magazine_ ? "for a value (`What colour is the dog's?`)"
                               : "for a place (`In which house is the dog?`)"));
  }
  // A pronoun is blamed only where it is the trouble: where the sentence
  // with the first value it names in its place reads (`Cerys played
  // neither the Waltz nor the Rondo, and she didn't take Grade 5` is
  // refused for what `Grade 5` names, not for `she`).
  const auto pronoun_is_the_trouble = [&](const Word& w) {
    if (seen.empty() || seen.front().category >= static_cast<int>(categories_.size())) return true;
    const std::string& named = categories_[static_cast<std::size_t>(seen.front().category)]
                                   .values[static_cast<std::size_t>(seen.front().value)];
    std::string text(s.text);
    // (Words said again in other words may stand anywhere: only a word
    // of the sentence as written is put in place.)
    if (w.offset + w.text.size() > text.size() ||
        text.compare(w.offset, w.text.size(), w.text) != 0)
      return true;
    text.replace(w.offset, w.text.size(), named);
    return read_as(s, std::move(text), lexicon, phrases, true, true).has_value();
  };
  for (const Word& w : words)
    if ((w.stem == "she" || w.stem == "he" || w.stem == "they" || w.stem == "him" ||
         w.stem == "them") &&
        pronoun_is_the_trouble(w))
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (\"{}\" refers to no one this "
                       "sentence names in a phrasing of docs/english.md; a pronoun is read "
                       "for the subject of its own sentence, or of the clue before where that "
                       "opens with the one person it names)",
                       what, s.text, w.text));
  fail(s.line, s.column,
       fmt::format("could not read this {}: \"{}\" ({}{})", what, s.text,
                   seen.empty() ? std::string("it names no value of the lists")
                                : "it names " + names(seen) +
                                      ", but no phrasing of docs/english.md fits the rest",
                   not_understood(words, values, lexicon, phrases)));
}

// The words of a refused sentence that no list, table or filler knows,
// each with the table's word it may be a slip for: "; not understood:
// `behind`, `imediately` (did you mean `immediately`?)".
std::string Reader::not_understood(const std::vector<Word>& words, const SentenceValues& values,
                                   const Lexicon& lexicon, std::span<const Phrase> phrases) {
  const std::vector<std::string>& known = table_words(phrases).in_order;
  std::string out;
  int listed = 0;
  for (std::size_t i = 0; i < words.size() && listed < 4; ++i) {
    const std::string& st = words[i].stem;
    if (values.covered(i) || lexicon.filler(st) || amount_word(st) != 0 ||
        std::find(known.begin(), known.end(), st) != known.end() ||
        out.find(std::string("`").append(words[i].text).append("`")) != std::string::npos)
      continue;
    out.append(listed++ == 0 ? "; not understood: `" : ", `").append(words[i].text).append("`");
    if (st.size() >= 4) {
      // (Sentences tried in other words are refused again and again, each
      // refusal caught: the nearest word is looked up once for each word
      // and each table's words.)
      static thread_local std::unordered_map<std::string, std::optional<std::string>> nearest;
      const std::string key =
          std::to_string(reinterpret_cast<std::uintptr_t>(&known)).append("|").append(st);
      // (Bounded: a server reads riddle after riddle.)
      if (nearest.size() > 4096) nearest.clear();
      auto it = nearest.find(key);
      if (it == nearest.end()) it = nearest.emplace(key, io::nearest_name(st, known)).first;
      if (const std::optional<std::string>& near = it->second; near && *near != st)
        out += " (did you mean `" + *near + "`?)";
    }
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
