// Sentences that only frame the puzzle (reader.h): those that name no
// value, place or number, instructions to the solver and a solver's
// remarks; shown as comments, never read as clues.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/chat_lines.h"
#include "deduce/puzzles/zebra/english/effect_questions.h"
#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/teller_hedges.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

// A sentence that names no value, no place and no number says how the
// puzzle is set (`No two owners keep the same pet.`, `Each paid a
// different price.`): it frames the puzzle and is shown as a comment.
bool Reader::frames_only(const Sentence& s, const Lexicon& lexicon) const {
  // `what did I go home with?` told by Priya (`me (Priya)`): asked of her,
  // as the clues the teller tells of themself are read. (A statement
  // that names only the teller frames, as before: `Writing it down so I
  // don't forget`.)
  if (!narrator_.empty() && s.question)
    if (std::string as = first_person_as(s.text, narrator_); !as.empty()) {
      Sentence named = s;
      named.text = held_.emplace_back(std::move(as));
      return frames_only_as_said(named, lexicon);
    }
  return frames_only_as_said(s, lexicon);
}

bool Reader::frames_only_as_said(const Sentence& s, const Lexicon& lexicon) const {
  const std::vector<Word> words = cut_words(s.text);
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
  // `..., so here is what I could reconstruct from people's notebooks:`: a
  // sentence that hands over to the clues after its colon, whoever it
  // names.
  if (!s.question && s.text.ends_with(":")) {
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
  // has stayed with me`) tells how it came about, whoever it names.
  if (!s.question && SentenceValues(lexicon, words).mentioned().empty() &&
      std::any_of(words.begin(), words.end(), [](const Word& w) {
        return w.stem == "puzzle" || w.stem == "riddle" || w.stem == "teaser" ||
               w.stem == "brainteaser" || w.stem == "puzzler";
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
  // Places alone (`Lane 1 is on the left`) say how they are numbered.
  bool places = false;
  for (const ValueRef& r : SentenceValues(lexicon, words).mentioned()) {
    if (r.category != lexicon.place_category()) return false;
    places = true;
  }
  if (words.empty()) return false;
  // `Lane 1 is on the left` says how places are numbered; `The drummer
  // lives on floor 1` says who is there, with a word no list holds.
  static const std::set<std::string> kNumbering = {
      "left", "right", "end", "middle", "numbered", "number", "from", "to", "through", "nearest",
      "closest", "farthest", "furthest", "start", "front", "back", "top", "bottom", "side",
      "street", "road", "count", "entrance", "far",
      // The landmarks a row is told from (`nearest the door`, `the
      // front of the queue`).
      "door", "away", "queue", "line", "row", "rank", "exit", "rear", "head", "wall", "window",
      "stage", "stair", "lift", "edge", "gate", "inside", "outside", "inner", "outer", "with",
      "and"};
  // (So does one whose subject is a place, or that says `numbered`:
  // `Seat 1 is on the aisle`, `Stall 1 is by the yard door and stall 4
  // is at the far end`, `Looking at the photo, the places are numbered 1
  // to 5 from left to right`.)
  const SentenceValues said(lexicon, words);
  std::size_t subject = 0;
  while (subject < words.size() && !said.covered(subject) &&
         !lexicon.place_noun(words[subject].stem) && words[subject].stem != "numbered")
    ++subject;
  const bool about_places =
      subject < words.size() &&
      (words[subject].stem == "numbered" ||
       (subject == 0 || (subject == 1 && words[0].stem == "the") ||
        s.text.substr(0, words[subject].offset).find(',') != std::string_view::npos));
  // (Nor one that says who won there: `The team that won sat at table 1`
  // is a clue, read or refused.)
  const bool won = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "won" || w.stem == "win" || w.stem == "winning" || w.stem == "winner";
  });
  if (places && about_places && !s.question && !won) return true;
  if (places && std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !lexicon.filler(w.stem) && !lexicon.place_noun(w.stem) &&
               !std::isdigit(static_cast<unsigned char>(w.stem.front())) &&
               number_word(w.stem) == 0 && ordinal_word(w.stem) == 0 && !kNumbering.count(w.stem);
      }))
    return false;
  if (places) return !s.question && !won;  // a question of a place asks something
  // A question that opens the text and names nothing is its title (`Re:
  // Zebra puzzles for Year 6?`).
  if (s.question) {
    int first = s.line;
    for (const std::vector<Sentence>* all : {&intro_, &framing_, &clues_, &questions_})
      for (const Sentence& o : *all) first = std::min(first, o.line);
    if (first == s.line && std::none_of(clues_.begin(), clues_.end(),
                                        [&](const Sentence& c) { return c.line <= s.line; }))
      return true;
  }
  // `Who is at the right end?` asks a place's value: read, or refused.
  // (Not the way the row is seen: `As you look at the photo, from left to
  // right, can you work out who was where ...?`.)
  {
    bool ends = false;
    for (std::size_t i = 0; i < words.size() && !ends; ++i) {
      const std::string& st = words[i].stem;
      const bool seen = (st == "left" || st == "right") &&
                        ((i + 2 < words.size() && words[i + 1].stem == "to" &&
                          (words[i + 2].stem == "left" || words[i + 2].stem == "right")) ||
                         (i >= 2 && words[i - 1].stem == "to" &&
                          (words[i - 2].stem == "left" || words[i - 2].stem == "right")));
      ends = !seen &&
             (st == "end" || st == "middle" || st == "top" || st == "bottom" || st == "left" ||
              st == "right" || st == "first" || st == "last" || st == "front" || st == "back");
    }
    if (s.question && !magazine_ && ends) return false;
  }
  // `Can you work out which cook made which chili, ... and how much each
  // won?` asks for the grid, not for the winner.
  if (s.question && names_what_to_find(s.text)) return true;
  // `Which team won?` asks for the winner: read, or refused.
  if (s.question && magazine_) {
    const std::vector<SuperlativeSpan> spans =
        find_superlatives(words, std::vector<bool>(words.size()), true);
    if (std::any_of(spans.begin(), spans.end(),
                    [](const SuperlativeSpan& sp) { return sp.slot == "best"; }))
      return false;
  }
  // `Who captained the winning team?`: a question of the grid's things
  // that asks the reader nothing of themselves is refused, never shown
  // as a frame and left unanswered (`Who can solve it?`, `Which of you
  // ...?` frame).
  if (s.question && !words.empty() && words[0].offset == 0) {
    static const std::set<std::string> kAsks = {"who", "what", "which", "whose", "where", "when"};
    // (Nor one of each: `Which part does each sing?` asks for the grid.)
    static const std::set<std::string> kReader = {
        "you", "your",   "we",      "us",   "our",   "i",        "me",
        "my",  "anyone", "anybody", "each", "every", "everyone", "everybody"};
    const auto things_named = [&] {
      for (const Word& w : words) {
        if (lexicon.place_noun(w.stem)) return true;
        for (int c = 0; c < lexicon.place_category(); ++c)
          if (lexicon.category_word(c, w.stem)) return true;
      }
      return false;
    };
    // (`Who played what?`, `Who's seeing which band?`: two question
    // words ask for the grid.)
    const auto asks = std::count_if(words.begin(), words.end(), [&](const Word& w) {
      return kAsks.count(w.stem) != 0 || w.stem == "how";
    });
    if (kAsks.count(words[0].stem) && asks == 1 &&
        std::none_of(words.begin(), words.end(),
                     [&](const Word& w) { return kReader.count(w.stem) != 0; }) &&
        things_named())
      return false;
  }
  // A dateline before every list and every clue that names a value
  // (`Saturday 14th June, on the village green - in aid of the church roof
  // fund` heading a fete's programme) says when and where, whatever its
  // numbers.
  if (!s.question && SentenceValues(lexicon, words).mentioned().empty()) {
    const auto after_it = [&](const Sentence& o) {
      return o.line > s.line || (o.line == s.line && o.column > s.column);
    };
    // (The lists: sentences of the introduction or the frame that name
    // three values or more.)
    bool listed_after = false, listed_before = false;
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& o : *part)
        if (SentenceValues(lexicon, cut_words(o.text)).mentioned().size() >= 3)
          (after_it(o) ? listed_after : listed_before) = true;
    if (listed_after && !listed_before &&
        std::all_of(clues_.begin(), clues_.end(), [&](const Sentence& c) {
          return after_it(c) || SentenceValues(lexicon, cut_words(c.text)).mentioned().empty();
        }))
      return true;
  }
  // Else it frames unless it may name what a list missed: a number (not
  // a share, `2%`), or a name after its first word; or it says how
  // things relate (`The longest book was read first`).
  static const std::set<std::string> kRelation = {
      "more",    "less",    "fewer",   "greater",   "higher", "lower",   "cheaper", "dearer",
      "pricier", "earlier", "later",   "sooner",    "longer", "shorter", "taller",  "bigger",
      "larger",  "smaller", "heavier", "lighter",   "older",  "younger", "newer",   "faster",
      "slower",  "farther", "further", "closer",    "nearer", "most",    "least",   "last",
      "before",  "after",   "than",    "expensive", "won",    "winning", "win"};
  // Words that name the puzzle, not its values, and the numbers of
  // pages and clues.
  static const std::set<std::string> kFrameNames = {
      "einstein", "clue",  "puzzle", "riddle", "page", "hint",   "question", "answer", "note",
      "level",    "zebra", "logic",  "fun",    "quiz", "teaser", "brain",    "part",   "step"};
  // A relation needs two things: a sentence that names no value and
  // fewer than two of the grid's things (a category's noun, a place, an
  // end: `See if you can sort out who hiked what before the kettle
  // boils`, `First one to post the right answer wins`) relates nothing.
  int things = 0;
  bool relation = false;
  for (const Word& w : words) {
    // (`the middle room` is a place: `Whoever went up last slept in the
    // middle room`.)
    const bool end = ordinal_word(w.stem) != 0 || superlative_word(w.stem) || w.stem == "last" ||
                     (w.stem == "middle" && !magazine_);
    relation = relation || end || kRelation.count(w.stem) != 0;
    // (A contest's winner is one of the grid's things: `Our winner keeps
    // fewer hives than anyone else`.)
    bool thing = end || lexicon.place_noun(w.stem) || w.stem == "winner" || w.stem == "champion";
    for (int c = 0; c < lexicon.place_category() && !thing; ++c)
      thing = lexicon.category_word(c, w.stem);
    things += thing ? 1 : 0;
  }
  if (relation && things >= 2 && !beside_lists(s)) return false;
  // A question of one thing (`Who ran the first leg?`, `How much did the
  // winning robot weigh?`) asks the grid: refused where it does not read,
  // never passed over. (Not a task for every one, `Who did what?`, `how
  // old is each?`, nor one put to the solver, `Which clue did you use
  // first?`.)
  if (s.question && !words.empty()) {
    static const std::set<std::string> kAsks = {"who",  "what",  "which", "where",
                                                "when", "whose", "how"};
    static const std::set<std::string> kTasks = {
        "each", "every",   "everyone", "everybody", "all",   "them",    "they",   "you",
        "i",    "me",      "we",       "us",        "clue",  "puzzle",  "answer", "it",
        "grid", "details", "table",    "timetable", "order", "solution"};
    const auto one_thing = [&](const std::vector<Word>& ws) {
      int asks = 0;
      bool task = false;
      for (const Word& w : ws) {
        asks += kAsks.count(w.stem) != 0 ? 1 : 0;
        task = task || kTasks.count(w.stem) != 0;
      }
      return !ws.empty() && kAsks.count(ws[0].stem) != 0 && asks == 1 && !task && ws.size() >= 4;
    };
    // (Nor one that goes on with a task on its line: `Which kid caught
    // which fish, how long was it? what was on the hook?`; nor a heading,
    // `What I'm sure of:`.)
    const bool goes_on = std::any_of(questions_.begin(), questions_.end(), [&](const Sentence& q) {
      return q.line == s.line && q.column < s.column && !one_thing(cut_words(q.text));
    });
    if (one_thing(words) && !goes_on && !s.text.ends_with(":")) return false;
  }
  // A subject said with its article (`The poet signed last`) is a thing a
  // list may name in another word: a clue, refused if not read.
  if (relation && !beside_lists(s) &&
      (words[0].stem == "the" || words[0].stem == "a" || words[0].stem == "an" ||
       words[0].stem == "our" || words[0].stem == "my" || words[0].stem == "your"))
    return false;
  // A remark after the questions (`(took my 9 year old about 10 mins
  // lol)`, `Most of them got it in about 20 minutes`): its numbers name
  // nothing a list missed.
  // (The questions close the riddle: they come after a clue, and it after
  // them all.)
  const int last_question = last_question_line();
  const bool remark = !s.question && last_question > 0 && s.line > last_question &&
                      std::any_of(clues_.begin(), clues_.end(),
                                  [&](const Sentence& c) { return c.line < last_question; });
  // After the questions nothing is a value a list missed (`Book | Cover |
  // Subject | Author`, a grid to fill in).
  if (remark) return true;
  // A word to the reader about the puzzle itself, its answers or its
  // prize (`Answers in next month's Rambler`, `Solution next Thursday`,
  // `First correct answer behind the bar gets a free pint`, `Hint
  // available after 3 mistakes`, `Happy Easter!`): it names nothing of
  // the grid, whatever numbers and days it gives.
  // (Not where a list counts them: `Hints used: 0, 1, 2 or 3`.)
  if (!s.question && about_the_puzzle(words, [&](const std::string& stem) {
        for (int c = 0; c < lexicon.place_category(); ++c)
          if (lexicon.category_word(c, stem)) return true;
        return false;
      }))
    return true;
  // `Dennis has turned them into a little puzzle for you:`: a sentence
  // that heads what follows and names no value.
  if (!s.question && s.text.ends_with(":")) return true;
  // Before the first list nothing is a clue (`Here's one my nan sent me
  // on WhatsApp, she says it's "easy" lol`): the values are not said yet.
  // (Nor on the first list's line before it: `Four trains leave
  // Sheffield between 9 and 10 each morning. They depart at 9:05, ...`.)
  if (!s.question && first_list_.first != 0 &&
      (s.line < first_list_.first ||
       (s.line == first_list_.first && s.column < first_list_.second &&
        SentenceValues(lexicon, words).mentioned().empty())))
    return true;
  // `Places in the queue are numbered 1 (at the front) to 4 (at the
  // back)`: the positions' own numbers.
  const bool numbering = !magazine_ && std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "numbered";
  });
  for (std::size_t i = 0; i < words.size(); ++i) {
    const Word& w = words[i];
    const std::size_t after = w.offset + w.text.size();
    const int k = number_word(w.stem);
    const bool counted_frame =
        (numbering && k >= 1 && k <= n_) || (i > 0 && kFrameNames.count(words[i - 1].stem) != 0);
    // (Nor beside the lists in prose, where a number no list holds and
    // no relation names nothing a list missed: `£340 raised for the air
    // ambulance!` after `the five brave lads ... - Big Al, Dougie, ...`.)
    if (std::isdigit(static_cast<unsigned char>(w.text.front())) && !counted_frame &&
        !(after < s.text.size() && s.text[after] == '%') &&
        !(beside_lists(s) && !relation && !s.question))
      return false;
    // A capital after a colon or a bracket starts a heading (`Directions:
    // Read each clue`); a word in capitals is an abbreviation (`[OC]`).
    std::size_t before = w.offset;
    while (before > 0 && s.text[before - 1] == ' ') --before;
    // (So does one that opens a quotation: `reminded us, "It's not ...`.)
    const bool heading =
        before > 0 && (s.text[before - 1] == ':' || s.text[before - 1] == '[' ||
                       s.text[before - 1] == '(' || s.text[before - 1] == '-' ||
                       s.text[before - 1] == '"' || s.text.substr(0, before).ends_with("\u201c"));
    const bool capitals = std::all_of(w.text.begin(), w.text.end(), [](char c) {
      return std::isupper(static_cast<unsigned char>(c)) != 0;
    });
    // (A day or a month no list holds is a date, not a name a list
    // missed: `Last Sunday I spent an hour at the window`.)
    const std::optional<ValueNumber> date = value_number(w.text);
    const bool calendar = date && (date->unit == "day" || date->unit == "month");
    // (Nor is one who speaks of the puzzle: `Mrs Hollis says there are
    // still two eggs out there`, where a list holds no Hollis.)
    // (Nor one of several names before the verb: `As show secretary Mrs
    // Ivy Tranter reminded us, "..."`.)
    static const std::set<std::string> kSays = {
        "say",      "said",     "says",     "tell",     "told",     "tells",   "reckon",
        "reckons",  "think",    "thinks",   "insist",   "insists",  "claim",   "claims",
        "remind",   "reminded", "reminds",  "remarked", "remarks",  "explain", "explained",
        "explains", "joked",    "admitted", "admits",   "recalled", "recalls", "warned",
        "added",    "pointed",  "quipped",  "observed", "noted"};
    std::size_t run_end = i + 1;
    while (run_end < words.size() && run_end < i + 4 &&
           std::isupper(static_cast<unsigned char>(words[run_end].text.front())))
      ++run_end;
    const bool speaker = run_end < words.size() && kSays.count(words[run_end].stem) != 0;
    if (i > 0 && std::isupper(static_cast<unsigned char>(w.text.front())) && w.text != "I" &&
        !w.text.starts_with("I'") && !w.text.starts_with("I\u2019") && !heading && !capitals &&
        !calendar && !speaker && kFrameNames.count(w.stem) == 0 &&
        !framing_names_.count(std::string(w.text)))
      return false;
  }
  return true;
}

// Whether `s` shares a line with a list said in prose or a sentence
// that frames the puzzle: the introduction's paragraph, where `Help
// Marjorie sort it out` and `Remember: a higher place means a better
// finish` say how to play.
bool Reader::beside_lists(const Sentence& s) const {
  return frame_lines_.count(s.line) != 0;
}

}  // namespace deduce::puzzles::zebra::english
