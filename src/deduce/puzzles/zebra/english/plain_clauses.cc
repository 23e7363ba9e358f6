// Verbs and clauses said in plainer words: rewrites that said_plainly()
// (plain_words.h) tries in the order plain_words.cc lists
// (plain_rewrites.h). `likes cats best`, `was pleased that ...` (the
// fact), `out-skipped`, `is the one that`, `looks after` (tends), `with a
// pint of stout` said last (said beside the subject), `was finished` (was
// made), `never misses` (does), `, not both`.
#include "deduce/puzzles/zebra/english/plain_rewrites.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::plain_rewrites {

// `Amir does not like dogs best`, `Bella likes cats best`: a favourite,
// as `likes` alone says it where each has one (never `the best`, a
// superlative).
std::optional<std::string> liked_best(std::string_view text, const std::vector<Word>& words,
                                      bool /*magazine*/) {
  if (words.size() >= 4 && words.back().stem == "best" && words[words.size() - 2].stem != "the")
    for (std::size_t i = 1; i + 2 < words.size(); ++i)
      if (words[i].stem == "like" || words[i].stem == "liked" || words[i].stem == "love" ||
          words[i].stem == "loved")
        return std::string(text.substr(0, words.back().offset - 1));
  return std::nullopt;
}

// `Mr Okafor was pleased that his dog finished ahead of the whippet`: how
// one felt about a fact is the fact, said of them (`his` is theirs); so
// is `, though he was less pleased that it couldn't beat Rolo`.
std::optional<std::string> felt_as_fact(std::string_view text, const std::vector<Word>& words,
                                        bool /*magazine*/) {
  static const std::set<std::string> kFelt = {
      "pleased",  "glad",         "delighted", "happy",   "relieved", "proud",
      "thrilled", "disappointed", "annoyed",   "sorry",   "upset",    "surprised",
      "amazed",   "chuffed",      "gutted",    "furious", "sad",      "overjoyed"};
  static const std::set<std::string> kHow = {"very", "quite",  "rather", "less", "more",
                                             "so",   "really", "not",    "most", "least"};
  for (std::size_t i = 1; i + 2 < words.size(); ++i) {
    if (words[i].stem != "was" && words[i].stem != "is" && words[i].stem != "were") continue;
    std::size_t k = i + 1;
    while (k < words.size() && kHow.count(words[k].stem) && k < i + 3) ++k;
    if (k + 2 >= words.size() || !kFelt.count(std::string(words[k].text)) ||
        words[k + 1].stem != "that")
      continue;
    const std::string_view fact = text.substr(words[k + 2].offset);
    // After a joint (`, though he was ...`): the joint and the fact.
    if (i >= 2 &&
        (words[i - 1].stem == "he" || words[i - 1].stem == "she" || words[i - 1].stem == "they") &&
        (words[i - 2].stem == "though" || words[i - 2].stem == "but" ||
         words[i - 2].stem == "and" || words[i - 2].stem == "although"))
      return std::string(text.substr(0, words[i - 1].offset)).append(fact);
    // Opening the sentence: the one who felt it owns what the fact's
    // `his` or `her` says.
    if (words[0].offset != 0) continue;
    const std::string who(text.substr(0, words[i - 1].offset + words[i - 1].text.size()));
    std::string said(fact);
    const std::vector<Word> fw = cut_words(said);
    for (const Word& w : fw)
      if (w.text == "his" || w.text == "her" || w.text == "their") {
        said.replace(w.offset, w.text.size(), who + "'s");
        break;
      }
    said[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(said[0])));
    return said;
  }
  return std::nullopt;
}

// `Dougie out-skipped Archie`: a verb of `out` written with a hyphen is
// the one word (`outskipped`).
std::optional<std::string> out_unhyphened(std::string_view text, const std::vector<Word>& /*words*/,
                                          bool /*magazine*/) {
  if (const std::size_t at = text.find("out-");
      at != std::string_view::npos && (at == 0 || text[at - 1] == ' ') && at + 4 < text.size() &&
      std::islower(static_cast<unsigned char>(text[at + 4])))
    return std::string(text.substr(0, at + 3)) + std::string(text.substr(at + 4));
  return std::nullopt;
}

