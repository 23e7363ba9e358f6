// Questions of one thing, read by their question word (wh_questions.h).
// The lists a question may ask are asked_lists.h's.
#include "deduce/puzzles/zebra/english/wh_questions.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/asked_lists.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Words that relate two things or pick one by an order (`than`, `next`,
// `not`, `first`): a question that says one asks more than a list of one
// value, and is left to the phrase table.
bool relation_word(const std::string& stem) {
  static const std::set<std::string> kWords = {
      "than",    "not",     "next",     "left",      "right",    "before",   "after",  "between",
      "either",  "neither", "nor",      "both",      "same",     "more",     "less",   "fewer",
      "most",    "least",   "other",    "another",   "else",     "opposite", "beside", "behind",
      "above",   "below",   "near",     "and",       "or",       "earlier",  "later",  "older",
      "younger", "except",  "without",  "neighbour", "neighbor", "first",    "last",   "only",
      "also",    "too",     "together", "apart",     "away",     "door",     "floor",  "end"};
  return kWords.count(stem) != 0 || superlative_word(stem);
}

}  // namespace

std::optional<WhAsk> wh_question(const std::vector<Word>& w, const SentenceValues& values,
                                 const AskedLists& lists) {
  static const std::set<std::string> kPrepositions = {"at",   "in", "on",   "by",    "for",
                                                      "from", "to", "with", "during"};
  static const std::set<std::string> kAuxiliaries = {
      "is",  "was",  "are", "were", "did",   "doe", "does",  "do",
      "has", "have", "had", "will", "would", "can", "could", "should"};
  std::size_t i = 0;
  if (i < w.size() && kPrepositions.count(w[i].stem)) ++i;
  // (`In which trench was the brooch found?`: where, which the people are
  // not, unless the noun names them.)
  const bool where_at = i == 1 && (w[0].stem == "in" || w[0].stem == "on" || w[0].stem == "at");
  if (i >= w.size()) return std::nullopt;
  const std::string wh = w[i++].stem;
  if (wh != "what" && wh != "which" && wh != "who" && wh != "whom" && wh != "when" && wh != "how" &&
      wh != "where")
    return std::nullopt;
  std::string how;
  std::vector<std::string> nouns;
  std::string kind;  // `kind`, `sort` or `type` said before the nouns
  std::size_t how_at = w.size();
  if (wh == "how") {
    if (i >= w.size()) return std::nullopt;
    how_at = i;
    how = w[i++].stem;
  }
  if (wh == "what" || wh == "which" || how == "many" || how == "much") {
    // `what kind of cake`, `which colour`, `how many points`.
    static const std::set<std::string> kOf = {"kind", "sort", "type", "of", "the", "a", "an"};
    // (A preposition ends them: `Which typewriter came from Keith?` names
    // no list by `from`, whatever line says it.)
    while (i < w.size() && !values.covered(i) && !kAuxiliaries.count(w[i].stem) &&
           !kPrepositions.count(w[i].stem) && nouns.size() < 3) {
      if (!kOf.count(w[i].stem)) nouns.push_back(w[i].stem);
      if (w[i].stem == "kind" || w[i].stem == "sort" || w[i].stem == "type") kind = w[i].stem;
      ++i;
    }
    // `What is Victor's blood type?`, `What was the Lab's time?`: the
    // nouns after the one value the copula names.
    if ((wh == "what" || wh == "which") && nouns.empty() && i + 2 < w.size() &&
        be_word(w[i].stem)) {
      std::size_t j = i + 1;
      if (w[j].stem == "the") ++j;
      std::size_t k = j;
      while (k < w.size() && values.covered(k)) ++k;
      if (k > j && k < w.size()) {
        for (std::size_t m = k; m < w.size() && nouns.size() < 3; ++m)
          if (!kOf.count(w[m].stem) && !values.covered(m)) nouns.push_back(w[m].stem);
        i = w.size();
      } else if (k == j) {
        // `What was the age of Cy?`: the nouns before `of` and the value
        // (`on` a thing the noun is written on: `What was the number on Mr
        // Patel's ticket?`).
        std::size_t m = j;
        while (m < w.size() && !values.covered(m) && w[m].stem != "of" && w[m].stem != "on") ++m;
        if (m > j && m + 1 < w.size() && (w[m].stem == "of" || w[m].stem == "on") &&
            (values.covered(m + 1) ||
             (w[m + 1].stem == "the" && m + 2 < w.size() && values.covered(m + 2)))) {
          for (std::size_t x = j; x < m && nouns.size() < 3; ++x)
            if (!kOf.count(w[x].stem)) nouns.push_back(w[x].stem);
          i = w.size();
        }
      }
    }
    if ((wh == "what" || wh == "which") && nouns.empty()) return std::nullopt;
    // `Which house ...` of a row asks a place, never a list whose line
    // says `house` (the phrase table reads it, or it is refused).
    if (std::any_of(nouns.begin(), nouns.end(),
                    [&](const std::string& n) { return values.place_noun(n); }))
      return std::nullopt;
  }
  // `How does Hattie pay?` of `each pays a different way`: the list whose
  // line says the verb.
  const bool how_verb = wh == "how" && kAuxiliaries.count(how) != 0;
  if (how_verb) {
    for (std::size_t j = i; j < w.size(); ++j)
      if (!values.covered(j) && !kAuxiliaries.count(w[j].stem)) nouns.push_back(w[j].stem);
    if (nouns.empty()) return std::nullopt;
    how_at = w.size();
  }
  // One value, named once or again, and no relation.
  std::optional<ValueRef> subject;
  for (std::size_t j = 0; j < w.size();) {
    if (!values.covered(j)) {
      if (j != how_at && (relation_word(w[j].stem) ||
                          std::isdigit(static_cast<unsigned char>(w[j].stem.front())) ||
                          number_word(w[j].stem) != 0))
        return std::nullopt;
      ++j;
      continue;
    }
    std::size_t k = j;
    while (k < w.size() && values.covered(k)) ++k;
    const SentenceValues::Found& f = values.resolve(j, k);
    if (!f.ok || (subject && !(*subject == f.ref))) return std::nullopt;
    subject = f.ref;
    j = k;
  }
  if (!subject) return std::nullopt;
  // (`What type of boat is Sea Sprite?` names the boats to ask their
  // type: the list of types, below.)
  const int own = kind.empty() ? subject->category : -1;
  // (`Which bench was Dmitri on?` where no list says `bench`: where he was,
  // which no list of things answers; never guessed from them, as `Which
  // pigeon belongs to Derek?` is. The row's own noun, where it is said so,
  // is read as its place above.)
  if (wh == "which" && !nouns.empty() && named_by(nouns, lists).empty() &&
      (w.back().stem == "on" || w.back().stem == "in" || w.back().stem == "at"))
    return std::nullopt;
  std::vector<int> may = asked_lists(wh, how, nouns, lists, own);
  // `Which lady arranged the flowers in the porch?`: the noun right after
  // `which` is the one asked, the others only say what was done.
  if (may.size() > 1 && (wh == "which" || wh == "what") && nouns.size() > 1) {
    std::vector<int> first = asked_lists(wh, how, {nouns.front()}, lists, own);
    std::erase(first, subject->category);
    if (first.size() == 1) may = first;
  }
  // `Which year is Ethan in?` of `Year 1, Year 2, ...`: no calendar's
  // years, so the list the noun names.
  if (may.empty() && (wh == "what" || wh == "which")) may = named_by(nouns, lists);
  std::erase(may, subject->category);
  if (where_at && !nouns.empty() && lists.people >= 0) {
    const std::vector<int> named = named_by({nouns.front()}, lists);
    if (std::find(named.begin(), named.end(), lists.people) == named.end())
      std::erase(may, lists.people);
  }
  // `What type of boat is Sea Sprite?` of boats named so: the list of
  // types (`Types: lifeboat, steamer, ...`).
  // (`type` is a word every line may say: the list named so.)
  if (may.empty() && !kind.empty())
    for (std::size_t c = 0; c < lists.categories.size(); ++c)
      if (static_cast<int>(c) != subject->category && stem_of(lists.categories[c].name) == kind)
        may.push_back(static_cast<int>(c));
  std::sort(may.begin(), may.end());
  may.erase(std::unique(may.begin(), may.end()), may.end());
  if (may.size() != 1) return std::nullopt;
  return WhAsk{may.front(), *subject};
}

