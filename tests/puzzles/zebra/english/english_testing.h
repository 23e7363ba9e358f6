// Helpers of the English reader's tests: a text's translation error, and
// one clue's .zebra statement after a head of lists.
#pragma once

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english::testing_english {

// The error translating `text` gives ("" when it reads).
inline std::string error_of(const std::string& text) {
  try {
    translate_english(text, "r.txt");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

// A riddle of tests/puzzles/zebra/english/data.
inline std::string data(const std::string& name) {
  return deduce::testing::source_path("tests/puzzles/zebra/english/data/" + name);
}

// The .zebra translation of `text` (throws io::InputError).
inline std::string zebra_of(const std::string& text) {
  return translate_english(text, "r.txt").zebra;
}

// One clue after a head, as its .zebra statement ("" when refused).
inline std::string statement(const std::string& head, const std::string& clue) {
  try {
    const std::string z = translate_english(head + "1. " + clue + "\n", "r.txt").zebra;
    const std::size_t at = z.find("\n1: ");
    return at == std::string::npos ? "" : z.substr(at + 4, z.find('\n', at + 1) - at - 4);
  } catch (const io::InputError&) {
    return "";
  }
}

}  // namespace deduce::puzzles::zebra::english::testing_english
