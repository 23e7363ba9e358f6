#include "deduce/puzzles/zebra/parse.h"

#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/lexer.h"

namespace deduce::puzzles::zebra {
namespace {

using detail::is_space;
using detail::Line;
using detail::quoted;
using detail::Tok;

constexpr int kMaxNumber = 999999999;  // nine digits: no overflow in int

bool is_number(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

class Parser {
 public:
  Parser(const std::string& text, const std::string& file) : text_(text) { p_.file = file; }

  Puzzle parse() {
    detail::Lines lexed = detail::lex(text_, p_.file);
    lines_ = std::move(lexed.lines);
    last_line_ = lexed.last_line;
    for (Line& l : lines_) header_line(l);
    finish_categories();
    for (Line& l : lines_) body_line(l);
    return std::move(p_);
  }

 private:
  // ---- Errors ------------------------------------------------------------
  [[noreturn]] void fail_at(const Line& l, std::size_t offset, const std::string& what) const {
    detail::fail_at(p_.file, l, offset, what);
  }
  [[noreturn]] void fail(const Line& l, std::size_t token, const std::string& what) const {
    fail_at(l, token < l.tokens.size() ? l.tokens[token].offset : end_offset(l), what);
  }
  static std::size_t end_offset(const Line& l) {
    std::size_t e = l.text.size();
    while (e > 0 && is_space(l.text[e - 1])) --e;
    return e;
  }
  std::string found(const Line& l, std::size_t t) const {
    if (t >= l.tokens.size()) return "the end of the line";
    return quoted(l.tokens[t].text);
  }

  bool is_keyword_line(const Line& l, std::string_view word) const {
    return l.tokens.size() >= 2 && l.tokens[0].kind == Tok::kName && l.tokens[0].text == word &&
           l.tokens[1].kind == Tok::kColon;
  }

  std::string_view name_at(const Line& l, std::size_t t, const std::string& what) const {
    if (t >= l.tokens.size() || l.tokens[t].kind != Tok::kName) {
      fail(l, t, "expected " + what + ", found " + found(l, t));
    }
    return l.tokens[t].text;
  }

  int number_at(const Line& l, std::size_t t, const std::string& what) const {
    std::string_view s = name_at(l, t, what);
    if (!is_number(s)) fail(l, t, "expected " + what + ", found " + quoted(s));
    std::size_t i = 0;
    while (i + 1 < s.size() && s[i] == '0') ++i;  // leading zeros
    if (s.size() - i > 9) fail(l, t, "number too large: " + quoted(s));
    int v = 0;
    for (; i < s.size(); ++i) v = v * 10 + (s[i] - '0');
    if (v > kMaxNumber) fail(l, t, "number too large: " + quoted(s));
    return v;
  }

  void expect_end(const Line& l, std::size_t t) const {
    if (t < l.tokens.size()) fail(l, t, "expected the end of the line, found " + found(l, t));
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
    if (l.tokens[0].kind == Tok::kName && l.tokens[0].text == "category" &&
        !(l.tokens.size() >= 2 && l.tokens[1].kind == Tok::kColon)) {
      category_line(l);
    }
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
      for (int v = 0; v < size; ++v) {
        values_[p_.categories[c].values[v]].push_back({static_cast<int>(c), v});
      }
    }
  }

  // ---- Pass 2: clues and asks ------------------------------------------------
  void body_line(const Line& l) {
    if (is_keyword_line(l, "puzzle") || is_keyword_line(l, "positions")) return;
    if (l.tokens[0].kind == Tok::kName && l.tokens[0].text == "category" &&
        !(l.tokens.size() >= 2 && l.tokens[1].kind == Tok::kColon)) {
      return;
    }
    if (is_keyword_line(l, "ask")) {
      ask_line(l);
      return;
    }
    if (l.tokens[0].kind != Tok::kName || l.tokens.size() < 2 || l.tokens[1].kind != Tok::kColon) {
      fail(l, l.tokens[0].kind != Tok::kName ? 0 : 1,
           "expected `category NAME: VALUES`, `positions: N`, `puzzle: TITLE`, "
           "`ask: CATEGORY of VALUE` or a clue `LABEL: STATEMENT`, found " +
               found(l, l.tokens[0].kind != Tok::kName ? 0 : 1));
    }
    if (l.tokens[0].text != "category") {
      clue_line(l);
      return;
    }
    // `category: ...` is a clue labelled `category` by the grammar, but when it
    // does not read as one, the likelier mistake is a category without a name.
    try {
      clue_line(l);
    } catch (const io::InputError& e) {
      throw io::InputError(e.where(), e.detail() +
                                          " (read as a clue labelled `category`; a category "
                                          "line is `category NAME: VALUES`)");
    }
  }

  void ask_line(const Line& l) {
    std::string_view cat = name_at(l, 2, "a category name after `ask:`");
    auto it = category_index_.find(std::string(cat));
    if (it == category_index_.end()) fail(l, 2, "unknown category " + quoted(cat));
    if (l.tokens.size() <= 3 || l.tokens[3].text != "of") {
      fail(l, 3, "expected `of` after the category, found " + found(l, 3));
    }
    Ask ask;
    ask.category = it->second;
    std::size_t t = 4;
    ask.of = reference(l, t);
    ask.line = l.no;
    expect_end(l, t);
    p_.asks.push_back(ask);
  }

  // A value reference at token t: NAME or CATEGORY.NAME; advances t.
  ValueRef reference(const Line& l, std::size_t& t) const {
    std::string_view first = name_at(l, t, "a value");
    const std::size_t at = t;
    ++t;
    if (t < l.tokens.size() && l.tokens[t].kind == Tok::kDot) {
      ++t;
      std::string_view value = name_at(l, t, "a value name after " + quoted(first) + ".");
      ++t;
      auto cit = category_index_.find(std::string(first));
      if (cit == category_index_.end()) fail(l, at, "unknown category " + quoted(first));
      const Category& cat = p_.categories[cit->second];
      for (std::size_t v = 0; v < cat.values.size(); ++v) {
        if (cat.values[v] == value) return {cit->second, static_cast<int>(v)};
      }
      fail(l, at + 2, "unknown value " + quoted(value) + " in category " + quoted(first));
    }
    auto vit = values_.find(std::string(first));
    if (vit == values_.end()) fail(l, at, "unknown value " + quoted(first));
    if (vit->second.size() > 1) {
      const std::string& c1 = p_.categories[vit->second[0].category].name;
      const std::string& c2 = p_.categories[vit->second[1].category].name;
      fail(l, at,
           "ambiguous value " + quoted(first) + ": it is in categories " + quoted(c1) + " and " +
               quoted(c2) + "; write " + quoted(c1 + "." + std::string(first)) + " or " +
               quoted(c2 + "." + std::string(first)));
    }
    return vit->second[0];
  }

  bool word(const Line& l, std::size_t t, std::string_view w) const {
    return t < l.tokens.size() && l.tokens[t].kind == Tok::kName && l.tokens[t].text == w;
  }
  void expect_word(const Line& l, std::size_t& t, std::string_view w) const {
    if (!word(l, t, w)) fail(l, t, "expected " + quoted(w) + ", found " + found(l, t));
    ++t;
  }
  int position(const Line& l, std::size_t& t) const {
    const int k = number_at(l, t, "a position 1.." + std::to_string(p_.n));
    if (k < 1 || k > p_.n) {
      fail(l, t, "position " + std::to_string(k) + " is out of range 1.." + std::to_string(p_.n));
    }
    ++t;
    return k - 1;
  }

  void clue_line(const Line& l) {
    std::string label(l.tokens[0].text);
    if (!labels_.insert(label).second) fail(l, 0, "duplicate clue label " + quoted(label));
    Clue clue;
    clue.label = label;
    clue.line = l.no;
    std::size_t t = 2;
    if (t >= l.tokens.size()) fail(l, t, "expected a statement after " + quoted(label + ":"));
    {
      std::size_t from = l.tokens[t].offset;
      std::string_view rest = l.text.substr(from, end_offset(l) - from);
      clue.text = std::string(rest);
    }
    Statement& s = clue.statement;
    s.a = reference(l, t);
    const std::string relations =
        "a relation (`is`, `is not`, `at`, `not at`, `next to`, `not next to`, `left of`, "
        "`right of`, `just left of`, `just right of`, `between`, `K away from`)";
    if (t >= l.tokens.size()) fail(l, t, "expected " + relations + " after the value");
    if (word(l, t, "is")) {
      ++t;
      if (word(l, t, "not") && t + 1 < l.tokens.size()) {
        ++t;
        s.kind = StatementKind::kIsNot;
        s.b = reference(l, t);
      } else {
        s.b = reference(l, t);
        s.kind = StatementKind::kIs;
        if (word(l, t, "or")) {
          ++t;
          s.kind = StatementKind::kIsEither;
          s.c = reference(l, t);
        }
      }
    } else if (word(l, t, "at")) {
      ++t;
      s.kind = StatementKind::kAt;
      s.k = position(l, t);
    } else if (word(l, t, "not")) {
      ++t;
      if (word(l, t, "at")) {
        ++t;
        s.kind = StatementKind::kNotAt;
        s.k = position(l, t);
      } else if (word(l, t, "next")) {
        ++t;
        expect_word(l, t, "to");
        s.kind = StatementKind::kNotNextTo;
        s.b = reference(l, t);
      } else {
        fail(l, t, "expected `at` or `next to` after `not`, found " + found(l, t));
      }
    } else if (word(l, t, "next")) {
      ++t;
      expect_word(l, t, "to");
      s.kind = StatementKind::kNextTo;
      s.b = reference(l, t);
    } else if (word(l, t, "left") || word(l, t, "right")) {
      s.kind = word(l, t, "left") ? StatementKind::kLeftOf : StatementKind::kRightOf;
      ++t;
      expect_word(l, t, "of");
      s.b = reference(l, t);
    } else if (word(l, t, "just")) {
      ++t;
      if (word(l, t, "left") || word(l, t, "right")) {
        s.kind = word(l, t, "left") ? StatementKind::kJustLeftOf : StatementKind::kJustRightOf;
        ++t;
      } else {
        fail(l, t, "expected `left of` or `right of` after `just`, found " + found(l, t));
      }
      expect_word(l, t, "of");
      s.b = reference(l, t);
    } else if (word(l, t, "between")) {
      ++t;
      s.kind = StatementKind::kBetween;
      s.b = reference(l, t);
      expect_word(l, t, "and");
      s.c = reference(l, t);
    } else if (t < l.tokens.size() && l.tokens[t].kind == Tok::kName &&
               is_number(l.tokens[t].text)) {
      s.kind = StatementKind::kAway;
      s.k = number_at(l, t, "a distance");
      ++t;
      expect_word(l, t, "away");
      expect_word(l, t, "from");
      s.b = reference(l, t);
    } else {
      fail(l, t, "expected " + relations + ", found " + found(l, t));
    }
    expect_end(l, t);
    p_.clues.push_back(std::move(clue));
  }

  static constexpr int kMaxCategories = 256;

  const std::string& text_;
  Puzzle p_;
  std::vector<Line> lines_;
  int last_line_ = 1;
  bool have_title_ = false;
  const Line* positions_line_ = nullptr;
  std::vector<const Line*> category_lines_;
  std::map<std::string, int> category_index_;
  std::map<std::string, std::vector<ValueRef>> values_;
  std::set<std::string> labels_;
};

}  // namespace

Puzzle parse_zebra(const std::string& text, const std::string& file) {
  return Parser(text, file).parse();
}

}  // namespace deduce::puzzles::zebra
