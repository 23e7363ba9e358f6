// JSON text as deduce writes it, made comparable across runs: the tests
// that hold the in-process call's and the server's answers against the
// command line's, byte for byte.
#pragma once

#include <string>

namespace deduce::testing {

// `text` with the values of "seconds" blanked: the one thing two runs of
// the same call or command do not share.
inline std::string without_seconds(std::string text) {
  const std::string key = "\"seconds\":";
  for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
    std::size_t end = at + key.size();
    while (end < text.size() && text[end] != ',' && text[end] != '}') ++end;
    text.replace(at + key.size(), end - at - key.size(), "0");
  }
  return text;
}

}  // namespace deduce::testing
