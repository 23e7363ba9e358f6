// One sentence's words with every value match found once (lexicon.h,
// SentenceValues): the matches and the places said in words (`the second
// house`), and the one value a span of words names, with the rules that
// choose between two that fit.
#include "deduce/puzzles/zebra/english/lexicon.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

SentenceValues::SentenceValues(const Lexicon& lexicon, const std::vector<Word>& words)
    : lexicon_(lexicon), words_(words) {
  nonfiller_.assign(words.size() + 1, 0);
  for (std::size_t i = 0; i < words.size(); ++i)
    nonfiller_[i + 1] = nonfiller_[i] + (lexicon.filler(words[i].stem) ? 0 : 1);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::vector<std::size_t>* starting = lexicon.starting_with(words[i].stem);
    if (starting == nullptr) continue;
    for (const std::size_t index : *starting) {
      const Lexicon::Entry& e = lexicon.entries()[index];
      if (i + e.stems.size() > words.size()) continue;
      bool same = true;
      for (std::size_t k = 0; k < e.stems.size() && same; ++k)
        same = words[i + k].stem == e.stems[k];
      if (same && e.capital) same = std::isupper(static_cast<unsigned char>(words[i].text.front()));
      if (same && e.after_who)
        same = i > 0 && (words[i - 1].stem == "who" || words[i - 1].stem == "that" ||
                         words[i - 1].stem == "whoever");
      if (same && e.acronym)
        same = std::all_of(words[i].text.begin(), words[i].text.end(), [](char ch) {
          return std::isupper(static_cast<unsigned char>(ch)) != 0;
        });
      if (same && e.part && i > 0 &&
          words[i].offset >= words[i - 1].offset + words[i - 1].text.size()) {
        // (The bytes between the two words, `'s ` of `Mo's firm`, where
        // both views are of one text: a word put in, `just`, is not.)
        const std::size_t gap = words[i].offset - words[i - 1].offset - words[i - 1].text.size();
        const char* end = words[i - 1].text.data() + words[i - 1].text.size();
        if (reinterpret_cast<std::uintptr_t>(end) + gap ==
            reinterpret_cast<std::uintptr_t>(words[i].text.data())) {
          const std::string_view between(end, gap);
          if (between.starts_with("'s") || between.starts_with("\u2019s")) same = false;
        }
      }
      // (Nor one word of a value's several in an idiom: `in case I ever
      // want` of a `guitar case`, `of course`, `in time`.)
      if (same && e.part && i > 0) {
        static const std::set<std::pair<std::string_view, std::string_view>> kIdioms = {
            {"in", "case"}, {"of", "course"}, {"in", "time"},    {"on", "time"},
            {"in", "fact"}, {"at", "least"},  {"in", "general"}, {"on", "purpose"}};
        same = kIdioms.count({words[i - 1].stem, words[i].stem}) == 0;
      }
      if (same) matches_.push_back({i, i + e.stems.size(), e.ref, e.part});
    }
  }
  add_spelled_numbers();
  // `20p more` where 20 is also a number of seats: a number with a coin's
  // unit written onto it is money, never a bare number of another list.
  std::erase_if(matches_, [&](const Match& m) {
    if (m.end != m.begin + 1 || m.end >= words.size() ||
        !std::isdigit(static_cast<unsigned char>(words[m.begin].text.front())))
      return false;
    const std::string& unit = words[m.end].stem;
    return coin_unit(unit) &&
           words[m.end].offset == words[m.begin].offset + words[m.begin].text.size();
  });
  // `The pupil sponsored £4 a lap` where 4 is also a number of laps: an
  // amount after a currency sign is money, never a number of another list.
  std::erase_if(matches_, [&](const Match& m) {
    const Word& w = words[m.begin];
    return std::isdigit(static_cast<unsigned char>(w.text.front())) && after_currency_sign(w) &&
           !lexicon_.money_category(m.ref.category);
  });
  // `0.3 seconds slower` where the legs of a relay are first to fourth: a
  // unit of time after an amount, never the second leg.
  std::erase_if(matches_, [&](const Match& m) {
    return m.end == m.begin + 1 && m.begin > 0 && words[m.begin].text.ends_with("seconds") &&
           amount_of(words[m.begin - 1].stem) != 0;
  });
  // `the jungle scene` where `under the sea scene` is another theme: the
  // noun after a value of its own list is that value's, no second one.
  std::erase_if(matches_, [&](const Match& m) {
    return m.part && std::any_of(matches_.begin(), matches_.end(), [&](const Match& o) {
             return !o.part && o.end == m.begin && o.ref.category == m.ref.category &&
                    o.ref.value != m.ref.value;
           });
  });
  // A value's shorter name inside its whole name (`harbour` in `the
  // harbour scene`) is the same mention, not a second one.
  const auto inside = [](const Match& m, const Match& o) {
    return o.ref == m.ref && o.begin <= m.begin && m.end <= o.end &&
           o.end - o.begin > m.end - m.begin;
  };
  std::vector<Match> whole;
  for (const Match& m : matches_)
    if (std::none_of(matches_.begin(), matches_.end(),
                     [&](const Match& o) { return inside(m, o); }))
      whole.push_back(m);
  matches_ = std::move(whole);
  // `the balloon ride` of `a hot-air balloon ride`: two words of one value
  // side by side, each naming it, are one mention.
  std::stable_sort(matches_.begin(), matches_.end(),
                   [](const Match& x, const Match& y) { return x.begin < y.begin; });
  for (std::size_t k = 0; k + 1 < matches_.size();) {
    Match& a = matches_[k];
    const Match& b = matches_[k + 1];
    if (a.part && b.part && a.ref == b.ref && a.end == b.begin) {
      a.end = b.end;
      matches_.erase(matches_.begin() + static_cast<std::ptrdiff_t>(k) + 1);
    } else {
      ++k;
    }
  }
  add_places();
  std::stable_sort(matches_.begin(), matches_.end(),
                   [](const Match& x, const Match& y) { return x.begin < y.begin; });
}

