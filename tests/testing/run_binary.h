// Runs the built deduce binary (or another program, such as a peer to
// cross-check against) with arguments and captures what it prints.
#pragma once

#include <string>
#include <vector>

namespace deduce::testing {

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs `deduce args...` (the binary this suite was built with); `stdin_text`
// is fed to its standard input.
RunResult run_deduce(const std::vector<std::string>& args, const std::string& stdin_text = "");

// Runs `program args...` (a path) the same way.
RunResult run_program(const std::string& program, const std::vector<std::string>& args,
                      const std::string& stdin_text = "");

// The lines of a program's output, without their line ends.
std::vector<std::string> output_lines(const std::string& text);

// The whole content of a file ("" when it cannot be read).
std::string slurp(const std::string& path);

// The path of a file under the source tree, e.g. source_path("examples/x.fut").
std::string source_path(const std::string& relative);

}  // namespace deduce::testing
