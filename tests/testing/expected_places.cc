#include "testing/expected_places.h"

#include <fstream>
#include <sstream>

namespace deduce::testing {

std::map<std::string, std::string> read_expected_places(const std::string& path) {
  std::map<std::string, std::string> places;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name, place;
    fields >> name >> place;
    places[name] = place;
  }
  return places;
}

}  // namespace deduce::testing
