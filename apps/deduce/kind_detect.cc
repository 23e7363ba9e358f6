#include "kind_detect.h"

#include <cctype>
#include <sstream>

namespace deduce::apps {
namespace {

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace

Kind detect_kind(const std::string& path, const std::string& text) {
  if (ends_with(path, ".fut") || ends_with(path, ".futoshiki")) return Kind::kFutoshiki;
  if (ends_with(path, ".zebra")) return Kind::kZebra;
  if (ends_with(path, ".river")) return Kind::kRiver;
  std::istringstream in(text);
  std::string line;
  bool first = true;
  while (std::getline(in, line)) {
    auto hash = line.find('#');
    if (hash != std::string::npos) line.erase(hash);
    std::size_t b = 0;
    while (b < line.size() && std::isspace(static_cast<unsigned char>(line[b]))) ++b;
    line.erase(0, b);
    if (line.empty()) continue;
    if (first && std::isdigit(static_cast<unsigned char>(line[0]))) return Kind::kFutoshiki;
    first = false;
    // `puzzle:` opens both logic grids and rivers, so look further.
    if (starts_with(line, "positions:") || starts_with(line, "category ")) return Kind::kZebra;
    if (starts_with(line, "group ") || starts_with(line, "boat ")) return Kind::kRiver;
  }
  return Kind::kAuto;
}

}  // namespace deduce::apps
