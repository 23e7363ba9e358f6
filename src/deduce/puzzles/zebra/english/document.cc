// The first pass over an English riddle (document.h).
#include "deduce/puzzles/zebra/english/document.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"
#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool starts_with_stems(const std::vector<Word>& words, std::string_view phrase) {
  const std::vector<Word> want = cut_words(phrase);
  if (want.size() > words.size()) return false;
  for (std::size_t i = 0; i < want.size(); ++i)
    if (words[i].stem != want[i].stem) return false;
  return true;
}

// The code point of the UTF-8 sequence at `s`'s start and its length in
// bytes (0 when it is not one).
std::pair<char32_t, std::size_t> code_point(std::string_view s) {
  if (s.empty()) return {0, 0};
  const auto b = static_cast<unsigned char>(s[0]);
  const std::size_t n = b < 0x80         ? 1
                        : (b >> 5) == 6  ? 2
                        : (b >> 4) == 14 ? 3
                        : (b >> 3) == 30 ? 4
                                         : 0;
  if (n == 0 || s.size() < n) return {0, 0};
  char32_t c = n == 1 ? b : b & (0x7F >> n);
  for (std::size_t i = 1; i < n; ++i) c = (c << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
  return {c, n};
}

// A line's bullet (`- `, `* `, `• `, an emoji such as `🔬 `) goes: it marks
// an item, not a word of the sentence.
std::string_view without_bullet(std::string_view line) {
  std::size_t at = 0;
  while (at < line.size()) {
    const auto [c, n] = code_point(line.substr(at));
    const bool mark = c == '-' || c == '*' || c == '+' || c == '>' ||
                      (c >= 0x2010 && c <= 0x2BFF) || (c >= 0x1F000 && c <= 0x1FAFF) ||
                      c == 0xFE0F || c == 0x200D;
    if (n == 0 || !mark) break;
    at += n;
  }
  if (at == 0 || at >= line.size() || line[at] != ' ') return line;
  return trim(line.substr(at));
}

}  // namespace

