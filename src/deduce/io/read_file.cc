#include "deduce/io/read_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "deduce/io/input_error.h"

namespace deduce::io {

std::string display_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

std::string read_file(const std::string& path) {
  if (path == "-") {
    std::ostringstream buffer;
    buffer << std::cin.rdbuf();
    return buffer.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw InputError({path, 1, 1}, std::string("cannot open file: ") + std::strerror(errno));
  }
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError({path, 1, 1}, "cannot read file");
  return text;
}

}  // namespace deduce::io
