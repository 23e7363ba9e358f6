// A riddle's prose cut into sentences (line_reader.h): where a sentence
// ends (not after `Dr.` or inside `a.m.`), questions asked with no mark or
// after words of talk, and labels said as sentences (`Clue one.`). Each
// sentence is kept as a clue, a question, a declaration, the introduction or
// a frame by sorted_sentences.cc.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

bool clue_heading(std::string_view sentence) {
  // `1. Duke lives in the middle stable. 2. Holly rides Duke.` typed on one
  // line: a clue's number alone is the next clue's label.
  const std::string_view bare = trim(sentence);
  if (!bare.empty() && bare.size() <= 2 && std::all_of(bare.begin(), bare.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
      }))
    return true;
  const std::vector<Word> w = cut_words(sentence);
  const std::size_t k = w.size() == 3 && w[1].stem == "number" ? 2 : 1;
  if (w.size() != k + 1 || (w[0].stem != "clue" && w[0].stem != "hint")) return false;
  static constexpr std::string_view kNumbers[] = {
      "one",   "two",   "three",   "four",   "five",  "six",    "seven", "eight",
      "nine",  "ten",   "eleven",  "twelve", "first", "second", "third", "fourth",
      "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",  "last",  "final"};
  return std::all_of(w[k].stem.begin(), w[k].stem.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
         std::find(std::begin(kNumbers), std::end(kNumbers), w[k].stem) != std::end(kNumbers);
}

// How many words of talk open a question before its own word (`so`,
// `right, so`, and those it is asked of: `So, listeners, what ...`); 0
// when none do.
std::size_t talk_before_asking(const std::vector<Word>& w) {
  static const std::set<std::string> kTalk = {
      "so",   "now", "well",   "okay", "ok",      "right",  "listener",  "reader", "everyone",
      "folk", "guy", "friend", "kid",  "puzzler", "solver", "everybody", "viewer"};
  static const std::set<std::string> kAsking = {"who",  "what",  "which", "where",
                                                "when", "whose", "how"};
  std::size_t k = 0;
  while (k < w.size() && kTalk.count(w[k].stem)) ++k;
  return k < w.size() && kAsking.count(w[k].stem) ? k : 0;
}

// Whether the `.` at `end` ends a sentence: not after a title (`Dr.`,
// `Mrs.`, `St.`), an initial (`J. Smith`) or inside `a.m.` before a word
// in lower case.
bool ends_sentence(std::string_view part, std::size_t end) {
  std::size_t w = end;
  while (w > 0 && std::isalpha(static_cast<unsigned char>(part[w - 1]))) --w;
  const std::string word = lower(part.substr(w, end - w));
  static const std::set<std::string> kTitles = {
      "dr",  "mr",  "mrs", "ms",   "st",  "mt",  "jr",   "sr",     "prof", "rev",  "capt",
      "gen", "col", "lt",  "sgt",  "ft",  "no",  "vs",   "etc",    "mme",  "mlle", "messrs",
      "ave", "rd",  "co",  "bros", "inc", "ltd", "dept", "approx", "hon"};
  // `didn't come 3rd. Jaden ...`: an ordinal's ending, no title; but
  // `paid 3s. a week more`, `12s., 15s. and 18s.`: shillings' `s.` before
  // a word in lower case or a comma ends nothing.
  if (w > 0 && std::isdigit(static_cast<unsigned char>(part[w - 1]))) {
    std::size_t next = end + 1;
    while (next < part.size() && part[next] == ' ') ++next;
    return !(next < part.size() && (std::islower(static_cast<unsigned char>(part[next])) ||
                                    part[next] == ',' || part[next] == ';'));
  }
  // `i.e.`, `e.g.`: never at the first stop, and at the second only before
  // a capital.
  if ((word == "i" || word == "e") && end + 2 < part.size() &&
      std::isalpha(static_cast<unsigned char>(part[end + 1])) && part[end + 2] == '.')
    return false;
  if ((word == "e" || word == "g") && w >= 2 && part[w - 1] == '.' &&
      std::isalpha(static_cast<unsigned char>(part[w - 2]))) {
    std::size_t next = end + 1;
    while (next < part.size() && part[next] == ' ') ++next;
    return next >= part.size() || std::isupper(static_cast<unsigned char>(part[next]));
  }
  if (kTitles.count(word) != 0) return false;
  // (An initial, `J. Smith`; but a one-letter value ends its sentence
  // before a word that opens one: `scales N, O and G. They also come ...`.)
  // (Never after initials run together: `P.S. There's ...`, `U.S.`.)
  if (word.size() == 1 && std::isupper(static_cast<unsigned char>(part[w]))) {
    if (w > 0 && part[w - 1] == '.') return false;
    std::size_t next = end + 1;
    while (next < part.size() && part[next] == ' ') ++next;
    std::size_t stop = next;
    while (stop < part.size() && std::isalpha(static_cast<unsigned char>(part[stop]))) ++stop;
    static const std::set<std::string> kOpeners = {
        "the", "they", "each", "he",   "she", "it",    "we",  "there", "this",  "these",
        "a",   "an",   "in",   "on",   "all", "both",  "his", "her",   "their", "our",
        "one", "no",   "none", "what", "who", "which", "how", "can",   "if",    "then"};
    return kOpeners.count(lower(part.substr(next, stop - next))) != 0;
  }
  if ((word == "m" || word == "a" || word == "p") && w > 0 && part[w - 1] == '.') {
    // `9:30 a.m. The ...` ends; `9:30 a.m. on Monday` does not.
    std::size_t next = end + 1;
    while (next < part.size() && part[next] == ' ') ++next;
    return next >= part.size() || std::isupper(static_cast<unsigned char>(part[next]));
  }
  return true;
}

