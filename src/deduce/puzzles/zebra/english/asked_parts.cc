// The questions of a riddle one a sentence (reader.h: asked_one_by_one):
// a question of several parts asked part by part where each reads, a part
// that leans on the first by a pronoun or by nothing asked of what the
// first names, and a `What` question said otherwise by an instruction after
// it (named_by_instruction).
#include <algorithm>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/reader.h"

namespace deduce::puzzles::zebra::english {

// The questions, one a sentence: `Who owns the parrot, and what colour is
// Mrs. Hale's door?` asks two, each read as a question of its own when
// each reads (`Who showed what, and who won how much?` stays whole, and
// frames the puzzle). Each part with a number of its own.
std::vector<std::pair<Sentence, int>> Reader::asked_one_by_one(const Lexicon& lexicon) const {
  std::vector<std::pair<Sentence, int>> out;
  for (const Sentence& asked : questions_) {
    const Sentence q = named_by_instruction(asked, lexicon);
    // Each question, and each part of one asked one by one, has its own
    // number: answers to two parts are two answers, not one that differs.
    const int number = static_cast<int>(out.empty() ? 0 : out.back().second) + 1;
    std::vector<Sentence> parts;
    std::size_t from = 0;
    // (`..., and who ...`, or without the comma: `who did I babysit on
    // Thursday and how much did the Marchettis pay`.)
    for (std::size_t at = q.text.find(" and "); at != std::string_view::npos;
         at = q.text.find(" and ", at + 1)) {
      const std::size_t end = at > 0 && q.text[at - 1] == ',' ? at - 1 : at;
      const std::vector<Word> next = cut_words(q.text.substr(at + 5));
      const auto asks = [&](std::size_t k) {
        return k < next.size() &&
               (next[k].stem == "who" || next[k].stem == "what" || next[k].stem == "which" ||
                next[k].stem == "where" || next[k].stem == "how" || next[k].stem == "whose" ||
                next[k].stem == "when");
      };
      // `..., and (b) which ...`: the part's letter goes first.
      const std::size_t k0 =
          q.text[at + 5] == '(' && next.size() > 1 && next[0].text.size() <= 4 ? 1 : 0;
      // `..., and for how long?`: a preposition before the question word.
      const bool preposition = next.size() > k0 &&
                               (next[k0].stem == "for" || next[k0].stem == "at" ||
                                next[k0].stem == "on" || next[k0].stem == "in") &&
                               asks(k0 + 1);
      if (!asks(k0) && !preposition) continue;
      Sentence part = q;
      part.text = q.text.substr(from, end - from);
      part.column = q.column + static_cast<int>(from);
      parts.push_back(part);
      from = at + 5;
    }
    Sentence last = q;
    last.text = q.text.substr(from);
    last.column = q.column + static_cast<int>(from);
    parts.push_back(last);
    // A part that names nothing asks of what the first names (`Where
    // did the Davies stay, and for how long?` asks `for how long` of the
    // Davies).
    for (std::size_t k = 1; k < parts.size(); ++k) {
      const std::vector<Word> pw = cut_words(parts[k].text);
      const std::vector<Word> fw = cut_words(parts[0].text);
      const SentenceValues pv(lexicon, pw), fv(lexicon, fw);
      if (!pv.mentioned().empty() || fv.mentioned().size() != 1) continue;
      const ValueRef r = fv.mentioned().front();
      if (r.category >= static_cast<int>(categories_.size())) continue;
      const std::string& named = categories_[static_cast<std::size_t>(r.category)]
                                     .values[static_cast<std::size_t>(r.value)];
      // (`..., and what was its number?`: the pronoun is what the first
      // part names, whose thing the first part asks.)
      const auto pronoun = std::find_if(pw.begin(), pw.end(), [](const Word& w) {
        return w.stem == "its" || w.stem == "his" || w.stem == "her" || w.stem == "their" ||
               w.stem == "it" || w.stem == "he" || w.stem == "she" || w.stem == "they";
      });
      if (pronoun == pw.end()) {
        held_.push_back(std::string(parts[k].text) + " " + named);
      } else {
        const bool whose = pronoun->stem == "its" || pronoun->stem == "his" ||
                           pronoun->stem == "her" || pronoun->stem == "their";
        std::string said(parts[k].text);
        said.replace(pronoun->offset, pronoun->text.size(), whose ? named + "'s" : named);
        held_.push_back(std::move(said));
        asked_of_first_[held_.back().data()] = parts[k].text;
      }
      parts[k].text = held_.back();
    }
    // A question of one part is read once, in translate().
    const bool each_reads =
        parts.size() > 1 && std::all_of(parts.begin(), parts.end(), [&](const Sentence& p) {
          try {
            bool two = false;
            read(p, lexicon, question_phrases(), two);
            return true;
          } catch (const io::InputError&) {
            return false;
          }
        });
    if (!each_reads) parts.assign(1, q);
    for (std::size_t k = 0; k < parts.size(); ++k)
      out.emplace_back(parts[k], number + static_cast<int>(k));
  }
  return out;
}

// `What is in locker 3? (Give the member's name.)`: an instruction just
// after a `What` question on its line that says which list to answer
// from makes it `Which member is in locker 3?`; `q` itself otherwise.
Sentence Reader::named_by_instruction(const Sentence& q, const Lexicon& lexicon) const {
  const std::vector<Word> qw = cut_words(q.text);
  if (qw.size() < 3 || qw[0].stem != "what" || qw[0].offset != 0) return q;
  const Sentence* next = nullptr;
  for (const std::vector<Sentence>* part : {&clues_, &framing_, &questions_})
    for (const Sentence& s : *part)
      if (s.line == q.line && s.column > q.column && (!next || s.column < next->column)) next = &s;
  if (!next || next->question) return q;
  const std::vector<Word> w = cut_words(next->text);
  if (w.size() < 3 || w[0].stem != "give" || w[0].offset > 1 || w[1].stem != "the") return q;
  const int category = lexicon.category_named(w[2].stem);
  if (category < 0 || category >= lexicon.place_category()) return q;
  Sentence named = q;
  named.text = held_.emplace_back("Which " + std::string(w[2].text) +
                                  std::string(q.text.substr(qw[0].text.size())));
  asked_as_told_[named.text.data()] = q.text;
  return named;
}

}  // namespace deduce::puzzles::zebra::english
