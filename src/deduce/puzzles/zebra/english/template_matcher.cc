// Templates compiled into pieces, with their words as small numbers, and
// the values' names a number ends (template_matcher.h).
#include "deduce/puzzles/zebra/english/template_matcher.h"

#include "deduce/puzzles/zebra/english/word_forms.h"

#include <unordered_map>

namespace deduce::puzzles::zebra::english {

int word_id(const std::string& stem, bool add) {
  static thread_local std::unordered_map<std::string, int> ids;
  const auto it = ids.find(stem);
  if (it != ids.end()) return it->second;
  if (!add) return -1;
  const int id = static_cast<int>(ids.size());
  ids.emplace(stem, id);
  return id;
}

namespace {

std::vector<Piece> compile(std::string_view words) {
  std::vector<Piece> out;
  std::size_t i = 0;
  while (i < words.size()) {
    const std::size_t end = std::min(words.find(' ', i), words.size());
    const std::string_view w = words.substr(i, end - i);
    i = end + 1;
    if (w.empty()) continue;
    Piece p;
    if (w == "{any}") {
      p.slot = Slot::kAny;
    } else if (w == "{unit}") {
      p.slot = Slot::kUnit;
    } else if (w == "{pn}") {
      p.slot = Slot::kPlaceNoun;
    } else if (w == "{amt}") {
      p.slot = Slot::kNum;
      p.amount = true;
    } else if (w == "{num}" || w == "{num2}") {
      p.slot = Slot::kNum;
      p.name = w == "{num2}" ? 1 : 0;
    } else if (w == "{ord}" || w == "{ord2}") {
      p.slot = Slot::kOrd;
      p.name = w == "{ord2}" ? 1 : 0;
    } else if (w == "{cat}") {
      p.slot = Slot::kCategory;
    } else if (w.size() == 3 && w.front() == '{') {
      p.slot = Slot::kValue;
      p.name = w[1];
    } else {
      std::size_t j = 0;
      while (j <= w.size()) {
        const std::size_t bar = std::min(w.find('|', j), w.size());
        p.words.push_back(word_id(stem_of(w.substr(j, bar - j)), true));
        j = bar + 1;
      }
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace

const std::vector<std::vector<Piece>>& compiled_table(std::span<const Phrase> phrases) {
  static thread_local std::unordered_map<const Phrase*, std::vector<std::vector<Piece>>> cache;
  auto it = cache.find(phrases.data());
  if (it == cache.end()) {
    std::vector<std::vector<Piece>> all;
    all.reserve(phrases.size());
    for (const Phrase& phrase : phrases) all.push_back(compile(phrase.words));
    it = cache.emplace(phrases.data(), std::move(all)).first;
  }
  return it->second;
}

bool ends_name(const SentenceValues& values, const std::vector<Word>& words, std::size_t i) {
  if (i == 0 || !values.covered(i)) return false;
  const std::string& before = words[i - 1].stem;
  if (before == "the" || before == "a" || before == "an") return false;
  const SentenceValues::Found& f = values.resolve(i - 1, i + 1);
  // (Or the noun its list is of: `Lot 22 cost more than lot 9`, of lots
  // numbered 4, 9, 15 and 22; never a verb, `paid 22 more`, `won 4
  // fewer games`.)
  return f.ok && (values.covered(i - 1) ||
                  (values.category_word(f.ref.category, before) && !verb_word(before) &&
                   !past_participle(before) && !before.ends_with("s") && !money_word(before)));
}

}  // namespace deduce::puzzles::zebra::english