// `Ann is the one that lost 4 pounds more than Cal`: the one is Ann.
std::optional<std::string> the_one_that(std::string_view text, const std::vector<Word>& /*words*/,
                                        bool /*magazine*/) {
  for (std::string_view one : {" is the one that ", " is the one who ", " was the one that ",
                               " was the one who ", " is the one which ", " was the one which "})
    if (const std::size_t at = text.find(one); at != std::string_view::npos && at > 0)
      return std::string(text.substr(0, at)) + " " + std::string(text.substr(at + one.size()));
  return std::nullopt;
}

// `The listing done on the TI-99/4A is twice as long as Scott's`: a thing
// opening the sentence said by what it was made on or by, a name, is that
// name's thing (`The TI-99/4A's listing is ...`), where the comparisons of
// owners are read.
std::optional<std::string> made_on_thing(std::string_view text, const std::vector<Word>& words,
                                         bool /*magazine*/) {
  if (words.size() < 6 || words[0].stem != "the" || words[0].offset != 0) return std::nullopt;
  const Word& noun = words[1];
  if (noun.text.size() < 3 || !std::islower(static_cast<unsigned char>(noun.text.front())) ||
      verb_word(noun.stem))
    return std::nullopt;
  std::size_t k = 2;
  static const std::set<std::string> kMade = {"done", "made", "written", "typed",  "built",
                                              "run",  "kept", "grown",   "played", "sung"};
  if (kMade.count(words[k].stem)) ++k;
  if (words[k].stem != "on" && words[k].stem != "by") return std::nullopt;
  ++k;
  if (k < words.size() && words[k].stem == "the") ++k;
  const std::size_t name = k;
  // (A name's words in capitals, or digits after its first: `TI-99/4A`.)
  while (k < words.size() &&
         (std::isupper(static_cast<unsigned char>(words[k].text.front())) ||
          (k > name && std::isdigit(static_cast<unsigned char>(words[k].text.front())))))
    ++k;
  static const std::set<std::string> kBe = {"is", "was", "ha", "has", "had", "were", "are"};
  if (k == name || k >= words.size() || kBe.count(words[k].stem) == 0) return std::nullopt;
  const std::size_t end = words[k - 1].offset + words[k - 1].text.size();
  return "The " + std::string(text.substr(words[name].offset, end - words[name].offset)) + "'s " +
         std::string(noun.text) + std::string(text.substr(end));
}

