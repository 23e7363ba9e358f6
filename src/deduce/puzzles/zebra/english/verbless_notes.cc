// Notes written without their verb (verbless_notes.h).
#include "deduce/puzzles/zebra/english/verbless_notes.h"

#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether words[i] may be a verb: any doubt counts as one, so that a
// sentence is only said again where it surely has none.
bool maybe_verb(const std::vector<Word>& w, std::size_t i, const SentenceValues& values) {
  const std::string& st = w[i].stem;
  static const std::set<std::string> kAuxiliary = {
      "do",     "doe",   "does", "did",   "didnt", "doesnt", "dont",  "isnt",    "wasnt",  "arent",
      "werent", "can",   "cant", "could", "will",  "wont",   "would", "shall",   "should", "may",
      "might",  "must",  "be",   "been",  "being", "am",     "has",   "have",    "had",    "hasnt",
      "havent", "hadnt", "get",  "got",   "go",    "went",   "came",  "come",    "sat",    "stood",
      "wore",   "won",   "lost", "left",  "made",  "took",   "gave",  "brought", "bought", "sold"};
  // (Even where a value's words take it: `doesn't knit` of knitting.)
  const bool denial = w[i].text.ends_with("n't") || w[i].text.ends_with("n\u2019t");
  if (be_word(st) || kAuxiliary.count(st) || denial) return true;
  if (values.covered(i)) return false;
  if (verb_word(st) || past_form(w[i].text)) return true;
  if (st.size() > 3 && st.ends_with("ed")) return true;
  if (st.size() > 4 && st.ends_with("ing")) return true;
  // (A present after a subject: `Ann plays`, `the baker lives`; the stem
  // has lost its s, so the written word tells.)
  const std::string_view t = w[i].text;
  return i > 0 && t.size() > 3 && t.back() == 's' &&
         std::islower(static_cast<unsigned char>(t[0])) && !t.ends_with("ss") &&
         values.covered(i - 1);
}

}  // namespace

std::vector<std::string> verbless_as_said(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 3) return {};
  const SentenceValues values(lexicon, w);
  bool named = false;
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (maybe_verb(w, i, values)) return {};
    named = named || values.covered(i);
  }
  if (!named) return {};
  std::vector<std::string> out;
  for (std::size_t k = 1; k < w.size(); ++k) {
    if (!values.covered(k - 1) || values.covered(k)) continue;
    const std::string& st = w[k].stem;
    if (st == "and" || st == "or" || st == "nor" || st == "s") continue;
    std::string said(text.substr(0, w[k].offset));
    said.append("is ");
    said.append(text.substr(w[k].offset));
    out.push_back(std::move(said));
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
