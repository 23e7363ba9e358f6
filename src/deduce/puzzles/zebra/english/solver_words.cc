// Words to the solver, not of the puzzle (reader.h): an instruction
// (`Complete the logic grid.`, `See if you can fill it in ...`) and a
// remark of whoever posts the riddle (`I've got Ivan and Joy sorted but
// ...`), which frames_only() (reader_frames.cc) shows as comments.
#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/reader.h"

namespace deduce::puzzles::zebra::english {

// An instruction to the solver (`Complete the logic grid.`, `Explain
// in one sentence how you knew ...`) says nothing of the puzzle.
// (After a label, `Remember: always put the creatures back`, `NB:
// please ...`, and in brackets, `(Give the member's name.)`.)
bool Reader::instruction(const std::vector<Word>& words) {
  static const std::set<std::string> kDo = {
      "complete", "explain",  "ask",   "using", "use",   "put",    "show",   "draw",
      "colour",   "color",    "fill",  "write", "shade", "tick",   "circle", "cut",
      "check",    "mark",     "give",  "bring", "wash",  "return", "send",   "hand",
      "post",     "remember", "start", "begin", "study", "read",   "look",   "try"};
  // (And the labels of a puzzle book's or a lesson plan's notes: `Hint:
  // start with clue 1`, `Directions (Q. 1-3): Study the following ...`,
  // `Support: give the lower group the first tick`.)
  static const std::set<std::string> kBefore = {
      "remember", "note", "nb",        "tip",         "ps",        "always",    "alway",
      "please",   "just", "do",        "now",         "extension", "challenge", "bonus",
      "extra",    "hint", "direction", "instruction", "support",   "teacher",   "differentiation"};
  // `See if you can fill it in before the January meeting`: the reader
  // asked to try, whatever it names.
  if (words.size() > 4 && words[0].offset <= 1 && words[0].stem == "see" &&
      (words[1].stem == "if" || words[1].stem == "whether") && words[2].stem == "you")
    return true;
  std::size_t k = 0;
  // (Said to someone by name first: `Ray, put the bag down`.)
  if (words.size() > 3 && words[0].offset == 0 &&
      std::isupper(static_cast<unsigned char>(words[0].text.front())) &&
      words[1].offset == words[0].text.size() + 2 &&
      words[0].text.data()[words[0].text.size()] == ',')
    k = 1;
  while (k + 1 < words.size() && kBefore.count(words[k].stem) != 0) ++k;
  // (The questions a label is of: `Directions (Q. 1-3):`.)
  if (k > 0)
    while (k + 1 < words.size() &&
           (words[k].stem == "q" || std::isdigit(static_cast<unsigned char>(words[k].stem[0]))))
      ++k;
  // (A label's word alone opens nothing: `Remember that Ann ...` is a
  // clue.)
  return !words.empty() && words[0].offset <= 1 && k < words.size() &&
         kDo.count(words[k].stem) != 0 && (k == 0 || words[k].stem != "remember") &&
         !(words[k].stem == "remember" && k + 1 < words.size() && words[k + 1].stem == "that");
}

// `First one to reply to me with the right answers gets a free coffee`:
// a prize for solving, whoever says it and whatever it names (`the café`
// of the coffee is no value). Never with a number (`Ann gave the right
// answer to question 3`).
bool Reader::prize_offer(const std::vector<Word>& words) {
  const auto has = [&](std::initializer_list<std::string_view> stems) {
    return std::any_of(words.begin(), words.end(), [&](const Word& w) {
      return std::find(stems.begin(), stems.end(), w.stem) != stems.end();
    });
  };
  // (`First correct one gets the centrepiece`: the first right one wins.)
  for (std::size_t i = 0; i + 3 < words.size(); ++i)
    if (words[i].stem == "first" &&
        (words[i + 1].stem == "correct" || words[i + 1].stem == "right") &&
        (words[i + 2].stem == "one" || words[i + 2].stem == "answer" ||
         words[i + 2].stem == "entry") &&
        std::any_of(
            words.begin() + static_cast<std::ptrdiff_t>(i) + 3, words.end(), [](const Word& w) {
              return w.stem == "gets" || w.stem == "get" || w.stem == "wins" || w.stem == "win";
            }))
      return true;
  return has({"right", "correct"}) && has({"answer", "answers", "solution", "solutions"}) &&
         has({"reply", "send", "email", "text", "submit", "entry", "entries", "prize", "free"}) &&
         std::none_of(words.begin(), words.end(), [](const Word& w) {
           return std::isdigit(static_cast<unsigned char>(w.text.front())) != 0;
         });
}

// Whether `words` say `I` and a word of solving (`sure`, `stuck`,
// `got`, `tried`): a remark of whoever posts the riddle; or offer a prize
// for the right answers.
bool Reader::solver_remark(const std::vector<Word>& words) {
  static const std::set<std::string> kSolving = {
      "sure",   "stuck",    "think", "thought", "tried",  "try",     "know",
      "knew",   "help",     "idea",  "figured", "guess",  "wonder",  "solve",
      "solved", "confused", "clue",  "answer",  "sorted", "working", "worked"};
  const bool i = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.text == "I" || w.text == "i" || w.text.starts_with("I'") || w.text.starts_with("i'") ||
           w.text.starts_with("I\u2019");
  });
  // (`got` only of getting on with it, `i got as far as putting Ben at the
  // right end`, `that's as far as I've got`, `I got Jas = blue but then
  // went in circles`: `I got 85` is what the
  // speaker scored.)
  const auto got_on = [&](std::size_t k) {
    if (words[k].stem != "got") return false;
    return std::any_of(words.begin(), words.end(), [](const Word& w) {
      return w.stem == "far" || w.stem == "stuck" || w.stem == "nowhere" || w.stem == "circle" ||
             w.stem == "circles";
    });
  };
  // (A comparison is a clue, whoever says it.)
  const bool compares = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "than" || w.stem == "more" || w.stem == "less" || w.stem == "fewer";
  });
  if (prize_offer(words)) return true;
  // (`And no, Derek, "the fudge" is not an answer to both`: what is or is
  // not an answer, said of someone's guess, whoever says it.)
  for (std::size_t k = 2; k < words.size(); ++k)
    if ((words[k].stem == "answer" || words[k].stem == "answers") &&
        (words[k - 1].stem == "an" || words[k - 1].stem == "the") &&
        (words[k - 2].stem == "not" || words[k - 2].stem == "isnt" || words[k - 2].stem == "is" ||
         words[k - 2].stem == "wasnt" || words[k - 2].text.ends_with("n't")))
      return true;
  if (!i || compares) return false;
  for (std::size_t k = 0; k < words.size(); ++k)
    if (kSolving.count(words[k].stem) != 0 || got_on(k)) return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
