// Questions said together (line_reader.h): several in one sentence that
// asks (`What is Dervla's surname, and at what time was Aiden's lesson?`)
// and questions said in a sentence that does not ask (`What I want to know
// is what Bev is doing and how much Trevor paid.`), each asked on its own.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether words[k] opens a question (`what`, `how much`, `at what
// time`, `on which day`).
bool asks_at(const std::vector<Word>& words, std::size_t k) {
  static const std::set<std::string> kAsks = {"who",  "what", "which", "where",
                                              "when", "how",  "whose", "whom"};
  if (k >= words.size()) return false;
  if (kAsks.count(words[k].stem)) return true;
  return (words[k].stem == "at" || words[k].stem == "on" || words[k].stem == "in" ||
          words[k].stem == "for") &&
         k + 1 < words.size() && (words[k + 1].stem == "what" || words[k + 1].stem == "which");
}

}  // namespace

// Where the questions start in a sentence that says it wants them
// answered (`What I want to know is what ...`, `Question is, which ...`,
// `We want to know which ...`, `Can you tell me who ...`); npos when it
// is no such sentence.
std::size_t LineReader::embedded_questions_at(std::string_view s) const {
  const std::vector<Word> w = cut_words(s);
  static const std::vector<std::vector<std::string_view>> kLeads = {
      {"what", "i", "want", "to", "know", "is"},
      {"what", "we", "want", "to", "know", "is"},
      {"what", "i", "need", "to", "know", "is"},
      {"what", "i", "would", "like", "to", "know", "is"},
      {"i", "want", "to", "know"},
      {"we", "want", "to", "know"},
      {"she", "want", "to", "know"},
      {"he", "want", "to", "know"},
      {"they", "want", "to", "know"},
      {"i", "need", "to", "know"},
      {"we", "need", "to", "know"},
      {"i", "would", "like", "to", "know"},
      {"question", "is"},
      {"the", "question", "is"},
      {"my", "question", "is"},
      {"the", "questions", "are"},
      {"can", "you", "tell", "me"},
      {"tell", "me"},
  };
  // `Readers who like a challenge may want to work out what Dr. Chang
  // won and how much the cabin stay sold for`: asked after `work out`,
  // `figure out` or `find out` wherever they stand (one question each,
  // never the grid: names_what_to_find() frames `work out who bought
  // what`, where no value is named).
  for (std::size_t k = 0; k + 2 < w.size(); ++k) {
    if ((w[k].stem == "work" || w[k].stem == "figure" || w[k].stem == "find") &&
        w[k + 1].stem == "out" && asks_at(w, k + 2) &&
        (!names_what_to_find(s.substr(w[k].offset)) ||
         names_known_value(cut_words(s.substr(w[k].offset)))))
      return w[k + 2].offset;
  }
  for (std::size_t start = 0; start < 2 && start < w.size(); ++start) {
    // (`So, question is ...`, `And we want to know ...`.)
    if (start == 1 && w[0].stem != "so" && w[0].stem != "and" && w[0].stem != "now" &&
        w[0].stem != "basically")
      break;
    for (const std::vector<std::string_view>& lead : kLeads) {
      if (start + lead.size() >= w.size()) continue;
      bool same = true;
      for (std::size_t k = 0; k < lead.size() && same; ++k)
        same = w[start + k].stem == lead[k] || stem_of(lead[k]) == w[start + k].stem;
      if (!same || !asks_at(w, start + lead.size())) continue;
      return w[start + lead.size()].offset;
    }
  }
  return std::string_view::npos;
}

// Where `and` (or `, and`) joins a second question to the first in an
// embedded list of them (`what Bev is doing and how much Trevor paid`);
// npos when none does.
std::size_t LineReader::next_wh_joint(std::string_view s) {
  const std::vector<Word> w = cut_words(s);
  for (std::size_t k = 1; k + 1 < w.size(); ++k)
    if (w[k].stem == "and" && asks_at(w, k + 1)) {
      std::size_t at = w[k].offset;
      while (at > 0 && (s[at - 1] == ' ' || s[at - 1] == ',')) --at;
      return at;
    }
  return std::string_view::npos;
}

// Where `, and ` joins a second question to the first (`..., and who
// brought the deckchairs`, `..., and at what time ...`), or npos.
std::size_t LineReader::second_question(std::string_view s) {
  // (`can you discover each winner's home town, how much he or she won,
  // and what ...?` asks for the grid: it frames the riddle whole.)
  if (names_what_to_find(s)) return std::string_view::npos;
  // `..., and what ...`, or a comma alone (`where is Fatima in the
  // queue, what is Gus buying`).
  for (std::size_t at = s.find(", "); at != std::string_view::npos; at = s.find(", ", at + 1)) {
    const std::size_t skip = s.substr(at, 6) == ", and " ? 6 : 2;
    const std::vector<Word> after = cut_words(s.substr(at + skip));
    // (A comma alone starts a question of its own words, up to the next
    // comma: not `Who played what, in which order, and ...`.)
    if (skip == 2 &&
        cut_words(s.substr(at + 2, std::min(s.find(',', at + 2), s.size()) - at - 2)).size() < 4)
      continue;
    // (Nor after words that ask nothing: `Counting from the left, which
    // boat is the cream one?` is one question.)
    if (skip == 2) {
      const std::vector<Word> before = cut_words(s.substr(0, at));
      static const std::set<std::string> kAsks = {"who", "what",  "which", "where", "when",
                                                  "how", "whose", "in",    "on",    "at"};
      if (before.empty() || !kAsks.count(before[0].stem)) continue;
    }
    // Not `..., and for how long?` nor `..., and how much did she
    // pay?`: a part that leans on the first is asked with it.
    if (after.size() < 4 || std::any_of(after.begin(), after.end(), [](const Word& w) {
          return w.stem == "he" || w.stem == "she" || w.stem == "they" || w.stem == "his" ||
                 w.stem == "her" || w.stem == "their" || w.stem == "it" || w.stem == "its" ||
                 w.stem == "him" || w.stem == "them";
        }))
      continue;
    std::size_t k = 0;
    if (!after.empty() && (after[0].stem == "at" || after[0].stem == "in" ||
                           after[0].stem == "on" || after[0].stem == "for"))
      k = 1;
    if (k < after.size() &&
        (after[k].stem == "what" || after[k].stem == "which" || after[k].stem == "who" ||
         after[k].stem == "where" || after[k].stem == "when" || after[k].stem == "how" ||
         after[k].stem == "whose"))
      return at;
  }
  return std::string_view::npos;
}

}  // namespace deduce::puzzles::zebra::english
