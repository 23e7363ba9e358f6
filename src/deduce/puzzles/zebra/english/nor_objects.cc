// A second thing denied after `nor` (plain_words.h): `The dog's owner
// wasn't going to the station, nor to the library` denies both, as `wasn't
// going to the station or to the library` says, which the table reads.
// Only where the first clause denies and `nor` is followed by no verb of
// its own: `nor did Jack` and `nor was it Ann` say their subject again
// (reader_short_clauses.cc reads them). And `nor` that says its subject again
// (word_forms.h): `..., nor does he catch the 12` is `and he does not`, an
// opening `Nor is Mr. A the solicitor` is `Mr. A is not the solicitor`.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> nor_as_or(std::string_view text) {
  const std::size_t at = text.find(", nor ");
  if (at == std::string_view::npos || at == 0) return std::nullopt;
  const std::vector<Word> left = cut_words(text.substr(0, at));
  const std::vector<Word> right = cut_words(text.substr(at + 6));
  // (`n't` is cut off its verb as `not`: words.h.)
  const bool denied = std::any_of(
      left.begin(), left.end(), [](const Word& w) { return w.stem == "not" || w.stem == "never"; });
  static const std::set<std::string> kVerbs = {
      "did",  "do",  "doe",   "does",  "was",  "were", "is",     "are",     "has", "ha",
      "have", "had", "could", "would", "will", "can",  "should", "neither", "nor", "not"};
  if (!denied || right.empty() || right.size() > 6 || kVerbs.count(right[0].stem) != 0)
    return std::nullopt;
  // (No verb later either: `nor the library, which Ann did` says more.)
  if (std::any_of(right.begin(), right.end(),
                  [](const Word& w) { return kVerbs.count(w.stem) != 0 || w.stem == "which"; }))
    return std::nullopt;
  return std::string(text.substr(0, at)).append(" or ").append(text.substr(at + 6));
}

namespace {

// (`does` is cut to `doe`, `has` kept: words of three letters keep their
// s.)
bool auxiliary_word(const std::string& aux) {
  return aux == "does" || aux == "doe" || aux == "did" || aux == "do" || be_word(aux) ||
         aux == "has" || aux == "ha" || aux == "had" || aux == "will" || aux == "can";
}

}  // namespace

std::optional<std::string> nor_as_and_not(std::string_view text) {
  if (text.find("nor ") == std::string_view::npos && !text.starts_with("Nor ")) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  // `(5) Nor is Mr. A the solicitor`, `Nor did Kay take the bus`: an
  // opening `Nor` denies what follows of its subject, a name of capitals
  // or a pronoun (`Mr. A is not the solicitor`).
  if (w.size() >= 4 && w[0].offset == 0 && w[0].text == "Nor" && auxiliary_word(w[1].stem)) {
    std::size_t end = 2;
    const std::string& who = w[2].stem;
    if (who == "he" || who == "she" || who == "they" || who == "it")
      end = 3;
    else
      while (end < w.size() && end < 5 &&
             std::isupper(static_cast<unsigned char>(w[end].text.front())))
        ++end;
    if (end > 2 && end < w.size()) {
      const std::size_t subject_end = w[end - 1].offset + w[end - 1].text.size();
      return std::string(text.substr(w[2].offset, subject_end - w[2].offset)) + " " +
             std::string(w[1].text) + " not " + std::string(text.substr(w[end].offset));
    }
  }
  for (std::size_t i = 1; i + 2 < w.size(); ++i) {
    if (w[i].stem != "nor" || w[i - 1].stem == "neither") continue;
    const std::string& aux = w[i + 1].stem;
    const std::string& who = w[i + 2].stem;
    const bool auxiliary = auxiliary_word(aux);
    const bool pronoun = who == "he" || who == "she" || who == "they" || who == "it";
    if (!auxiliary || !pronoun) continue;
    // `, and nor does he`: the `and` is said once.
    const std::size_t from = w[i - 1].stem == "and" ? i - 1 : i;
    return replace_words(
        text, w, from, i + 3,
        "and " + std::string(w[i + 2].text) + " " + std::string(w[i + 1].text) + " not");
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
