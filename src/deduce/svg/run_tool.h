// Running an external program, the one place deduce starts a process: the
// PDF of a sheet is made by rsvg-convert (pdf.h). Kept apart so that the
// rest of the pictures library stays free of POSIX calls.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace deduce::svg {

// A template for mkstemp or mkdtemp, "FOLDER/NAME-XXXXXX", in TMPDIR when it
// is set and else /tmp (std::filesystem::temp_directory_path); `error` is set
// when that folder is not usable.
std::string temp_template(const char* name, std::error_code& error);

// The full path of `program` on $PATH, if it is there and executable.
std::optional<std::string> find_on_path(const std::string& program);

struct ToolResult {
  int exit_code = -1;    // 128 + signal when a signal ended it
  std::string err;       // what it wrote on stderr
  bool stopped = false;  // `stop` said so and the program was ended
};

// Runs `path args...` with stdin and stdout on /dev/null and waits for it,
// asking `stop` (when given) every few milliseconds: when it says true, the
// program is ended (SIGTERM) and the result says stopped. Throws
// std::runtime_error when it cannot be started.
ToolResult run_tool(const std::string& path, const std::vector<std::string>& args,
                    const std::function<bool()>& stop = {});

}  // namespace deduce::svg
