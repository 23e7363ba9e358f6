#include "deduce/puzzles/river/expression.h"

#include <algorithm>

#include "deduce/io/nearest_name.h"

namespace deduce::puzzles::river {
namespace {

constexpr std::int64_t kSaturate = std::int64_t{1} << 62;
constexpr std::int64_t kMaxLiteral = 1000000000;
constexpr int kMaxNesting = 64;

std::int64_t clamp(std::int64_t v) {
  return std::clamp(v, -kSaturate, kSaturate);
}

bool is_digit(unsigned char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

io::NameScan scan_name(std::string_view text, std::size_t start) {
  if (start >= text.size()) return {start, {}};
  const auto c = static_cast<unsigned char>(text[start]);
  if (c < 0x80 && !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) {
    return {start, {}};
  }
  io::NameScan name = io::scan_name(text, start);
  char32_t first = 0;
  if (c >= 0x80 && name.end > start && io::decode_utf8(text, start, first) > 0 &&
      !io::is_letter_code_point(first)) {
    return {start, "expected a name that starts with a letter, found `" +
                       std::string(text.substr(start, name.end - start)) + "`"};
  }
  return name;
}

std::string did_you_mean(std::string_view name, const std::vector<std::string>& known) {
  const std::optional<std::string> near = io::nearest_name(name, known);
  return near ? "; did you mean `" + *near + "`?" : "";
}

bool is_reserved_word(std::string_view name) {
  return name == "and" || name == "or" || name == "not" || name == "max" || name == "min";
}

Program Program::constant(std::int64_t value) {
  Program p;
  p.code_.push_back({Op::kConst, value});
  p.max_stack_ = 1;
  return p;
}

void Program::append_or(const Program& other) {
  if (other.code_.empty()) return;
  if (code_.empty()) {
    *this = other;
    return;
  }
  max_stack_ = std::max(max_stack_, other.max_stack_ + 1);
  code_.insert(code_.end(), other.code_.begin(), other.code_.end());
  code_.push_back({Op::kOr, 0});
}

std::int64_t Program::eval(const std::int64_t* vars) const {
  // One flat switch (one indirect jump an instruction); sp points at the top
  // operand, and a binary operator pops b and overwrites a in place.
  std::int64_t stack[kMaxStack + 1];
  std::int64_t* sp = stack;  // stack[0] is never an operand
  for (const Instr& in : code_) {
    switch (in.op) {
      case Op::kConst:
        *++sp = in.arg;
        break;
      case Op::kVar:
        *++sp = vars[in.arg];
        break;
      case Op::kNeg:
        *sp = -*sp;
        break;
      case Op::kNot:
        *sp = *sp == 0;
        break;
      case Op::kAdd:  // |a|, |b| <= 2^62: no overflow before the clamp
        --sp;
        *sp = clamp(sp[0] + sp[1]);
        break;
      case Op::kSub:
        --sp;
        *sp = clamp(sp[0] - sp[1]);
        break;
      case Op::kMul: {
        --sp;
        const std::int64_t a = sp[0], b = sp[1];
        std::int64_t r;
        *sp = __builtin_mul_overflow(a, b, &r) ? ((a < 0) != (b < 0) ? -kSaturate : kSaturate)
                                               : clamp(r);
        break;
      }
      case Op::kEq:
        --sp;
        *sp = sp[0] == sp[1];
        break;
      case Op::kNe:
        --sp;
        *sp = sp[0] != sp[1];
        break;
      case Op::kLt:
        --sp;
        *sp = sp[0] < sp[1];
        break;
      case Op::kLe:
        --sp;
        *sp = sp[0] <= sp[1];
        break;
      case Op::kGt:
        --sp;
        *sp = sp[0] > sp[1];
        break;
      case Op::kGe:
        --sp;
        *sp = sp[0] >= sp[1];
        break;
      case Op::kAnd:
        --sp;
        *sp = sp[0] != 0 && sp[1] != 0;
        break;
      case Op::kOr:
        --sp;
        *sp = sp[0] != 0 || sp[1] != 0;
        break;
      case Op::kMax:
        --sp;
        *sp = std::max(sp[0], sp[1]);
        break;
      case Op::kMin:
        --sp;
        *sp = std::min(sp[0], sp[1]);
        break;
    }
  }
  return sp > stack ? *sp : 0;
}

// A recursive-descent parser emitting postfix code as it goes.
class ExpressionCompiler {
 public:
  ExpressionCompiler(const ExpressionSource& source, const NameResolver& resolve,
                     const std::vector<std::string>& known)
      : src_(source), resolve_(resolve), known_(known) {}

  Program compile() {
    skip_space();
    if (pos_ >= src_.text.size()) fail("expected an expression");
    parse_or(0);
    skip_space();
    if (pos_ < src_.text.size()) {
      fail("expected an operator (+ - * == != < <= > >= and or) or the end of the line");
    }
    return std::move(program_);
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw io::InputError({src_.file, src_.line, src_.column + io::column_of(src_.text, pos_) - 1},
                         what);
  }

  void skip_space() {
    while (pos_ < src_.text.size() && (src_.text[pos_] == ' ' || src_.text[pos_] == '\t')) ++pos_;
  }

  // The word at pos_ (a name or a keyword, maybe empty), without consuming it.
  // Bytes from 0x80 up that cannot be in a name are an error here: they are
  // never an operator.
  std::string_view peek_word() {
    const io::NameScan name = scan_name(src_.text, pos_);
    if (!name.error.empty()) {
      pos_ = name.end;
      fail(name.error);
    }
    return src_.text.substr(pos_, name.end - pos_);
  }

  bool accept_word(std::string_view w) {
    skip_space();
    if (peek_word() == w) {
      pos_ += w.size();
      return true;
    }
    return false;
  }

  bool accept(std::string_view symbol) {
    skip_space();
    if (src_.text.substr(pos_, symbol.size()) == symbol) {
      pos_ += symbol.size();
      return true;
    }
    return false;
  }

  void emit(Op op, std::int64_t arg = 0) {
    program_.code_.push_back({op, arg});
    if (op == Op::kConst || op == Op::kVar) {
      ++depth_;
      program_.max_stack_ = std::max(program_.max_stack_, depth_);
      if (depth_ > Program::kMaxStack) fail("expression too complex (too many pending operands)");
    } else if (op != Op::kNeg && op != Op::kNot) {
      --depth_;
    }
  }

  void enter(int nesting) {
    if (nesting > kMaxNesting) fail("expression nested too deeply");
  }

  void parse_or(int n) {
    enter(n);
    parse_and(n + 1);
    while (accept_word("or")) {
      parse_and(n + 1);
      emit(Op::kOr);
    }
  }
  void parse_and(int n) {
    parse_not(n);
    while (accept_word("and")) {
      parse_not(n);
      emit(Op::kAnd);
    }
  }
  void parse_not(int n) {
    enter(n);
    if (accept_word("not")) {
      parse_not(n + 1);
      emit(Op::kNot);
      return;
    }
    parse_compare(n);
  }
  bool accept_compare(Op& op) {
    skip_space();
    static constexpr std::pair<std::string_view, Op> kOps[] = {{"==", Op::kEq}, {"!=", Op::kNe},
                                                               {"<=", Op::kLe}, {">=", Op::kGe},
                                                               {"<", Op::kLt},  {">", Op::kGt}};
    for (const auto& [s, o] : kOps) {
      if (accept(s)) {
        op = o;
        return true;
      }
    }
    return false;
  }
  void parse_compare(int n) {
    parse_sum(n);
    Op op;
    if (accept_compare(op)) {
      parse_sum(n);
      emit(op);
      Op again;
      const std::size_t at = pos_;
      if (accept_compare(again)) {
        pos_ = at;
        skip_space();
        fail("comparisons do not chain: join them with `and`");
      }
    } else {
      skip_space();
      if (pos_ < src_.text.size() && src_.text[pos_] == '=') {
        fail("expected `==` to compare (`=` alone is not an operator)");
      }
    }
  }
  void parse_sum(int n) {
    parse_product(n);
    for (;;) {
      if (accept("+")) {
        parse_product(n);
        emit(Op::kAdd);
      } else if (accept("-")) {
        parse_product(n);
        emit(Op::kSub);
      } else {
        return;
      }
    }
  }
  void parse_product(int n) {
    parse_unary(n);
    while (accept("*")) {
      parse_unary(n);
      emit(Op::kMul);
    }
  }
  void parse_unary(int n) {
    enter(n);
    if (accept("-")) {
      parse_unary(n + 1);
      emit(Op::kNeg);
      return;
    }
    parse_primary(n);
  }
  void parse_primary(int n) {
    skip_space();
    if (pos_ >= src_.text.size()) fail("expected a number, a group name, `(` , max( or min(");
    const auto c = static_cast<unsigned char>(src_.text[pos_]);
    if (is_digit(c)) {
      std::int64_t v = 0;
      const std::size_t start = pos_;
      while (pos_ < src_.text.size() && is_digit(static_cast<unsigned char>(src_.text[pos_]))) {
        v = v * 10 + (src_.text[pos_] - '0');
        ++pos_;
        if (v > kMaxLiteral) {
          pos_ = start;
          fail("number too large: expected at most 1000000000");
        }
      }
      if (!peek_word().empty()) {
        fail("expected an operator after the number (write `2 * a`, not `2a`)");
      }
      emit(Op::kConst, v);
      return;
    }
    if (c == '(') {
      ++pos_;
      parse_or(n + 1);
      if (!accept(")")) fail("expected `)`");
      return;
    }
    const std::string_view word = peek_word();
    if (word.empty()) {
      fail("expected a number, a group name, `(`, max( or min(");
    }
    if (word == "max" || word == "min") {
      const Op op = word == "max" ? Op::kMax : Op::kMin;
      pos_ += word.size();
      if (!accept("(")) fail("expected `(` after " + std::string(word));
      parse_or(n + 1);
      while (accept(",")) {
        parse_or(n + 1);
        emit(op);
      }
      if (!accept(")")) fail("expected `,` or `)` to close " + std::string(word) + "(");
      return;
    }
    if (is_reserved_word(word)) fail("expected an operand before `" + std::string(word) + "`");
    const int index = resolve_(word);
    if (index < 0) {
      std::string msg = "unknown group `" + std::string(word) + "`" + did_you_mean(word, known_);
      if (word.find('-') != std::string_view::npos) msg += " (write `a - b` to subtract)";
      fail(msg);
    }
    pos_ += word.size();
    emit(Op::kVar, index);
  }

  const ExpressionSource& src_;
  const NameResolver& resolve_;
  const std::vector<std::string>& known_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  Program program_;
};

Program compile_expression(const ExpressionSource& source, const NameResolver& resolve,
                           const std::vector<std::string>& known) {
  return ExpressionCompiler(source, resolve, known).compile();
}

}  // namespace deduce::puzzles::river
