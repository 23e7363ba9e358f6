#include "deduce/puzzles/zebra/parse.h"

#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/hints.h"
#include "deduce/puzzles/zebra/lexer.h"
#include "deduce/puzzles/zebra/statement.h"
#include "deduce/puzzles/zebra/token_reader.h"

namespace deduce::puzzles::zebra {
namespace {

using detail::did_you_mean;
using detail::Line;
using detail::quoted;
using detail::Tok;
using detail::TokenReader;

class Parser {
 public:
  Parser(const std::string& text, const std::string& file) : text_(text), tokens_(file) {
    p_.file = file;
  }

  Puzzle parse() {
    detail::Lines lexed = detail::lex(text_, p_.file);
    lines_ = std::move(lexed.lines);
    last_line_ = lexed.last_line;
    for (Line& l : lines_) header_line(l);
    finish_categories();
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

  static bool is_keyword_line(const Line& l, std::string_view word) {
    return l.tokens.size() >= 2 && l.tokens[0].kind == Tok::kName && l.tokens[0].text == word &&
           l.tokens[1].kind == Tok::kColon;
  }
  static bool is_category_line(const Line& l) {
    return l.tokens[0].kind == Tok::kName && l.tokens[0].text == "category" &&
           !(l.tokens.size() >= 2 && l.tokens[1].kind == Tok::kColon);
  }

  // ---- Pass 1: title, positions, categories ---------------------------------
  void header_line(const Line& l) {
    if (is_keyword_line(l, "puzzle")) {
      if (have_title_) fail(l, 0, "duplicate `puzzle:` line (the title is given once)");
      have_title_ = true;
      p_.title = std::string(l.title);
      return;
    }
    if (is_keyword_line(l, "positions")) {
      if (positions_line_ != nullptr) fail(l, 0, "duplicate `positions:` line");
      positions_line_ = &l;
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
    if (is_category_line(l)) category_line(l);
  }

  void category_line(const Line& l) {
    std::string_view name = name_at(l, 1, "a category name after `category`");
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
    std::set<std::string_view> seen;
    for (std::size_t t = 3; t < l.tokens.size(); ++t) {
      std::string_view v = name_at(l, t, "a value name");
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
      throw io::InputError({p_.file, lines_.empty() ? 1 : last_line_, 1},
                           "expected at least one `category NAME: VALUES` line");
    }
    const std::string expected_from = positions_line_ != nullptr
                                          ? "the number of positions"
                                          : "as many as category " + quoted(p_.categories[0].name);
    if (p_.n == 0) p_.n = static_cast<int>(p_.categories[0].values.size());
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
    if (is_keyword_line(l, "puzzle") || is_keyword_line(l, "positions") || is_category_line(l)) {
      return;
    }
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
    ask.category = statements_->category(l, 2, "a category name after `ask:`");
    if (!TokenReader::word(l, 3, "of")) {
      fail(l, 3, "expected `of` after the category, found " + found(l, 3));
    }
    std::size_t t = 4;
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

  static constexpr int kMaxCategories = 256;

  const std::string& text_;
  TokenReader tokens_;
  Puzzle p_;
  std::optional<detail::StatementReader> statements_;  // from pass 2 on
  std::vector<Line> lines_;
  int last_line_ = 1;
  bool have_title_ = false;
  const Line* positions_line_ = nullptr;
  std::vector<const Line*> category_lines_;
  std::map<std::string, int> category_index_;
  std::set<std::string> labels_;
};

}  // namespace

Puzzle parse_zebra(const std::string& text, const std::string& file) {
  return Parser(text, file).parse();
}

}  // namespace deduce::puzzles::zebra