std::string zebra_name(std::string_view s) {
  std::string out;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    const bool keep = std::isalnum(u) || c == '-' || u >= 0x80;
    if (keep) {
      out += c;
    } else if (c == '+' && !out.empty()) {
      // `A+`, `O+`: a sign of its own (`O-` keeps its `-`).
      out += out.back() == '_' ? "plus" : "_plus";
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

namespace {

// A name the .zebra format keeps for itself gets `_kind`.
std::string reserved(std::string name) {
  static const std::set<std::string> kReserved = {"position", "positions", "puzzle", "ask",
                                                  "category", "ordered",   "layout"};
  if (kReserved.count(name)) name += "_kind";
  return name;
}

// The category's .zebra name from the words of its line: the last two
// that are not framing words ("Everyone supports a different NBA team" is
// `nba_team`, "Each person has a unique name" is `name`).
std::string category_name(std::string_view line_words) {
  // `different` and `unique` alike: "Everyone has something different for
  // lunch" is ZebraLogic's "... something unique for lunch".
  const auto telling = [](std::string_view text) {
    std::string out;
    for (const Word& w : cut_words(text)) out += (w.stem == "different" ? "unique" : w.stem) + ' ';
    return out;
  };
  const std::string line_stems = telling(line_words);
  static const std::vector<std::string> kKnown = [&] {
    std::vector<std::string> out;
    for (const CategoryLine& known : category_lines()) out.push_back(telling(known.line));
    return out;
  }();
  for (std::size_t k = 0; k < kKnown.size(); ++k)
    if (kKnown[k] == line_stems) return std::string(category_lines()[k].name);
  // What follows `different` or `unique` names it (`Each resident drinks
  // a different drink` is `drink`, not `resident`); the last one, nearest
  // the list (`a different colour and a different age: 8 weeks, ...`).
  // (So does `particular`, `certain` or `distinct`: `each is proud of a
  // particular flower` is `flower`.)
  const std::vector<Word> all = cut_words(line_words);
  const auto differs = [](const std::string& st) {
    return st == "different" || st == "unique" || st == "particular" || st == "certain" ||
           st == "distinct";
  };
  std::size_t from = 0;
  for (std::size_t i = 0; i + 1 < all.size(); ++i)
    if (differs(all[i].stem)) from = i;
  for (std::size_t i = from; i + 1 < all.size(); ++i) {
    if (!differs(all[i].stem)) continue;
    std::vector<std::string> after;
    for (std::size_t j = i + 1; j < all.size() && after.size() < 2; ++j) {
      const std::string& st = all[j].stem;
      // `a different number of nights` is `nights`.
      const bool how_many =
          st == "number" || st == "amount" || st == "quantity" || st == "sum" || st == "count";
      if (after.empty() && j + 1 < all.size() && all[j + 1].stem == "of" && how_many) {
        ++j;
        continue;
      }
      // `sold a different number by the end of the afternoon` is `sold`:
      // the verb that counts.
      if (after.empty() && how_many) {
        std::size_t v = i;
        while (v > 0 && (all[v - 1].stem == "a" || all[v - 1].stem == "an" ||
                         all[v - 1].stem == "the" || all[v - 1].stem == "each"))
          --v;
        if (v > 0 && std::islower(static_cast<unsigned char>(all[v - 1].text.front())) &&
            all[v - 1].stem.size() >= 3)
          if (std::string name = zebra_name(lower(all[v - 1].stem)); !name.empty())
            return reserved(name);
      }
      if (st == "of" || st == "from" || st == "in" || st == "to" || st == "for" || st == "on" ||
          st == "at" || st == "with" || st == "as" || st == "and" ||
          (st == "out" && j + 1 < all.size() && all[j + 1].stem == "of"))  // `score out of ten`
        break;
      // `A different person lives in each: Amy, Bill, ...` is `person`.
      if (after.empty() && (st == "person" || st == "man" || st == "woman")) {
        after.push_back(st);
        break;
      }
      if (!frame_word(all[j].stem)) after.push_back(lower(all[j].stem));
    }
    if (after.empty()) break;
    std::string name = after.size() == 2 ? after[0] + "_" + after[1] : after[0];
    name = zebra_name(name);
    if (!name.empty()) return reserved(name);
  }
  // `Four falconers each flew one bird - a kestrel, ...`: the noun counted
  // one just before the list is what it lists, not the count that opens
  // the line.
  if (all.size() >= 3 && all[all.size() - 2].stem == "one" && all.back().stem.size() >= 3 &&
      !frame_word(all.back().stem) && !verb_word(all.back().stem) &&
      std::islower(static_cast<unsigned char>(all.back().text.front())) &&
      number_word(all[0].stem) >= 2)
    if (std::string name = zebra_name(lower(all.back().stem)); !name.empty()) return reserved(name);
  // A count and its noun open it (`Four bakers entered the bake-off at St.
  // Anne's hall: ...` is `baker`).
  // `Four amateur bakers entered` is `baker`: the last of the words
  // before the verb.
  if (all.size() >= 3 && number_word(all[0].stem) >= 2 &&
      std::isalpha(static_cast<unsigned char>(all[0].text.front())) && !frame_word(all[1].stem) &&
      !verb_word(all[1].stem) && all[1].stem.size() >= 3 &&
      std::islower(static_cast<unsigned char>(all[1].text.front()))) {
    std::size_t last = 1;
    while (last + 2 < all.size() && !frame_word(all[last + 1].stem) &&
           !verb_word(all[last + 1].stem) && all[last + 1].stem.size() >= 3 &&
           std::islower(static_cast<unsigned char>(all[last + 1].text.front())) &&
           all[last + 1].text.back() == 's' && all[last].text.back() != 's')
      ++last;
    if (std::string name = zebra_name(lower(all[last].stem)); !name.empty()) return reserved(name);
  }
  // `each made one pot at last week's pottery class` is `pot`, `in each
  // house lives one kid` is `kid`: the noun counted one.
  for (std::size_t i = 0; i + 1 < all.size(); ++i) {
    static const std::set<std::string> kNotNouns = {
        "of", "behind", "after", "another", "other", "by", "at", "in", "on", "to", "more"};
    const std::string& next = all[i + 1].stem;
    if (all[i].stem == "one" && next.size() >= 3 && !kNotNouns.count(next) && !frame_word(next) &&
        !verb_word(next) && std::islower(static_cast<unsigned char>(all[i + 1].text.front())) &&
        (i + 2 == all.size() ||
         !std::islower(static_cast<unsigned char>(all[i + 2].text.front())) ||
         kNotNouns.count(all[i + 2].stem) || all[i + 2].stem == "there" ||
         all[i + 2].stem == "each"))
      if (std::string name = zebra_name(lower(next)); !name.empty()) return reserved(name);
  }
  // Verbs go too (`drive_motorbike` is `motorbike`), unless only a verb is
  // left (`has a unique favorite drink` is `drink`).
  std::vector<std::string> kept;
  for (const bool drop_verbs : {true, false}) {
    for (const Word& w : cut_words(line_words)) {
      // Nor do the words that only join a clause (`and they sold for`,
      // `their cakes were`).
      static const std::set<std::string> kJoining = {"and",  "or",   "but",   "to",   "at",
                                                     "with", "from", "by",    "on",   "were",
                                                     "was",  "been", "being", "then", "so"};
      if (frame_word(w.stem) || (drop_verbs && verb_word(w.stem)) || lower(w.text) == "houses" ||
          number_word(w.stem) != 0 || kJoining.count(w.stem) != 0)
        continue;
      kept.push_back(lower(w.stem));
    }
    if (!kept.empty()) break;
  }
  // Only frame words left (`The owners are ...`): the last noun of them.
  if (kept.empty())
    for (const Word& w : cut_words(line_words))
      if (w.stem.size() >= 3 && number_word(w.stem) == 0 && !verb_word(w.stem) && w.stem != "the" &&
          w.stem != "are" && w.stem != "were" && w.stem != "their" && w.stem != "and" &&
          w.stem != "each" && w.stem != "they")
        kept.assign(1, lower(w.stem));
  if (kept.empty()) return "category";
  std::string name = kept.back();
  if (kept.size() >= 2) name = kept[kept.size() - 2] + "_" + name;
  return reserved(zebra_name(name));
}

// Whether a category's name is made of the words that say where things
// are (`left_right`, `west_east`), which name no list.
bool placing_word(const std::string& name) {
  static const std::set<std::string> kPlacing = {"left",  "right",    "west", "east", "north",
                                                 "south", "numbered", "side", "row"};
  std::size_t at = 0;
  while (at <= name.size()) {
    const std::size_t end = std::min(name.find('_', at), name.size());
    if (kPlacing.count(name.substr(at, end - at)) == 0) return false;
    at = end + 1;
  }
  return true;
}

class LineReader {
 public:
  // `text` is the riddle as read_document() joined its wrapped lines;
  // `written` the riddle as written, of the same length, whose line
  // breaks give every line and column.
  LineReader(const std::string& text, const std::string& written, const std::string& file)
      : text_(text), file_(file) {
    for (std::size_t at = written.find('\n'); at != std::string::npos;
         at = written.find('\n', at + 1))
      breaks_.push_back(at);
  }

  Document run() {
    cut_lines();
    drop_place_numbers();
    return std::move(d_);
  }

  // `Their caravans are on pitches 1, 2, 3 and 4, in a row`: the numbers
  // are the row's places, no list of its own.
  void drop_place_numbers() {
    if (!d_.counted) return;
    for (std::size_t c = d_.categories.size(); c-- > 0;) {
      const CategoryText& cat = d_.categories[c];
      bool places = static_cast<int>(cat.values.size()) == d_.n;
      for (std::size_t v = 0; v < cat.values.size() && places; ++v)
        places = cat.values[v] == std::to_string(v + 1);
      // (Or places said as such, or counted across: `From left to right
      // they are in places 1, 2, 3 and 4`.)
      bool noun = false, left = false, right = false;
      for (const Word& w : cut_words(cat.line_words + " " + cat.name)) {
        noun = noun ||
               std::find(d_.place_nouns.begin(), d_.place_nouns.end(), w.stem) !=
                   d_.place_nouns.end() ||
               w.stem == "place" || w.stem == "position" || w.stem == "spot";
        left = left || w.stem == "left";
        right = right || w.stem == "right";
      }
      noun = noun || (left && right);
      if (!places || !noun) continue;
      d_.categories.erase(d_.categories.begin() + static_cast<std::ptrdiff_t>(c));
      if (c < d_.category_lines.size())
        d_.category_lines.erase(d_.category_lines.begin() + static_cast<std::ptrdiff_t>(c));
    }
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& what) const {
    throw io::InputError({file_, line, column}, what);
  }

  // The line and column of `part` (a view into text_) in the riddle as
  // written.
  int line_no(std::string_view part) const {
    const auto at = static_cast<std::size_t>(part.data() - text_.data());
    return static_cast<int>(std::lower_bound(breaks_.begin(), breaks_.end(), at) -
                            breaks_.begin()) +
           1;
  }
  int column(std::string_view part) const {
    const auto at = static_cast<std::size_t>(part.data() - text_.data());
    const auto before = std::lower_bound(breaks_.begin(), breaks_.end(), at);
    const std::size_t begin = before == breaks_.begin() ? 0 : *(before - 1) + 1;
    return io::column_of(std::string_view(text_).substr(begin), at - begin);
  }

  void cut_lines() {
    // Clues lettered `A.`, `B.`, `C.` as puzzle books letter them: three
    // lines in a row of the alphabet's first letters say so, where one
    // initial (`A. Bright patented ...`) does not.
    for (const char* mark : {".", ")"})
      lettered_ = lettered_ || (text_.find(std::string("\nA") + mark + " ") != std::string::npos &&
                                text_.find(std::string("\nB") + mark + " ") != std::string::npos &&
                                text_.find(std::string("\nC") + mark + " ") != std::string::npos);
    find_list_tables();
    int no = 0;
    std::size_t at = 0;
    while (at <= text_.size()) {
      const std::size_t end = std::min(text_.find('\n', at), text_.size());
      const std::string_view line = std::string_view(text_).substr(at, end - at);
      no = line_no(line);
      choice_ = false;
      read_line(line, no);
      // (Choices follow a question line, or one another.)
      if (!trim(line).empty())
        after_question_ = line.find('?') != std::string_view::npos || choice_;
      if (end == text_.size()) break;
      at = end + 1;
    }
  }

  // The cells of a line set between bars (`| Skates | red | blue |`),
  // without the empty ones outside its first and last bar.
  static std::vector<std::string_view> cells_of(std::string_view line) {
    std::vector<std::string_view> cells;
    for (std::size_t at = 0; at <= line.size();) {
      const std::size_t bar = std::min(line.find('|', at), line.size());
      cells.push_back(trim(line.substr(at, bar - at)));
      at = bar + 1;
    }
    if (!cells.empty() && cells.front().empty()) cells.erase(cells.begin());
    if (!cells.empty() && cells.back().empty()) cells.pop_back();
    return cells;
  }

  // Tables whose rows are lists, each headed by its first cell (`| Skaters
  // | Ava | Ben | Cleo |` / `| Skates | red | blue | white |`): two rows or
  // more in a block, every cell filled, as many in each. A grid to fill in
  // has empty cells, and frames the riddle.
  void find_list_tables() {
    std::vector<std::size_t> block;  // the rows' offsets
    std::size_t width = 0;
    bool full = true;
    const auto close = [&] {
      if (full && block.size() >= 2 && width >= 3) list_rows_.insert(block.begin(), block.end());
      block.clear();
      width = 0;
      full = true;
    };
    for (std::size_t at = 0; at <= text_.size();) {
      const std::size_t end = std::min(text_.find('\n', at), text_.size());
      const std::string_view line = trim(std::string_view(text_).substr(at, end - at));
      if (std::count(line.begin(), line.end(), '|') >= 2) {
        const std::vector<std::string_view> cells = cells_of(line);
        // (A Markdown rule under a heading row, `|---|---|`, is no row.)
        const bool rule = std::all_of(line.begin(), line.end(), [](char c) {
          return c == '|' || c == '-' || c == ':' || c == ' ';
        });
        if (!rule) {
          if (block.empty()) width = cells.size();
          full = full && cells.size() == width &&
                 std::none_of(cells.begin(), cells.end(),
                              [](std::string_view c) { return cut_words(c).empty(); }) &&
                 std::isalpha(static_cast<unsigned char>(cells.front().front()));
          block.push_back(at);
        }
      } else {
        close();
      }
      if (end == text_.size()) break;
      at = end + 1;
    }
    close();
  }

  void read_line(std::string_view raw, int no) {
    std::string_view line = trim(raw);
    if (line.empty()) return;
    // (`#1 The chef's episode ...` is a numbered clue, read below.)
    if (line.front() == '#' &&
        !(line.size() > 1 && std::isdigit(static_cast<unsigned char>(line[1])))) {
      // a Markdown heading frames the riddle
      const std::string_view heading = trim(line.substr(line.find_first_not_of('#')));
      if (!cut_words(heading).empty())
        d_.framing.push_back({heading, line_no(heading), column(heading), "", false});
      return;
    }
    const bool first_line = !seen_text_;
    seen_text_ = true;
    line = without_bullet(line);
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
    // `a) What time is the art lesson?`, `(b) Who ...`: a question's letter.
    if (line.size() >= 4 && line[0] == '(' && line[1] >= 'a' && line[1] <= 'j' && line[2] == ')' &&
        line[3] == ' ')
      line = trim(line.substr(4));
    else if (line.size() >= 3 && line[0] >= 'a' && line[0] <= 'j' && line[1] == ')' &&
             line[2] == ' ')
      line = trim(line.substr(3));
    else if (lettered_ && !after_question_ && line.size() >= 3 && line[0] >= 'A' &&
             line[0] <= 'Z' && (line[1] == '.' || line[1] == ')') && line[2] == ' ' &&
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
    const std::vector<Word> head =
        cut_words(line.substr(0, std::min<std::size_t>(line.size(), 12)));
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
               head[0].offset == 1) {
      // `#3 The April episode had the fewest downloads.`
      label = std::string(head[0].text);
      skip = 1 + head[0].text.size();
    } else if (!head.empty() && head[0].offset == 0 &&
               std::isdigit(static_cast<unsigned char>(line.front()))) {
      const std::size_t after = head[0].text.size();
      if (after < line.size() && (line[after] == '.' || line[after] == ')')) {
        label = std::string(head[0].text);
        skip = after + 1;
      } else if (const std::size_t text_at = line.find_first_not_of(' ', after);
                 after + 1 < line.size() && line[after] == ' ' &&
                 text_at != std::string_view::npos &&
                 std::isupper(static_cast<unsigned char>(line[text_at])) && after <= 3) {
        // `3 Daisy has her lesson ...`, `1  The learner ...`: a number and
        // a capital.
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
    // A row of a table of lists: its first cell heads the others.
    if (list_rows_.count(static_cast<std::size_t>(raw.data() - text_.data())) != 0) {
      const std::vector<std::string_view> cells = cells_of(line);
      const std::vector<std::string> values(cells.begin() + 1, cells.end());
      add_category(raw, std::string(cells.front()), values, no, column(cells[1]), "");
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

  static bool clue_heading(std::string_view sentence) {
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
  // `right, so`); 0 when none do.
  static std::size_t talk_before_asking(const std::vector<Word>& w) {
    static const std::set<std::string> kTalk = {"so", "now", "well", "okay", "ok", "right"};
    static const std::set<std::string> kAsking = {"who",  "what",  "which", "where",
                                                  "when", "whose", "how"};
    std::size_t k = 0;
    while (k < w.size() && kTalk.count(w[k].stem)) ++k;
    return k < w.size() && kAsking.count(w[k].stem) ? k : 0;
  }

  static bool title_line(std::string_view line) {
    const char last = line.back();
    // `Winter Fun Page: Snowman Puzzle!`: a short line in title case may
    // end with `!`.
    if (last == '!') {
      const std::vector<Word> words = cut_words(line);
      return !words.empty() && words.size() <= 6 && line.find_first_of(".?!") == line.size() - 1 &&
             std::all_of(words.begin(), words.end(), [](const Word& w) {
               return w.text.size() < 4 || !std::islower(static_cast<unsigned char>(w.text[0]));
             });
    }
    if (last == '.' || last == '?' || last == ',' || last == ';') return false;
    const auto [colon, mark] = heading_mark(line);
    if (colon != std::string_view::npos && (line.find(',', colon) != std::string_view::npos ||
                                            slashed_items(line.substr(colon + mark))))
      return false;  // a list
    const std::vector<Word> words = cut_words(line);
    if (words.empty() || words.size() > 30) return false;
    return !(words.size() >= 3 && words[0].stem == "there" &&
             (words[1].stem == "are" || words[1].stem == "is"));
  }

  // `8,400 / 9,100 / 11,250`: items set apart by slashes, two or more, each
  // of a few words (a line of bars, `Difficulty: Easy | Grid size: 5x5`,
  // is a frame); nullopt when the list has none.
  static std::optional<std::vector<std::string_view>> slashed_items(std::string_view list) {
    // (Or by middle dots and bullets: `Anya · Bilal · Corinne`.)
    std::string_view mark;
    for (std::string_view m : {" / ", " \u00b7 ", " \u2022 "})
      if (list.find(m) != std::string_view::npos) mark = m;
    if (mark.empty()) return std::nullopt;
    std::vector<std::string_view> items;
    std::size_t at = 0;
    while (at <= list.size()) {
      const std::size_t next = std::min(list.find(mark, at), list.size());
      const std::string_view item = trim(list.substr(at, next - at));
      if (item.find(':') != std::string_view::npos || cut_words(item).size() > 4)
        return std::nullopt;
      items.push_back(item);
      if (next == list.size()) break;
      at = next + mark.size();
    }
    if (items.size() < 2) return std::nullopt;
    return items;
  }

  // `Everyone has a different name: A, B, C.` (or `Names: A, B, C`): a
  // list, the sentence's whole.
  // Where a list's heading ends: its colon, or a dash after a heading of
  // a word or three (`Caller — Barry, Cheryl, Des`, `On air - 10:05 pm,
  // ...`); {npos, 0} when the sentence has neither.
  static std::pair<std::size_t, std::size_t> heading_mark(std::string_view sentence) {
    const std::size_t colon = sentence.find(':');
    const bool clock = colon != std::string_view::npos && colon > 0 &&
                       colon + 1 < sentence.size() &&
                       std::isdigit(static_cast<unsigned char>(sentence[colon - 1])) &&
                       std::isdigit(static_cast<unsigned char>(sentence[colon + 1]));
    if (colon != std::string_view::npos && !clock) return {colon, 1};
    for (std::string_view dash : {" \u2014 ", " \u2013 ", " - "}) {
      const std::size_t at = sentence.find(dash);
      // (Three values at least, after a heading of words: `Year 7 Maths -
      // Logical Reasoning, Lesson 4` is a title.)
      const std::size_t comma = sentence.find(',', at);
      if (at == std::string_view::npos || at == 0 || comma == std::string_view::npos ||
          sentence.find(',', comma + 1) == std::string_view::npos ||
          sentence.substr(0, at).find_first_of("0123456789") != std::string_view::npos ||
          sentence.substr(0, at).find_first_of(",;.") != std::string_view::npos ||
          cut_words(sentence.substr(0, at)).size() > 3)
        continue;
      if (clock && colon < at) continue;
      // (Not a dash aside: `Four friends - Kim, Lou, Max and Ned - each
      // flew a kite`.)
      if (sentence.find(dash, at + dash.size()) != std::string_view::npos) continue;
      return {at, dash.size()};
    }
    return {colon, colon == std::string_view::npos ? 0 : 1};
  }

  bool headed_list(std::string_view raw, std::string_view sentence) {
    const auto [colon, mark] = heading_mark(sentence);
    if (colon == std::string_view::npos || colon + mark >= sentence.size() ||
        (sentence.find(',', colon) == std::string_view::npos &&
         !slashed_items(sentence.substr(colon + mark))) ||
        sentence.substr(0, colon).find_first_of(",;") != std::string_view::npos)
      return false;
    // A post's own labels (`Tags: logical-deduction, grid-deduction`,
    // `Filed under: puzzles, maths`) list no values (`Topic` and `Author`
    // may head a list: not those).
    static const std::set<std::string> kLabels = {"tag",    "keyword", "filed",
                                                  "posted", "cc",      "share"};
    if (const std::vector<Word> head = cut_words(sentence.substr(0, colon));
        head.size() <= 2 && !head.empty() && kLabels.count(head[0].stem) != 0)
      return false;
    // `9:30` is a time, not a heading's colon.
    if (mark == 1 && colon > 0 && std::isdigit(static_cast<unsigned char>(sentence[colon - 1])) &&
        std::isdigit(static_cast<unsigned char>(sentence[colon + 1])))
      return false;
    // A list's values are names, not clauses (`It was a slow week at the
    // Plaza: each of the four closed one deal, one on each day ...`).
    const std::vector<std::string_view> items =
        slashed_items(trim(sentence.substr(colon + mark)))
            .value_or(list_items(trim(sentence.substr(colon + mark)), d_.n));
    const std::size_t longest = items.size() < 3 ? 2 : 5;
    if (items.size() < 2 || std::any_of(items.begin(), items.end(), [&](std::string_view i) {
          return cut_words(i).size() > longest;
        }))
      return false;
    // `...: specifically, the actors are 24, 31, ...` is a sentence that
    // holds a list (prose_lists.h reads it), not the list itself: an
    // adverb alone or a clause's verb is no value.
    const auto clause_like = [](std::string_view i) {
      const std::vector<Word> w = cut_words(i);
      if (w.size() == 1 && w[0].stem.size() > 4 && w[0].stem.ends_with("ly") &&
          std::islower(static_cast<unsigned char>(w[0].text.front())))
        return true;
      for (std::size_t k = 1; k + 1 < w.size(); ++k)
        if (w[k].stem == "are" || w[k].stem == "were" || w[k].stem == "is" || w[k].stem == "was")
          return true;
      return false;
    };
    if (std::any_of(items.begin(), items.end(), clause_like)) return false;
    // `...: a David Brown, a Ferguson, a Fordson and a Massey, built in
    // 1948, 1952, ...`: a list joined by `and` before its end runs into
    // another; prose_lists.h tells them apart.
    // (Not `Gucci, Dolce and Gabbana, Tory Burch`: a name holds `and`.)
    for (std::size_t k = 0; k + 1 < items.size(); ++k) {
      const std::vector<Word> next = cut_words(items[k + 1]);
      if ((items[k].find(" and ") != std::string_view::npos ||
           items[k].find(" or ") != std::string_view::npos) &&
          !next.empty() && std::islower(static_cast<unsigned char>(next[0].text.front())) &&
          next[0].stem != "a" && next[0].stem != "an" && next[0].stem != "the")
        return false;
    }
    // `Puzzle #214: Up, Up and Away` is a title: a list names each value
    // once.
    std::set<std::string> seen;
    for (std::string_view i : items)
      if (!seen.insert(zebra_name(i)).second) return false;
    // A heading in prose may give a list of its own (`Each team sat at a
    // different table (tables 1 to 4) and had a different captain: ...`).
    if (cut_words(sentence.substr(0, colon)).size() > 3)
      lists_in_prose(raw, sentence.substr(0, colon));
    // A list read already, in prose (`three houses in a row: pink, blue
    // and green`), is not listed twice.
    // (Nor are the same numbers with their unit said once more: `a
    // different amount of experience (2, 4, 6, or 8 years)`, then
    // `Experience: 2 years, 4 years, ...`.)
    const auto number_of = [](std::string_view v) {
      const std::optional<ValueNumber> n = value_number(v);
      return n ? n->number : -1.0;
    };
    const bool listed =
        std::any_of(d_.categories.begin(), d_.categories.end(), [&](const CategoryText& c) {
          const bool same_names = std::all_of(items.begin(), items.end(), [&](std::string_view i) {
            return std::find(c.names.begin(), c.names.end(), zebra_name(i)) != c.names.end();
          });
          if (same_names) return true;
          if (c.values.size() != items.size()) return false;
          for (std::size_t k = 0; k < items.size(); ++k)
            if (number_of(items[k]) < 0 || number_of(items[k]) != number_of(c.values[k]))
              return false;
          return true;
        });
    if (!listed) read_category(raw, sentence.substr(0, colon), sentence.substr(colon + mark));
    // A heading in prose (`Four named trains leave Union Station each
    // morning: the Coastal, ...`) is the introduction's, shown as such.
    if (cut_words(sentence.substr(0, colon)).size() > 3)
      (d_.counted ? d_.framing : d_.intro)
          .push_back({sentence, line_no(sentence), column(sentence), "", false});
    return true;
  }

  // A word that may name the positions: not a filler, a frame word or a
  // verb (`There are 5 in a row` names none).
  static bool noun_like(const std::string& stem) {
    return stem.size() >= 3 && !frame_word(stem) && !verb_word(stem) &&
           std::find(filler_words().begin(), filler_words().end(), stem) == filler_words().end() &&
           std::isalpha(static_cast<unsigned char>(stem.front()));
  }

  // Whether the words from i set things side by side: `in a row`, `in a
  // single line`, `in a straight row`, `side by side`, `next to each
  // other`; never `four days in a row`, which is one after another in time.
  static bool lines_up_at(const std::vector<Word>& words, std::size_t i) {
    static const std::set<std::string> kTimes = {"day",  "night", "week",  "month",  "year",
                                                 "time", "game",  "match", "season", "weekend"};
    const auto at = [&](std::size_t k) -> const std::string& {
      static const std::string kNone;
      return k < words.size() ? words[k].stem : kNone;
    };
    const std::size_t r = at(i + 2) == "single" || at(i + 2) == "straight" ? i + 3 : i + 2;
    return (at(i) == "in" && at(i + 1) == "a" && (at(r) == "row" || at(r) == "line") &&
            !(i > 0 && kTimes.count(words[i - 1].stem))) ||
           (at(i) == "side" && at(i + 1) == "by") ||
           (at(i) == "next" && at(i + 1) == "to" && at(i + 3) == "other");
  }

  // Once the row is counted, a later sentence may still name its places:
  // `Six athletes line up ...; the lanes are numbered 1 to 6`, `seats 1
  // to 6`: the noun before `numbered`, or before 1 to N of this N.
  // `a row of cottages`, `a line of tents`, `a terrace of five houses`:
  // the noun the row is made of.
  static void row_of_nouns(const std::vector<Word>& words, std::vector<std::string>& nouns) {
    for (std::size_t i = 0; i + 2 < words.size(); ++i) {
      if ((words[i].stem != "row" && words[i].stem != "line" && words[i].stem != "terrace") ||
          words[i + 1].stem != "of")
        continue;
      std::size_t k = i + 2;
      if (number_word(words[k].stem) >= 2 && k + 1 < words.size()) ++k;
      if (noun_like(words[k].stem) && words[k].text.back() == 's' &&
          std::islower(static_cast<unsigned char>(words[k].text.front())) &&
          std::find(nouns.begin(), nouns.end(), words[k].stem) == nouns.end())
        nouns.push_back(words[k].stem);
    }
  }

  void later_place_nouns(const std::vector<Word>& words) {
    row_of_nouns(words, d_.place_nouns);
    for (std::size_t i = 0; i + 2 < words.size(); ++i) {
      const std::string& w = words[i].stem;
      if (!noun_like(w) || !std::islower(static_cast<unsigned char>(words[i].text.front())))
        continue;
      const std::size_t at = words[i + 1].stem == "are" ? i + 2 : i + 1;
      std::size_t from = at;
      if (words[at].stem == "numbered") ++from;
      if (from + 2 >= words.size() || number_word(words[from].stem) != 1 ||
          (words[from + 1].stem != "to" && words[from + 1].stem != "through") ||
          number_word(words[from + 2].stem) != d_.n)
        continue;
      if (at == i + 2 && from == at) continue;  // `the houses are 1 to 5`: no row's noun
      if (std::find(d_.place_nouns.begin(), d_.place_nouns.end(), w) == d_.place_nouns.end())
        d_.place_nouns.push_back(w);
    }
  }

  // A sentence that sets the entities in a row without `There are N`:
  // `Five cottages stand in a row along Mill Lane`, `Four cars are parked
  // side by side in spaces 1 to 4`, `Six runners line up ... in lanes 1 to
  // 6`. Its count is the positions; its nouns name them (`cottage`,
  // `space`, `lane`).
  bool positions_said(std::string_view sentence) {
    if (d_.counted) {
      d_.circle = d_.circle || seats_round_a_table(sentence);
      later_place_nouns(cut_words(sentence));
      return false;
    }
    const std::vector<Word> words = cut_words(sentence);
    const bool table = seats_round_a_table(sentence);
    bool row = table;
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string& w = words[i].stem;
      const std::string next = i + 1 < words.size() ? words[i + 1].stem : "";
      if (lines_up_at(words, i) || (w == "left" && next == "to") ||
          ((w == "line" || w == "lined" || w == "queue" || w == "queued") && next == "up") ||
          // `waiting in the lunch queue, one behind the other`
          (w == "queue" && i > 0 && (words[i - 1].stem != "no")) ||
          // `Five people are queuing at the one open till`
          w == "queuing" || w == "queueing" ||
          (w == "behind" && next == "the" && i + 2 < words.size() &&
           words[i + 2].stem == "other") ||
          // `a guest room on each of its five floors`, `four shelves, one
          // above another`: storeys and shelves stand in a column, as
          // places do in a row.
          (stands_upright(w) && i > 0 && number_word(words[i - 1].stem) >= 2 &&
           words[i].text.back() == 's') ||
          (w == "one" && (next == "above" || next == "below" || next == "under") &&
           i + 2 < words.size() &&
           (words[i + 2].stem == "another" || (words[i + 2].stem == "the" && i + 3 < words.size() &&
                                               words[i + 3].stem == "other"))) ||
          // `a row of five houses`, `a line of four stalls`
          ((w == "row" || w == "line" || w == "terrace") && next == "of" && i + 2 < words.size() &&
           number_word(words[i + 2].stem) >= 2))
        row = true;
      // `put the floats in order, from the first in the procession (1) to
      // the last (5)`: an order numbered as places are.
      if (w == "in" && next == "order" && i + 2 < words.size() &&
          std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                      [](const Word& x) { return x.stem == "first"; }) &&
          std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                      [](const Word& x) { return x.stem == "last"; }) &&
          std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                      [](const Word& x) { return x.stem == "1"; }))
        row = true;
      // `in lanes 1 to 5`, `seats 1-4`: numbered places; but not after
      // `different` (`leaves from a different one of the five platforms
      // (numbered 1 to 5)`: a list of platforms).
      const bool different =
          std::any_of(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(i),
                      [](const Word& x) { return x.stem == "different"; });
      if (i + 3 < words.size() && number_word(next) == 1 && words[i + 2].stem == "to" &&
          number_word(words[i + 3].stem) >= 2 && noun_like(w) && !different)
        row = true;
      // (`seats 1-4` in figures: `a typical one: five customers` is none.)
      if (i + 2 < words.size() && number_word(next) == 1 && number_word(words[i + 2].stem) >= 2 &&
          std::isdigit(static_cast<unsigned char>(words[i + 1].text.front())) && noun_like(w) &&
          !different)
        row = true;
      // `berths numbered 1 to 5`, `numbered 1 (the bottom) to 5 (the top)`
      if (w == "numbered" && number_word(next) == 1 && !different)
        for (std::size_t j = i + 2; j < words.size() && j <= i + 6; ++j)
          if ((words[j].stem == "to" || words[j].stem == "through") && j + 1 < words.size() &&
              number_word(words[j + 1].stem) >= 2)
            row = true;
    }
    if (!row) return false;
    int n = 0;
    std::vector<std::string> nouns;
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
      // `spaces 1 to 4`, `seats 1-4`, `lanes 1 to 6`: the noun and the last.
      if (number_word(words[i + 1].stem) == 1 && i + 2 < words.size() &&
          std::isalpha(static_cast<unsigned char>(words[i].stem.front()))) {
        std::size_t last =
            words[i + 2].stem == "to" || words[i + 2].stem == "through" ? i + 3 : i + 2;
        // `pitches 1, 2, 3 and 4`: the last of the run.
        if (last == i + 2)
          while (last + 1 < words.size() &&
                 (number_word(words[last + 1].stem) == number_word(words[last].stem) + 1 ||
                  (words[last + 1].stem == "and" && last + 2 < words.size() &&
                   number_word(words[last + 2].stem) == number_word(words[last].stem) + 1)))
            last += words[last + 1].stem == "and" ? 2 : 1;
        if (last < words.size() && number_word(words[last].stem) >= 2) {
          n = number_word(words[last].stem);
          if (words[i].stem != "numbered" && noun_like(words[i].stem))
            nouns.push_back(words[i].stem);
        }
      }
    }
    // (The count may end the sentence: `... to the last (5)`.)
    // (A number after a name is its label, no count: `Class 3 have five
    // flowerpots in a row`; a number before the things it counts comes
    // first.)
    const auto label = [&](std::size_t i) {
      return i > 0 && std::isdigit(static_cast<unsigned char>(words[i].text.front())) &&
             (std::isupper(static_cast<unsigned char>(words[i - 1].text.front())) ||
              words[i - 1].stem == "number" || words[i - 1].stem == "no");
    };
    const auto plural = [](const Word& w) {
      static const std::set<std::string> kPlurals = {"people", "children", "men", "women"};
      return kPlurals.count(std::string(w.text)) != 0 ||
             (w.text.back() == 's' && !w.text.ends_with("ss") && !w.text.ends_with("us"));
    };
    if (n == 0)
      for (std::size_t i = 0; i + 1 < words.size() && n == 0; ++i) {
        const int k = number_word(words[i].stem);
        if (k >= 2 && k <= 64 && !label(i) && plural(words[i + 1]) &&
            (noun_like(words[i + 1].stem) || words[i + 1].stem == "people"))
          n = k;
      }
    for (std::size_t i = 0; i < words.size(); ++i) {
      const int k = number_word(words[i].stem);
      if (k < 2 || k > 64 || label(i)) continue;
      if (n == 0) n = k;
      if (k == n && i + 1 < words.size() && noun_like(words[i + 1].stem)) {
        // `Six beach huts`: the last of the nouns counted.
        std::size_t last = i + 1;
        while (last + 1 < words.size() && noun_like(words[last + 1].stem) &&
               std::islower(static_cast<unsigned char>(words[last + 1].text.front())) &&
               words[last + 1].text.back() == 's' && words[last].text.back() != 's')
          ++last;
        nouns.push_back(words[last].stem);
      }
    }
    row_of_nouns(words, nouns);
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
      const std::string& w = words[i].stem;
      const std::string& next = words[i + 1].stem;
      // `lockers next to each other`, `huts side by side`, `plots in a
      // row`, `Seats are numbered 1 to 4`, `moorings numbered 1 to 4`: the
      // noun before the words that set the row.
      const bool sets =
          next == "numbered" ||
          (next == "are" && i + 2 < words.size() && words[i + 2].stem == "numbered") ||
          lines_up_at(words, i + 1);
      if (sets && noun_like(w) && words[i].text.back() == 's' &&
          std::islower(static_cast<unsigned char>(words[i].text.front())))
        nouns.push_back(w);
    }
    if (n < 2 || (d_.n != 0 && d_.n != n)) return false;
    d_.n = n;
    d_.counted = true;
    d_.circle = table;
    for (std::string& noun : nouns) d_.place_nouns.push_back(std::move(noun));
    replay_intro();
    return true;
  }

  // What came before the positions were said is no magazine's
  // introduction: its lists are lists (`Lily, Josh and Nia each built a
  // snowman. The three snowmen stand in a row`), the rest clues (a
  // sentence naming no value frames the puzzle).
  void replay_intro() {
    std::vector<Sentence> before = std::move(d_.intro);
    d_.intro.clear();
    for (const Sentence& b : before) {
      if (listed_.count(b.text.data()) != 0 || lists_in_prose(line_of(b.text), b.text))
        d_.framing.push_back(b);
      else
        add_sentence(b, true);
    }
    intro_clues_ = d_.clues.size();
  }

  // The line of the text that `part` (a view into it) is on.
  std::string_view line_of(std::string_view part) const {
    const std::size_t at = static_cast<std::size_t>(part.data() - text_.data());
    const std::size_t begin = at == 0 ? 0 : text_.rfind('\n', at - 1) + 1;
    const std::size_t end = std::min(text_.find('\n', at), text_.size());
    return std::string_view(text_).substr(begin, end - begin);
  }

  // A list in prose is named by what its values are, where the
  // vocabulary knows most of them (`red, green, ...` is `colour`): its
  // words (`the houses are`) seldom name it.
  static std::string vocabulary_kind(const std::vector<std::string>& values) {
    // Times of day in prose are named by what they are (`one after
    // another: at 8:30am, 9:15am, ...` is `time`).
    std::string unit;
    for (const std::string& v : values) {
      const std::optional<ValueNumber> n = value_number(v);
      if (!n || n->unit.empty() || (!unit.empty() && n->unit != unit)) {
        unit.clear();
        break;
      }
      unit = n->unit;
    }
    if (unit == "time" || unit == "clock") return "time";
    // Weekdays and months (`presented their projects on Monday, Tuesday,
    // ...`) are asked as `which day` and `which month`.
    if (unit == "day" || unit == "month") return unit;
    // Lengths and weights (`The trails are 1.5 km, 2 km, ...` names no trail).
    static const std::set<std::string> kLength = {"km",   "m",  "mile", "metre", "meter", "foot",
                                                  "feet", "ft", "yard", "cm",    "mm",    "inch"};
    static const std::set<std::string> kWeight = {"kg", "lb", "ounce", "oz", "gram", "g", "ton"};
    const std::vector<Word> unit_words = cut_words(unit);
    if (unit_words.size() == 1 && kLength.count(unit_words[0].stem)) return "length";
    if (unit_words.size() == 1 && kWeight.count(unit_words[0].stem)) return "weight";
    // Pence and cents (`20p, 30p, 40p or 50p each`) are prices.
    if (unit == "p" || unit == "c" || unit == "pence" || unit == "cent") return "price";
    // (A name in capitals is no common noun the vocabulary knows: `the
    // Kestrel, the Wanderer and the Heron` are boats, not birds; a name it
    // knows in capitals, `Swede`, `Kenya`, still counts.)
    const auto upper = [](std::string_view x) {
      return !x.empty() && std::isupper(static_cast<unsigned char>(x.front()));
    };
    for (const VocabularyCategory& v : vocabulary()) {
      std::size_t known = 0;
      for (const std::string& value : values)
        for (std::string_view w : v.values)
          if (stems(w) == stems(value) && (!upper(value) || upper(w))) {
            ++known;
            break;
          }
      if (2 * known > values.size()) return std::string(v.name);
    }
    return "";
  }

  // Lists said in the sentences before the clues (prose_lists.h): each a
  // category; the sentence stays, as the introduction it is.
  bool lists_in_prose(std::string_view raw, std::string_view sentence) {
    // After the clues only a sentence that is nothing but a list of values
    // no list has, as many as the positions, is one (`(Jobs are doctor,
    // teacher, ...)` closing a riddle): anything else there is a clue.
    // (A sentence of the introduction's prose that names nothing, `At the
    // harvest party they weighed them.`, is no clue yet: the list after it,
    // `The pumpkins weighed 45 pounds, ...`, is still the introduction's.)
    bool late = false;
    for (std::size_t k = intro_clues_; k < d_.clues.size() && !late; ++k)
      late = counted_.count(k) == 0 || names_known_value(cut_words(d_.clues[k].text));
    bool took = false;
    for (const ProseList& l : prose_lists(sentence, d_.n, true)) {
      // (Its own clause's words: `The films are ...; the directors are
      // Ana Ruiz, ...`.)
      const std::string_view before = sentence.substr(0, l.offset);
      const std::size_t semi = before.rfind(';');
      const std::string_view own =
          semi == std::string_view::npos ? before : before.substr(semi + 1);
      if (late &&
          !(d_.n != 0 && l.values.size() == static_cast<std::size_t>(d_.n) && declares_only(own)))
        continue;
      // `The five friends were A, B, C, D and E` names known values: a
      // clue, not a list. A number two lists share (ages 19, 24, ... and
      // times of 18, 20, 22, 24 and 26 minutes) is no such naming unless
      // the whole list is known.
      const auto listed = [&](const std::string& v) {
        return std::any_of(d_.categories.begin(), d_.categories.end(), [&](const CategoryText& c) {
          return std::find(c.names.begin(), c.names.end(), zebra_name(v)) != c.names.end();
        });
      };
      const auto number = [](const std::string& v) {
        return !v.empty() && std::all_of(v.begin(), v.end(), [](char ch) {
          return std::isdigit(static_cast<unsigned char>(ch)) || ch == '.' || ch == ',';
        });
      };
      const bool known = std::all_of(l.values.begin(), l.values.end(), listed) ||
                         std::any_of(l.values.begin(), l.values.end(),
                                     [&](const std::string& v) { return !number(v) && listed(v); });
      if (known) continue;
      // Counted positions are no category (`houses numbered 1st to 5th`).
      // Nor are numbers that count them (`houses numbered from 1 to 5`).
      // Nor `They are numbered 1, 2 and 3`.
      const bool one_to_n = [&] {
        if (l.values.size() != static_cast<std::size_t>(d_.n)) return false;
        for (std::size_t k = 0; k < l.values.size(); ++k)
          if (l.values[k] != std::to_string(k + 1)) return false;
        return true;
      }();
      const std::vector<Word> head = cut_words(l.line_words);
      const bool numbered = std::any_of(head.begin(), head.end(),
                                        [](const Word& w) { return w.stem.starts_with("number"); });
      if (d_.counted && (l.kind == "place" || (l.kind == "number" && one_to_n))) continue;
      if (d_.counted && one_to_n && numbered) {
        took = true;  // a frame, shown as a comment
        continue;
      }
      const std::string_view at = sentence.substr(l.offset);
      // `Lot 12, Lot 19, ... and Lot 40, which came up in that order`: the
      // list is an order (what came up later is a later lot); never `not
      // necessarily in that order`.
      std::string line_words = l.line_words;
      if (const std::size_t last = sentence.find(l.values.back(), l.offset);
          last != std::string_view::npos) {
        std::string_view rest = sentence.substr(last + l.values.back().size());
        rest = rest.substr(0, std::min(rest.find_first_of(";("), rest.size()));
        const std::size_t order = rest.find(" in that order");
        if (order != std::string_view::npos && order < 40 &&
            rest.substr(0, order).find("not") == std::string_view::npos &&
            rest.substr(0, order).find("necessarily") == std::string_view::npos)
          line_words += " in order";
      }
      add_category(raw, line_words, l.values, line_no(at), column(at),
                   l.kind == "number" ? ""
                   : l.kind.empty()   ? vocabulary_kind(l.values)
                                      : l.kind);
      took = true;
    }
    return took;
  }

  // Whether `head`, the words before a list, only say that a list follows:
  // `Jobs are`, `The drinks were`, `Their pets:`.
  static bool declares_only(std::string_view head) {
    const std::vector<Word> words = cut_words(head);
    if (words.empty() || words.size() > 4) return false;
    const std::string& last = words.back().stem;
    return last == "are" || last == "were" || last == "is" || last == "was" ||
           trim(head).ends_with(':');
  }

  void read_category(std::string_view raw, std::string_view words, std::string_view list) {
    list = trim(list);
    std::vector<std::string> values;
    for (std::string_view item : slashed_items(list).value_or(list_items(list, d_.n))) {
      if (item.empty()) fail(line_no(list), column(list), "an empty value in this list");
      values.emplace_back(item);
    }
    add_category(raw, std::string(words), values, line_no(words), column(words), "");
  }

  // `One came from Mull, one from Cardiff, ... and one from Skye`: a
  // preposition that opens every value says how the list is said (where
  // from), and belongs to its line, not to each value (`Mull`).
  static std::string shared_preposition(const std::vector<std::string>& values) {
    static const std::set<std::string> kPrepositions = {"from", "in", "at", "on", "to", "by"};
    if (values.size() < 3) return "";
    const std::vector<Word> first = cut_words(values.front());
    if (first.size() < 2 || !kPrepositions.count(std::string(first[0].text))) return "";
    const std::string p(first[0].text);
    for (const std::string& v : values) {
      const std::vector<Word> w = cut_words(v);
      if (w.size() < 2 || w[0].text != p || w[0].offset != 0) return "";
    }
    return p;
  }

  void add_category(std::string_view raw, const std::string& line_words,
                    const std::vector<std::string>& listed, int no, int col,
                    const std::string& kind) {
    CategoryText cat;
    std::string words = line_words;
    std::vector<std::string> values = listed;
    if (const std::string p = shared_preposition(values); !p.empty()) {
      words += (words.empty() ? "" : " ") + p;
      for (std::string& v : values) v = std::string(trim(std::string_view(v).substr(p.size())));
    }
    cat.line_words = words;
    cat.each_with_the = std::all_of(values.begin(), values.end(), [&](const std::string& v) {
      for (std::size_t at = raw.find(v); at != std::string_view::npos; at = raw.find(v, at + 1))
        if (at >= 4 && (raw.substr(at - 4, 4) == "the " || raw.substr(at - 4, 4) == "The "))
          return true;
      return false;
    });
    for (const std::string& item : values) {
      const std::size_t at = raw.find(item);
      const int item_col = at == std::string_view::npos ? col : io::column_of(raw, at);
      const std::string name = zebra_name(item);
      if (name.empty() || cut_words(item).empty())
        fail(no, item_col, fmt::format("cannot name the value \"{}\"", item));
      if (std::find(cat.names.begin(), cat.names.end(), name) != cat.names.end())
        fail(no, item_col, fmt::format("the value \"{}\" is listed twice", item));
      cat.values.push_back(item);
      cat.names.push_back(name);
    }
    if (d_.n != 0 && static_cast<int>(cat.values.size()) != d_.n)
      fail(no, col,
           fmt::format("this list has {} values, but the puzzle has {} positions",
                       cat.values.size(), d_.n));
    std::string base = kind.empty() ? category_name(words) : kind;
    // People's names under a name made of a pronoun (`four of them
    // entered: Agnes, ...` is no `them_entered`; `There's Maggie, ...` no
    // `there`) are names, as where the words name no list.
    const bool capitalised =
        std::all_of(cat.values.begin(), cat.values.end(), [](const std::string& v) {
          return !v.empty() && std::isupper(static_cast<unsigned char>(v.front()));
        });
    // (Things under a pronoun, `We had a toaster, a lamp, ...`, are
    // `thing`, never `we`.)
    for (std::string_view pronoun : {"them", "they", "theyre", "there", "us", "we"})
      if (base == pronoun || base.starts_with(std::string(pronoun) + "_"))
        base = capitalised ? "category" : "thing";
    // `they are 7, 9, 11 and 14 years old`: numbers with no noun of their
    // own before them are named by their unit (`age`, `price`, `kg`).
    if (base == "category" && !cat.values.empty()) {
      const std::optional<ValueNumber> last = value_number(cat.values.back());
      const bool bare_or_same =
          last && !last->unit.empty() &&
          std::all_of(cat.values.begin(), cat.values.end(), [&](const std::string& v) {
            const std::optional<ValueNumber> x = value_number(v);
            return x && (x->unit.empty() || x->unit == last->unit);
          });
      if (bare_or_same && !last->unit.starts_with("numbered ")) {
        const std::vector<Word> unit = cut_words(last->unit);
        const bool age = std::any_of(unit.begin(), unit.end(), [](const Word& w) {
          return w.stem == "old" || w.stem == "aged" || w.stem == "age";
        });
        base = age                     ? "age"
               : last->unit == "money" ? "price"
               : unit.empty()          ? base
                                       : zebra_name(last->unit);
      }
    }
    // `plot 3, plot 8, plot 11 and plot 15` with no noun of their own
    // before them are `plot`.
    if (base == "category" && !cat.values.empty()) {
      const std::optional<ValueNumber> first = value_number(cat.values.front());
      if (first && first->unit.starts_with("numbered ") &&
          std::all_of(cat.values.begin(), cat.values.end(), [&](const std::string& v) {
            const std::optional<ValueNumber> x = value_number(v);
            return x && x->unit == first->unit;
          }))
        base = zebra_name(first->unit.substr(9));
    }
    // Names its words do not name (`They are Amir, Bea, ...`) are `name`;
    // so are people with their titles that the line names by where they
    // are (`in houses numbered 1 to 5 from left to right: Mr. Hoffman, ...`).
    const auto titled = [](const std::string& v) {
      const std::vector<Word> w = cut_words(v);
      return w.size() >= 2 && personal_title(lower(w[0].text));
    };
    if ((base == "category" ||
         (std::all_of(cat.values.begin(), cat.values.end(), titled) && placing_word(base))) &&
        std::all_of(cat.values.begin(), cat.values.end(),
                    [](const std::string& v) {
                      return !v.empty() && std::isupper(static_cast<unsigned char>(v.front()));
                    }) &&
        std::none_of(d_.categories.begin(), d_.categories.end(),
                     [](const CategoryText& c) { return c.name == "name"; }))
      base = "name";
    cat.name = base;
    for (int k = 2; std::any_of(d_.categories.begin(), d_.categories.end(),
                                [&](const CategoryText& c) { return c.name == cat.name; });
         ++k)
      cat.name = fmt::format("{}_{}", base, k);
    if (d_.n == 0) d_.n = static_cast<int>(cat.values.size());
    d_.category_lines.emplace_back(no, col);
    d_.categories.push_back(std::move(cat));
  }

  // Whether the `.` at `end` ends a sentence: not after a title (`Dr.`,
  // `Mrs.`, `St.`), an initial (`J. Smith`) or inside `a.m.` before a word
  // in lower case.
  static bool ends_sentence(std::string_view part, std::size_t end) {
    std::size_t w = end;
    while (w > 0 && std::isalpha(static_cast<unsigned char>(part[w - 1]))) --w;
    const std::string word = lower(part.substr(w, end - w));
    static const std::set<std::string> kTitles = {
        "dr",   "mr",     "mrs", "ms", "st",  "mt",   "jr",  "sr",  "prof", "rev",
        "capt", "gen",    "col", "lt", "sgt", "ft",   "no",  "vs",  "etc",  "mme",
        "mlle", "messrs", "ave", "rd", "co",  "bros", "inc", "ltd", "dept", "approx"};
    // `didn't come 3rd. Jaden ...`: an ordinal's ending, no title.
    if (w > 0 && std::isdigit(static_cast<unsigned char>(part[w - 1]))) return true;
    if (kTitles.count(word) != 0) return false;
    if (word.size() == 1 && std::isupper(static_cast<unsigned char>(part[w]))) return false;
    if ((word == "m" || word == "a" || word == "p") && w > 0 && part[w - 1] == '.') {
      // `9:30 a.m. The ...` ends; `9:30 a.m. on Monday` does not.
      std::size_t next = end + 1;
      while (next < part.size() && part[next] == ' ') ++next;
      return next >= part.size() || std::isupper(static_cast<unsigned char>(part[next]));
    }
    return true;
  }

  // Splits prose at `.`, `?` and `!` followed by a blank or the end (or by
  // a closing quote first); a sentence that is a list is read as one.
  void add_sentences(std::string_view raw, std::string_view part, int no,
                     const std::string& label) {
    std::size_t at = 0;
    int in_line = 0;
    while (at < part.size()) {
      std::size_t end = at;
      std::size_t skip = 1;
      bool quoted = false;  // a closing quote after the stop, kept with it
      while (end < part.size()) {
        const char c = part[end];
        if (c == '.' || c == '?' || c == '!') {
          // `bike??`, `lol!!`: the marks end the sentence together.
          std::size_t run = end;
          while (c != '.' && run + 1 < part.size() &&
                 (part[run + 1] == '?' || part[run + 1] == '!'))
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
          if (!in_title &&
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
      // what follows the colon.
      if (const std::size_t colon = s.rfind(": "); question && colon != std::string_view::npos) {
        const std::vector<Word> after = cut_words(s.substr(colon + 2));
        static constexpr std::string_view kAsks[] = {"who", "what", "which", "where", "when", "how",
                                                     "in",  "on",   "at",    "can",   "whose"};
        if (!after.empty() &&
            std::find(std::begin(kAsks), std::end(kAsks), after[0].stem) != std::end(kAsks)) {
          const std::string_view head = trim(s.substr(0, colon));
          if (!cut_words(head).empty())
            d_.framing.push_back({head, line_no(head), column(head), "", false});
          s = trim(s.substr(colon + 2));
        }
      }
      // `... kitten? and what colour is Leo's house?`: the joining word
      // is no part of the question.
      if (question) {
        const std::vector<Word> first = cut_words(s.substr(0, std::min<std::size_t>(s.size(), 24)));
        if (!first.empty() && first[0].offset == 0 &&
            (first[0].stem == "and" || first[0].stem == "also" || first[0].stem == "then" ||
             first[0].stem == "but" || first[0].stem == "lastly" || first[0].stem == "finally"))
          s = trim(
              s.substr(s.find_first_not_of(" ,", first[0].text.size()) == std::string_view::npos
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
        continue;
      }
      if (label.empty() && !question && !aside_) {
        const Sentence whole{s, line_no(s), column(s), "", false};
        if (size_said(whole)) {
          lists_in_prose(raw, s);
          continue;
        }
      }
      if (label.empty() && !question && !aside_ && d_.clues.size() <= intro_clues_ &&
          positions_said(s)) {
        size_line_ = no;
        lists_in_prose(raw, s);
        if (!headed_list(raw, s)) d_.framing.push_back({s, line_no(s), column(s), "", false});
        continue;
      }
      if (label.empty() && !question && !aside_ && headed_list(raw, s)) continue;
      if (label.empty() && !question && !aside_ && lists_in_prose(raw, s)) {
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
                 label.empty() || in_line == 1 ? label : fmt::format("{}_{}", label, in_line),
                 true},
                label.empty());
          }
          continue;
        }
      ++in_line;
      add_sentence(
          {s, line_no(s), column(s),
           label.empty() || in_line == 1 ? label : fmt::format("{}_{}", label, in_line), question},
          label.empty());
    }
  }

  // Where `, and ` joins a second question to the first (`..., and who
  // brought the deckchairs`, `..., and at what time ...`), or npos.
  // Whether words[k] opens a question (`what`, `how much`, `at what
  // time`, `on which day`).
  static bool asks_at(const std::vector<Word>& words, std::size_t k) {
    static const std::set<std::string> kAsks = {"who",  "what", "which", "where",
                                                "when", "how",  "whose", "whom"};
    if (k >= words.size()) return false;
    if (kAsks.count(words[k].stem)) return true;
    return (words[k].stem == "at" || words[k].stem == "on" || words[k].stem == "in" ||
            words[k].stem == "for") &&
           k + 1 < words.size() && (words[k + 1].stem == "what" || words[k + 1].stem == "which");
  }

  // Where the questions start in a sentence that says it wants them
  // answered (`What I want to know is what ...`, `Question is, which ...`,
  // `We want to know which ...`, `Can you tell me who ...`); npos when it
  // is no such sentence.
  std::size_t embedded_questions_at(std::string_view s) const {
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
  static std::size_t next_wh_joint(std::string_view s) {
    const std::vector<Word> w = cut_words(s);
    for (std::size_t k = 1; k + 1 < w.size(); ++k)
      if (w[k].stem == "and" && asks_at(w, k + 1)) {
        std::size_t at = w[k].offset;
        while (at > 0 && (s[at - 1] == ' ' || s[at - 1] == ',')) --at;
        return at;
      }
    return std::string_view::npos;
  }

  static std::size_t second_question(std::string_view s) {
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

  // The size: "There are 5 houses ...", "There are 7 people next to each
  // other ...". Read before the sentence's lists (`There are 5 houses in a
  // row, each a different color: red, green, ...`).
  bool size_said(const Sentence& s) {
    if (d_.n != 0 || s.text.size() < 5 || (s.text[0] != 'T' && s.text[0] != 't')) return false;
    const std::vector<Word> words = cut_words(s.text);
    if (!(d_.n == 0 && d_.clues.empty() && words.size() >= 3 && words[0].stem == "there" &&
          (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0))
      return false;
    d_.n = number_word(words[2].stem);
    d_.counted = true;
    size_line_ = s.line;
    d_.circle = seats_round_a_table(s.text);
    if (words.size() > 3 && noun_like(words[3].stem)) d_.place_nouns.push_back(words[3].stem);
    // `There are five houses in five different colours`: a category too.
    if (std::any_of(words.begin(), words.end(),
                    [](const Word& w) { return w.stem == "different"; }))
      d_.declarations.push_back(s);
    else
      d_.framing.push_back(s);
    replay_intro();
    return true;
  }

  void add_sentence(Sentence s, bool unlabelled) {
    const std::vector<Word> words = cut_words(s.text);
    if (words.empty()) return;
    if (size_said(s)) return;
    if (!d_.counted && d_.categories.empty() && d_.clues.empty() && unlabelled && !s.question) {
      d_.intro.push_back(s);
      return;
    }
    if (unlabelled && !s.question) {
      std::string joined;
      for (const Word& w : words) joined += (joined.empty() ? "" : " ") + w.stem;
      static const std::vector<std::string> kFraming = [] {
        std::vector<std::string> out;
        for (std::string_view f : framing_sentences()) out.push_back(stems(f));
        return out;
      }();
      if (std::find(kFraming.begin(), kFraming.end(), joined) != kFraming.end()) {
        d_.framing.push_back(s);
        return;
      }
    }
    // "each of the five houses is painted a different color, and ...":
    // categories named in words, their values to be found in the clues.
    // (So is one before the clues where some lists are given: `Each owner
    // keeps a different pet and has a different favourite drink`.)
    if ((d_.categories.empty() || (d_.counted && d_.clues.size() <= intro_clues_ && unlabelled)) &&
        !s.question && std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "different" || w.stem == "certain" || w.stem == "same";
        })) {
      d_.declarations.push_back(s);
      return;
    }
    if (s.question) {
      s.label.clear();
      d_.questions.push_back(s);
      return;
    }
    if (unlabelled) s.label = std::to_string(d_.clues.size() + 1);
    // A clue numbered as printed keeps its number: a sentence numbered in
    // order before it (`Directions: Read each clue carefully`) gives way.
    if (!unlabelled)
      for (std::size_t k = 0; k < d_.clues.size(); ++k)
        if (d_.clues[k].label == s.label && counted_.count(k) != 0) d_.clues[k].label += "b";
    while (std::any_of(d_.clues.begin(), d_.clues.end(),
                       [&](const Sentence& c) { return c.label == s.label; }))
      s.label += "b";
    if (unlabelled) counted_.insert(d_.clues.size());
    d_.clues.push_back(s);
    // `There are four pegs in a row. Peg 1, on the left, is nearest the
    // door ... Ava, Ben, Cara and Dev each have one peg`: a clue in the
    // paragraph that said the size, naming no value listed so far, leaves
    // the lists that follow it in that paragraph the introduction's.
    if (unlabelled && d_.counted && s.line == size_line_ && !names_known_value(words))
      intro_clues_ = d_.clues.size();
  }

  // Whether `words` name a value of a list read so far (by its words).
  bool names_known_value(const std::vector<Word>& words) const {
    for (const CategoryText& c : d_.categories)
      for (const std::string& v : c.values) {
        const std::vector<Word> vw = cut_words(v);
        if (!vw.empty() && find_words(words, stems(v)) < words.size()) return true;
      }
    return false;
  }

  std::set<const char*> listed_;   // the sentences that said lists, by where they start
  std::set<std::size_t> counted_;  // the clues numbered in order, not as printed

  const std::string& text_;
  std::vector<std::size_t> breaks_;  // the offsets of the written text's line breaks
  const std::string& file_;
  Document d_;
  std::set<std::size_t> list_rows_;  // where rows of a table of lists begin
  bool lettered_ = false;            // clues labelled `A.`, `B.`, ... (cut_lines)
  bool after_question_ = false;      // the line before was a question or a choice
  bool choice_ = false;              // this line is a multiple-choice question's choice
  bool seen_text_ = false;           // a line of the riddle was read: no title after it
  bool aside_ = false;               // reading a line in square brackets: no list in it
  // Clues that were sentences before the size was said (`I wrote this one
  // for my class. There are four houses ...`): lists may still follow.
  std::size_t intro_clues_ = 0;
  int size_line_ = -1;  // the line that said how many positions there are
};

}  // namespace

Document read_document(const std::string& text, const std::string& written,
                       const std::string& file) {
  return LineReader(text, written, file).run();
}

std::string unwrapped(const std::string& text) {
  std::string out = text;
  // A line that heads a list (`Locations: Kettleness, ...`): a capital and
  // at most a few words before its colon.
  // (Or a dash: `Town — Ashford, Dover, ...`.)
  const auto heading = [](std::string_view l) {
    std::size_t colon = std::string_view::npos;
    for (std::string_view mark : {":", "\u2014", "\u2013", " - "})
      colon = std::min(colon, l.find(mark));
    if (colon == std::string_view::npos || colon == 0 || colon > 30 ||
        !std::isupper(static_cast<unsigned char>(l.front())))
      return false;
    return l.substr(0, colon).find_first_of(".,;") == std::string_view::npos;
  };
  // A line that opens an item: a label, a bullet or a letter (`3.`, `#3`,
  // `- `, `(b)`, `Clue 3:`, `Q2`).
  const auto item = [](std::string_view l) {
    if (l.empty()) return false;
    const unsigned char c = static_cast<unsigned char>(l.front());
    // (A number or a bracket that goes on as prose is none: `104 feet,
    // 111 feet and 120 feet.`, `(Braemar, Dunoon and Oban), produced`.)
    if (std::isdigit(c)) {
      std::size_t k = 0;
      while (k < l.size() && std::isdigit(static_cast<unsigned char>(l[k]))) ++k;
      return k == l.size() || l[k] != ' ' ||
             (k + 1 < l.size() && !std::islower(static_cast<unsigned char>(l[k + 1])));
    }
    if (c == '(') {
      const std::size_t close = l.find(')');
      return close != std::string_view::npos && close <= 5 &&
             std::all_of(l.begin() + 1, l.begin() + static_cast<std::ptrdiff_t>(close),
                         [](char x) { return std::isalnum(static_cast<unsigned char>(x)) != 0; });
    }
    if (c == '#' || c == '-' || c == '*' || c == '~' || c == '>' || c == '+' || c >= 0x80)
      return true;
    if (l.size() >= 2 && std::isalpha(c) && (l[1] == '.' || l[1] == ')')) return true;
    if (l.size() >= 3 && (l[0] == 'Q' || l[0] == 'q') &&
        std::isdigit(static_cast<unsigned char>(l[1])))
      return true;
    return l.starts_with("Clue") || l.starts_with("CLUE");
  };
  // A line that ends on a word no sentence ends on (`the`, `than`, `and`)
  // or a comma.
  const auto open_end = [](std::string_view l) {
    if (l.back() == ',') return true;
    const std::size_t space = l.find_last_of(' ');
    static const std::set<std::string_view> kOpen = {"the", "a",   "an", "and",  "or",   "than",
                                                     "of",  "to",  "in", "at",   "with", "by",
                                                     "for", "but", "on", "from", "was",  "is"};
    return kOpen.count(space == std::string_view::npos ? l : l.substr(space + 1)) != 0;
  };
  // Lines typed one thought each, no full stops anywhere (a chat's `the
  // Hendersons paid the most and that was Monday` / `the Tuesday job paid
  // $2 more than the Thursday one`): each is its own, whatever its length.
  // A wrapped paragraph ends in a stop somewhere.
  std::size_t said_lines = 0, stopped = 0;
  for (std::size_t a = 0; a < out.size();) {
    const std::size_t e = std::min(out.find('\n', a), out.size());
    const std::string_view l = trim(std::string_view(out).substr(a, e - a));
    if (std::count(l.begin(), l.end(), ' ') >= 3) {
      ++said_lines;
      if (std::string_view(".!?\"").find(l.back()) != std::string_view::npos) ++stopped;
    }
    a = e + 1;
  }
  const bool wrapped = said_lines < 5 || 5 * stopped >= said_lines;
  std::size_t at = 0;
  // (A line the one before goes on into is no heading: `... three men -
  // Al Ross,` / `Bo Kerr and Cy Dunn - each hailing from ...`.)
  bool went_on = false;
  while (at < out.size()) {
    const std::size_t end = out.find('\n', at);
    if (end == std::string::npos) break;
    const std::size_t next_end = std::min(out.find('\n', end + 1), out.size());
    const std::string_view line = trim(std::string_view(out).substr(at, end - at));
    const std::string_view next = trim(std::string_view(out).substr(end + 1, next_end - end - 1));
    // A line cut where a sentence goes on: long (a wrapped paragraph's
    // lines fill the width), ending in no sentence's end, and the next no
    // item, heading or blank.
    // (A numbered clue cut short goes on too: `3. Earl didn't smoke the
    // ribs, and Dana won` / `more than Earl did.`)
    const bool goes_on =
        !line.empty() && ((wrapped && line.size() >= 50) || (item(line) && open_end(line))) &&
        !next.empty() && std::string_view(".!?:").find(line.back()) == std::string_view::npos &&
        !(line.back() == '"' || line.back() == ')') && (went_on || !heading(line)) &&
        (open_end(line) || !heading(next)) && !item(next) &&
        line.find('|') == std::string_view::npos;
    if (goes_on) out[end] = ' ';
    went_on = goes_on;
    at = end + 1;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
