// Errors in user input, located by file, line and column.
//
// Every parser in deduce reports a malformed input by throwing InputError. The
// message reads `file:line:col: what was expected`, the form compilers use, so
// editors can jump to it. The command line prints it on stderr and exits 2.
#pragma once

#include <stdexcept>
#include <string>

namespace deduce::io {

// A place in a text whose file is named elsewhere. A reader that keeps a
// place per token (a Futoshiki puzzle: one a cell and one a relation) keeps
// these and the path once: a SourceLocation a token copied the path into
// every slot, which was a fifth of reading a 9x9 game ID.
struct TextPlace {
  int line = 1;    // 1-based
  int column = 1;  // 1-based
};

struct SourceLocation {
  std::string file;  // the path as the user gave it, or "<stdin>"
  int line = 1;      // 1-based
  int column = 1;    // 1-based; the line-based readers (.zebra, .river) count code points
                     // (io::column_of), the Futoshiki readers bytes

  TextPlace place() const { return {line, column}; }
  // The same file at another place.
  SourceLocation at(TextPlace p) const { return {file, p.line, p.column}; }
};

class InputError : public std::runtime_error {
 public:
  InputError(SourceLocation where, const std::string& what)
      : std::runtime_error(where.file + ":" + std::to_string(where.line) + ":" +
                           std::to_string(where.column) + ": " + what),
        where_(std::move(where)),
        detail_(what) {}

  const SourceLocation& where() const { return where_; }
  // The message without the location prefix.
  const std::string& detail() const { return detail_; }

 private:
  SourceLocation where_;
  std::string detail_;
};

}  // namespace deduce::io
