// The expression language of .river files, compiled once to a stack program.
//
//   expr    := or
//   or      := and ('or' and)*
//   and     := not ('and' not)*
//   not     := 'not' not | compare
//   compare := sum (('=='|'!='|'<'|'<='|'>'|'>=') sum)?     comparisons do not chain
//   sum     := product (('+'|'-') product)*
//   product := unary ('*' unary)*
//   unary   := '-' unary | primary
//   primary := NUMBER | NAME | '(' expr ')' | ('max'|'min') '(' expr (',' expr)* ')'
//
// A NAME is a group: its value is the count of that group in the place being
// checked (a bank, or the boat). A non-zero value is true; comparisons and
// logic give 0 or 1. Arithmetic saturates at +-2^62 instead of overflowing.
//
// compile() parses the text once into postfix code over a small value stack;
// eval() runs it per state with a fixed stack array and allocates nothing.
// A river model evaluates forbid rules millions of times, so there is no tree
// walk and no re-parsing. Names are made of letters (any non-ASCII UTF-8
// character counts as one), digits, '_' and '-', starting with a letter or '_':
// `a-b` is one name, write `a - b` to subtract.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"

namespace deduce::puzzles::river {

enum class Op : std::uint8_t {
  kConst,
  kVar,
  kNeg,
  kAdd,
  kSub,
  kMul,
  kEq,
  kNe,
  kLt,
  kLe,
  kGt,
  kGe,
  kAnd,
  kOr,
  kNot,
  kMax,
  kMin
};

struct Instr {
  Op op;
  std::int64_t arg;  // the constant, or the variable index
};

class Program {
 public:
  static constexpr int kMaxStack = 128;

  // A program that always yields `value`.
  static Program constant(std::int64_t value);

  std::int64_t eval(const std::int64_t* vars) const;
  bool holds(const std::int64_t* vars) const { return eval(vars) != 0; }

  // this := this or other.
  void append_or(const Program& other);

  bool empty() const { return code_.empty(); }
  const std::vector<Instr>& code() const { return code_; }

 private:
  friend class ExpressionCompiler;
  std::vector<Instr> code_;
  int max_stack_ = 0;
};

// Where an expression starts in its file, so errors point at the right column.
struct ExpressionSource {
  std::string_view text;  // the expression (comment already removed)
  std::string file;
  int line = 1;
  int column = 1;  // column of text[0]
};

// Resolves a group name to its variable index, or -1.
using NameResolver = std::function<int(std::string_view)>;

// Compiles `source` or throws io::InputError at the offending token.
Program compile_expression(const ExpressionSource& source, const NameResolver& resolve);

// Whether `name` is a word of the expression language (not usable as a group).
bool is_reserved_word(std::string_view name);

// Length in bytes of the name starting at text[0] (0: no name starts there).
// Non-ASCII bytes must form valid UTF-8; a malformed sequence ends the name.
std::size_t scan_name(std::string_view text);

}  // namespace deduce::puzzles::river
