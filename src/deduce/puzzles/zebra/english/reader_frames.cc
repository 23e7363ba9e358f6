// Sentences that only frame the puzzle (reader.h): those said to the reader
// whatever they name (instructions to the solver, a solver's remarks, a
// signature, ...: reader_notes.cc, asked first), and those that name no
// value, place or number of the grid; shown as comments, never read as
// clues.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
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
  // Words to the reader around the riddle, whatever they name
  // (reader_notes.cc).
  if (note_to_reader(s, words, lexicon)) return true;
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
    // (Nor one the teller introduces by who they are to someone: `Then my
    // potboy Pip wiped the slate`, `our neighbour Dave`.)
    static const std::set<std::string> kWhose = {"my", "our", "his", "her", "their", "your"};
    const bool introduced = i >= 2 && kWhose.count(words[i - 2].stem) != 0 &&
                            words[i - 1].text.size() >= 3 &&
                            std::islower(static_cast<unsigned char>(words[i - 1].text.front())) &&
                            SentenceValues(lexicon, words).mentioned().empty();
    if (i > 0 && std::isupper(static_cast<unsigned char>(w.text.front())) && w.text != "I" &&
        !w.text.starts_with("I'") && !w.text.starts_with("I\u2019") && !heading && !capitals &&
        !calendar && !speaker && !introduced && kFrameNames.count(w.stem) == 0 &&
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