// `Hal looks after tunnel 1`: the verb `look after` (to tend), never an
// order in time.
std::optional<std::string> looked_after_as_tended(std::string_view text,
                                                  const std::vector<Word>& /*words*/,
                                                  bool /*magazine*/) {
  for (std::string_view after :
       {" looks after ", " look after ", " looked after ", " looking after "})
    if (const std::size_t at = text.find(after); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " tends " +
             std::string(text.substr(at + after.size()));
  return std::nullopt;
}

// `Ivor sat at one end of the row, with a pint of stout`, `Aunt Maud
// sat in the middle seat with her glass of sherry`: what a named subject
// has with it, said last, is said beside the subject (`Ivor, with a pint
// of stout, sat at one end of the row`), where the asides are read.
// (Only `with` and an article or a possessive; never a place or another
// one: `with Cy on her other side`, `with no one next to him`.)
std::optional<std::string> with_thing_after_subject(std::string_view text,
                                                    const std::vector<Word>& words,
                                                    bool /*magazine*/) {
  const std::vector<Word>& w = words;
  // (A name: capitals that are no article or pronoun, `The child who
  // spent the most came home with a magnet` has no named subject.)
  static const std::set<std::string> kNoName = {
      "the",  "a",     "an", "this", "that", "his", "her", "their", "our",  "my",
      "each", "every", "no", "one",  "it",   "he",  "she", "they",  "there"};
  std::size_t name = 0;
  while (name < w.size() && std::isupper(static_cast<unsigned char>(w[name].text.front())) &&
         !kNoName.count(w[name].stem))
    ++name;
  static const std::set<std::string> kHas = {"a", "an", "his", "her", "their", "its"};
  static const std::set<std::string> kPlaces = {
      "other", "side", "next",   "left",    "right", "between", "behind", "front",   "than",
      "each",  "both", "either", "neither", "not",   "no",      "nobody", "someone", "anyone"};
  for (std::size_t i = name + 2; name >= 1 && name <= 3 && i + 2 < w.size(); ++i) {
    // (After a comma, or with the subject's own `his`, `her`: `the
    // person with a pet hamster` is that person.)
    const bool comma =
        text.substr(0, w[i].offset).find_last_not_of(' ') == text.substr(0, w[i].offset).rfind(',');
    const bool own = w[i + 1].stem == "his" || w[i + 1].stem == "her" || w[i + 1].stem == "their";
    // (`in her green vest`: what she wears, with her.)
    const bool worn = w[i].stem == "in" && own;
    if ((w[i].stem != "with" && !worn) || !kHas.count(w[i + 1].stem) || !(comma || own)) continue;
    if (std::any_of(w.begin() + static_cast<std::ptrdiff_t>(i), w.end(),
                    [&](const Word& x) { return kPlaces.count(x.stem) != 0; }))
      break;
    const std::size_t subject_end = w[name - 1].offset + w[name - 1].text.size();
    std::string_view main = text.substr(0, w[i].offset);
    while (!main.empty() && (main.back() == ' ' || main.back() == ',')) main.remove_suffix(1);
    return std::string(text.substr(0, subject_end)) + ", " + (worn ? "with" : "") +
           std::string(text.substr(w[i].offset + (worn ? w[i].text.size() : 0))) + "," +
           std::string(main.substr(subject_end));
  }
  return std::nullopt;
}

// `The vase was finished two months before the rolling pin`: made,
// not a place in a contest (which one finishes, never is finished).
std::optional<std::string> finished_as_made(std::string_view text,
                                            const std::vector<Word>& /*words*/, bool /*magazine*/) {
  for (std::string_view done : {" was finished ", " were finished "})
    if (const std::size_t at = text.find(done); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + (done[2] == 'a' ? " was " : " were ") +
             std::string(text.substr(at + done.size()));
  return std::nullopt;
}

// `Deshawn, who never misses spin class, ...`: he does it (two denials
// say yes).
std::optional<std::string> never_misses(std::string_view text, const std::vector<Word>& /*words*/,
                                        bool /*magazine*/) {
  for (const auto& [never, does] :
       {std::pair<std::string_view, std::string_view>{" never misses ", " does "},
        {" never missed ", " did "},
        {" never miss ", " do "}})
    if (const std::size_t at = text.find(never); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + std::string(does) +
             std::string(text.substr(at + never.size()));
  return std::nullopt;
}

// `The biggest batch was not the Golden, and not the Very Dark either`,
// `... and it was not the Very Dark either`: neither the one nor the other
// (`was neither the Golden nor the Very Dark`).
std::optional<std::string> not_this_and_not_that(std::string_view text,
                                                 const std::vector<Word>& words,
                                                 bool /*magazine*/) {
  const std::vector<Word>& w = words;
  for (std::size_t b = 1; b + 5 < w.size(); ++b) {
    if (!is_or_was(w[b].stem) || lower(w[b + 1].text) != "not") continue;
    // The second denial: `and not`, `and it was not`, `and it wasn't`.
    for (std::size_t a = b + 3; a + 2 < w.size(); ++a) {
      if (w[a].stem != "and") continue;
      std::size_t n = a + 1;
      if (n + 1 < w.size() &&
          (w[n].stem == "it" || w[n].stem == "he" || w[n].stem == "she" || w[n].stem == "they") &&
          is_or_was(w[n + 1].stem))
        n += 2;
      if (n >= w.size() || lower(w[n].text) != "not") break;
      const std::size_t first_end = w[a - 1].offset + w[a - 1].text.size();
      std::size_t last = w.size();
      if (w.back().stem == "either") --last;
      if (last <= n + 1) break;
      std::string out(text.substr(0, w[b].offset + w[b].text.size()));
      out += " neither ";
      out += text.substr(w[b + 2].offset, first_end - w[b + 2].offset);
      out += " nor ";
      out += text.substr(w[n + 1].offset,
                         w[last - 1].offset + w[last - 1].text.size() - w[n + 1].offset);
      return out;
    }
  }
  return std::nullopt;
}

// `either in the 10am session or learning crossovers, not both`: but not
// both.
std::optional<std::string> not_both(std::string_view text, const std::vector<Word>& /*words*/,
                                    bool /*magazine*/) {
  if (const std::size_t at = text.find(", not both"); at != std::string_view::npos)
    return std::string(text.substr(0, at)) + ", but not both" + std::string(text.substr(at + 10));
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english::plain_rewrites
