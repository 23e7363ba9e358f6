// The document of an English riddle (read_english.h): its size, its
// category lines, its clues and its questions, in two passes (categories
// first, so a clue may use any of them).
#include "deduce/puzzles/zebra/english/read_english.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/generate/write.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra::english {
namespace {

struct Sentence {
  std::string_view text;
  int line = 0;
  int column = 1;
  std::string label;  // "" for a question
  bool question = false;
};

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

// A name the .zebra format reads: letters, digits, `_` and `-`, the other
// characters (spaces, apostrophes, dots) written as `_`.
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

// The category's .zebra name from the words of its line: the last two
// that are not framing words ("Everyone supports a different NBA team" is
// `nba_team`, "Each person has a unique name" is `name`).
std::string category_name(std::string_view line_words) {
  static const std::set<std::string> kFrame = {
      "everyone", "each", "person", "people",  "they",      "all",    "ha",       "has",
      "have",     "a",    "an",     "the",     "different", "unique", "is",       "are",
      "in",       "of",   "for",    "use",     "something", "type",   "kind",     "every",
      "their",    "own",  "owner",  "painted", "brand",     "genre",  "favorite", "favourite"};
  // Verbs go too (`drive_motorbike` is `motorbike`), unless only a verb is
  // left (`has a unique favorite drink` is `drink`).
  std::vector<std::string> kept;
  for (const bool drop_verbs : {true, false}) {
    for (const Word& w : cut_words(line_words)) {
      if (kFrame.count(w.stem) || (drop_verbs && verb_word(w.stem)) || lower(w.text) == "houses")
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

class Reader {
 public:
  Reader(const std::string& text, const std::string& file) : text_(text), file_(file) {}

  Translation run() {
    cut_lines();
    if (categories_.empty() && !declarations_.empty()) infer_categories();
    if (categories_.empty())
      fail(1, 1,
           "no list of values found: expected lines such as \"Everyone has a different name: "
           "Alice, Bob, Carol.\"");
    if (n_ == 0) n_ = static_cast<int>(categories_.front().values.size());
    build_puzzle_shell();
    return translate();
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
    if (n_ != 0 && static_cast<int>(cat.values.size()) != n_)
      fail(no, column(raw, words),
           fmt::format("this list has {} values, but the puzzle has {} positions",
                       cat.values.size(), n_));
    cat.name = category_name(words);
    for (int k = 2; std::any_of(categories_.begin(), categories_.end(),
                                [&](const CategoryText& c) { return c.name == cat.name; });
         ++k)
      cat.name = fmt::format("{}_{}", category_name(words), k);
    if (n_ == 0) n_ = static_cast<int>(cat.values.size());
    category_lines_.emplace_back(no, column(raw, words));
    categories_.push_back(std::move(cat));
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
    if (n_ == 0 && clues_.empty() && words.size() >= 3 && words[0].stem == "there" &&
        (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0) {
      n_ = number_word(words[2].stem);
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
    if (categories_.empty() && !s.question &&
        std::any_of(words.begin(), words.end(),
                    [](const Word& w) { return w.stem == "different"; })) {
      declarations_.push_back(s);
      return;
    }
    if (s.question) {
      s.label.clear();
      questions_.push_back(s);
      return;
    }
    if (unlabelled) s.label = std::to_string(clues_.size() + 1);
    while (std::any_of(clues_.begin(), clues_.end(),
                       [&](const Sentence& c) { return c.label == s.label; }))
      s.label += "b";
    clues_.push_back(s);
  }

  // The categories the declarations name (vocabulary.h), each with the
  // values of its words that the clues and questions use.
  void infer_categories() {
    std::vector<const VocabularyCategory*> named;
    for (const Sentence& d : declarations_)
      for (const Word& w : cut_words(d.text))
        for (const VocabularyCategory& v : vocabulary())
          if (std::find(v.keywords.begin(), v.keywords.end(), w.stem) != v.keywords.end() &&
              std::find(named.begin(), named.end(), &v) == named.end())
            named.push_back(&v);
    struct Found {
      std::size_t begin, end;
      std::size_t category;  // in `named`
      std::string written;
    };
    std::vector<CategoryText> cats(named.size());
    for (std::size_t c = 0; c < named.size(); ++c) {
      cats[c].name = std::string(named[c]->name);
      for (std::string_view k : named[c]->keywords) cats[c].line_words += std::string(k) + " ";
    }
    std::vector<const Sentence*> all;
    for (const Sentence& s : clues_) all.push_back(&s);
    for (const Sentence& s : questions_) all.push_back(&s);
    for (const Sentence* s : all) {
      const std::vector<Word> words = cut_words(s->text);
      std::vector<Found> found;
      for (std::size_t c = 0; c < named.size(); ++c)
        for (std::string_view v : named[c]->values) {
          const std::vector<Word> want = cut_words(v);
          for (std::size_t i = 0; i + want.size() <= words.size(); ++i) {
            bool same = true;
            for (std::size_t k = 0; k < want.size() && same; ++k)
              same = words[i + k].stem == want[k].stem;
            if (!same) continue;
            const Word& last = words[i + want.size() - 1];
            found.push_back(
                {i, i + want.size(), c,
                 std::string(s->text.substr(words[i].offset,
                                            last.offset + last.text.size() - words[i].offset))});
          }
        }
      for (const Found& f : found) {
        // `orange` inside `orange juice` is the juice's.
        const bool inside = std::any_of(found.begin(), found.end(), [&](const Found& o) {
          return o.begin <= f.begin && f.end <= o.end && o.end - o.begin > f.end - f.begin;
        });
        CategoryText& cat = cats[f.category];
        if (inside ||
            std::find(cat.names.begin(), cat.names.end(), zebra_name(f.written)) != cat.names.end())
          continue;
        cat.values.push_back(f.written);
        cat.names.push_back(zebra_name(f.written));
      }
    }
    for (std::size_t c = 0; c < cats.size(); ++c) {
      if (n_ != 0 && static_cast<int>(cats[c].values.size()) != n_) {
        std::string list;
        for (const std::string& v : cats[c].values) list += (list.empty() ? "" : ", ") + v;
        fail(declarations_.front().line, declarations_.front().column,
             fmt::format("the clues name {} values of {} ({}), but the puzzle has {} positions; "
                         "list them (\"Each house has a different {}: ...\")",
                         cats[c].values.size(), cats[c].name, list, n_, cats[c].name));
      }
    }
    categories_ = std::move(cats);
  }

  void build_puzzle_shell() {
    shell_.n = n_;
    for (const CategoryText& c : categories_) {
      Category cat;
      cat.name = c.name;
      cat.values = c.names;
      shell_.categories.push_back(std::move(cat));
    }
    Category place;
    place.name = "place";
    while (std::any_of(shell_.categories.begin(), shell_.categories.end(),
                       [&](const Category& c) { return c.name == place.name; }))
      place.name += "_";
    for (int k = 1; k <= n_; ++k) place.values.push_back(fmt::format("p{}", k));
    shell_.categories.push_back(std::move(place));
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
      for (const Word& w : cut_words(categories_[c].line_words))
        if (w.stem == "name") who_ = categories_[c].name;
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
      for (const Word& w : cut_words(categories_[c].line_words))
        if (w.stem == "nationality") who_ = categories_[c].name;
  }

  // A place (`the 2nd position`) that a relation other than `is` uses
  // makes the place category appear in the translation.
  std::string value_text(ValueRef r) const {
    if (r.category == static_cast<int>(categories_.size())) used_place_ = true;
    return generate::value_reference(shell_, r);
  }

  std::string names(const std::vector<ValueRef>& refs) const {
    std::string out;
    for (std::size_t i = 0; i < refs.size(); ++i) {
      if (i > 0) out += i + 1 == refs.size() ? " and " : ", ";
      out += categories_[refs[i].category].values[refs[i].value];
    }
    return out;
  }

  // The .zebra statements of `s`: one, or one for each value a phrase
  // that names two values may mean (`phrase_two_ways`).
  std::vector<std::string> read(const Sentence& s, const Lexicon& lexicon,
                                std::span<const Phrase> phrases, bool& two_ways) const {
    const std::vector<Word> words = cut_words(s.text);
    const SentenceValues values(lexicon, words);
    const SentenceReading r = read_sentence(
        phrases, words, values, n_, [&](ValueRef v) { return value_text(v); }, who_);
    const char* what = s.question ? "question" : "clue";
    two_ways = r.phrase_two_ways;
    if (r.statements.size() == 1 || (r.phrase_two_ways && r.bad_position == 0)) return r.statements;
    if (r.bad_position != 0)
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (position {} is outside 1 to {})", what,
                       s.text, r.bad_position, n_));
    if (r.statements.size() > 1) {
      std::string readings;
      for (const auto& st : r.statements) readings += (readings.empty() ? "`" : "`, `") + st;
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (it reads two ways: {}`)", what, s.text,
                       readings));
    }
    if (!r.ambiguous.empty())
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (a phrase names two values: {})", what,
                       s.text, names(r.ambiguous)));
    const std::vector<ValueRef> seen = values.mentioned();
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" ({})", what, s.text,
                     seen.empty() ? std::string("it names no value of the lists")
                                  : "it names " + names(seen) +
                                        ", but no phrasing of docs/english.md fits the rest"));
  }

  Translation translate() const {
    const Lexicon lexicon(categories_, n_);
    Translation t;
    std::string clues;
    for (const Sentence& s : clues_) {
      bool two_ways = false;
      const std::vector<std::string> st = read(s, lexicon, relation_phrases(), two_ways);
      clues += fmt::format("\n# {}\n", s.text);
      if (two_ways) {
        // The clue holds in one of its readings: an answer that needs
        // the clue is then the same in each, or several answers show.
        clues += "# (a phrase names two values: the clue holds in one of its readings)\n";
        std::string parts;
        for (const std::string& x : st)
          parts +=
              (parts.empty() ? "" : "; ") + (x.find(':') == std::string::npos ? x : "(" + x + ")");
        clues += fmt::format("{}: any of: {}\n", s.label, parts);
      } else {
        clues += fmt::format("{}: {}\n", s.label, st.front());
      }
      t.clue_lines.push_back(s.line);
    }
    for (const Sentence& s : questions_) {
      bool two_ways = false;
      const std::vector<std::string> st = read(s, lexicon, question_phrases(), two_ways);
      clues += fmt::format("\n# {}?\n", s.text);
      if (two_ways) clues += "# (a phrase names two values: asked of each)\n";
      for (const std::string& x : st) {
        clues += fmt::format("ask: {}\n", x);
        t.ask_lines.push_back(s.line);
      }
    }
    std::string& z = t.zebra;
    z += fmt::format("# Translated from {} by deduce translate; each clue follows its sentence.\n",
                     file_);
    z += fmt::format("positions: {}\n", n_);
    for (const CategoryText& c : categories_) {
      z += fmt::format("category {}:", c.name);
      for (const std::string& v : c.names) z += " " + v;
      z += '\n';
      t.written.push_back(c.values);
    }
    if (used_place_) {
      // The places the clues name, each at its own position.
      const Category& place = shell_.categories.back();
      z += fmt::format("category {}:", place.name);
      for (const std::string& v : place.values) z += " " + v;
      z += "\n";
      for (int k = 1; k <= n_; ++k) {
        const std::string v =
            generate::value_reference(shell_, {static_cast<int>(categories_.size()), k - 1});
        z += fmt::format("{}{}: {} at {}\n", place.name, k, v, k);
      }
    }
    z += clues;
    return t;
  }

  const std::string& text_;
  const std::string& file_;
  int n_ = 0;
  std::vector<CategoryText> categories_;
  std::vector<std::pair<int, int>> category_lines_;
  std::vector<Sentence> clues_, questions_, declarations_;
  Puzzle shell_;
  std::string who_;
  mutable bool used_place_ = false;
};

}  // namespace

Translation translate_english(const std::string& text, const std::string& file) {
  return Reader(text, file).run();
}

Puzzle parse_english(const std::string& text, const std::string& file) {
  const Translation t = translate_english(text, file);
  Puzzle p;
  try {
    p = parse_zebra(t.zebra, file);
  } catch (const io::InputError& e) {
    // The translation is made to read; a name the text allows and the
    // format does not is reported at the top of the riddle.
    throw io::InputError({file, 1, 1}, "the translation to .zebra does not read: " + e.detail());
  }
  for (std::size_t i = 0; i < p.clues.size() && i < t.clue_lines.size(); ++i)
    p.clues[i].line = t.clue_lines[i];
  for (std::size_t i = 0; i < p.asks.size() && i < t.ask_lines.size(); ++i)
    p.asks[i].line = t.ask_lines[i];
  p.line = 0;
  return p;
}

bool opens_english(std::string_view line) {
  std::vector<Word> words = cut_words(line.substr(0, std::min<std::size_t>(line.size(), 40)));
  // A numbered first statement: `1. There are five houses.`
  if (!words.empty() && std::isdigit(static_cast<unsigned char>(words[0].text.front())))
    words.erase(words.begin());
  return words.size() >= 3 && words[0].text == "There" &&
         (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
