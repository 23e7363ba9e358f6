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
// walk and no re-parsing. Names are those of the logic-grid format, read by
// the same scanner (io::scan_name): letters (any Unicode letter), digits, '_'
// and '-', here starting with a letter or '_': `a-b` is one name, write
// `a - b` to subtract.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"

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

// Compiles `source` or throws io::InputError at the offending token. An
// unknown group's message offers the nearest of `known` (io/nearest_name.h).
Program compile_expression(const ExpressionSource& source, const NameResolver& resolve,
                           const std::vector<std::string>& known = {});

// "; did you mean 'monk'?" when one of `known` is near `name`, else "".
std::string did_you_mean(std::string_view name, const std::vector<std::string>& known);

// Whether `name` is a word of the expression language (not usable as a group).
bool is_reserved_word(std::string_view name);

// The name starting at byte `start` of `text` (io::scan_name) when it starts
// with a letter or '_'; else an empty one (end == start), since digits start
// numbers and '-' subtracts. Its error, when set, is to be reported at byte
// `end`: a byte from 0x80 up that is malformed UTF-8 or no name character, or
// a name that starts with a non-ASCII digit or mark.
io::NameScan scan_name(std::string_view text, std::size_t start);

}  // namespace deduce::puzzles::river
