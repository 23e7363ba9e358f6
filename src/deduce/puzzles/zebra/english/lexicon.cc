// Values found by their words (lexicon.h).
#include "deduce/puzzles/zebra/english/lexicon.h"

#include <algorithm>

#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {
namespace {

std::vector<std::string> stem_list(std::string_view text) {
  std::vector<std::string> out;
  for (const Word& w : cut_words(text)) out.push_back(w.stem);
  return out;
}

std::vector<std::string> written_list(std::string_view text) {
  std::vector<std::string> out;
  for (const Word& w : cut_words(text)) out.emplace_back(w.text);
  return out;
}

bool place_noun(const std::string& stem) {
  return stem == "position" || stem == "house" || stem == "place" || stem == "spot";
}

}  // namespace

Lexicon::Lexicon(const std::vector<CategoryText>& categories, int n,
                 const std::vector<std::string>& extra_fillers)
    : n_(n) {
  for (std::string_view f : filler_words()) fillers_.insert(std::string(f));
  fillers_.insert(extra_fillers.begin(), extra_fillers.end());
  for (std::size_t c = 0; c < categories.size(); ++c) {
    auto& words = category_words_.emplace_back();
    for (const Word& w : cut_words(categories[c].line_words)) {
      words.insert(w.stem);
      fillers_.insert(w.stem);
    }
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const ValueRef ref{static_cast<int>(c), static_cast<int>(v)};
      std::vector<std::string> own = stem_list(categories[c].values[v]);
      if (own.empty()) continue;
      const std::string joined = stems(categories[c].values[v]);
      for (const Alias& a : value_aliases())
        if (stems(a.value) == joined) entries_.push_back({stem_list(a.other), {}, ref});
      entries_.push_back({std::move(own), written_list(categories[c].values[v]), ref});
    }
  }
  for (std::size_t i = 0; i < entries_.size(); ++i)
    by_first_[entries_[i].stems.front()].push_back(i);
}

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
      if (same) matches_.push_back({i, i + e.stems.size(), e.ref});
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
    if (place_noun(next)) {
      k = ordinal_word(w);
      if (w == "last") k = n;
      if ((w == "middle" || w == "center" || w == "centre") && n % 2 == 1) k = (n + 1) / 2;
    } else if (place_noun(w)) {
      k = number_word(next);
    }
    if (k >= 1 && k <= n) matches_.push_back({i, i + 2, {place, k - 1}});
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
    if (outside == 0) fit.push_back(m);
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
    // orange house`); verbs are shared by many lines and do not count.
    std::vector<int> score;
    for (const Match& m : kept) {
      int s = 0;
      for (std::size_t i = begin; i < end; ++i)
        if ((i < m.begin || i >= m.end) && !verb_word(words_[i].stem) &&
            lexicon_.category_word(m.ref.category, words_[i].stem))
          ++s;
      score.push_back(s);
    }
    const int best = *std::max_element(score.begin(), score.end());
    std::vector<Match> top;
    for (std::size_t k = 0; k < kept.size(); ++k)
      if (score[k] == best) top.push_back(kept[k]);
    kept = std::move(top);
  }
  if (kept.size() > 1) {
    for (const Match& m : kept) found.ambiguous.push_back(m.ref);
    return found;
  }
  found.ok = true;
  found.ref = kept.front().ref;
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
