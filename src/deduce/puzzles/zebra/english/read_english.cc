// The translation of an English riddle (read_english.h): the document's
// first pass (document.h), its categories found in the clues when it lists
// none (infer_categories.h), then each clue and question read by the phrase
// table (sentence_reader.h) into .zebra statements.
#include "deduce/puzzles/zebra/english/read_english.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <set>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/infer_categories.h"
#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/generate/write.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra::english {
namespace {

class Reader {
 public:
  Reader(Document doc, const std::string& file)
      : file_(file),
        n_(doc.n),
        magazine_(!doc.counted),
        categories_(std::move(doc.categories)),
        intro_(std::move(doc.intro)),
        clues_(std::move(doc.clues)),
        questions_(std::move(doc.questions)) {}

  Translation run() {
    if (n_ == 0) n_ = static_cast<int>(categories_.front().values.size());
    if (magazine_) find_numeric();
    build_puzzle_shell();
    return translate();
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& what) const {
    throw io::InputError({file_, line, column}, what);
  }

  // A magazine grid's category whose values are all whole numbers (`$25`,
  // `1946`, `3rd`) is `ordered`: its .zebra names are the numbers, in
  // increasing order, and the clues may compare them.
  void find_numeric() {
    for (CategoryText& c : categories_) {
      std::vector<std::pair<long, std::size_t>> numbers;
      for (std::size_t v = 0; v < c.values.size(); ++v) {
        std::string_view w = c.values[v];
        while (!w.empty() && (w.front() == '$' || w.front() == '#')) w.remove_prefix(1);
        for (std::string_view suffix : {"st", "nd", "rd", "th"})
          if (w.size() > 2 && w.ends_with(suffix)) w.remove_suffix(2);
        long k = 0;
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), k);
        if (w.empty() || ec != std::errc{} || end != w.data() + w.size() || k > 999999999) break;
        numbers.emplace_back(k, v);
      }
      if (numbers.size() != c.values.size()) continue;
      std::sort(numbers.begin(), numbers.end());
      if (std::adjacent_find(numbers.begin(), numbers.end(), [](const auto& x, const auto& y) {
            return x.first == y.first;
          }) != numbers.end())
        continue;
      CategoryText sorted = c;
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        sorted.values[i] = c.values[numbers[i].second];
        sorted.names[i] = std::to_string(numbers[i].first);
      }
      c = std::move(sorted);
      NumericCategory n{c.name, ""};
      const long step = numbers.size() > 1 ? numbers[1].first - numbers[0].first : 0;
      bool even = step > 0;
      for (std::size_t i = 1; i < numbers.size(); ++i)
        even = even && numbers[i].first - numbers[i - 1].first == step;
      if (even) n.step = std::to_string(step);
      numeric_.push_back(std::move(n));
      ordered_.insert(c.name);
    }
  }

  // The numeric categories a comparison in `words` may be over: the one
  // there is; of several, those whose line's words the sentence uses
  // (`stop`, `price`) or, for one written with `$`, a `$` or a word of
  // money_words(); else all (the sentence then reads two ways).
  std::vector<NumericCategory> numeric_for(std::string_view text,
                                           const std::vector<Word>& words) const {
    if (numeric_.size() <= 1) return numeric_;
    bool money = text.find('$') != std::string_view::npos;
    for (const Word& w : words)
      for (std::string_view m : money_words()) money = money || w.stem == m;
    std::vector<NumericCategory> out;
    for (const NumericCategory& n : numeric_) {
      const auto c = std::find_if(categories_.begin(), categories_.end(),
                                  [&](const CategoryText& t) { return t.name == n.name; });
      bool used = money && c->values.front().starts_with("$");
      for (const Word& lw : cut_words(c->line_words))
        for (const Word& w : words) used = used || w.stem == lw.stem;
      if (used) out.push_back(n);
    }
    return out.empty() ? numeric_ : out;
  }

  // The fillers of a magazine: its introduction's words ("Five friends
  // each bought a pair of shoes": `friend`, `bought`, `pair`, `shoe`) and
  // the pronouns of a sentence's own subject, less the words of the phrase
  // table, which carry meaning (`more`, `after`, `not`).
  std::vector<std::string> magazine_fillers() const {
    std::vector<std::string> out;
    if (!magazine_) return out;
    std::set<std::string> meaning;
    std::vector<std::string> fillers(filler_words().begin(), filler_words().end());
    std::sort(fillers.begin(), fillers.end());
    for (std::span<const Phrase> table : {relation_phrases(), question_phrases()})
      for (const Phrase& p : table)
        for (const Word& w : cut_words(p.words))
          if (!std::binary_search(fillers.begin(), fillers.end(), w.stem)) meaning.insert(w.stem);
    for (const Sentence& s : intro_)
      for (const Word& w : cut_words(s.text))
        if (!meaning.count(w.stem) && number_word(w.stem) == 0) out.push_back(w.stem);
    for (std::string_view w : magazine_words())
      if (!meaning.count(std::string(w))) out.emplace_back(w);
    for (const char* p : {"she", "he", "they", "him", "them", "herself", "himself"})
      out.emplace_back(p);
    return out;
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
      // A place (lexicon.h) is a value too, past the last category.
      const auto c = static_cast<std::size_t>(refs[i].category);
      out += c < categories_.size() ? categories_[c].values[refs[i].value]
                                    : fmt::format("position {}", refs[i].value + 1);
      // Two categories with the same value (a pet and an animal `cat`):
      // which is which.
      const bool shared = std::any_of(refs.begin(), refs.end(), [&](const ValueRef& o) {
        return o.category != refs[i].category &&
               static_cast<std::size_t>(o.category) < categories_.size() &&
               c < categories_.size() &&
               categories_[o.category].values[o.value] == categories_[c].values[refs[i].value];
      });
      if (shared) out += fmt::format(" ({})", categories_[c].name);
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
        phrases, words, values, n_, [&](ValueRef v) { return value_text(v); }, who_,
        numeric_for(s.text, words));
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
    if (r.wants_numbers && numeric_.empty())
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (it compares numbers, but no category's "
                       "values are numbers{})",
                       what, s.text,
                       magazine_ ? "" : "; and a riddle with positions compares none"));
    for (const Word& w : words)
      if (w.stem == "she" || w.stem == "he" || w.stem == "they" || w.stem == "him" ||
          w.stem == "them")
        fail(s.line, s.column,
             fmt::format("could not read this {}: \"{}\" (\"{}\" refers to no one this "
                         "sentence names in a phrasing of docs/english.md; a pronoun is read "
                         "only for the subject of its own sentence)",
                         what, s.text, w.text));
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" ({})", what, s.text,
                     seen.empty() ? std::string("it names no value of the lists")
                                  : "it names " + names(seen) +
                                        ", but no phrasing of docs/english.md fits the rest"));
  }

  Translation translate() const {
    const Lexicon lexicon(categories_, magazine_ ? 0 : n_, magazine_fillers());
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
        t.ask_questions.push_back(static_cast<int>(&s - questions_.data()) + 1);
      }
    }
    std::string& z = t.zebra;
    z += fmt::format("# Translated from {} by deduce translate; each clue follows its sentence.\n",
                     file_);
    for (const Sentence& s : intro_) z += fmt::format("# {}.\n", s.text);
    if (magazine_)
      z += "positions: none\n";
    else
      z += fmt::format("positions: {}\n", n_);
    for (const CategoryText& c : categories_) {
      z += fmt::format("{} {}:", ordered_.count(c.name) ? "ordered" : "category", c.name);
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

  const std::string& file_;
  int n_ = 0;
  bool magazine_ = false;  // no "There are N ...": a grid without positions
  std::vector<CategoryText> categories_;
  std::vector<Sentence> intro_;
  std::vector<NumericCategory> numeric_;
  std::set<std::string> ordered_;
  std::vector<Sentence> clues_, questions_;
  Puzzle shell_;
  std::string who_;
  mutable bool used_place_ = false;
};

}  // namespace

