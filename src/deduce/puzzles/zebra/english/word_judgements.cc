// The small judgements on words the reader makes (word_forms.h): a word's
// root and its past participle, whether a question's verb and a list's line
// say one verb (`buy` and `bought`), whether a sentence compares by `as ...
// as`, whether a reading only says things are one, and a noun said on both
// sides of a verb.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

namespace {

const std::map<std::string, std::string>& past_forms() {
  static const std::map<std::string, std::string> kPast = {
      {"buy", "bought"},  {"see", "saw"},      {"eat", "ate"},       {"drink", "drank"},
      {"take", "took"},   {"get", "got"},      {"win", "won"},       {"make", "made"},
      {"wear", "wore"},   {"choose", "chose"}, {"pay", "paid"},      {"ride", "rode"},
      {"drive", "drove"}, {"grow", "grew"},    {"bring", "brought"}, {"sell", "sold"},
      {"write", "wrote"}, {"give", "gave"},    {"have", "had"},      {"do", "did"},
      {"find", "found"},  {"keep", "kept"},    {"sing", "sang"},     {"swim", "swam"},
      {"run", "ran"},     {"catch", "caught"}, {"throw", "threw"},   {"build", "built"},
      {"spend", "spent"}, {"leave", "left"},   {"lose", "lost"},     {"send", "sent"}};
  return kPast;
}

}  // namespace

bool past_form(std::string_view word) {
  for (const auto& [present, past] : past_forms())
    if (word == past) return true;
  return past_participle(word);
}

bool past_participle(std::string_view word) {
  static const std::set<std::string_view> kIrregular = {
      "seen",  "given", "grown", "known",   "shown",  "sold",   "made",   "built",
      "sent",  "born",  "worn",  "written", "driven", "ridden", "chosen", "taken",
      "found", "kept",  "sung",  "brought", "bought", "thrown", "drawn",  "sewn",
      "spun",  "won",   "run",   "caught",  "spent",  "eaten",  "drunk",  "begun",
      "held",  "led",   "paid",  "laid",    "read",   "hung",   "dug"};
  if (kIrregular.count(word)) return true;
  return word.size() > 4 && word.ends_with("ed");
}

std::string participle_verb(std::string_view participle) {
  static const std::map<std::string_view, std::string_view> kPlain = {
      {"seen", "see"},      {"given", "give"},   {"grown", "grow"},   {"shown", "show"},
      {"sold", "sell"},     {"made", "make"},    {"built", "build"},  {"worn", "wear"},
      {"written", "write"}, {"driven", "drive"}, {"ridden", "ride"},  {"chosen", "choose"},
      {"taken", "take"},    {"found", "find"},   {"kept", "keep"},    {"sung", "sing"},
      {"brought", "bring"}, {"bought", "buy"},   {"thrown", "throw"}, {"drawn", "draw"},
      {"won", "win"},       {"caught", "catch"}, {"spent", "spend"},  {"eaten", "eat"},
      {"drunk", "drink"},   {"paid", "pay"},     {"played", "play"},  {"read", "read"}};
  const auto it = kPlain.find(participle);
  return std::string(it != kPlain.end() ? it->second : participle);
}

std::string word_root(std::string_view word) {
  std::string w(word);
  for (const auto& [present, past] : past_forms())
    if (w == past) return word_root(present);
  const auto cut = [&](std::string_view end) {
    if (w.size() < end.size() + 3 || !w.ends_with(end)) return false;
    w.resize(w.size() - end.size());
    return true;
  };
  if (cut("ings") || cut("ing") || cut("ers") || cut("er") || cut("ed") || cut("es") || cut("s")) {
    // `winning`, `planned`: the doubled consonant is one.
    if (w.size() >= 4 && w.back() == w[w.size() - 2] &&
        std::string_view("aeiousl").find(w.back()) == std::string_view::npos)
      w.pop_back();
  }
  if (w.size() >= 4 && w.back() == 'e') w.pop_back();
  return w;
}

bool same_root(const std::string& a, const std::string& b) {
  if (a == b) return true;
  const std::string ra = word_root(a), rb = word_root(b);
  return ra.size() >= 3 && ra == rb;
}

bool as_as_comparison(const std::vector<Word>& w) {
  static const std::set<std::string> kHedges = {"quite", "nearly", "just", "so", "every", "bit"};
  // `twice as many as`, `half as much as`: the table reads these.
  static const std::set<std::string> kTimes = {"twice", "half", "time", "thrice", "double"};
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    if (w[i].stem != "as" || (i > 0 && kTimes.count(w[i - 1].stem))) continue;
    std::size_t k = i + 1;
    while (k < w.size() && kHedges.count(w[k].stem)) ++k;
    // `as many times as`, `as often as`, `as far as`: a measure, then at
    // most one noun, then `as`.
    for (std::size_t j = k + 1; j < w.size() && j <= k + 2; ++j)
      if (w[j].stem == "as" && w[k].stem != "well" && w[k].stem != "soon" && w[k].stem != "long" &&
          w[k].stem != "a")
        return true;
  }
  return false;
}

