#include "deduce/puzzles/zebra/read/parse.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/read/hints.h"
#include "deduce/puzzles/zebra/read/layout.h"
#include "deduce/puzzles/zebra/read/lexer.h"
#include "deduce/puzzles/zebra/read/statement.h"
#include "deduce/puzzles/zebra/read/token_reader.h"

namespace deduce::puzzles::zebra {
namespace {

using detail::did_you_mean;
using detail::Line;
using detail::quoted;
using detail::Tok;
using detail::TokenReader;

bool is_keyword_line(const Line& l, std::string_view word) {
  return l.tokens.size() >= 2 && l.tokens[0].kind == Tok::kName && l.tokens[0].text == word &&
         l.tokens[1].kind == Tok::kColon;
}
bool is_category_line(const Line& l) {
  return l.tokens[0].kind == Tok::kName &&
         (l.tokens[0].text == "category" || l.tokens[0].text == "ordered") &&
         !(l.tokens.size() >= 2 && l.tokens[1].kind == Tok::kColon);
}
// The lines that frame a puzzle (read in pass 1); the others are its clues and asks.
bool is_header_line(const Line& l) {
  return is_keyword_line(l, "puzzle") || is_keyword_line(l, "positions") ||
         is_keyword_line(l, "layout") || is_category_line(l);
}

// One puzzle's lines, from a file's: see split().
struct Part {
  std::vector<Line> lines;
  int last_line = 1;  // for "expected at least one category": the part's last line
};

// The file's lines cut into puzzles: a `puzzle:` line after a clue or an
// ask opens the next puzzle (docs/zebra.md). The last part ends with the
// file; the others with their last line holding tokens.
std::vector<Part> split(detail::Lines lexed) {
  std::vector<Part> parts(1);
  bool has_body = false;
  for (Line& l : lexed.lines) {
    if (has_body && is_keyword_line(l, "puzzle")) {
      parts.back().last_line = parts.back().lines.back().no;
      parts.emplace_back();
      has_body = false;
    }
    has_body = has_body || !is_header_line(l);
    parts.back().lines.push_back(std::move(l));
  }
  parts.back().last_line = lexed.last_line;
  return parts;
}

class Parser {
 public:
  Parser(Part part, const std::string& file) : tokens_(file) {
    p_.file = file;
    lines_ = std::move(part.lines);
    last_line_ = part.last_line;
  }

  Puzzle parse() {
    for (Line& l : lines_) header_line(l);
    finish_categories();
    finish_frame();
    statements_.emplace(p_, tokens_);
    for (Line& l : lines_) body_line(l);
    return std::move(p_);
  }

 private:
  [[noreturn]] void fail(const Line& l, std::size_t token, const std::string& what) const {
    tokens_.fail(l, token, what);
  }
  static std::string found(const Line& l, std::size_t t) { return TokenReader::found(l, t); }
  std::string_view name_at(const Line& l, std::size_t t, const std::string& what) const {
    return tokens_.name_at(l, t, what);
  }
  int number_at(const Line& l, std::size_t t, const std::string& what) const {
    return tokens_.number_at(l, t, what);
  }
  void expect_end(const Line& l, std::size_t t) const { tokens_.expect_end(l, t); }

  // ---- Pass 1: title, positions, categories ---------------------------------
  void header_line(const Line& l) {
    if (is_keyword_line(l, "puzzle")) {
      if (have_title_) fail(l, 0, "duplicate `puzzle:` line (the title is given once)");
      have_title_ = true;
      p_.title = std::string(l.title);
      p_.line = l.no;
      return;
    }
    if (is_keyword_line(l, "positions")) {
      if (positions_line_ != nullptr) fail(l, 0, "duplicate `positions:` line");
      positions_line_ = &l;
      if (TokenReader::word(l, 2, "none")) {
        p_.layout = LayoutKind::kNone;
        expect_end(l, 3);
        return;
      }
      const int n = number_at(l, 2, "the number of positions after `positions:`");
      if (n < 1 || n > kMaxPositions) {
        fail(l, 2,
             "positions must be between 1 and " + std::to_string(kMaxPositions) + ", found " +
                 std::to_string(n));
      }
      p_.n = n;
      expect_end(l, 3);
      return;
    }
    if (is_keyword_line(l, "layout")) {
      if (layout_line_ != nullptr) fail(l, 0, "duplicate `layout:` line");
      layout_line_ = &l;
      return;
    }
    if (is_category_line(l)) category_line(l);
  }

