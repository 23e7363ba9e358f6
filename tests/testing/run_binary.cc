#include "testing/run_binary.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace deduce::testing {
std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

namespace {

std::string quote(const std::string& s) {
  std::string r = "'";
  for (char c : s) {
    if (c == '\'')
      r += "'\\''";
    else
      r += c;
  }
  return r + "'";
}

}  // namespace

std::string source_path(const std::string& relative) {
  return std::string(DEDUCE_SOURCE_DIR) + "/" + relative;
}

RunResult run_deduce(const std::vector<std::string>& args, const std::string& stdin_text) {
  return run_program(DEDUCE_BINARY, args, stdin_text);
}

RunResult run_program(const std::string& program, const std::vector<std::string>& args,
                      const std::string& stdin_text) {
  std::string dir_template =
      (std::filesystem::temp_directory_path() / "deduce-test-XXXXXX").string();
  const char* dir = mkdtemp(dir_template.data());
  if (dir == nullptr) throw std::runtime_error("mkdtemp failed");
  std::string in_path = std::string(dir) + "/in", out_path = std::string(dir) + "/out",
              err_path = std::string(dir) + "/err";
  {
    std::ofstream in(in_path, std::ios::binary);
    in << stdin_text;
  }
  std::string cmd = quote(program);
  for (const std::string& a : args) {
    cmd.push_back(' ');
    cmd.append(quote(a));
  }
  // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on
  // "literal" + std::string temporaries here.
  for (const auto& [redirect, path] : {std::pair<const char*, const std::string*>{" <", &in_path},
                                       {" >", &out_path},
                                       {" 2>", &err_path}}) {
    cmd.append(redirect);
    cmd.append(quote(*path));
  }
  int status = std::system(cmd.c_str());
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  std::remove(in_path.c_str());
  std::remove(out_path.c_str());
  std::remove(err_path.c_str());
  rmdir(dir);
  return r;
}

std::vector<std::string> output_lines(const std::string& text) {
  std::vector<std::string> v;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) v.push_back(l);
  return v;
}

}  // namespace deduce::testing
