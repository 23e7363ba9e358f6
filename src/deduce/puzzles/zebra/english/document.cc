// The first pass over an English riddle (document.h).
#include "deduce/puzzles/zebra/english/document.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
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

}  // namespace

std::string zebra_name(std::string_view s) {
  std::string out;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    const bool keep = std::isalnum(u) || c == '-' || u >= 0x80;
    if (keep) {
      out += c;
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

namespace {

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
  for (const CategoryLine& known : category_lines())
    if (telling(known.line) == line_stems) return std::string(known.name);
  // Verbs go too (`drive_motorbike` is `motorbike`), unless only a verb is
  // left (`has a unique favorite drink` is `drink`).
  std::vector<std::string> kept;
  for (const bool drop_verbs : {true, false}) {
    for (const Word& w : cut_words(line_words)) {
      if (frame_word(w.stem) || (drop_verbs && verb_word(w.stem)) || lower(w.text) == "houses")
        continue;
      kept.push_back(lower(w.stem));
    }
    if (!kept.empty()) break;
  }
  if (kept.empty()) return "category";
  std::string name = kept.back();
  if (kept.size() >= 2) name = kept[kept.size() - 2] + "_" + name;
  name = zebra_name(name);
  static const std::set<std::string> kReserved = {"position", "positions", "puzzle", "ask",
                                                  "category", "ordered",   "layout"};
  if (kReserved.count(name)) name += "_kind";
  return name;
}

class LineReader {
 public:
  LineReader(const std::string& text, const std::string& file) : text_(text), file_(file) {}

  Document run() {
    cut_lines();
    return std::move(d_);
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& what) const {
    throw io::InputError({file_, line, column}, what);
  }

  int column(std::string_view line, std::string_view part) const {
    return io::column_of(line, static_cast<std::size_t>(part.data() - line.data()));
  }

  void cut_lines() {
    int no = 0;
    std::size_t at = 0;
    while (at <= text_.size()) {
      const std::size_t end = std::min(text_.find('\n', at), text_.size());
      const std::string_view line = std::string_view(text_).substr(at, end - at);
      ++no;
      read_line(line, no);
      if (end == text_.size()) break;
      at = end + 1;
    }
  }

  void read_line(std::string_view raw, int no) {
    std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') return;  // blank, or a Markdown heading
    if (line.starts_with("- ") || line.starts_with("* ")) line = trim(line.substr(2));
    // The choices pasted after a multiple-choice question (`A) Holly`,
    // `B. Aniya`): the table answers the question, so they add nothing.
    if (!d_.questions.empty() && line.size() >= 3 && line[0] >= 'A' && line[0] <= 'J' &&
        (line[1] == ')' || line[1] == '.') && line[2] == ' ')
      return;
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
    } else if (!head.empty() && head[0].offset == 0 &&
               std::isdigit(static_cast<unsigned char>(line.front()))) {
      const std::size_t after = head[0].text.size();
      if (after < line.size() && (line[after] == '.' || line[after] == ')')) {
        label = std::string(head[0].text);
        skip = after + 1;
      }
    }
    if (!label.empty()) {
      add_sentences(raw, trim(line.substr(skip)), no, label);
      return;
    }
    if (starts_with_stems(head, "question")) {
      const std::size_t colon = line.find(':');
      if (colon != std::string_view::npos) {
        add_sentences(raw, trim(line.substr(colon + 1)), no, "");
        return;
      }
    }
    // A list is the line's only sentence: `Everyone has a different name: A, B, C.`
    const std::size_t colon = line.find(':');
    if (colon != std::string_view::npos && colon + 1 < line.size() &&
        line.find(',', colon) != std::string_view::npos &&
        line.substr(0, colon).find(". ") == std::string_view::npos) {
      read_category(raw, line.substr(0, colon), line.substr(colon + 1), no);
      return;
    }
    add_sentences(raw, line, no, "");
  }

  void read_category(std::string_view raw, std::string_view words, std::string_view list, int no) {
    CategoryText cat;
    cat.line_words = std::string(words);
    list = trim(list);
    if (!list.empty() && list.back() == '.') list.remove_suffix(1);
    std::size_t at = 0;
    while (at <= list.size()) {
      const std::size_t comma = std::min(list.find(',', at), list.size());
      std::string_view item = trim(list.substr(at, comma - at));
      if (item.starts_with("and ")) item = trim(item.substr(4));
      while (!item.empty() && (item.front() == '`' || item.front() == '"' || item.front() == '\''))
        item.remove_prefix(1);
      while (!item.empty() && (item.back() == '`' || item.back() == '"' || item.back() == '\''))
        item.remove_suffix(1);
      item = trim(item);
      if (item.empty()) fail(no, column(raw, list.substr(at)), "an empty value in this list");
      const std::string name = zebra_name(item);
      if (name.empty() || cut_words(item).empty())
        fail(no, column(raw, item), fmt::format("cannot name the value \"{}\"", item));
      if (std::find(cat.names.begin(), cat.names.end(), name) != cat.names.end())
        fail(no, column(raw, item), fmt::format("the value \"{}\" is listed twice", item));
      cat.values.emplace_back(item);
      cat.names.push_back(name);
      if (comma == list.size()) break;
      at = comma + 1;
    }
    if (d_.n != 0 && static_cast<int>(cat.values.size()) != d_.n)
      fail(no, column(raw, words),
           fmt::format("this list has {} values, but the puzzle has {} positions",
                       cat.values.size(), d_.n));
    cat.name = category_name(words);
    for (int k = 2; std::any_of(d_.categories.begin(), d_.categories.end(),
                                [&](const CategoryText& c) { return c.name == cat.name; });
         ++k)
      cat.name = fmt::format("{}_{}", category_name(words), k);
    if (d_.n == 0) d_.n = static_cast<int>(cat.values.size());
    d_.category_lines.emplace_back(no, column(raw, words));
    d_.categories.push_back(std::move(cat));
  }

  // Splits prose at `.`, `?` and `!` followed by a blank or the end.
  void add_sentences(std::string_view raw, std::string_view part, int no,
                     const std::string& label) {
    std::size_t at = 0;
    int in_line = 0;
    while (at < part.size()) {
      std::size_t end = at;
      while (end < part.size()) {
        const char c = part[end];
        if ((c == '.' || c == '?' || c == '!') &&
            (end + 1 == part.size() || std::isspace(static_cast<unsigned char>(part[end + 1]))))
          break;
        ++end;
      }
      const bool question = end < part.size() && part[end] == '?';
      const std::string_view s = trim(part.substr(at, end - at));
      at = end + 1;
      if (s.empty()) continue;
      ++in_line;
      add_sentence(
          {s, no, column(raw, s),
           label.empty() || in_line == 1 ? label : fmt::format("{}_{}", label, in_line), question},
          label.empty());
    }
  }

  void add_sentence(Sentence s, bool unlabelled) {
    const std::vector<Word> words = cut_words(s.text);
    if (words.empty()) return;
    // The size: "There are 5 houses ...", "There are 7 people next to each other ...".
    if (d_.n == 0 && d_.clues.empty() && words.size() >= 3 && words[0].stem == "there" &&
        (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0) {
      d_.n = number_word(words[2].stem);
      d_.counted = true;
      // What came before it is no magazine's introduction: read it as before.
      std::vector<Sentence> before = std::move(d_.intro);
      d_.intro.clear();
      for (const Sentence& b : before) add_sentence(b, true);
      return;
    }
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
      if (std::find(kFraming.begin(), kFraming.end(), joined) != kFraming.end()) return;
    }
    // "each of the five houses is painted a different color, and ...":
    // categories named in words, their values to be found in the clues.
    if (d_.categories.empty() && !s.question &&
        std::any_of(words.begin(), words.end(),
                    [](const Word& w) { return w.stem == "different"; })) {
      d_.declarations.push_back(s);
      return;
    }
    if (s.question) {
      s.label.clear();
      d_.questions.push_back(s);
      return;
    }
    if (unlabelled) s.label = std::to_string(d_.clues.size() + 1);
    while (std::any_of(d_.clues.begin(), d_.clues.end(),
                       [&](const Sentence& c) { return c.label == s.label; }))
      s.label += "b";
    d_.clues.push_back(s);
  }

  const std::string& text_;
  const std::string& file_;
  Document d_;
};

}  // namespace

Document read_document(const std::string& text, const std::string& file) {
  return LineReader(text, file).run();
}

}  // namespace deduce::puzzles::zebra::english
