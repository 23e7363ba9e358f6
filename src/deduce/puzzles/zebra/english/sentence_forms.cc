// Sentences said in another form that the templates read (word_forms.h):
// an end of the row said alone (`Dev is not last`), `than the others`
// (anyone_words.cc), `both the quickest and the cheapest`, remarks and
// openers that say nothing, `Nothing was handed in after`, and a question
// said in a statement's order. Amounts and comparisons said in another form
// are measure_forms.cc's.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> bare_end_as_position(std::string_view text, bool any_verb) {
  // `Ed was the very last to sing`, of an order in time: `Ed was last`.
  if (any_verb) {
    const std::vector<Word> w = cut_words(text);
    for (std::size_t i = 1; i + 2 < w.size(); ++i) {
      std::size_t end = i;
      if (w[end].stem == "very") ++end;
      if (w[i - 1].stem != "the" || (w[end].stem != "first" && w[end].stem != "last") ||
          end + 2 >= w.size() || w[end + 1].stem != "to" ||
          !std::islower(static_cast<unsigned char>(w[end + 2].text.front())))
        continue;
      // (Only the verb after `to`, and the clause ends there.)
      const std::size_t verb_end = w[end + 2].offset + w[end + 2].text.size();
      const bool alone =
          end + 3 == w.size()
              ? text.find_first_not_of(" .!", verb_end) == std::string_view::npos
              : text.substr(verb_end, w[end + 3].offset - verb_end).find_first_of(",;") !=
                    std::string_view::npos;
      if (!alone) continue;
      return std::string(text.substr(0, w[i - 1].offset)) + std::string(w[end].text) +
             std::string(text.substr(verb_end));
    }
  }
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i < w.size(); ++i) {
    // (Or another place of the order: `Basil's novel was read third`.)
    const int place = ordinal_word(w[i].stem);
    if (w[i].stem != "first" && w[i].stem != "last" && place < 2) continue;
    // After `is`, `was` or their negations (`isn't`, `is not`); `on` may
    // stand between (`wasn't on first`, of an act on a stage), or what was
    // done (`was read third`, `was played last`).
    std::size_t b = i >= 2 && w[i - 1].stem == "on" ? i - 1 : i;
    // (`and Ulysses in the last`: the place's noun said before, `in the`
    // stands for it.)
    const bool in_the = i >= 3 && w[i - 1].stem == "the" && w[i - 2].stem == "in";
    if (in_the) b = i - 2;
    // (`Ed was the last`, `Ed was the very last`: the end, said with its
    // article.)
    if (!in_the && i >= 3 && w[i - 1].stem == "very" && w[i - 2].stem == "the")
      b = i - 2;
    else if (!in_the && i >= 2 && w[i - 1].stem == "the")
      b = i - 1;
    if (b >= 3 && past_participle(w[b - 1].text) && is_or_was(w[b - 2].stem)) --b;
    const std::string& before = w[b - 1].stem;
    // (Or a verb of standing in the row: `The white flag hangs first`,
    // `Amos's stall stands last`; never `came first`, a place in a contest
    // or an arrival.)
    static const std::set<std::string> kStands = {"hang",   "hangs", "hung", "stand",
                                                  "stands", "stood", "sit",  "sits",
                                                  "sat",    "lies",  "lay",  "parked"};
    // (In an order in time any deed is its place: `Ed sang last`.)
    const bool deed = any_verb && b >= 2 &&
                      std::islower(static_cast<unsigned char>(w[b - 1].text.front())) != 0 &&
                      w[b - 1].stem != "and" && w[b - 1].stem != "or" && w[b - 1].stem != "the";
    const bool copula = before == "is" || before == "was" || kStands.count(before) != 0 || deed ||
                        (before == "not" && b >= 2 && is_or_was(w[b - 2].stem));
    const std::string_view said = w[b - 1].text;
    const bool negated = before == "not" && (said.starts_with("isn") || said.starts_with("wasn") ||
                                             said.starts_with("Isn") || said.starts_with("Wasn"));
    if (!copula && !negated && !in_the) continue;
    // `first or last`: either end.
    if (i + 2 < w.size() && w[i + 1].stem == "or" &&
        (w[i + 2].stem == "first" || w[i + 2].stem == "last") && w[i + 2].stem != w[i].stem) {
      const std::size_t end = w[i + 2].offset + w[i + 2].text.size();
      if (i + 3 == w.size() ||
          text.substr(end, w[i + 3].offset - end).find_first_of(",;") != std::string_view::npos)
        return std::string(text.substr(0, w[b].offset)) + "at either end" +
               std::string(text.substr(end));
    }
    // Alone: the clause ends there (`Dev is last.`, `Dev is not last, and`).
    const std::size_t end = w[i].offset + w[i].text.size();
    const bool alone = i + 1 == w.size()
                           ? text.find_first_not_of(" .!", end) == std::string_view::npos
                           : text.substr(end, w[i + 1].offset - end).find_first_of(",;") !=
                                     std::string_view::npos ||
                                 w[i + 1].stem == "and" || w[i + 1].stem == "but";
    if (!alone) continue;
    std::string out(text.substr(0, w[b].offset));
    out.append("in the ").append(w[i].text).append(" position").append(text.substr(end));
    return out;
  }
  return std::nullopt;
}