  void category_line(const Line& l) {
    const bool ordered = l.tokens[0].text == "ordered";
    std::string_view name = name_at(
        l, 1, ordered ? "a category name after `ordered`" : "a category name after `category`");
    if (l.tokens.size() < 3 || l.tokens[2].kind != Tok::kColon) {
      fail(l, 2, "expected `:` after the category name, found " + found(l, 2));
    }
    if (category_index_.count(std::string(name))) {
      fail(l, 1, "duplicate category " + quoted(name));
    }
    if (p_.categories.size() >= static_cast<std::size_t>(kMaxCategories)) {
      fail(l, 1, "too many categories (at most " + std::to_string(kMaxCategories) + ")");
    }
    Category cat;
    cat.name = std::string(name);
    cat.ordered = ordered;
    std::set<std::string_view> seen;
    std::vector<Num> numbers;
    for (std::size_t t = 3; t < l.tokens.size(); ++t) {
      const std::size_t at = t;
      std::string_view v = detail::joined_number(l, t);
      if (v.empty()) {
        v = name_at(l, t, ordered ? "a number" : "a value name");
      } else {
        --t;  // joined_number moved past the three tokens; the loop adds one
      }
      if (ordered) {
        Num num;
        if (!parse_num(std::string(v), num)) {
          fail(l, at, "expected a number (as `1946`, `4.99` or `-3`), found " + quoted(v));
        }
        if (!numbers.empty() && compare(numbers.back(), num) >= 0) {
          fail(l, at,
               "the numbers of ordered category " + quoted(name) +
                   " must be listed in increasing order, found " + quoted(v) + " after " +
                   quoted(cat.values.back()));
        }
        numbers.push_back(num);
      }
      if (!seen.insert(v).second) {
        fail(l, t, "duplicate value " + quoted(v) + " in category " + quoted(name));
      }
      if (cat.values.size() >= static_cast<std::size_t>(kMaxPositions)) {
        fail(l, t, "too many values (at most " + std::to_string(kMaxPositions) + ")");
      }
      cat.values.emplace_back(v);
    }
    if (cat.values.empty()) fail(l, 3, "expected the values of category " + quoted(name));
    category_index_[cat.name] = static_cast<int>(p_.categories.size());
    category_lines_.push_back(&l);
    p_.categories.push_back(std::move(cat));
    numbers_.push_back(std::move(numbers));
  }

  void finish_categories() {
    if (p_.categories.empty()) {
      for (const Line& l : lines_) {  // `categry pet: ...` is the likelier mistake
        if (l.tokens[0].kind == Tok::kName && l.tokens[0].text != "category") {
          const std::string hint = did_you_mean(l.tokens[0].text, {"category"});
          if (!hint.empty()) {
            fail(l, 0,
                 "expected at least one `category NAME: VALUES` line, found " +
                     quoted(l.tokens[0].text) + hint);
          }
        }
      }
      // Point at the first line that is not a header (a clue, or text that
      // is not a logic grid at all), not past the end of the file.
      for (const Line& l : lines_) {
        const std::string_view w = l.tokens[0].text;
        if (w == "puzzle" || w == "positions" || w == "layout") continue;
        fail(l, 0,
             "expected at least one `category NAME: VALUES` line before the clues, found " +
                 quoted(w));
      }
      throw io::InputError({p_.file, lines_.empty() ? 1 : lines_.back().no, 1},
                           "expected at least one `category NAME: VALUES` line");
    }
    const std::string expected_from = positions_line_ != nullptr && p_.layout != LayoutKind::kNone
                                          ? "the number of positions"
                                          : "as many as category " + quoted(p_.categories[0].name);
    if (p_.n == 0) p_.n = static_cast<int>(p_.categories[0].values.size());
    if (p_.layout == LayoutKind::kNone && p_.n > kMaxPositions) {
      fail(*category_lines_[0], 1,
           "a category has at most " + std::to_string(kMaxPositions) + " values");
    }
    for (std::size_t c = 0; c < p_.categories.size(); ++c) {
      const int size = static_cast<int>(p_.categories[c].values.size());
      if (size != p_.n) {
        fail(*category_lines_[c], 1,
             "category " + quoted(p_.categories[c].name) + " has " + std::to_string(size) +
                 (size == 1 ? " value" : " values") + ", expected " + std::to_string(p_.n) + " (" +
                 expected_from + ")");
      }
    }
  }

  // ---- Pass 2: clues and asks ------------------------------------------------
  void body_line(const Line& l) {
    if (is_header_line(l)) return;
    if (is_keyword_line(l, "ask")) {
      ask_line(l);
      return;
    }
    if (l.tokens[0].kind != Tok::kName || l.tokens.size() < 2 || l.tokens[1].kind != Tok::kColon) {
      if (l.tokens[0].kind == Tok::kName) misspelt_keyword(l);
      fail(l, l.tokens[0].kind != Tok::kName ? 0 : 1,
           "expected `category NAME: VALUES`, `positions: N`, `puzzle: TITLE`, "
           "`ask: CATEGORY of VALUE` or a clue `LABEL: STATEMENT`, found " +
               found(l, l.tokens[0].kind != Tok::kName ? 0 : 1));
    }
    // `category: ...` is a clue labelled `category` by the grammar, and
    // `positons: 3` one labelled `positons`; when such a clue does not read as
    // one, the likelier mistake is in the keyword, which the message adds.
    try {
      clue_line(l);
    } catch (const io::InputError& e) {
      const std::string_view label = l.tokens[0].text;
      const std::string hint = label == "category" ? "; a category line is `category NAME: VALUES`"
                                                   : did_you_mean(label, detail::line_keywords());
      if (hint.empty()) throw;
      throw io::InputError(e.where(),
                           e.detail() + " (read as a clue labelled " + quoted(label) + hint + ")");
    }
  }

