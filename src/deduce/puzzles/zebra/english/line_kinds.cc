// What each line of a riddle is (line_reader.h): a heading, an aside in
// square brackets, a question's letter, a labelled or numbered clue, a short
// question heading its list, a row of a table of lists, a grid to fill in, a
// title; whatever is left is prose, cut into sentences.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

bool starts_with_stems(const std::vector<Word>& words, std::string_view phrase) {
  const std::vector<Word> want = cut_words(phrase);
  if (want.size() > words.size()) return false;
  for (std::size_t i = 0; i < want.size(); ++i)
    if (words[i].stem != want[i].stem) return false;
  return true;
}

// A line's bullet (`- `, `* `, `• `, an emoji such as `🔬 `) goes: it marks
// an item, not a word of the sentence.
std::string_view without_bullet(std::string_view line) {
  const std::size_t n = bullet_length(line);
  return n == 0 ? line : trim(line.substr(n));
}

}  // namespace

namespace {

// Whether `line` is only a day, a date and a time of day: `Wed 17:49`,
// `Tuesday, 9:15 pm`, `12 Mar 18:02` (a time said, at least).
bool message_stamp(std::string_view line) {
  static const std::set<std::string> kDays = {
      "mon", "tue",    "tues",    "wed",       "thu",      "thur",   "thurs",     "fri",    "sat",
      "sun", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",  "sunday", "jan",
      "feb", "mar",    "apr",     "may",       "jun",      "jul",    "aug",       "sep",    "sept",
      "oct", "nov",    "dec",     "am",        "pm",       "today",  "yesterday", "at"};
  bool time = false;
  std::size_t tokens = 0;
  for (std::size_t at = 0; at < line.size();) {
    while (at < line.size() && (line[at] == ' ' || line[at] == ',')) ++at;
    if (at == line.size()) break;
    std::size_t end = at;
    while (end < line.size() && line[end] != ' ' && line[end] != ',') ++end;
    std::string token(line.substr(at, end - at));
    for (char& c : token) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    while (!token.empty() && token.back() == '.') token.pop_back();
    ++tokens;
    const std::size_t colon = token.find(':');
    const bool clock = colon != std::string::npos && colon > 0 && colon + 3 <= token.size() &&
                       std::isdigit(static_cast<unsigned char>(token[0])) &&
                       std::isdigit(static_cast<unsigned char>(token[colon + 1])) &&
                       std::isdigit(static_cast<unsigned char>(token[colon + 2]));
    time = time || clock;
    const bool digits = !token.empty() && std::all_of(token.begin(), token.end(), [](char c) {
      return std::isdigit(static_cast<unsigned char>(c)) || c == '/';
    });
    if (!clock && !digits && !kDays.count(token)) return false;
    at = end;
  }
  return time && tokens <= 5;
}

// Whether a line is a field of a letter's or a memo's head: `To:`, `From:`,
// `Cc:`, `Date:`, `Subject:`, `Re:`, `Ref:`, `Sent:`.
bool header_field(std::string_view line) {
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos || colon > 8) return false;
  const std::vector<Word> w = cut_words(line.substr(0, colon));
  static const std::set<std::string> kFields = {"to",      "from", "cc",  "bcc",  "date",
                                                "subject", "re",   "ref", "sent", "memo"};
  return w.size() == 1 && kFields.count(w[0].stem) != 0;
}

// Whether a line is two or more lettered choices, `(a) P (b) Q` or `a)
// None  b) One`, their letters in order from `a` (or `A`).
bool choices_line(std::string_view line) {
  char want = 0;
  int seen = 0;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const bool open = line[i] == '(' && i + 2 < line.size() && line[i + 2] == ')';
    const bool bare = (i == 0 || line[i - 1] == ' ') && line[i + 1] == ')';
    if (!open && !bare) continue;
    const char c = open ? line[i + 1] : line[i];
    if (seen == 0 && (c == 'a' || c == 'A')) {
      want = c;
    } else if (seen == 0 || c != want) {
      if (seen == 0 && i == 0) return false;
      continue;
    }
    if (seen == 0 && i != 0) return false;
    ++seen;
    want = static_cast<char>(c + 1);
  }
  return seen >= 2;
}

}  // namespace

// The line before `raw`'s line with words on it, trimmed ("" for none).
std::string_view LineReader::line_before(std::string_view raw) const {
  std::size_t end = static_cast<std::size_t>(raw.data() - text_.data());
  while (end > 0) {
    const std::size_t stop = end - 1;  // the line break before `raw`'s line
    const std::size_t begin = stop == 0 ? 0 : text_.rfind('\n', stop - 1);
    const std::size_t from = begin == std::string::npos ? 0 : begin + 1;
    const std::string_view l = trim(std::string_view(text_).substr(from, stop - from));
    if (!l.empty()) return l;
    end = from;
  }
  return {};
}

