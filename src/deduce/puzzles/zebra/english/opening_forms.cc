// Sentences said in another form that the reader restates first
// (word_forms.h, reader_restated_openings.cc): `Whereas A, B` as `A, and B`,
// a pair named and then what one and the other did, a question's own place
// said last, and a question asked politely (`Can you work out whose ...`)
// asked plainly.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <cctype>
#include <set>

namespace deduce::puzzles::zebra::english {

std::optional<std::string> whereas_as_and(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 6 || w[0].offset != 0 ||
      (w[0].stem != "wherea" && w[0].stem != "whereas" && w[0].stem != "while" &&
       w[0].stem != "although" && w[0].stem != "though"))
    return std::nullopt;
  const std::size_t comma = text.find(", ");
  if (comma == std::string_view::npos || text.find(", ", comma + 1) != std::string_view::npos)
    return std::nullopt;
  std::string first(text.substr(w[1].offset, comma - w[1].offset));
  first[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(first[0])));
  std::string second(text.substr(comma + 2));
  // (The noun after the first clause's possessive, where the second's
  // possessive stands alone before a preposition.)
  static const std::set<std::string> kOwn = {"his", "her", "their", "its"};
  static const std::set<std::string> kAt = {"on", "at", "in", "for", "with", "from"};
  std::string noun;
  for (std::size_t i = 1; i + 1 < w.size() && w[i].offset < comma; ++i)
    if (kOwn.count(w[i].stem) && !kAt.count(w[i + 1].stem)) noun = std::string(w[i + 1].text);
  const std::vector<Word> sw = cut_words(second);
  for (std::size_t i = 0; i + 1 < sw.size() && !noun.empty(); ++i)
    if (kOwn.count(sw[i].stem) && kAt.count(sw[i + 1].stem)) {
      second.insert(sw[i].offset + sw[i].text.size(), " " + noun);
      break;
    }
  return first + ", and " + second;
}

std::optional<std::string> pair_then_one(std::string_view text) {
  // `One of Lena and the Norwegian has the cheese, the other the yoghurt`:
  // `Of Lena and the Norwegian, one has the cheese and the other the
  // yoghurt`.
  if (text.starts_with("One of ") && text.find(", the other ") != std::string_view::npos) {
    const std::vector<Word> w = cut_words(text);
    std::size_t and_at = 2;
    while (and_at < w.size() && w[and_at].stem != "and") ++and_at;
    // (The second of the pair, one to four words, then the verb: a word
    // in lower case that is no article.)
    std::size_t verb = and_at + 1;
    if (verb < w.size() && (w[verb].stem == "the" || w[verb].stem == "a")) ++verb;
    while (verb < w.size() && verb <= and_at + 4 &&
           std::isupper(static_cast<unsigned char>(w[verb].text.front())))
      ++verb;
    if (and_at > 2 && and_at <= 6 && verb > and_at + 1 && verb + 1 < w.size() &&
        std::islower(static_cast<unsigned char>(w[verb].text.front())) &&
        text.substr(0, w[verb].offset).find(',') == std::string_view::npos) {
      const std::string pair(
          text.substr(w[2].offset, w[verb - 1].offset + w[verb - 1].text.size() - w[2].offset));
      std::string said(text.substr(w[verb].offset));
      said.replace(said.find(", the other "), 2, " and ");
      return "Of " + pair + ", one " + said;
    }
  }
  for (std::string_view mark : {" - ", " -- ", ": ", " \u2013 ", " \u2014 "}) {
    const std::size_t at = text.find(mark);
    if (at == std::string_view::npos || at == 0) continue;
    const std::string_view pair = text.substr(0, at);
    std::string_view rest = text.substr(at + mark.size());
    if (pair.find(" and ") == std::string_view::npos || pair.find(',') != std::string_view::npos)
      continue;
    if (rest.starts_with("one of them "))
      rest.remove_prefix(12);
    else if (rest.starts_with("one "))
      rest.remove_prefix(4);
    else
      continue;
    if (rest.find("the other") == std::string_view::npos) continue;
    std::string head(pair);
    if (head.starts_with("The ")) head[0] = 't';
    // (`one of them is in 7th grade, the other got the 41`: the comma is
    // the `and`.)
    std::string said(rest);
    if (const std::size_t other = said.find(", the other "); other != std::string::npos)
      said.replace(other, 2, " and ");
    return "Of " + head + ", one " + said;
  }
  return std::nullopt;
}

std::optional<std::string> without_own_place(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  const std::size_t n = w.size();
  static const std::set<std::string> kAt = {"in", "on", "at", "from", "inside", "out"};
  static const std::set<std::string> kOwn = {"his", "her", "their", "its"};
  for (std::size_t k = 2; k <= 3 && k + 2 < n; ++k) {
    const std::size_t at = n - k - 1;
    if (!kAt.count(w[at].stem) || !kOwn.count(w[at + 1].stem) || at < 3) continue;
    const SentenceValues values(lexicon, w);
    bool named = false;
    for (std::size_t i = at + 2; i < n; ++i) named = named || values.covered(i);
    if (named) return std::nullopt;
    return std::string(text.substr(0, w[at].offset - 1));
  }
  return std::nullopt;
}

std::optional<std::string> asked_politely(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  static const std::set<std::string> kWh = {"who",   "whose", "which", "what",
                                            "where", "when",  "how"};
  static const std::set<std::string> kAsk = {"out",  "tell",    "say",       "deduce",
                                             "me",   "confirm", "determine", "establish",
                                             "know", "guess",   "work"};
  std::size_t k = !w.empty() && w[0].stem == "please" ? 1 : 0;
  const bool you = w.size() > k + 1 &&
                   (w[k].stem == "can" || w[k].stem == "could" || w[k].stem == "would" ||
                    w[k].stem == "do" || w[k].stem == "doe") &&
                   w[k + 1].stem == "you";
  const bool told = w.size() > k && (w[k].stem == "tell" || w[k].stem == "work" ||
                                     w[k].stem == "find" || w[k].stem == "figure");
  if (!you && !told) return std::nullopt;
  for (std::size_t i = k + (you ? 2 : 0); i + 3 < w.size() && i < k + 7; ++i)
    if (kWh.count(w[i + 1].stem) && kAsk.count(w[i].stem)) {
      std::string asked(text.substr(w[i + 1].offset));
      asked[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(asked[0])));
      return asked;
    }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
