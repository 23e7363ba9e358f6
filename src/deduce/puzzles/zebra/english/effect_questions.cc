// Questions that ask nothing of the grid (effect_questions.h).
#include "deduce/puzzles/zebra/english/effect_questions.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <set>
#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

bool asked_for_effect(const std::vector<Word>& words, bool names_value) {
  const auto opens = [&](std::initializer_list<std::string_view> said) {
    std::size_t i = 0;
    for (std::string_view x : said)
      if (i >= words.size() || words[i++].stem != x) return false;
    return true;
  };
  // `Can you believe it has been thirty-five years since ...?`: a question
  // asked for effect, naming no value, asks nothing of the grid.
  if (words.size() >= 3 && !names_value) {
    // (`Remember the photo Grandad took on Christmas morning?`.)
    // (`Can you help Tilly?`: the puzzle handed over, its task said
    // elsewhere.)
    if (opens({"can", "you", "believe"}) || opens({"would", "you", "believe"}) ||
        opens({"who", "would", "have", "thought"}) || opens({"who", "d", "have", "thought"}) ||
        opens({"remember"}) || opens({"do", "you", "remember"}) || opens({"can", "you", "help"}))
      return true;
    // `Which clue did your group use first, and why?`: a question about
    // the solving, or one no grid answers.
    if (std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "clue" || w.stem == "hint" || w.stem == "why";
        }))
      return true;
    // `..., and Rob, you set us a little puzzle about it, didn't you?`: a
    // tag after a statement asks only that it be so.
    static const std::set<std::string> kTagged = {"you", "it", "he", "she", "they", "we", "i"};
    const std::size_t n = words.size();
    if (n >= 5 && words[n - 2].text.ends_with("n't") && kTagged.count(words[n - 1].stem) != 0)
      return true;
  }
  // `Who am I to argue with four five-year-olds?`, `What could possibly go
  // wrong?`: set questions that answer themselves, whatever they name.
  if (opens({"who", "am", "i", "to"}) || opens({"who", "are", "we", "to"}) ||
      opens({"what", "could", "possibly", "go", "wrong"}) ||
      opens({"what", "could", "go", "wrong"}))
    return true;
  // `Can you hear me at the back?`, `Can you all see me?`: the speaker
  // asks after the room, whatever place it names.
  if (words.size() >= 4 &&
      (words[0].stem == "can" || words[0].stem == "could" || words[0].stem == "do") &&
      words[1].stem == "you") {
    const std::size_t k = words[2].stem == "all" ? 3 : 2;
    if (k + 1 < words.size() && (words[k].stem == "hear" || words[k].stem == "see") &&
        (words[k + 1].stem == "me" || words[k + 1].stem == "us"))
      return true;
  }
  // `Which clue did you use first?`: a question about the clues asks
  // nothing of the grid, whatever it names.
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if ((words[i].stem == "which" || words[i].stem == "what") &&
        (words[i + 1].stem == "clue" || words[i + 1].stem == "hint"))
      return true;
  // `From the clues below, can you work out each baker's full name, her
  // pie, and where it placed?`: the whole table asked for, whatever the
  // noun after `each` names (`baker` is no surname `Baker` here), so long
  // as no one thing is asked after it.
  {
    static const std::set<std::string> kTask = {"work",  "figure",   "determine", "deduce",
                                                "find",  "identify", "name",      "say",
                                                "match", "discover", "establish", "tell"};
    static const std::set<std::string> kAsking = {"who",   "whom", "which", "what",
                                                  "where", "when", "how",   "whose"};
    static const std::set<std::string> kOwn = {"it",  "they", "he",    "she", "each",
                                               "her", "his",  "their", "its"};
    for (std::size_t i = 0; i + 4 < words.size(); ++i) {
      if (words[i].stem != "can" || words[i + 1].stem != "you" || !kTask.count(words[i + 2].stem))
        continue;
      std::size_t k = i + 3;
      if (k < words.size() && words[k].stem == "out") ++k;
      if (k + 1 >= words.size() || (words[k].stem != "each" && words[k].stem != "every")) break;
      // (`and where it placed` is each one's; `and who came first` asks
      // a thing of its own.)
      bool one_thing = false;
      for (std::size_t j = k; j + 1 < words.size(); ++j)
        one_thing =
            one_thing || (kAsking.count(words[j].stem) != 0 && !kOwn.count(words[j + 1].stem));
      if (!one_thing && std::islower(static_cast<unsigned char>(words[k + 1].text.front())))
        return true;
      break;
    }
  }
  return false;
}

}  // namespace deduce::puzzles::zebra::english
