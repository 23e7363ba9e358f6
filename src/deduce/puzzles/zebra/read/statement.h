// Reading what follows a clue's label: the statement (`A next to B`, ...)
// and the value references in it (`fish`, `pet.fish`), resolved against the
// categories the first pass of parse.cc read.
//
// Errors name the nearest known value or category to an unknown one ("did you
// mean `alice`?"), and a clue that fails inside an English phrasing
// (`is to the left of`, hints.h) names the statement to write instead.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/puzzles/zebra/read/lexer.h"
#include "deduce/puzzles/zebra/read/token_reader.h"

namespace deduce::puzzles::zebra::detail {

class StatementReader {
 public:
  static constexpr int kMaxNesting = 32;

  // `puzzle` holds the categories and n; it and `tokens` must outlive the
  // reader.
  StatementReader(const Puzzle& puzzle, const TokenReader& tokens);

  // The statement from token t (its subject) to the end of the line: a base
  // statement as before where the layout reads it as before, else kFormula.
  Statement statement(const Line& l, std::size_t t) const;

  // A value reference at token t: NAME or CATEGORY.NAME; advances t.
  ValueRef reference(const Line& l, std::size_t& t) const;

  // The value of that unqualified name (token at, for messages).
  ValueRef value_named(const Line& l, std::size_t at, std::string_view name) const;

  // The index of the category named at token t.
  int category(const Line& l, std::size_t t, const std::string& what) const;

 private:
  // The statement after its subject (already in s.a), from token t on.
  void relation(const Line& l, std::size_t& t, Statement& s) const;
  // Throws the phrasing message when one applies to error e (see statement.cc).
  void explain_phrasing(const Line& l, std::size_t t, const io::InputError& e) const;
  int position(const Line& l, std::size_t& t) const;

  // ---- published-puzzle statements (statement_formula.cc) ----
  // The statement filling the whole of l from token t on.
  Formula formula(const Line& l, std::size_t t) const;
  // A combinator's part: `( S )` or S, the whole of l.
  Formula item(const Line& l) const;
  // `S1; S2; ...` from token t to the end of l.
  std::vector<Formula> items(const Line& l, std::size_t t) const;
  // A value and a relation (base or published), from token t.
  Formula simple(const Line& l, std::size_t t) const;
  // The published relations after the subject (in f.refs[0]); false: not one.
  bool new_relation(const Line& l, std::size_t& t, Formula& f) const;
  Formula arithmetic(const Line& l, std::size_t t) const;
  int sum(const Line& l, std::size_t& t, Formula& f) const;
  int product(const Line& l, std::size_t& t, Formula& f) const;
  int operand(const Line& l, std::size_t& t, Formula& f) const;
  // Fails when the layout gives the relation at token t no meaning.
  // `base`: the base relation the statement was read as, if it was one.
  void check_layout(const Line& l, std::size_t t, const Formula& f,
                    std::optional<StatementKind> base) const;

  const Puzzle& p_;
  const TokenReader& tokens_;
  mutable int depth_ = 0;  // combinators being read (formula() nests)
  std::map<std::string, int, std::less<>> category_index_;
  std::map<std::string, std::vector<ValueRef>, std::less<>> values_;
  // In file order, for suggestions (ties go to the first).
  std::vector<std::string> category_names_, value_names_;
};

}  // namespace deduce::puzzles::zebra::detail