// `2nd position`, `second house`, `middle house`, `last house`, `house 2`,
// `position 2`: two words naming place k.
void SentenceValues::add_places() {
  const int n = lexicon_.n();
  const int place = lexicon_.place_category();
  for (std::size_t i = 0; i + 1 < words_.size(); ++i) {
    const std::string& w = words_[i].stem;
    const std::string& next = words_[i + 1].stem;
    int k = 0;
    if (lexicon_.place_noun(next)) {
      k = ordinal_word(w);
      if (w == "last" || w == "rightmost") k = n;
      if (w == "leftmost") k = 1;
      if ((w == "middle" || w == "center" || w == "centre") && n % 2 == 1) k = (n + 1) / 2;
    } else if (lexicon_.place_noun(w)) {
      k = number_word(next);
      // `seat C` of seats lettered A to E.
      const std::string_view letter = words_[i + 1].text;
      if (lexicon_.lettered() && letter.size() == 1 && letter[0] >= 'A' && letter[0] <= 'Z')
        k = letter[0] - 'A' + 1;
    }
    if (k < 1 || k > n) continue;
    matches_.push_back({i, i + 2, {place, k - 1}});
    // (`Bridie is in stall 3` where the cows are 3 to 8 years old: the
    // number after the riddle's word for a place is that place's alone.)
    if (lexicon_.place_noun(w) && w != "number")
      std::erase_if(matches_, [&](const Match& m) {
        return m.begin == i + 1 && m.end == i + 2 && m.ref.category != place;
      });
  }
}

const SentenceValues::Found& SentenceValues::resolve(std::size_t begin, std::size_t end) const {
  const std::size_t w = words_.size() + 1;
  if (memo_.empty()) memo_.resize(w * w);
  std::optional<Found>& slot = memo_[begin * w + end];
  if (!slot) slot = find(begin, end);
  return *slot;
}