  // A line that is not `WORD:` and starts with a keyword without its colon or
  // a misspelt one (`categry pet: ...`, `ask color of fish`).
  void misspelt_keyword(const Line& l) const {
    const std::string_view word = l.tokens[0].text;
    if (word == "positions" || word == "puzzle" || word == "ask") {
      fail(l, 1, "expected `:` after " + quoted(word) + ", found " + found(l, 1));
    }
    const std::string hint = did_you_mean(word, detail::line_keywords());
    if (!hint.empty()) fail(l, 0, "unknown keyword " + quoted(word) + hint);
  }

  void ask_line(const Line& l) {
    Ask ask;
    std::size_t t = 4;
    if (TokenReader::word(l, 2, "position") && TokenReader::word(l, 3, "of")) {
      if (p_.layout == LayoutKind::kNone) {
        fail(l, 2, "`ask: position of VALUE` needs positions (this file has `positions: none`)");
      }
      ask.kind = AskKind::kPositionOf;
    } else {
      ask.category = statements_->category(l, 2, "a category name after `ask:`");
      if (TokenReader::word(l, 3, "at")) {
        if (p_.layout == LayoutKind::kNone) {
          fail(l, 3, "`ask: CATEGORY at k` needs positions (this file has `positions: none`)");
        }
        ask.kind = AskKind::kCategoryAt;
        const int k = number_at(l, 4, "a position 1.." + std::to_string(p_.n));
        if (k < 1 || k > p_.n) {
          fail(l, 4,
               "position " + std::to_string(k) + " is out of range 1.." + std::to_string(p_.n));
        }
        ask.at = k - 1;
        ask.line = l.no;
        expect_end(l, 5);
        p_.asks.push_back(ask);
        return;
      }
      if (!TokenReader::word(l, 3, "of")) {
        fail(l, 3, "expected `of` or `at` after the category, found " + found(l, 3));
      }
    }
    ask.of = statements_->reference(l, t);
    ask.line = l.no;
    expect_end(l, t);
    p_.asks.push_back(ask);
  }

  void clue_line(const Line& l) {
    std::string label(l.tokens[0].text);
    if (!labels_.insert(label).second) fail(l, 0, "duplicate clue label " + quoted(label));
    Clue clue;
    clue.label = label;
    clue.line = l.no;
    const std::size_t t = 2;
    if (t >= l.tokens.size()) fail(l, t, "expected a statement after " + quoted(label + ":"));
    const std::size_t from = l.tokens[t].offset;
    clue.text = std::string(l.text.substr(from, TokenReader::end_offset(l) - from));
    clue.statement = statements_->statement(l, t);
    p_.clues.push_back(std::move(clue));
  }

  // The layout (`layout:` line) and the ordered categories' numbers, for
  // the published-puzzle statements (formula.h).
  void finish_frame() {
    auto frame = std::make_shared<Frame>();
    frame->n = p_.n;
    frame->numbers = std::move(numbers_);
    if (layout_line_ != nullptr) {
      if (p_.layout == LayoutKind::kNone) {
        fail(*layout_line_, 0,
             "a `layout:` line needs positions (this file has `positions: none`)");
      }
      p_.layout = detail::read_layout(*layout_line_, tokens_, *frame);
    }
    frame->layout = p_.layout;
    p_.frame = std::move(frame);
  }

  static constexpr int kMaxCategories = 256;

  TokenReader tokens_;
  Puzzle p_;
  std::optional<detail::StatementReader> statements_;  // from pass 2 on
  std::vector<Line> lines_;
  int last_line_ = 1;
  bool have_title_ = false;
  const Line* positions_line_ = nullptr;
  const Line* layout_line_ = nullptr;
  std::vector<std::vector<Num>> numbers_;  // per category, empty when not ordered
  std::vector<const Line*> category_lines_;
  std::map<std::string, int> category_index_;
  std::set<std::string> labels_;
};

}  // namespace

std::vector<Puzzle> parse_zebra_puzzles(const std::string& text, const std::string& file) {
  std::vector<Part> parts = split(detail::lex(text, file));
  if (parts.size() > 1 &&
      std::none_of(parts[0].lines.begin(), parts[0].lines.end(),
                   [](const Line& l) { return is_keyword_line(l, "puzzle"); })) {
    throw io::InputError({file, parts[0].lines.front().no, 1},
                         "expected a `puzzle:` line: a file of several puzzles gives each its "
                         "own, and the next puzzle starts on line " +
                             std::to_string(parts[1].lines.front().no));
  }
  std::vector<Puzzle> puzzles;
  for (Part& part : parts) puzzles.push_back(Parser(std::move(part), file).parse());
  return puzzles;
}

Puzzle parse_zebra(const std::string& text, const std::string& file) {
  std::vector<Puzzle> puzzles = parse_zebra_puzzles(text, file);
  if (puzzles.size() > 1) {
    throw io::InputError({file, puzzles[1].line, 1},
                         "expected one puzzle, found a second one here (a `puzzle:` line after "
                         "the clues)");
  }
  return std::move(puzzles.front());
}

}  // namespace deduce::puzzles::zebra