// Whether `a` (a question's verb, `buy`) and `b` (a list's line word,
// `bought`) are one verb.
bool same_verb(const std::string& a, const std::string& b) {
  const std::map<std::string, std::string>& kPast = past_forms();
  static const std::set<std::string> kNoVerbs = {"the",  "a",    "an",        "at",  "on",   "in",
                                                 "for",  "to",   "of",        "by",  "with", "from",
                                                 "home", "each", "different", "and", "their"};
  if (a.size() < 2 || b.size() < 2 || kNoVerbs.count(a) || kNoVerbs.count(b)) return false;
  if (a == b) return true;
  // Verbs that say the same deed (`What did Marjorie fix?` of `Wendy
  // didn't mend the lamp`), in each of their forms.
  static const std::map<std::string, int> kSameDeed = {
      {"fix", 1},       {"fixed", 1},   {"fixe", 1},      {"fixes", 1},     {"fixing", 1},
      {"mend", 1},      {"mended", 1},  {"mends", 1},     {"mending", 1},   {"repair", 1},
      {"repaired", 1},  {"repairs", 1}, {"repairing", 1}, {"buy", 2},       {"bought", 2},
      {"buys", 2},      {"buying", 2},  {"purchase", 2},  {"purchased", 2}, {"purchases", 2},
      {"purchasing", 2}};
  if (const auto x = kSameDeed.find(a), y = kSameDeed.find(b);
      x != kSameDeed.end() && y != kSameDeed.end() && x->second == y->second)
    return true;
  const auto it = kPast.find(a);
  if (it != kPast.end() && it->second == b) return true;
  // Regular forms: `collect` and `collected`, `adopt` and `adopts`,
  // `eat` and `eating`.
  for (const std::string& end :
       {std::string("ed"), std::string("d"), std::string("s"), std::string("ing")})
    if (b == a + end) return true;
  return false;
}

// Whether a statement says only that things are one (`A is B`, `all of:
// A is B; A is C`).
bool says_one(const std::string& st) {
  std::string_view rest = st;
  if (rest.starts_with("all of: ")) rest.remove_prefix(8);
  while (!rest.empty()) {
    const std::size_t semi = rest.find("; ");
    const std::string_view part = rest.substr(0, semi);
    const std::size_t is = part.find(" is ");
    if (is == std::string_view::npos || part.substr(0, is).find(' ') != std::string_view::npos ||
        part.substr(is + 4).find(' ') != std::string_view::npos)
      return false;
    rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 2);
  }
  return true;
}

// Whether a noun is said both before and after words[i] (`The train at
// platform 1 precedes the Derby train`): the sentence speaks of two
// things of one kind, so an unknown verb between them relates them, and
// never says they are one.
bool same_noun_around(const std::vector<Word>& words, const SentenceValues& values, std::size_t i) {
  // (Not the words that join or relate: `Burt and Doug went to Reno and
  // Tulsa, respectively` has `and` on both sides of `went`.)
  static const std::set<std::string> kJoints = {"and",  "but",  "nor",  "not",  "than", "then",
                                                "also", "with", "from", "for",  "into", "onto",
                                                "that", "this", "who",  "whom", "whose"};
  const auto noun = [&](std::size_t j) {
    const std::string& st = words[j].stem;
    return !values.covered(j) && st.size() >= 3 && kJoints.count(st) == 0 &&
           std::all_of(st.begin(), st.end(), [](char c) { return std::isalpha(c) != 0; }) &&
           std::islower(static_cast<unsigned char>(words[j].text.front())) && !frame_word(st) &&
           !verb_word(st);
  };
  for (std::size_t a = 0; a < i; ++a)
    for (std::size_t b = i + 1; b < words.size(); ++b)
      if (noun(a) && noun(b) && words[a].stem == words[b].stem && words[a].stem != "one")
        return true;
  return false;
}

bool unnamed_list_item(std::string_view text, const std::vector<Word>& words,
                       const SentenceValues& values) {
  // The words from k to k + 1 are joined by a comma alone, or by `or`,
  // `nor` or `and` (a comma before it or none).
  const auto gap = [&](std::size_t k) {
    const std::size_t end = words[k].offset + words[k].text.size();
    // (Words said again elsewhere hold no places in `text`.)
    if (end > text.size() || words[k + 1].offset < end) return std::string_view("?");
    return trim(text.substr(end, words[k + 1].offset - end));
  };
  const auto joiner = [](const std::string& st) {
    return st == "or" || st == "nor" || st == "and";
  };
  // A run of items: single words, each after a comma or a joiner.
  for (std::size_t b = 0; b + 2 < words.size(); ++b) {
    std::size_t e = b;  // the run's last item
    bool joined = false;
    while (e + 1 < words.size()) {
      if (gap(e) == "," && !joiner(words[e + 1].stem)) {
        ++e;
      } else if ((gap(e).empty() || gap(e) == ",") && joiner(words[e + 1].stem) &&
                 e + 2 < words.size() && gap(e + 1).empty()) {
        e += 2;
        joined = true;
        break;
      } else {
        break;
      }
    }
    if (!joined || e < b + 2) continue;
    std::size_t named = 0, unnamed = 0, items = 0;
    for (std::size_t k = b; k <= e; ++k) {
      if (joiner(words[k].stem) && k > b && k < e) continue;
      ++items;
      const bool word = std::all_of(words[k].text.begin(), words[k].text.end(), [](char c) {
        return std::islower(static_cast<unsigned char>(c)) != 0;
      });
      if (values.covered(k))
        ++named;
      else if (word)
        ++unnamed;
    }
    if (items >= 3 && named >= 2 && unnamed >= 1 && named + unnamed == items) return true;
  }
  return false;
}

}  // namespace deduce::puzzles::zebra::english
