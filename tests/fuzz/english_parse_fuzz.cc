// Fuzz target: the reader of English riddles (puzzles/zebra/english), then,
// for small accepted puzzles, the checks of zebra_checks.h. Rejected text is
// an InputError at a place inside it, never a crash: a message naming a
// place (`the second house`) once read past the end of the categories.
#include <cstddef>
#include <cstdint>
#include <string>

#include "deduce/puzzles/zebra/english/read_english.h"
#include "fuzz/fuzz_check.h"
#include "fuzz/zebra_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.txt";
  try {
    deduce::fuzz::zebra_checks::require_sound(
        deduce::puzzles::zebra::english::parse_english(text, file));
  } catch (const deduce::io::InputError& e) {
    deduce::fuzz::require_good_error(e, text, file);
  }
  return 0;
}