SentenceValues::Found SentenceValues::find(std::size_t begin, std::size_t end) const {
  std::vector<Match> fit;
  for (const Match& m : matches_) {
    if (m.begin < begin) continue;
    if (m.begin >= end) break;
    if (m.end > end) continue;
    const std::size_t outside =
        (nonfiller_[m.begin] - nonfiller_[begin]) + (nonfiller_[end] - nonfiller_[m.end]);
    if (outside != 0) continue;
    // A word of another category before the value (`the person whose pet
    // is fish` names no hobby), or after it past a copula: a clause
    // swallowed (`Holly is the person's child is named`). After the value
    // without one, it is the phrase's own (`the grocer's item`).
    bool foreign = false, copula = false;
    for (std::size_t i = begin; i < m.begin && !foreign; ++i)
      foreign = lexicon_.foreign_word(m.ref.category, words_[i].stem);
    for (std::size_t i = m.end; i < end && !foreign; ++i) {
      const std::string& w = words_[i].stem;
      copula = copula || w == "is" || w == "are" || w == "was" || w == "were";
      foreign = copula && lexicon_.foreign_word(m.ref.category, w);
    }
    if (!foreign) fit.push_back(m);
  }
  Found found;
  if (fit.empty()) return found;
  // A match inside another value's words is that value's (`orange` in
  // `orange juice`), and one value matched twice (name and alias) is one.
  std::vector<Match> kept;
  for (const Match& m : fit) {
    const bool inside = std::any_of(fit.begin(), fit.end(), [&](const Match& o) {
      return o.begin <= m.begin && m.end <= o.end && (o.end - o.begin) > (m.end - m.begin);
    });
    const bool seen = std::any_of(kept.begin(), kept.end(), [&](const Match& o) {
      return o.ref.category == m.ref.category && o.ref.value == m.ref.value;
    });
    if (!inside && !seen) kept.push_back(m);
  }
  if (kept.size() > 1) {
    // The value written as its list writes it (`Rose`, not `roses`).
    std::vector<Match> exact;
    for (const Match& m : kept)
      if (written_as_listed(m)) exact.push_back(m);
    if (!exact.empty()) kept = std::move(exact);
  }
  if (kept.size() > 1) {
    // The value whose category's own nouns the phrase uses most (`the
    // orange house`, `red hair`), then the one whose category's line has
    // fewest nouns the phrase leaves out (`favorite color` is `color`,
    // not `hair color`); frame words and verbs are shared by many lines
    // and do not count (Lexicon()).
    std::vector<std::pair<int, int>> score;
    for (const Match& m : kept) {
      std::unordered_set<std::string> used;
      for (std::size_t i = begin; i < end; ++i)
        if ((i < m.begin || i >= m.end) && lexicon_.category_word(m.ref.category, words_[i].stem))
          used.insert(words_[i].stem);
      const int n = static_cast<int>(used.size());
      score.emplace_back(n, n > 0 ? n - lexicon_.category_word_count(m.ref.category) : 0);
    }
    const std::pair<int, int> best = *std::max_element(score.begin(), score.end());
    std::vector<Match> top;
    for (std::size_t k = 0; k < kept.size(); ++k)
      if (score[k] == best) top.push_back(kept[k]);
    kept = std::move(top);
  }
  if (kept.size() > 1) {
    // The value whose category the benchmark names this way.
    std::vector<Match> phrased;
    for (const Match& m : kept)
      if (lexicon_.phrased_as(m.ref.category, words_, begin, m.begin, m.end, end))
        phrased.push_back(m);
    if (!phrased.empty()) kept = std::move(phrased);
  }
  // `No. 3` of houses listed `No. 1, No. 2, ...` in the row's order: the
  // house and place 3 are one, and the house is named.
  if (kept.size() == 2) {
    const int place = lexicon_.place_category();
    for (int k = 0; k < 2; ++k) {
      const Match& value = kept[static_cast<std::size_t>(k)];
      const Match& at = kept[static_cast<std::size_t>(1 - k)];
      if (at.ref.category == place && value.ref.category != place &&
          lexicon_.row_place(value.ref.category, value.ref.value) == at.ref.value + 1) {
        kept = {value};
        break;
      }
    }
  }
  if (kept.size() > 1) {
    for (const Match& m : kept) found.ambiguous.push_back(m.ref);
    return found;
  }
  found.ok = true;
  found.ref = kept.front().ref;
  const Match& m = kept.front();
  found.phrased = lexicon_.phrased_as(m.ref.category, words_, begin, m.begin, m.end, end);
  return found;
}

bool SentenceValues::written_as_listed(const Match& m) const {
  for (const Lexicon::Entry& e : lexicon_.entries()) {
    if (!(e.ref == m.ref) || e.written.size() != m.end - m.begin) continue;
    bool same = true;
    for (std::size_t k = 0; k < e.written.size() && same; ++k)
      same = words_[m.begin + k].text == e.written[k];
    if (same) return true;
  }
  return false;
}

bool SentenceValues::covered(std::size_t i) const {
  return std::any_of(matches_.begin(), matches_.end(),
                     [&](const Match& m) { return m.begin <= i && i < m.end; });
}

std::optional<std::vector<std::pair<std::size_t, std::size_t>>> SentenceValues::spans() const {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < words_.size();) {
    if (!covered(i)) {
      ++i;
      continue;
    }
    std::size_t e = i + 1;
    while (e < words_.size() && covered(e) && resolve(i, e + 1).ok) ++e;
    if (!resolve(i, e).ok) return std::nullopt;
    out.emplace_back(i, e);
    i = e;
  }
  return out;
}

std::vector<bool> SentenceValues::covered_words() const {
  std::vector<bool> out(words_.size());
  for (std::size_t i = 0; i < words_.size(); ++i) out[i] = covered(i);
  return out;
}

std::vector<ValueRef> SentenceValues::at_word(std::size_t i) const {
  std::vector<ValueRef> out;
  for (const Match& m : matches_)
    if (m.begin <= i && i < m.end) out.push_back(m.ref);
  return out;
}

std::vector<ValueRef> SentenceValues::mentioned() const {
  std::vector<ValueRef> out;
  for (const Match& m : matches_) {
    const bool seen = std::any_of(out.begin(), out.end(), [&](const ValueRef& r) {
      return r.category == m.ref.category && r.value == m.ref.value;
    });
    if (!seen) out.push_back(m.ref);
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
