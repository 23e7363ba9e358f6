#include "deduce/puzzles/zebra/read/statement.h"

#include <optional>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/model/shape.h"
#include "deduce/puzzles/zebra/read/hints.h"

namespace deduce::puzzles::zebra::detail {

StatementReader::StatementReader(const Puzzle& puzzle, const TokenReader& tokens)
    : p_(puzzle), tokens_(tokens) {
  for (std::size_t c = 0; c < p_.categories.size(); ++c) {
    const Category& cat = p_.categories[c];
    category_index_[cat.name] = static_cast<int>(c);
    category_names_.push_back(cat.name);
    for (std::size_t v = 0; v < cat.values.size(); ++v) {
      std::vector<ValueRef>& refs = values_[cat.values[v]];
      if (refs.empty()) value_names_.push_back(cat.values[v]);
      refs.push_back({static_cast<int>(c), static_cast<int>(v)});
    }
  }
}

int StatementReader::category(const Line& l, std::size_t t, const std::string& what) const {
  const std::string_view name = tokens_.name_at(l, t, what);
  const auto it = category_index_.find(name);
  if (it == category_index_.end()) {
    tokens_.fail(l, t, "unknown category " + quoted(name) + did_you_mean(name, category_names_));
  }
  return it->second;
}

ValueRef StatementReader::reference(const Line& l, std::size_t& t) const {
  const std::size_t at = t;
  {
    // `4.99`: a number with a decimal point, unless `4` names a category.
    std::size_t after = t;
    const std::string_view number = joined_number(l, after);
    if (!number.empty() && category_index_.count(l.tokens[t].text) == 0) {
      t = after;
      return value_named(l, at, number);
    }
  }
  const std::string_view first = tokens_.name_at(l, t, "a value");
  ++t;
  const bool dot = t < l.tokens.size() && l.tokens[t].kind == Tok::kDot;
  // `red.` at the end of the line is a full stop, unless `red` is a category
  // whose value is missing; the value before it is checked first.
  if (dot && (t + 1 < l.tokens.size() || category_index_.count(first) != 0)) {
    ++t;
    std::string_view value = joined_number(l, t);
    if (value.empty()) {
      value = tokens_.name_at(l, t, "a value name after " + quoted(std::string(first) + "."));
      ++t;
    }
    const int c = category(l, at, "a category");
    const Category& cat = p_.categories[c];
    for (std::size_t v = 0; v < cat.values.size(); ++v) {
      if (cat.values[v] == value) return {c, static_cast<int>(v)};
    }
    tokens_.fail(l, at + 2,
                 "unknown value " + quoted(value) + " in category " + quoted(first) +
                     did_you_mean(value, cat.values));
  }
  return value_named(l, at, first);
}

ValueRef StatementReader::value_named(const Line& l, std::size_t at, std::string_view first) const {
  const auto it = values_.find(first);
  if (it == values_.end()) {
    tokens_.fail(l, at, "unknown value " + quoted(first) + did_you_mean(first, value_names_));
  }
  if (it->second.size() > 1) {
    const std::string& c1 = p_.categories[it->second[0].category].name;
    const std::string& c2 = p_.categories[it->second[1].category].name;
    tokens_.fail(l, at,
                 "ambiguous value " + quoted(first) + ": it is in categories " + quoted(c1) +
                     " and " + quoted(c2) + "; write " + quoted(c1 + "." + std::string(first)) +
                     " or " + quoted(c2 + "." + std::string(first)));
  }
  return it->second[0];
}

Statement StatementReader::statement(const Line& l, std::size_t t) const {
  // Brackets nest by recursion: bound the depth (fuzzed input must not
  // exhaust the stack).
  int depth = 0;
  for (std::size_t i = t; i < l.tokens.size(); ++i) {
    if (l.tokens[i].kind == Tok::kOpen && ++depth > kMaxNesting) {
      tokens_.fail(l, i,
                   "brackets nested too deeply (at most " + std::to_string(kMaxNesting) + ")");
    }
    if (l.tokens[i].kind == Tok::kClose) --depth;
  }
  // One tree for every statement; its shape picks the propagators (model/shape.h).
  return recognise(formula(l, t), p_.frame);
}

// `alice is to the left of bob`: when the words after the subject begin with
// a phrasing of hints.h and the error lies inside those words, the phrasing is
// the mistake. An error after them (`alice left of bbo`) is left as it is:
// the words parsed, so they were values or a statement.
void StatementReader::explain_phrasing(const Line& l, std::size_t t,
                                       const io::InputError& e) const {
  std::vector<std::string_view> words;
  for (std::size_t i = t; i < l.tokens.size() && l.tokens[i].kind == Tok::kName; ++i) {
    words.push_back(l.tokens[i].text);
  }
  const std::optional<Phrasing> p = match_phrasing(words);
  if (!p) return;
  const std::size_t after = t + p->words;
  const std::size_t after_offset = after < l.tokens.size() ? l.tokens[after].offset : l.text.size();
  if (e.where().column >= io::column_of(l.text, after_offset)) return;
  const std::size_t from = l.tokens[t].offset;
  const std::size_t to = l.tokens[after - 1].offset + l.tokens[after - 1].text.size();
  tokens_.fail(l, t,
               "expected a relation, found " + quoted(l.text.substr(from, to - from)) + "; write " +
                   quoted(p->statement) + ", as in " + quoted(p->form));
}

int StatementReader::position(const Line& l, std::size_t& t) const {
  const int k = tokens_.number_at(l, t, "a position 1.." + std::to_string(p_.n));
  if (k < 1 || k > p_.n) {
    tokens_.fail(l, t,
                 "position " + std::to_string(k) + " is out of range 1.." + std::to_string(p_.n));
  }
  ++t;
  return k - 1;
}

void StatementReader::relation(const Line& l, std::size_t& t, Statement& s) const {
  const auto word = [&](std::string_view w) { return TokenReader::word(l, t, w); };
  const std::string relations =
      "a relation (`is`, `is not`, `at`, `not at`, `next to`, `not next to`, `left of`, "
      "`right of`, `just left of`, `just right of`, `between`, `K away from`)";
  if (t >= l.tokens.size()) tokens_.fail(l, t, "expected " + relations + " after the value");
  if (word("is")) {
    ++t;
    if (word("not") && t + 1 < l.tokens.size()) {
      ++t;
      s.kind = StatementKind::kIsNot;
      s.b = reference(l, t);
    } else {
      s.b = reference(l, t);
      s.kind = StatementKind::kIs;
      if (word("or")) {
        ++t;
        s.kind = StatementKind::kIsEither;
        s.c = reference(l, t);
      }
    }
  } else if (word("at")) {
    ++t;
    s.kind = StatementKind::kAt;
    s.k = position(l, t);
  } else if (word("not")) {
    ++t;
    if (word("at")) {
      ++t;
      s.kind = StatementKind::kNotAt;
      s.k = position(l, t);
    } else if (word("next")) {
      ++t;
      tokens_.expect_word(l, t, "to");
      s.kind = StatementKind::kNotNextTo;
      s.b = reference(l, t);
    } else {
      tokens_.fail(l, t,
                   "expected `at` or `next to` after `not`, found " + TokenReader::found(l, t) +
                       TokenReader::suggestion(l, t, {"at", "next"}));
    }
  } else if (word("next")) {
    ++t;
    tokens_.expect_word(l, t, "to");
    s.kind = StatementKind::kNextTo;
    s.b = reference(l, t);
  } else if (word("left") || word("right")) {
    s.kind = word("left") ? StatementKind::kLeftOf : StatementKind::kRightOf;
    ++t;
    tokens_.expect_word(l, t, "of");
    s.b = reference(l, t);
  } else if (word("just")) {
    ++t;
    if (word("left") || word("right")) {
      s.kind = word("left") ? StatementKind::kJustLeftOf : StatementKind::kJustRightOf;
      ++t;
    } else {
      tokens_.fail(l, t,
                   "expected `left of` or `right of` after `just`, found " +
                       TokenReader::found(l, t) + TokenReader::suggestion(l, t, {"left", "right"}));
    }
    tokens_.expect_word(l, t, "of");
    s.b = reference(l, t);
  } else if (word("between")) {
    ++t;
    s.kind = StatementKind::kBetween;
    s.b = reference(l, t);
    tokens_.expect_word(l, t, "and");
    s.c = reference(l, t);
  } else if (t < l.tokens.size() && l.tokens[t].kind == Tok::kName && is_number(l.tokens[t].text)) {
    s.kind = StatementKind::kAway;
    s.k = tokens_.number_at(l, t, "a distance");
    ++t;
    tokens_.expect_word(l, t, "away");
    tokens_.expect_word(l, t, "from");
    s.b = reference(l, t);
  } else {
    tokens_.check_full_stop(l, t);
    tokens_.fail(l, t,
                 "expected " + relations + ", found " + TokenReader::found(l, t) +
                     TokenReader::suggestion(l, t, relation_words()));
  }
}

}  // namespace deduce::puzzles::zebra::detail
