// `Either Hana plays the harp or Mr Moss teaches her, but not both` (reader.h):
// two whole clauses, exactly one of which holds; without `but not both`, at
// least one. Each is read as a clue of
// its own (a pronoun in the second for the person the first opens with),
// and the sentence says one of them. Read only where the two readings
// are found at one `or` and nowhere else. And a remark after `either ...
// or ...` that only insists on it (either_insisted, word_forms.h).
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::either_clauses(const Sentence& s, const Lexicon& lexicon,
                                                  std::span<const Phrase> phrases) const {
  const std::vector<Word> w = cut_words(s.text);
  if (w.size() < 6 || w[0].stem != "either" || w[0].offset != 0) return std::nullopt;
  std::string_view text = s.text;
  for (std::string_view end : {", but not both", " but not both", ", not both"})
    if (text.ends_with(end)) {
      text.remove_suffix(end.size());
      break;
    }
  // Without `but not both`, at least one holds (`Either Ann bought the cat
  // or Bo bought the dog`): the weaker reading, never more than was said.
  const bool exclusive = text.size() != s.text.size();
  const std::string_view body = text.substr(w[1].offset);
  std::optional<std::string> found;
  for (std::size_t at = body.find(" or "); at != std::string_view::npos;
       at = body.find(" or ", at + 1)) {
    std::string first(body.substr(0, at));
    std::string second(body.substr(at + 4));
    while (!first.empty() && first.back() == ',') first.pop_back();
    // `... or Mr Moss teaches her`: the one the first clause opens with.
    const std::vector<Word> fw = cut_words(first);
    const SentenceValues fv(lexicon, fw);
    const auto spans = fv.spans();
    const std::vector<Word> sw = cut_words(second);
    // (`Either the Norwich job was on the Friday or it was the Coopers'
    // move`: `it` opening the second clause is the first's subject, which
    // may open with its article.)
    const bool opens =
        spans && !spans->empty() &&
        (spans->front().first == 0 || (spans->front().first == 1 && fw[0].stem == "the"));
    if (opens)
      for (const Word& x : sw)
        if (x.stem == "her" || x.stem == "him" || x.stem == "she" || x.stem == "he" ||
            (x.offset == 0 && (x.stem == "it" || x.stem == "they"))) {
          const SentenceValues::Found& f = fv.resolve(spans->front().first, spans->front().second);
          if (!f.ok || f.ref.category >= static_cast<int>(categories_.size())) break;
          second.replace(x.offset, x.text.size(),
                         categories_[static_cast<std::size_t>(f.ref.category)]
                             .values[static_cast<std::size_t>(f.ref.value)]);
          break;
        }
    const std::optional<std::string> a = read_as(s, first, lexicon, phrases, true, true);
    const std::optional<std::string> b = read_as(s, second, lexicon, phrases, true, true);
    if (!a || !b) continue;
    if (found) return std::nullopt;  // read at two `or`s: never guessed
    found = (exclusive ? "one of: " : "any of: ") + as_part(*a) + "; " + as_part(*b);
  }
  if (found) return found;
  // `Either Imogen or the Otters girl came second`: two subjects and what
  // one of them did, said once (`came second` is read of one subject
  // alone). Each subject with it is read; where the second subject ends
  // is tried word by word, and every ending that reads must say the same.
  // Only one of them did it: the two are not the same one.
  const std::size_t at = body.find(" or ");
  if (at == std::string_view::npos || body.find(" or ", at + 1) != std::string_view::npos)
    return std::nullopt;
  std::string first(body.substr(0, at));
  while (!first.empty() && first.back() == ',') first.pop_back();
  const std::string_view second = body.substr(at + 4);
  // The second subject with what it did is the whole of what follows
  // `or`, whichever word its subject ends at: read once.
  const std::optional<std::string> b =
      read_as(s, std::string(second), lexicon, phrases, true, true);
  if (!b) return std::nullopt;
  const std::vector<Word> sw = cut_words(second);
  for (std::size_t k = 1; k < sw.size() && k <= 5; ++k) {
    const std::string_view rest = second.substr(sw[k].offset);
    const std::optional<std::string> a =
        read_as(s, first + " " + std::string(rest), lexicon, phrases, true, true);
    if (!a) continue;
    // (The two say the same of different subjects: `Imogen is 32.1` and
    // `Otters is 32.1`; never `all of: Imogen is Otters; ...`, the second
    // subject's words read into the first's.)
    if (*a == *b || a->find(' ') == std::string::npos ||
        a->substr(a->find(' ')) != b->substr(std::min(b->find(' '), b->size())))
      continue;
    std::string said = "one of: " + as_part(*a) + "; " + as_part(*b);
    if (found && *found != said) return std::nullopt;  // two readings: never guessed
    found = std::move(said);
  }
  return found;
}

std::optional<std::string> either_insisted(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // (And `Of the tea drinker and Ellie, one had the full English and the
  // other paid £9 (so they're not the same person)`: one and the other are
  // two already; the remark goes.)
  const bool either = w.size() >= 6 && w[0].stem == "either" && w[0].offset == 0;
  const bool one_other =
      w.size() >= 8 && w[0].stem == "of" && w[0].offset == 0 &&
      std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "other"; });
  if (!either && !one_other) return std::nullopt;
  for (std::string_view dash : {" - ", " \u2013 ", " \u2014 ", " ("}) {
    const std::size_t at = text.find(dash);
    if (at == std::string_view::npos) continue;
    std::size_t k = 0;
    while (k < w.size() && w[k].offset < at) ++k;
    // The remark's words: talk, and what says the two are two and only one
    // holds (`they're two different people, mind, and only one of them
    // asked for it`, `not both`); one verb after `only one of them`, one
    // noun after `different`.
    static const std::set<std::string> kTalk = {"now", "mind", "remember", "note",   "so",
                                                "and", "but",  "of",       "course", "though"};
    bool insists = false;
    for (; k < w.size(); ++k) {
      const std::string& st = w[k].stem;
      if (kTalk.count(st)) continue;
      if ((st == "they" || st == "theyre") && k + 1 < w.size()) {
        std::size_t j = k + 1;
        if (w[j].stem == "are" || w[j].stem == "re") ++j;
        // `they're not the same person`.
        if (j + 2 < w.size() && w[j].stem == "not" && w[j + 1].stem == "the" &&
            w[j + 2].stem == "same") {
          k = j + 3;  // and its noun
          insists = true;
          continue;
        }
        if (j < w.size() && (w[j].stem == "two" || number_word(w[j].stem) == 2)) ++j;
        if (j + 1 < w.size() && w[j].stem == "different") {
          k = j + 1;  // and its noun
          insists = true;
          continue;
        }
        return std::nullopt;
      }
      if (st == "only" && k + 3 < w.size() && w[k + 1].stem == "one" && w[k + 2].stem == "of" &&
          w[k + 3].stem == "them") {
        k += 4;  // and its verb, with what it did (`asked for it`)
        static const std::set<std::string> kDone = {"for", "to",   "with", "in", "on",
                                                    "it",  "that", "this", "one"};
        while (k + 1 < w.size() && kDone.count(w[k + 1].stem)) ++k;
        insists = true;
        continue;
      }
      if (st == "not" && k + 1 < w.size() && w[k + 1].stem == "both") {
        ++k;
        insists = true;
        continue;
      }
      return std::nullopt;
    }
    if (!insists) return std::nullopt;
    if (!either) return std::string(text.substr(0, at));
    return std::string(text.substr(0, at)) + ", but not both";
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
