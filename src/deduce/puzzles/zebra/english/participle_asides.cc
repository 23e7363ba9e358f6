// Participles set off by commas, said as clauses (participle_asides.h).
#include "deduce/puzzles/zebra/english/participle_asides.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {
namespace {

// A participle that may open such a phrase: `dressed`, `wearing`,
// `ordering`, `carrying` (never `being`, `having`, `including`, nor a
// word a list holds).
bool participle(const Word& w, const SentenceValues& values, std::size_t at) {
  if (values.covered(at) || !std::islower(static_cast<unsigned char>(w.text.front()))) return false;
  if (w.stem == "being" || w.stem == "having" || w.stem == "including" || w.stem == "according" ||
      w.stem == "during" || w.stem == "nothing" || w.stem == "everything")
    return false;
  const bool ing = w.text.size() > 5 && w.text.ends_with("ing");
  return ing || past_participle(w.text);
}

// Whether words [from, to) name a value.
bool names_a_value(const SentenceValues& values, std::size_t from, std::size_t to) {
  bool named = false;
  for (std::size_t i = from; i < to; ++i) named = named || values.covered(i);
  return named;
}

// Whether the participle's words [from, to) name one value, and that
// last: `ordering a mocha`, `dressed as a banana` (never `beating the
// 10-year-old into 2nd place`, which says another's place).
bool one_value_last(const std::vector<Word>& w, const SentenceValues& values, std::size_t from,
                    std::size_t to) {
  std::size_t runs = 0;
  for (std::size_t i = from; i < to; ++i)
    if (values.covered(i) && (i == from || !values.covered(i - 1))) ++runs;
  return runs == 1 && to > from && values.covered(to - 1) && to - from <= 6 &&
         std::none_of(w.begin() + static_cast<std::ptrdiff_t>(from),
                      w.begin() + static_cast<std::ptrdiff_t>(to), [](const Word& x) {
                        return x.stem == "than" || x.stem == "into" || x.stem == "behind" ||
                               x.stem == "ahead" || x.stem == "before" || x.stem == "after" ||
                               x.stem == "not";
                      });
}

}  // namespace

std::optional<std::string> participle_as_clause(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  // `Kate, dressed as a banana, finished ...`: after a subject that is a
  // value, at the sentence's start.
  std::size_t subject = w.size() > 0 && w[0].stem == "the" ? 1 : 0;
  std::size_t end = subject;
  while (end < w.size() && values.covered(end)) ++end;
  if (end > subject && end + 2 < w.size()) {
    const std::size_t comma = w[end - 1].offset + w[end - 1].text.size();
    const std::size_t close = text.find(", ", w[end].offset);
    if (text.substr(comma).starts_with(", ") && w[end].offset == comma + 2 &&
        participle(w[end], values, end) && close != std::string_view::npos) {
      std::size_t after = end;
      while (after < w.size() && w[after].offset < close) ++after;
      if (after < w.size() && after > end + 1 && one_value_last(w, values, end + 1, after))
        return std::string(text.substr(0, comma)) + ", who was " +
               std::string(text.substr(w[end].offset));
    }
  }
  // `Isla turned up last, ordering a mocha`: the sentence's last phrase.
  const std::size_t last = text.rfind(", ");
  if (last == std::string_view::npos || last == 0) return std::nullopt;
  std::size_t k = 0;
  while (k < w.size() && w[k].offset < last) ++k;
  // (Its list's noun may follow the value: `wearing the green hat`.)
  std::size_t to = w.size();
  if (to >= 2 && !values.covered(to - 1) && values.covered(to - 2)) {
    bool noun = false;
    for (int c = 0; c < lexicon.place_category() && !noun; ++c)
      noun = lexicon.category_word(c, w[to - 1].stem);
    if (noun) --to;
  }
  if (k + 1 >= w.size() || k < 2 || w[k].offset != last + 2 || !participle(w[k], values, k) ||
      !w[k].text.ends_with("ing") || !one_value_last(w, values, k + 1, to) ||
      !names_a_value(values, 0, k))
    return std::nullopt;
  return std::string(text.substr(0, last)) + ", and was " + std::string(text.substr(w[k].offset));
}

std::optional<std::pair<std::string, std::string>> closing_which_said_apart(
    std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  for (std::size_t k = 2; k + 2 < w.size(); ++k) {
    if ((w[k].stem != "which" && w[k].stem != "who") || !values.covered(k - 1)) continue;
    const std::size_t said = w[k - 1].offset + w[k - 1].text.size();
    if (text.substr(said, w[k].offset - said) != ", ") continue;
    // (The clause closes the sentence: no other comma after it.)
    if (text.find(',', w[k].offset) != std::string_view::npos) return std::nullopt;
    std::size_t from = k - 1;
    while (from > 0 && values.covered(from - 1)) --from;
    if (from > 0 && w[from - 1].stem == "the") --from;
    if (from == 0) return std::nullopt;
    std::string value(text.substr(w[from].offset, said - w[from].offset));
    value[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(value[0])));
    return std::pair{std::string(text.substr(0, said)),
                     value + std::string(text.substr(w[k].offset + w[k].text.size()))};
  }
  return std::nullopt;
}

std::optional<std::pair<std::string, std::string>> closing_place_said_apart(
    std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  // The subject: the value the sentence opens with (`Shannon`, `The red
  // boat`).
  std::size_t from = 0;
  if (!w.empty() && w[0].stem == "the") from = 1;
  std::size_t subject = from;
  while (subject < w.size() && values.covered(subject)) ++subject;
  if (subject == from || subject + 3 >= w.size()) return std::nullopt;
  for (std::size_t k = subject + 2; k + 2 < w.size(); ++k) {
    if (w[k].stem != "on" && w[k].stem != "in" && w[k].stem != "at") continue;
    if (w[k + 1].stem != "the") continue;
    const std::size_t said = w[k - 1].offset + w[k - 1].text.size();
    if (text.substr(said, w[k].offset - said) != ", ") continue;
    // (The phrase closes the sentence, and says where against another
    // value: `on the leg straight after Quinn's`.)
    if (text.find(',', w[k].offset) != std::string_view::npos) return std::nullopt;
    bool other = false;
    for (std::size_t j = k + 2; j < w.size(); ++j) other = other || values.covered(j);
    if (!other) return std::nullopt;
    const std::string who(text.substr(0, w[subject - 1].offset + w[subject - 1].text.size()));
    return std::pair{std::string(text.substr(0, said)),
                     who + " was " + std::string(text.substr(w[k].offset))};
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