std::optional<std::pair<std::string, std::string>> both_said(std::string_view text) {
  const std::size_t both = text.find(" both the ");
  if (both == std::string_view::npos) return std::nullopt;
  const std::size_t first = both + 6;  // `the ...`
  const std::size_t and_at = text.find(" and the ", first);
  if (and_at == std::string_view::npos) return std::nullopt;
  const std::size_t second = and_at + 5;
  // Each part one or two words (`the quickest`, `the most expensive`);
  // what follows the second is said of both (`job of the morning`).
  const std::vector<Word> a = cut_words(text.substr(first, and_at - first));
  if (a.size() < 2 || a.size() > 3) return std::nullopt;
  const std::vector<Word> rest = cut_words(text.substr(second));
  if (rest.size() < 2) return std::nullopt;
  const std::size_t b_end = second + rest[1].offset + rest[1].text.size();
  const std::string head(text.substr(0, both + 1)), tail(text.substr(b_end));
  return std::pair{head + std::string(text.substr(first, and_at - first)) + tail,
                   head + std::string(text.substr(second, b_end - second)) + tail};
}

std::optional<std::string> without_as_remark(std::string_view text) {
  // `Ron wanted Silver Arrow, he always does`: a closing clause of a
  // pronoun, an adverb of habit and `do` alone says it again.
  if (const std::size_t comma = text.rfind(", "); comma != std::string_view::npos && comma > 0) {
    const std::vector<Word> w = cut_words(text.substr(comma + 2));
    static const std::set<std::string> kHabit = {"always",   "alway",     "usually", "often",
                                                 "normally", "generally", "so"};
    std::size_t k = 1;
    while (k < w.size() && kHabit.count(w[k].stem)) ++k;
    const std::string who = w.empty() ? "" : w[0].stem;
    if (k >= 2 && k + 1 == w.size() &&
        (who == "he" || who == "she" || who == "they" || who == "it" || who == "we") &&
        (w[k].stem == "do" || w[k].stem == "does" || w[k].stem == "doe" || w[k].stem == "did"))
      return std::string(text.substr(0, comma));
  }
  const std::size_t at = text.find(", as ");
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t end = std::min(text.find(',', at + 5), text.size());
  const std::vector<Word> w = cut_words(text.substr(at + 5, end - at - 5));
  if (w.size() < 2) return std::nullopt;
  const std::string& who = w[0].stem;
  if (who != "they" && who != "it" && who != "he" && who != "she" && who != "we" && who != "you" &&
      who != "usual" && who != "always" && who != "ever")
    return std::nullopt;
  // (A remark says no number and no comparison: `as they did in 2019`,
  // `as it was cheaper than` are clues' words.)
  for (const Word& x : w)
    if (std::isdigit(static_cast<unsigned char>(x.text.front())) || x.stem == "than" ||
        x.stem == "not")
      return std::nullopt;
  // (`the tortoise, which, as it happens, is the oldest`: the clause its
  // `which` opens goes on after it, without the comma.)
  const std::string_view before = text.substr(0, at);
  if ((before.ends_with(" which") || before.ends_with(" who")) && end + 2 <= text.size() &&
      text.substr(end, 2) == ", ")
    return std::string(before) + " " + std::string(text.substr(end + 2));
  return std::string(before) + std::string(text.substr(end));
}