// The line after `raw` with words on it, trimmed ("" for none).
std::string_view LineReader::line_after(std::string_view raw) const {
  std::size_t at = static_cast<std::size_t>(raw.data() - text_.data()) + raw.size();
  while (at < text_.size()) {
    const std::size_t from = text_[at] == '\n' ? at + 1 : at;
    const std::size_t end = std::min(text_.find('\n', from), text_.size());
    const std::string_view l = trim(std::string_view(text_).substr(from, end - from));
    if (!l.empty()) return l;
    at = end;
  }
  return {};
}

void LineReader::read_line(std::string_view raw, int no) {
  std::string_view line = trim(raw);
  if (line.empty()) return;
  // (`#1 The chef's episode ...` is a numbered clue, read below.)
  if (line.front() == '#' &&
      !(line.size() > 1 && std::isdigit(static_cast<unsigned char>(line[1])))) {
    // a Markdown heading frames the riddle
    const std::string_view heading = trim(line.substr(line.find_first_not_of('#')));
    if (!cut_words(heading).empty())
      d_.framing.push_back({heading, line_no(heading), column(heading), "", false, true});
    return;
  }
  const bool first_line = !seen_text_;
  seen_text_ = true;
  {
    const std::string_view bare = without_bullet(line);
    char32_t first = 0;
    bullet_ = bare.size() == line.size() || io::decode_utf8(line, 0, first) == 0 ? 0 : first;
    line = bare;
  }
  // `[SFX: WAVES, GULLS]`, `[Ed: ...]`: a line in square brackets is a
  // direction or a note beside the riddle, never its lists; it is read
  // as a clue where it says one, shown as a comment where it names none.
  if (line.size() > 2 && line.front() == '[' && line.back() == ']' &&
      line.find(']') == line.size() - 1) {
    aside_ = true;
    add_sentences(raw, trim(line.substr(1, line.size() - 2)), no, "");
    aside_ = false;
    return;
  }
  // `To: All Staff, Second Floor` over `From: Mrs E. Thorne, Supervisor`:
  // the head of a memo or a letter, two fields or more in a row, frames the
  // riddle whatever it lists.
  if (header_field(line) && (header_field(line_before(raw)) || header_field(line_after(raw)))) {
    d_.framing.push_back({line, line_no(line), column(line), "", false});
    return;
  }
  // `(a) P    (b) Q    (c) R`: the choices of a multiple-choice question
  // on one line, as exam books print them; the table answers the
  // question, so they are shown as comments.
  if (after_question_ && choices_line(line)) {
    choice_ = true;
    d_.framing.push_back({line, line_no(line), column(line), "", false});
    return;
  }
  // `a) The pumpkin was the heaviest entry.`: a clue's letter, where
  // three lines are lettered so (cut_lines).
  if (lettered_lower_ && !after_question_ && line.size() >= 3 && line[0] >= 'a' && line[0] <= 'z' &&
      (line[1] == '.' || line[1] == ')') && line[2] == ' ' &&
      line.find('?') == std::string_view::npos && cut_words(line).size() >= 4) {
    add_sentences(raw, trim(line.substr(3)), no, std::string(1, line[0]));
    return;
  }
  // `a) What time is the art lesson?`, `(b) Who ...`: a question's letter.
  if (line.size() >= 4 && line[0] == '(' && line[1] >= 'a' && line[1] <= 'j' && line[2] == ')' &&
      line[3] == ' ')
    line = trim(line.substr(4));
  else if (line.size() >= 3 && line[0] >= 'a' && line[0] <= 'j' && line[1] == ')' && line[2] == ' ')
    line = trim(line.substr(3));
  else if (lettered_ && !after_question_ && line.size() >= 3 && line[0] >= 'A' && line[0] <= 'Z' &&
           (line[1] == '.' || line[1] == ')') && line[2] == ' ' &&
           line.find('?') == std::string_view::npos && cut_words(line).size() >= 4) {
    add_sentences(raw, trim(line.substr(3)), no, std::string(1, line[0]));
    return;
  } else if (line.size() >= 3 && line[0] >= 'A' && line[0] <= 'J' &&
             (line[1] == '.' || line[1] == ')') && line[2] == ' ') {
    // `A. How many lines does the wizard have?`: a capital letter before
    // a question (never the initial of `A. Bright patented ...`).
    const std::vector<Word> next = cut_words(line.substr(3, 8));
    static constexpr std::string_view kAsks[] = {"how",  "what",  "who", "which", "where",
                                                 "when", "whose", "in",  "on",    "at"};
    if (!next.empty() &&
        std::find(std::begin(kAsks), std::end(kAsks), next[0].stem) != std::end(kAsks) &&
        line.find('?') != std::string_view::npos)
      line = trim(line.substr(3));
    // The choices pasted after a multiple-choice question (`A) Holly`,
    // `B. Aniya`): the table answers the question, so they add nothing,
    // and are shown as comments.
    else if (after_question_) {
      choice_ = true;
      d_.framing.push_back({line, line_no(line), column(line), "", false});
      return;
    }
  }
  std::string label;
  // `Clue 12: ...` and `12. ...` label their clue.
  const std::vector<Word> head = cut_words(line.substr(0, std::min<std::size_t>(line.size(), 12)));
  std::size_t skip = 0;
  if (head.size() >= 2 && head[0].stem == "clue" &&
      std::all_of(head[1].text.begin(), head[1].text.end(),
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
    const std::size_t colon = line.find(':');
    if (colon != std::string_view::npos) {
      label = std::string(head[1].text);
      skip = colon + 1;
    }
  } else if (line.size() > 2 && line[0] == '#' &&
             std::isdigit(static_cast<unsigned char>(line[1])) && !head.empty() &&
             head[0].offset == 1 &&
             !(head.size() >= 2 && std::islower(static_cast<unsigned char>(head[1].text[0])))) {
    // `#3 The April episode had the fewest downloads.` (Not `#14 is
    // bringing three people`, the house numbered 14 as the subject.)
    label = std::string(head[0].text);
    skip = 1 + head[0].text.size();
  } else if (const auto [roman, length] = roman_label(line); roman != 0) {
    // `IV. The violinist had ...`: a clue numbered as old books number
    // them.
    label = std::to_string(roman);
    skip = length + 1;
  } else if (!head.empty() && head[0].offset == 0 &&
             std::isdigit(static_cast<unsigned char>(line.front()))) {
    const std::size_t after = head[0].text.size();
    if (after < line.size() && (line[after] == '.' || line[after] == ')')) {
      label = std::string(head[0].text);
      skip = after + 1;
    } else if (const std::size_t text_at = line.find_first_not_of(' ', after);
               after + 1 < line.size() && line[after] == ' ' && text_at != std::string_view::npos &&
               std::isupper(static_cast<unsigned char>(line[text_at])) && after <= 3 &&
               std::all_of(head[0].text.begin(), head[0].text.end(),
                           [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      // `3 Daisy has her lesson ...`, `1  The learner ...`: a number and
      // a capital (never an ordinal: `1st XI Match Report`).
      label = std::string(head[0].text);
      skip = text_at;
    }
  }
  // `32. Sea View Vacancies`: a numbered title, not a clue.
  if (!label.empty() && first_line && title_line(trim(line.substr(skip))) &&
      cut_words(line.substr(skip)).size() <= 8) {
    d_.framing.push_back({line, line_no(line), column(line), "", false});
    return;
  }
  if (!label.empty()) {
    add_sentences(raw, trim(line.substr(skip)), no, label);
    return;
  }
  // `How tall? 30 cm, 45 cm, 60 cm`, `Who? Alfie, Bella, ...`: a short
  // question heads the list after it.
  if (const std::size_t mark = line.find("? ");
      mark != std::string_view::npos && cut_words(line.substr(0, mark)).size() <= 3 &&
      line.find_first_of(".!?", mark + 1) == std::string_view::npos) {
    const std::string_view list = trim(line.substr(mark + 2));
    const std::vector<std::string_view> items =
        slashed_items(list).value_or(list_items(list, d_.n));
    if (items.size() >= 2 && (d_.n == 0 || items.size() == static_cast<std::size_t>(d_.n)) &&
        std::none_of(items.begin(), items.end(),
                     [](std::string_view i) { return cut_words(i).size() > 4; })) {
      // The question's noun names the list (`How tall?` is `height`).
      static constexpr std::pair<std::string_view, std::string_view> kNouns[] = {
          {"how long", "length"},  {"how tall", "height"},  {"how old", "age"},
          {"how far", "distance"}, {"how heavy", "weight"}, {"how much", "amount"},
          {"how many", "number"},  {"who", "name"},         {"where", "place"},
          {"when", "time"},        {"what", "thing"}};
      std::string_view heading = line.substr(0, mark);
      for (const auto& [asked, noun] : kNouns)
        if (stems(heading) == asked) heading = noun;
      read_category(raw, heading, list);
      return;
    }
  }
  // `Task 2: Which snail ...?`, `Part 3 (challenge): Explain ...`: the
  // label goes, the sentence after it stays.
  if (head.size() >= 2 && head[0].offset == 0 &&
      (head[0].stem == "task" || head[0].stem == "step" || head[0].stem == "part" ||
       head[0].stem == "exercise" || head[0].stem == "activity") &&
      std::isdigit(static_cast<unsigned char>(head[1].text.front()))) {
    const std::size_t colon = line.find(':');
    if (colon != std::string_view::npos && colon < 30) {
      add_sentences(raw, trim(line.substr(colon + 1)), no, "");
      return;
    }
  }
  if (starts_with_stems(head, "question") ||
      (!head.empty() && head[0].offset == 0 && head[0].text.size() >= 2 &&
       (head[0].text[0] == 'Q' || head[0].text[0] == 'q') &&
       std::all_of(head[0].text.begin() + 1, head[0].text.end(),
                   [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))) {
    const std::size_t colon = line.find(':');
    if (colon != std::string_view::npos) {
      add_sentences(raw, trim(line.substr(colon + 1)), no, "");
      return;
    }
  }
  // The head of a grid to fill in whose first column lists values
  // (column_lists.cc).
  if (read_column_list(raw, no)) return;
  // A row of a table of lists: its first cell heads the others.
  if (list_rows_.count(static_cast<std::size_t>(raw.data() - text_.data())) != 0) {
    const std::vector<std::string_view> cells = table_cells(line);
    const std::vector<std::string> values(cells.begin() + 1, cells.end());
    add_category(raw, std::string(cells.front()), values, no, column(cells[1]), "");
    return;
  }
  // A message's stamp alone on its line (`Wed 17:49`, `Tuesday, 9:15 pm`,
  // `12 Mar 18:02`): when it was sent, which frames the riddle.
  if (message_stamp(line)) {
    d_.framing.push_back({line, line_no(line), column(line), "", false});
    return;
  }
  // A grid to fill in (`Book | Cover | Subject | Author`, `1 |  |  |`):
  // cells of a word or two between bars frame the riddle.
  if (std::count(line.begin(), line.end(), '|') >= 2) {
    bool cells = true;
    for (std::size_t at = 0; at <= line.size() && cells;) {
      const std::size_t bar = std::min(line.find('|', at), line.size());
      const std::string_view cell = trim(line.substr(at, bar - at));
      cells = cut_words(cell).size() <= 2 && cell.find_first_of(".?!") == std::string_view::npos;
      at = bar + 1;
    }
    if (cells) {
      d_.framing.push_back({line, line_no(line), column(line), "", false});
      return;
    }
  }
  // `Five arrivals in the bit I'm asking about:` on its own line, then
  // `Speedbird 42, Shamrock 7, Easy 19, Lufthansa 3, Logan 6`: a bare list
  // under a heading line that ends with a colon is that heading's list.
  if (const std::string_view head = line_before(raw);
      head.ends_with(":") && line.find(':') == std::string_view::npos &&
      cut_words(head).size() <= 12 && head.find('|') == std::string_view::npos) {
    // (Items of a few words each, three at least, and nothing else on
    // the line: `a, b, c`, `a, b and c`.)
    std::vector<std::string> values;
    for (std::string_view item : list_items(line, d_.n)) values.emplace_back(item);
    // (Nor a list with a heading of its own: `Caller — Barry, Cheryl`.)
    const bool headed = line.find(" \u2014 ") != std::string_view::npos ||
                        line.find(" \u2013 ") != std::string_view::npos ||
                        line.find(" - ") != std::string_view::npos;
    const bool items =
        values.size() >= 3 && !headed && line.find_first_of(".;?!()") == std::string_view::npos &&
        std::all_of(values.begin(), values.end(),
                    [](const std::string& v) { return !v.empty() && cut_words(v).size() <= 4; });
    if (items) {
      add_category(raw, std::string(trim(head.substr(0, head.size() - 1))), values, no,
                   column(line), "");
      return;
    }
  }
  // A title: the first line, short, with no sentence's end and no list
  // (`The Charity Race`, `Puzzle 12: Pets`). It frames the riddle.
  // A title, or a line like it before any list or clue (`Difficulty:
  // Easy | Time limit: 5 minutes`).
  // (Never a line typed without its stop that lists values: `campers
  // are Reece, Sophie, Tariq, Una and Vic`.)
  if ((first_line || (d_.categories.empty() && d_.clues.empty())) && title_line(line) &&
      (first_line || cut_words(line).size() <= 12) &&
      (first_line || !std::islower(static_cast<unsigned char>(line.front())) ||
       prose_lists(line, d_.n, false).empty())) {
    d_.framing.push_back({line, line_no(line), column(line), "", false});
    return;
  }
  add_sentences(raw, line, no, "");
}

}  // namespace deduce::puzzles::zebra::english