Translation translate_english(const std::string& text, const std::string& file) {
  Document doc = read_document(text, file);
  if (doc.categories.empty() && !doc.declarations.empty()) infer_categories(doc, file);
  if (doc.categories.empty())
    throw io::InputError({file, 1, 1},
                         "no list of values found: expected lines such as \"Everyone has a "
                         "different name: Alice, Bob, Carol.\"");
  return Reader(std::move(doc), file).run();
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
  for (std::size_t i = 0; i < p.asks.size() && i < t.ask_questions.size(); ++i)
    p.asks[i].question = t.ask_questions[i];
  p.line = 0;
  return p;
}

bool opens_english(std::string_view line) {
  // A framing sentence first: `This is a logic puzzle. There are 4 houses`.
  if (const std::size_t stop = line.find(". "); stop != std::string_view::npos) {
    const std::string first = stems(line.substr(0, stop));
    for (std::string_view f : framing_sentences())
      if (stems(f) == first) return opens_english(line.substr(stop + 2));
  }
  std::vector<Word> words = cut_words(line.substr(0, std::min<std::size_t>(line.size(), 40)));
  // A numbered first statement: `1. There are five houses.`
  if (!words.empty() && std::isdigit(static_cast<unsigned char>(words[0].text.front())))
    words.erase(words.begin());
  return words.size() >= 3 && words[0].text == "There" &&
         (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