bool where_to(const std::vector<Word>& words) {
  if (words.empty() || words[0].stem != "where") return false;
  static constexpr std::string_view kMotion[] = {"going",  "heading",    "travelling", "traveling",
                                                 "flying", "driving",    "sailing",    "bound",
                                                 "moving", "emigrating", "off"};
  return std::any_of(words.begin() + 1, words.end(), [](const Word& w) {
    return std::find(std::begin(kMotion), std::end(kMotion), w.stem) != std::end(kMotion);
  });
}

// `Which of the four gentlemen was the clergyman?`: `Which gentlemen was
// ...`, the noun asked; `Which of them was ...`, `Which of the four was
// ...`: `Who was ...`. nullopt when the question is not so.
std::optional<std::string> which_of_the(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 5 || w[0].stem != "which" || w[0].offset != 0 || w[1].stem != "of")
    return std::nullopt;
  if (w[2].stem == "them" || w[2].stem == "these" || w[2].stem == "those")
    return "Who " + std::string(text.substr(w[3].offset));
  if (w[2].stem != "the") return std::nullopt;
  std::size_t k = 3;
  if (number_word(w[k].stem) >= 2) ++k;
  if (k + 1 >= w.size()) return std::nullopt;
  // (`Which of the four was ...`: no noun; the verb follows.)
  if (k == 4 && (w[k].stem == "was" || w[k].stem == "is" || w[k].stem == "did" ||
                 w[k].stem == "had" || w[k].stem == "ha"))
    return "Who " + std::string(text.substr(w[k].offset));
  if (!std::islower(static_cast<unsigned char>(w[k].text.front()))) return std::nullopt;
  return "Which " + std::string(text.substr(w[k].offset));
}

