// Sentences said to the reader around the riddle, whatever they name
// (reader.h: note_to_reader()): a solver's remark, a question asked for
// effect, an instruction, a sentence that hands over to the clues, a word
// to the reader after the questions or after the numbered clues, a
// message's header, a sentence about the puzzle itself, the questions
// counted, a question's marks, a signature, a postscript and a greeting.
// Each frames the puzzle; frames_only() (reader_frames.cc) asks these
// first, then whether the sentence names anything of the grid.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/effect_questions.h"
#include "deduce/puzzles/zebra/english/teller_hedges.h"
#include "deduce/puzzles/zebra/english/teller_remarks.h"

namespace deduce::puzzles::zebra::english {

bool Reader::note_to_reader(const Sentence& s, const std::vector<Word>& words,
                            const Lexicon& lexicon) const {
  // A solver's own remark (`I've got Ivan and Joy sorted but I'm not
  // sure about the rest`, `i got as far as putting Ben at the right end`)
  // is about solving, not the puzzle, whatever it names.
  // (Not a clue the teller vouches for: `Mr Okafor, I think, wasn't the
  // first down`, teller_hedges.h.)
  if (!s.question && solver_remark(words)) {
    const std::optional<std::string> hedged = without_teller_hedge(s.text, lexicon);
    if (!hedged || solver_remark(cut_words(*hedged))) return true;
  }
  // Questions asked for effect, about the clues or for the whole table
  // (effect_questions.h).
  if (s.question && asked_for_effect(words, !SentenceValues(lexicon, words).mentioned().empty()))
    return true;
  if (!s.question && instruction(words)) return true;
  // `Fraser, we'd barely sat down`: words to someone by name.
  if (!s.question && said_to_someone(s.text, lexicon)) return true;
  // `..., so here is what I could reconstruct from people's notebooks:`: a
  // sentence that hands over to the clues after its colon, whoever it
  // names.
  // (So does one taken for a question by its first word, no mark after
  // it: `What I remember from loading (and what Abdul remembers, ...):`.)
  if (s.text.ends_with(":")) {
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
      // (`so here goes, counting from the left as you look at the sea:`.)
      if ((words[i].stem == "here" &&
           (words[i + 1].stem == "is" || words[i + 1].stem == "are" || words[i + 1].stem == "s" ||
            words[i + 1].text == "'s" || words[i + 1].stem == "goes" || words[i + 1].stem == "go" ||
            words[i + 1].stem == "we")) ||
          (words[i].stem == "as" && words[i + 1].stem == "follows") ||
          (words[i].stem == "the" && words[i + 1].stem == "following") ||
          // (`so this is what survived:`, `what I DO remember`,
          // `reconstructing from memory for the certificates:`.)
          (words[i].stem == "what" &&
           (words[i + 1].stem == "survived" || words[i + 1].stem == "remain" ||
            words[i + 1].stem == "remained" ||
            (i + 2 < words.size() && (words[i + 1].stem == "i" || words[i + 1].stem == "we") &&
             (words[i + 2].stem == "remember" || words[i + 2].stem == "know" ||
              words[i + 2].stem == "recall" || words[i + 2].stem == "do")))) ||
          (words[i].stem == "from" && words[i + 1].stem == "memory"))
        return true;
    if (!words.empty() && words.front().text == "Here's") return true;
  }
  // `Mrs Pryce has furnished me with the following facts, from which you
  // may reconstruct her morning`, `she offers the following recollections
  // instead`: a sentence that hands over to the clues, whoever it names.
  if (!s.question)
    for (std::size_t i = 0; i + 2 < words.size(); ++i) {
      // (Stems: `facts` is `fact`, `memories` is `memory`.)
      static const std::set<std::string> kGiven = {
          "fact", "recollection", "particular", "observation", "information", "clue",  "detail",
          "note", "statement",    "hint",       "memory",      "evidence",    "remark"};
      if (words[i].stem == "the" && words[i + 1].stem == "following" &&
          (kGiven.count(words[i + 2].stem) != 0 ||
           (i + 3 < words.size() && kGiven.count(words[i + 3].stem) != 0)))
        return true;
    }
  // Where the clues were printed with numbers before the questions, a
  // sentence with none after the last question that names one value at
  // most, and no one of the grid's people, is a word to the reader (`The
  // full schedule will be emailed out after the January meeting`); one
  // that names someone is still a clue (`P.S. Ollie fell over more than
  // all four of them`), read or refused.
  if (!s.question && !s.numbered) {
    const int last_question = last_question_line();
    const std::vector<ValueRef> named = SentenceValues(lexicon, words).mentioned();
    if (last_question > 0 && s.line > last_question && named.size() <= 1 &&
        std::none_of(named.begin(), named.end(),
                     [](const ValueRef& r) { return r.category == 0; }) &&
        std::any_of(clues_.begin(), clues_.end(),
                    [&](const Sentence& c) { return c.numbered && c.line < last_question; }))
      return true;
    // (And wherever the clues were, one after the last question about the
    // puzzle's answers or prize that names one value at most, none of the
    // grid's people: `Correct entries go into a draw for a large
    // popcorn`.)
    if (last_question > 0 && s.line > last_question && named.size() <= 1 &&
        std::none_of(named.begin(), named.end(),
                     [](const ValueRef& r) { return r.category == 0; }) &&
        about_the_puzzle(words, [](const std::string&) { return false; }))
      return true;
    // (So is one after the last numbered clue, before the questions, that
    // names no value at all, whatever its numbers and capitals: `Club run
    // as usual on Wednesday, 7pm from the leisure centre`.)
    int last_numbered = 0;
    for (const Sentence& c : clues_)
      if (c.numbered) last_numbered = std::max(last_numbered, c.line);
    // (Never one that relates what it does not name: `The oldest runner
    // finished last` is a clue, read or refused.)
    static const std::set<std::string> kRelates = {
        "than", "first", "last",   "before",  "after",   "next",  "won",   "win",    "winner",
        "same", "both",  "either", "neither", "between", "left",  "right", "behind", "ahead",
        "not",  "never", "no",     "nobody",  "only",    "older", "more",  "less",   "fewer"};
    const bool relates = std::any_of(words.begin(), words.end(), [](const Word& w) {
      return kRelates.count(w.stem) != 0 || superlative_word(w.stem) || ordinal_word(w.stem) != 0 ||
             w.text.ends_with("n't") ||
             (w.stem.size() > 4 && w.stem.ends_with("er") && w.stem != "other");
    });
    if (last_numbered > 0 && s.line > last_numbered && named.empty() && !relates) return true;
  }
  // A message's header (`From: Gwilym`, `To: Gwilym, Mei, Rafael`, `Sent:
  // Tuesday`): who wrote to whom, whoever it names; and the minutes' who
  // sent apologies (`Apologies: Irene (hip)`), who were not there.
  if (!s.question && !words.empty() && words[0].offset == 0 &&
      s.text.size() > words[0].text.size() && s.text[words[0].text.size()] == ':' &&
      (words[0].stem == "from" || words[0].stem == "to" || words[0].stem == "cc" ||
       words[0].stem == "sent" || words[0].stem == "date" || words[0].stem == "subject" ||
       words[0].stem == "reply" || words[0].stem == "apology" || words[0].stem == "absent"))
    return true;
  // A sentence about the puzzle itself that names no value (`Mrs Kaur has
  // hidden the results in a puzzle for you`, `last Tuesday's little puzzle
  // has stayed with me`, `Kath ... has set you a little challenge`) tells
  // how it came about, whoever it names.
  if (!s.question && SentenceValues(lexicon, words).mentioned().empty() &&
      std::any_of(words.begin(), words.end(), [](const Word& w) {
        return w.stem == "puzzle" || w.stem == "riddle" || w.stem == "teaser" ||
               w.stem == "brainteaser" || w.stem == "puzzler" || w.stem == "challenge" ||
               w.stem == "conundrum" || w.stem == "poser";
      }))
    return true;
  // `So, two questions for you`, `Here are three questions`: what is
  // asked, counted, where no value is named.
  // (The count may be a value's too: `two` of times `two, three, ...`.)
  if (!s.question) {
    const SentenceValues named(lexicon, words);
    bool asked = false, other = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
      const bool number = std::isdigit(static_cast<unsigned char>(words[i].text.front())) ||
                          number_word(words[i].stem) != 0;
      const bool counts = i + 1 < words.size() && words[i + 1].stem == "question";
      asked = asked || words[i].stem == "question";
      other = other || ((number || named.covered(i)) && !counts);
    }
    if (asked && !other) return true;
  }
  // A question's marks on a quiz sheet (`Where is Effie from? (5
  // points)`, `(2 marks)`): on the line of a question, after it.
  {
    static const std::set<std::string> kMarks = {"point", "points", "mark", "marks", "pt", "pts"};
    const bool marks = !s.question &&
                       (words.size() == 2 || (words.size() == 3 && words[2].stem == "each")) &&
                       (std::isdigit(static_cast<unsigned char>(words[0].text.front())) ||
                        number_word(words[0].stem) != 0) &&
                       kMarks.count(words[1].stem) != 0;
    if (marks && std::any_of(questions_.begin(), questions_.end(), [&](const Sentence& q) {
          return q.line == s.line && q.column < s.column;
        }))
      return true;
  }
  // A signature after the questions (`Pauline x`, `Love, Gran`, `- G.H.`):
  // a name and its kisses, whoever it names.
  {
    const int last_question = last_question_line();
    static const std::set<std::string> kSigned = {"x", "xx", "xxx", "love", "from", "cheers"};
    if (!s.question && last_question > 0 && s.line > last_question && !words.empty() &&
        words.size() <= 3 && std::all_of(words.begin(), words.end(), [](const Word& w) {
          return kSigned.count(w.stem) || std::isupper(static_cast<unsigned char>(w.text.front()));
        }))
      return true;
    // `answers in the replies (no cheating, Hollie)` after the questions,
    // on their line or later: a word to the reader, whoever it names.
    // (Or `First correct answer emailed in gets a pint (not Kev, ...)`:
    // the word in the first six: `First team to shout both answers
    // correctly scores 2 points`.)
    const auto answers = [&] {
      for (std::size_t k = 0; k < words.size() && k < 6; ++k)
        if (words[k].stem == "answer" || words[k].stem == "solution") return true;
      return false;
    };
    if (!s.question && last_question > 0 && s.line >= last_question && !words.empty() &&
        answers() && std::any_of(clues_.begin(), clues_.end(), [&](const Sentence& c) {
          return c.line < last_question;
        }))
      return true;
    // `The lines are open now - and no, Glen, you're not allowed to ring
    // in`: after the questions, words to the listener, to one of them by
    // name, that compare and place nothing.
    const auto to_you = std::any_of(words.begin(), words.end(), [](const Word& w) {
      return w.stem == "you" || w.stem == "your" || w.stem == "youre" || w.stem == "yourself";
    });
    const auto placing = std::any_of(words.begin(), words.end(), [](const Word& w) {
      static const std::set<std::string> kPlacing = {
          "than",  "more",  "less", "before",  "after",  "next",  "left",
          "right", "first", "last", "between", "behind", "ahead", "above",
          "below", "same",  "both", "either",  "neither"};
      return kPlacing.count(w.stem) != 0 || superlative_word(w.stem) || ordinal_word(w.stem) != 0 ||
             std::isdigit(static_cast<unsigned char>(w.text.front())) != 0;
    });
    if (!s.question && last_question > 0 && s.line >= last_question && to_you && !placing &&
        SentenceValues(lexicon, words).mentioned().size() <= 1 &&
        std::all_of(questions_.begin(), questions_.end(),
                    [&](const Sentence& q) {
                      return q.line < s.line || (q.line == s.line && q.column < s.column);
                    }) &&
        std::any_of(clues_.begin(), clues_.end(),
                    [&](const Sentence& c) { return c.line < last_question; }))
      return true;
  }
  // After the last question and every clue that names a value, a
  // sentence that names none and says no number is a word to the reader
  // (`Lines are open now, and the first correct caller wins a beach
  // towel`): the riddle has been asked. (Not a clue among clues after a
  // question that opens the text: `The heaviest contestant lost the most`.)
  const auto before = [](const Sentence& a, const Sentence& b) {
    return a.line < b.line || (a.line == b.line && a.column < b.column);
  };
  // (`First person to get it right gets a shout-out`, `which clue you
  // used first`: `first` there counts nothing.)
  const auto names_nothing = [&](const std::vector<Word>& w) {
    return SentenceValues(lexicon, w).mentioned().empty() &&
           std::none_of(w.begin(), w.end(), [](const Word& x) {
             return std::isdigit(static_cast<unsigned char>(x.stem.front())) ||
                    (number_word(x.stem) != 0 && x.stem != "first");
           });
  };
  if (!s.question && !questions_.empty() &&
      std::all_of(questions_.begin(), questions_.end(),
                  [&](const Sentence& q) { return before(q, s); }) &&
      names_nothing(words) && std::all_of(clues_.begin(), clues_.end(), [&](const Sentence& c) {
        // (What follows it may say a number that is no value: `Next week:
        // the best €3 pastries in town`, `See you in Room 214!`.)
        return !before(s, c) || SentenceValues(lexicon, cut_words(c.text)).mentioned().empty();
      }))
    return true;
  // `P.S. Grandpa fell over more than all four of them put together`: a
  // postscript after the questions that names no value of the lists is a
  // word to the reader, whatever it counts.
  if (!s.question && !questions_.empty() &&
      (s.text.starts_with("P.S.") || s.text.starts_with("PS ") || s.text.starts_with("P.P.S.") ||
       s.text.starts_with("PPS ")) &&
      std::all_of(questions_.begin(), questions_.end(),
                  [&](const Sentence& q) { return before(q, s); }) &&
      SentenceValues(lexicon, words).mentioned().empty())
    return true;
  // A greeting (`Greetings from sunny Scarborough`, `Hi Sam, welcome
  // aboard`, `Dear Sophie`) names whom it greets, from where: nothing of
  // the grid, where it names no value.
  if (!s.question && !words.empty() && greeting_word(words[0].stem) &&
      SentenceValues(lexicon, words).mentioned().empty())
    return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