std::optional<std::string> nothing_after_as_end(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 4) return std::nullopt;
  std::size_t from = 0;
  if (w[0].stem == "nothing" || w[0].stem == "nobody" || w[0].stem == "noone")
    from = 1;
  else if (w[0].stem == "no" && w[1].stem == "one")
    from = 2;
  if (from == 0) return std::nullopt;
  if (from + 1 < w.size() && w[from].stem == "at" && w[from + 1].stem == "all") from += 2;
  if (from < w.size() && w[from].stem == "else") ++from;
  for (std::size_t i = from + 1; i + 1 < w.size(); ++i) {
    if (w[i].stem != "after" && w[i].stem != "before") continue;
    const std::string verb(
        text.substr(w[from].offset, w[i - 1].offset + w[i - 1].text.size() - w[from].offset));
    const std::string who(text.substr(w[i + 1].offset));
    return who + " " + verb + (w[i].stem == "after" ? " last" : " first");
  }
  return std::nullopt;
}

std::optional<std::string> without_opener(std::string_view text) {
  std::size_t from = 0;
  // `(b) which player scored 120 points`: a part's letter or number.
  if (text.size() > 4 && text[0] == '(') {
    const std::size_t close = text.find(')');
    const std::string_view mark = text.substr(1, close == std::string_view::npos ? 0 : close - 1);
    if (close != std::string_view::npos && close <= 5 && close + 1 < text.size() &&
        text[close + 1] == ' ' && !mark.empty() &&
        std::all_of(mark.begin(), mark.end(),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
      from = close + 2;
  }
  // `Note to self - what did Walter bring?`: a label of a few words and a
  // dash before a question's word.
  if (const std::size_t dash = text.find(" - "); dash != std::string_view::npos && dash < 24) {
    const std::vector<Word> label = cut_words(text.substr(0, dash));
    const std::vector<Word> next = cut_words(text.substr(dash + 3, 12));
    static const std::set<std::string> kAsking = {"who",   "what", "which", "where",
                                                  "whose", "when", "how"};
    if (!label.empty() && label.size() <= 4 && !next.empty() && kAsking.count(next[0].stem) &&
        next[0].offset == 0)
      from = dash + 3;
  }
  // `And last one: the Commodore did ...`, `Final clue: ...`, `Clue 7:`:
  // a label of a few words before a colon that says which clue this is.
  if (const std::size_t colon = text.find(": ", from);
      colon != std::string_view::npos && colon - from <= 24) {
    const std::vector<Word> label = cut_words(text.substr(from, colon - from));
    static const std::set<std::string> kLabels = {
        "and",  "last",  "lastly", "final", "finally", "one",  "another", "next",  "clue",
        "hint", "bonus", "also",   "plus",  "oh",      "note", "nb",      "extra", "tip"};
    static const std::set<std::string> kCounted = {"one",   "clue",   "hint",    "tip",
                                                   "fact",  "thing",  "bit",     "last",
                                                   "final", "lastly", "finally", "bonus"};
    // (`Six: Ivor ended up in the barley field`: the clue's number alone.)
    const bool numbered = label.size() == 1 && label[0].offset == 0 &&
                          label[0].text.size() == colon - from && number_word(label[0].stem) >= 1 &&
                          number_word(label[0].stem) <= 30;
    if (numbered) from = colon + 2;
    if (!numbered && !label.empty() && label.size() <= 4 && label[0].offset == 0 &&
        kLabels.count(label[0].stem) != 0 &&
        std::any_of(label.begin(), label.end(),
                    [](const Word& x) { return kCounted.count(x.stem) != 0; }) &&
        std::all_of(label.begin() + 1, label.end(), [](const Word& x) {
          return !std::isupper(static_cast<unsigned char>(x.text.front()));
        }))
      from = colon + 2;
  }
  for (bool more = true; more;) {
    const std::vector<Word> w =
        cut_words(text.substr(from, std::min<std::size_t>(24, text.size() - from)));
    if (w.size() < 2 || w[0].offset != 0 || w[0].text.find('\'') != std::string_view::npos) break;
    const std::string& st = w[0].stem;
    // (`So did the Owls`: the same deed said of another, no opener.)
    if (st == "so" && (w[1].stem == "did" || w[1].stem == "does" || w[1].stem == "doe" ||
                       w[1].stem == "do" || w[1].stem == "was" || w[1].stem == "were" ||
                       w[1].stem == "had" || w[1].stem == "has" || w[1].stem == "is"))
      break;
    std::size_t end = from + w[0].text.size();
    bool comma = end < text.size() && text[end] == ',';
    // `In particular, who won?`: two words before the comma.
    // (`So, my dear, what did Rosie bring?`: whom the letter is to.)
    const bool two = (st == "in" && w[1].stem == "particular") ||
                     (st == "above" && w[1].stem == "all") || (st == "my" && w[1].stem == "dear");
    // `go on then, who learned crossovers?`: a nudge to the reader.
    const bool nudge = st == "go" && w[1].stem == "on";
    if (nudge) {
      const std::size_t last = w.size() > 2 && w[2].stem == "then" ? 2 : 1;
      end = from + w[last].offset + w[last].text.size();
      comma = end < text.size() && text[end] == ',';
      if (!comma) break;
    }
    if (two) {
      end = from + w[1].offset + w[1].text.size();
      comma = end < text.size() && text[end] == ',';
      if (!comma) break;
    }
    // `Last of all, of Pepper and Sunny, ...`, `First of all, ...`.
    const bool three =
        w.size() > 3 && (st == "last" || st == "first") && w[1].stem == "of" && w[2].stem == "all";
    if (three) {
      end = from + w[2].offset + w[2].text.size();
      comma = end < text.size() && text[end] == ',';
      if (!comma) break;
    }
    more = st == "and" || st == "also" || st == "plus" || st == "lastly" || st == "finally" ||
           st == "oh" || two || three || nudge ||
           ((st == "well" || st == "now" || st == "ok" || st == "okay" || st == "right" ||
             st == "brilliant" || st == "great" || st == "lovely" || st == "perfect" ||
             st == "cool" || st == "thanks" || st == "cheers" || st == "excellent") &&
            comma) ||
           // (`so what's Kev ordering?`: `so` opens, with or without a comma.)
           st == "so" ||
           // (`First, the pike ...`, `Second, ...`, `Next, ...`, `And last,
           // ...`: the clue's place in the telling, never a place in the
           // puzzle, which no comma follows.)
           (comma && (ordinal_word(st) >= 1 || st == "firstly" || st == "secondly" ||
                      st == "thirdly" || st == "next" || st == "last"));
    if (!more) break;
    from = text.find_first_not_of(" ,", end);
    if (from == std::string_view::npos) return std::nullopt;
  }
  if (from == 0) return std::nullopt;
  return std::string(text.substr(from));
}

std::optional<std::string> asked_in_order(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 3 || (w[0].stem != "what" && w[0].stem != "where" && w[0].stem != "who" &&
                       w[0].stem != "which" && w[0].stem != "how"))
    return std::nullopt;
  // The question word (`how much`, `which city`) and then a subject of
  // one to three capitalised words (`Bev`, `Mr Ashby`).
  std::size_t k = 1;
  if (w[0].stem == "how" || w[0].stem == "which") ++k;
  std::size_t subject = k;
  while (k < w.size() && k < subject + 3 && std::isupper(static_cast<unsigned char>(w[k].text[0])))
    ++k;
  if (k == subject || k >= w.size()) return std::nullopt;
  const std::string& verb = w[k].stem;
  const std::string head(text.substr(0, w[subject].offset));
  const std::string who(
      text.substr(w[subject].offset, w[k - 1].offset + w[k - 1].text.size() - w[subject].offset));
  const std::string rest(text.substr(w[k].offset + w[k].text.size()));
  // `what Bev is doing`: `what is Bev doing`.
  if (verb == "is" || verb == "was" || verb == "are" || verb == "were")
    return head + std::string(w[k].text) + " " + who + rest;
  // `what Kelly does`, `which city Nadeem lives in`: `what does Kelly
  // do`, `which city does Nadeem live in`.
  const std::string_view said = w[k].text;
  if (said == "does" || said == "do") return head + std::string(said) + " " + who + " do" + rest;
  if (said == "did") return head + "did " + who + " do" + rest;
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