std::optional<std::string> kind_as_what(std::string_view text,
                                        const std::vector<CategoryText>& categories,
                                        const std::vector<NumericCategory>& numeric) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 6 || w[0].offset != 0 || (w[0].stem != "what" && w[0].stem != "which") ||
      (w[1].stem != "kind" && w[1].stem != "sort" && w[1].stem != "type") || w[2].stem != "of")
    return std::nullopt;
  static const std::set<std::string> kAsk = {"does", "doe", "did", "do",
                                             "is",   "was", "are", "were"};
  if (!kAsk.count(w[4].stem)) return std::nullopt;
  const std::string& noun = w[3].stem;
  // (Only where the noun names a list of numbers, and a list of things
  // says its kinds: `a different kind of sticker`.)
  if (std::none_of(numeric.begin(), numeric.end(),
                   [&](const NumericCategory& n) { return named_by(n, noun); }))
    return std::nullopt;
  const bool kinds = std::any_of(categories.begin(), categories.end(), [&](const CategoryText& c) {
    const int ci = static_cast<int>(&c - categories.data());
    if (std::any_of(numeric.begin(), numeric.end(),
                    [&](const NumericCategory& n) { return n.index == ci; }))
      return false;
    bool kind = false, said = false;
    for (const Word& x : cut_words(c.line_words)) {
      kind = kind || x.stem == w[1].stem;
      said = said || same_root(x.stem, noun);
    }
    return kind && said;
  });
  if (!kinds) return std::nullopt;
  return "What " + std::string(text.substr(w[4].offset));
}

std::optional<std::string> where_phrasal(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  const std::size_t n = w.size();
  if (n < 4 || w[0].stem != "where" || w[0].offset != 0) return std::nullopt;
  static const std::set<std::string> kDid = {"did", "does", "doe", "do", "will", "would"};
  static const std::set<std::string> kParticle = {"down", "up", "out", "off"};
  if (!kDid.count(w[1].stem) || !kParticle.count(w[n - 1].stem)) return std::nullopt;
  const Word& verb = w[n - 2];
  if (!std::islower(static_cast<unsigned char>(verb.text.front()))) return std::nullopt;
  std::string out(text.substr(0, verb.offset));
  if ((verb.stem == "end" || verb.stem == "wind") && w[n - 1].stem == "up")
    out += "finish";
  else
    out += text.substr(verb.offset, verb.text.size());
  return out + std::string(text.substr(w[n - 1].offset + w[n - 1].text.size()));
}

std::optional<std::string> without_family_title(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> words = cut_words(text);
  const SentenceValues values(lexicon, words);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string& title = words[i].stem;
    if ((title != "mr" && title != "mrs" && title != "ms" && title != "miss") ||
        values.covered(i) || !values.covered(i + 1))
      continue;
    if (!values.resolve(i + 1, i + 2).ok) continue;
    std::size_t end = words[i].offset + words[i].text.size();
    while (end < text.size() && (text[end] == '.' || text[end] == ' ')) ++end;
    return std::string(text.substr(0, words[i].offset)) + "the " + std::string(text.substr(end));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
