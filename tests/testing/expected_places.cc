#include "testing/expected_places.h"

#include <fstream>
#include <sstream>
#include <vector>

namespace deduce::testing {
namespace {

struct Entry {
  std::string name, place, text;
};

// The entries of the sidecar at `path`, in order.
std::vector<Entry> read_entries(const std::string& path) {
  std::vector<Entry> entries;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Entry e;
    fields >> e.name >> e.place >> std::ws;
    std::getline(fields, e.text);
    entries.push_back(std::move(e));
  }
  return entries;
}

}  // namespace

std::map<std::string, std::string> read_expected_places(const std::string& path) {
  std::map<std::string, std::string> places;
  for (const Entry& e : read_entries(path)) places[e.name] = e.place;
  return places;
}

std::map<std::string, std::string> read_expected_messages(const std::string& path) {
  std::map<std::string, std::string> messages;
  for (const Entry& e : read_entries(path)) {
    if (!e.text.empty()) messages[e.name] = e.text;
  }
  return messages;
}

}  // namespace deduce::testing