// The bytes of a pictograph at `i` (`😅`, `👍`, `☀️`, with its variation
// selector), or 0: U+1F300 to U+1FAFF and U+2600 to U+27BF.
std::size_t emoji_length(std::string_view part, std::size_t i) {
  const auto byte = [&](std::size_t k) {
    return k < part.size() ? static_cast<unsigned char>(part[k]) : 0u;
  };
  std::size_t len = 0;
  if (byte(i) == 0xF0 && byte(i + 1) == 0x9F && byte(i + 2) >= 0x8C && byte(i + 2) <= 0xAB)
    len = 4;
  else if (byte(i) == 0xE2 && byte(i + 1) >= 0x98 && byte(i + 1) <= 0x9E)
    len = 3;
  if (len != 0 && byte(i + len) == 0xEF && byte(i + len + 1) == 0xB8 && byte(i + len + 2) == 0x8F)
    len += 3;
  return len;
}

}  // namespace

// Splits prose at `.`, `?` and `!` followed by a blank or the end (or by
// a closing quote first); a sentence that is a list is read as one.
void LineReader::add_sentences(std::string_view raw, std::string_view part, int no,
                               const std::string& label) {
  std::size_t at = 0;
  int in_line = 0;
  std::string own_label;  // a number said alone before a clue on this line
  while (at < part.size()) {
    std::size_t end = at;
    std::size_t skip = 1;
    bool quoted = false;  // a closing quote after the stop, kept with it
    while (end < part.size()) {
      const char c = part[end];
      // `... knock on doors 😅 Car 1 is nearest the corner`: a pictograph
      // before a capital ends a sentence, as a stop does, and goes.
      if (const std::size_t pict = emoji_length(part, end); pict != 0 && end > at) {
        std::size_t next = end + pict;
        while (next < part.size() && part[next] == ' ') ++next;
        if (next > end + pict && next < part.size() &&
            std::isupper(static_cast<unsigned char>(part[next]))) {
          skip = pict;
          break;
        }
      }
      if (c == '.' || c == '?' || c == '!') {
        // `bike??`, `lol!!`: the marks end the sentence together.
        std::size_t run = end;
        while (c != '.' && run + 1 < part.size() && (part[run + 1] == '?' || part[run + 1] == '!'))
          ++run;
        std::size_t after = run + 1;
        quoted = after < part.size() && (part[after] == '"' || part[after] == '\'');
        // (So is the bracket of a sentence said whole in brackets: `(Give
        // the member's name.) How old is Deshawn?`.)
        quoted = quoted || (after < part.size() && part[after] == ')' &&
                            trim(part.substr(at)).starts_with("(") &&
                            part.substr(at, end - at).find(')') == std::string_view::npos);
        if (quoted) ++after;
        // (Inside a quoted title a mark that the quote does not close
        // there ends nothing: `"Stop! Or My Mom Will Shoot"`.)
        // (A title is short: a quoted speech of sentences is sentences.)
        const bool in_title = [&] {
          if (quoted || std::count(part.begin() + static_cast<std::ptrdiff_t>(at),
                                   part.begin() + static_cast<std::ptrdiff_t>(end), '"') %
                                2 ==
                            0)
            return false;
          const std::size_t open = part.rfind('"', end);
          const std::size_t close = part.find('"', end);
          return open != std::string_view::npos && close != std::string_view::npos &&
                 cut_words(part.substr(open + 1, close - open - 1)).size() <= 8;
        }();
        // (Nor does a stop inside a short remark in brackets set into the
        // sentence: `Duchess and Nacho are neighbours too (she tolerates
        // him. Just.).`)
        // (Nor one that a quote inside the brackets closes: `(the
        // Innkeeper's "No room! No room at all!" counts as one line)`.)
        const bool in_brackets = [&] {
          const std::string_view so_far = part.substr(at, end - at);
          const std::size_t open = so_far.rfind('(');
          if (open == std::string_view::npos || so_far.find(')', open) != std::string_view::npos ||
              trim(so_far.substr(0, open)).empty())
            return false;
          const std::size_t close = part.find(')', end);
          return close != std::string_view::npos && close - (at + open) <= 80;
        }();
        if (!in_title && !in_brackets &&
            (after == part.size() || std::isspace(static_cast<unsigned char>(part[after]))) &&
            (c != '.' || ends_sentence(part, end))) {
          skip = after - end;
          break;
        }
      }
      ++end;
    }
    bool question = end < part.size() && part[end] == '?';
    // `... and what fruit does lucy like` without its question mark: a
    // sentence with no mark at all that opens with a question word
    // (after a joining word) asks (`What a Saturday!` does not).
    if (end >= part.size()) {
      const std::vector<Word> first =
          cut_words(part.substr(at, std::min<std::size_t>(end - at, 24)));
      const std::size_t w =
          !first.empty() && (first[0].stem == "and" || first[0].stem == "so") ? 1 : 0;
      question = first.size() > w + 2 &&
                 (first[w].stem == "what" || first[w].stem == "which" || first[w].stem == "who" ||
                  first[w].stem == "where" || first[w].stem == "whose" ||
                  (first[w].stem == "how" &&
                   (first[w + 1].stem == "many" || first[w + 1].stem == "much" ||
                    first[w + 1].stem == "far" || first[w + 1].stem == "long" ||
                    first[w + 1].stem == "old" || first[w + 1].stem == "tall" ||
                    first[w + 1].stem == "heavy" || first[w + 1].stem == "fast")));
    }
    // `spelled "onomatopoeia."`: the closing quote stays, and with it the
    // stop inside it, so that the sentence is shown as written.
    std::string_view s = trim(part.substr(at, end - at + (quoted ? 2 : 0)));
    at = end + skip;
    // `And for a bonus point: who played the Mozart?`: the question is
    // what follows the colon; so after a dash and talk (`I'll leave the
    // rest to you - so, what was Carys's time?`).
    for (std::string_view mark : {": ", " - ", " \u2014 ", " \u2013 "}) {
      const std::size_t colon = s.rfind(mark);
      if (!question || colon == std::string_view::npos) continue;
      const std::vector<Word> after = cut_words(s.substr(colon + mark.size()));
      static constexpr std::string_view kAsks[] = {"who", "what", "which", "where", "when", "how",
                                                   "in",  "on",   "at",    "can",   "whose"};
      // (After a dash, only talk and a question word: `Note to self - what
      // did Walter bring?` is asked as a whole, `... for an hour - can
      // anyone solve it?` is a remark.)
      const bool asked = mark == ": "
                             ? !after.empty() && std::find(std::begin(kAsks), std::end(kAsks),
                                                           after[0].stem) != std::end(kAsks)
                             : talk_before_asking(after) != 0;
      if (asked) {
        const std::string_view head = trim(s.substr(0, colon));
        if (!cut_words(head).empty())
          d_.framing.push_back({head, line_no(head), column(head), "", false});
        s = trim(s.substr(colon + mark.size()));
        break;
      }
    }
    // `two questions for the comments 👇 who wrote the subway poem?`: a
    // picture that points on to the question ends the talk before it.
    if (question)
      for (std::size_t at = s.find('\xF0'); at != std::string_view::npos && at > 0;
           at = s.find('\xF0', at + 1)) {
        std::size_t end = at + 1;
        while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) ++end;
        const std::vector<Word> after = cut_words(s.substr(end));
        static const std::set<std::string> kAsks = {"who",  "what",  "which", "where",
                                                    "when", "whose", "how"};
        if (after.empty() || !kAsks.count(after[0].stem) ||
            s.substr(end, after[0].offset).find_first_not_of(' ') != std::string_view::npos)
          continue;
        const std::string_view head = trim(s.substr(0, at));
        if (!cut_words(head).empty())
          d_.framing.push_back({head, line_no(head), column(head), "", false});
        s = trim(s.substr(end));
        break;
      }
    // `If you get that sorted before Dr Ng rings (she will ring), what
    // colour is the Marshes' hut?`: a condition put to the reader frames
    // the question after it (never one of the grid's, `If Ann is at the
    // end, who ...?`).
    if (question && (s.starts_with("If you ") || s.starts_with("if you "))) {
      static const std::set<std::string> kAsks = {"who",  "what",  "which", "where",
                                                  "when", "whose", "how"};
      for (std::size_t comma = s.find(", "); comma != std::string_view::npos;
           comma = s.find(", ", comma + 1)) {
        const std::vector<Word> after = cut_words(s.substr(comma + 2, 12));
        if (!after.empty() && after[0].offset == 0 && kAsks.count(after[0].stem) != 0) {
          const std::string_view head = trim(s.substr(0, comma));
          d_.framing.push_back({head, line_no(head), column(head), "", false});
          s = trim(s.substr(comma + 2));
          break;
        }
      }
    }
    // `... kitten? and what colour is Leo's house?`: the joining word
    // is no part of the question.
    if (question) {
      const std::vector<Word> first = cut_words(s.substr(0, std::min<std::size_t>(s.size(), 24)));
      if (!first.empty() && first[0].offset == 0 &&
          (first[0].stem == "and" || first[0].stem == "also" || first[0].stem == "then" ||
           first[0].stem == "but" || first[0].stem == "lastly" || first[0].stem == "finally"))
        s = trim(s.substr(s.find_first_not_of(" ,", first[0].text.size()) == std::string_view::npos
                              ? s.size()
                              : s.find_first_not_of(" ,", first[0].text.size())));
      // Words of talk before the question's own word go too: `So, who
      // had the white board?`, `Right, so what's Anjali picking?`.
      else if (const std::size_t k = talk_before_asking(first); k != 0)
        s = trim(s.substr(first[k].offset));
    }
    if (s.empty()) continue;
    // `Clue one.`, `Clue number 3.` said before the clue it heads (a
    // script read aloud): a label, shown as a comment.
    if (!question && clue_heading(s)) {
      d_.framing.push_back({s, line_no(s), column(s), "", false});
      // (A number alone labels what follows on a labelled line: `1. ...
      // 2. Holly rides Duke.` is clue 2, not 1_2.)
      if (!label.empty() && std::isdigit(static_cast<unsigned char>(trim(s).front()))) {
        own_label = std::string(trim(s));
        in_line = 0;
      }
      continue;
    }
    if (label.empty() && !question && !aside_) {
      const Sentence whole{s, line_no(s), column(s), "", false};
      if (size_said(whole)) {
        lists_in_prose(raw, s);
        continue;
      }
    }
    // (Numbered items before any list, a memo's `1. Carbon paper is not
    // to be taken home`, are no clues of a row said after them.)
    if (label.empty() && !question && !aside_ &&
        (d_.clues.size() <= intro_clues_ || d_.categories.empty()) && positions_said(s)) {
      size_line_ = no;
      lists_in_prose(raw, s);
      if (!headed_list(raw, s)) d_.framing.push_back({s, line_no(s), column(s), "", false});
      continue;
    }
    if (label.empty() && !question && !aside_ && headed_list(raw, s)) continue;
    // (So is a solver's task asked with its lists in brackets: `From the
    // clues, can you name the fell each walker climbed, give its height
    // (451 metres, 868 metres, 931 metres or 950 metres), and say ...?`.)
    const auto task_with_lists = [&] {
      const std::size_t open = s.find('(');
      if (!question || d_.clues.size() > intro_clues_ || open == std::string_view::npos ||
          s.find(',', open) == std::string_view::npos)
        return false;
      const std::vector<Word> w = cut_words(s.substr(0, open));
      for (std::size_t i = 0; i + 1 < w.size(); ++i)
        if ((w[i].stem == "can" || w[i].stem == "could") && w[i + 1].stem == "you") return true;
      return false;
    };
    if (label.empty() && (!question || task_with_lists()) && !aside_ && lists_in_prose(raw, s)) {
      // It said lists: an introduction (a magazine's, whose words are
      // fillers) or a frame, shown as a comment.
      listed_.insert(s.data());
      (d_.counted ? d_.framing : d_.intro).push_back({s, line_no(s), column(s), "", false});
      continue;
    }
    // `What I want to know is what Bev is doing and how much Trevor
    // paid.`: questions said in a sentence that does not ask.
    if (label.empty())
      if (const std::size_t from = embedded_questions_at(s); from != std::string_view::npos) {
        std::string_view rest = s.substr(from);
        while (!rest.empty()) {
          const std::size_t joint = next_wh_joint(rest);
          const std::string_view q =
              trim(rest.substr(0, joint == std::string_view::npos ? rest.size() : joint));
          if (!q.empty()) add_sentence({q, line_no(q), column(q), "", true}, true);
          if (joint == std::string_view::npos) break;
          rest = rest.substr(joint);
          rest = trim(rest.substr(rest.find("and") + 3));
        }
        if (from > 0) {
          const std::string_view head = trim(s.substr(0, from));
          d_.framing.push_back({head, line_no(head), column(head), "", false});
        }
        continue;
      }
    // `What is Dervla's surname, and at what time was Aiden's lesson?`:
    // two questions, each asked on its own.
    // (`where is Fatima, what is Gus buying, and how does Hattie pay?`:
    // three.)
    if (question)
      if (second_question(s) != std::string_view::npos) {
        std::vector<std::string_view> parts;
        std::string_view rest = s;
        for (std::size_t joint = second_question(rest); joint != std::string_view::npos;
             joint = second_question(rest)) {
          parts.push_back(trim(rest.substr(0, joint)));
          rest = trim(rest.substr(joint + (rest.substr(joint, 6) == ", and " ? 6 : 2)));
        }
        parts.push_back(rest);
        for (const std::string_view q : parts) {
          ++in_line;
          add_sentence(
              {q, line_no(q), column(q),
               label.empty() || in_line == 1 ? label : fmt::format("{}_{}", label, in_line), true},
              label.empty());
        }
        continue;
      }
    ++in_line;
    const std::string& line_label = own_label.empty() ? label : own_label;
    add_sentence({s, line_no(s), column(s),
                  line_label.empty() || in_line == 1 ? line_label
                                                     : fmt::format("{}_{}", line_label, in_line),
                  question},
                 label.empty());
  }
}

}  // namespace deduce::puzzles::zebra::english
