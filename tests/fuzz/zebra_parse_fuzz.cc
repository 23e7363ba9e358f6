// Fuzz target: the .zebra reader, then, for small accepted puzzles (at most
// 5 positions and 5 categories), a bounded solve and count. Rejected text is
// an InputError at a place inside it; an accepted puzzle keeps the reader's
// invariants (puzzle.h); every solution found keeps every clue as
// zebra::holds reads it from the statement's definition, and listing and
// counting agree whenever both finish.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/read/parse.h"
#include "fuzz/fuzz_check.h"
#include "fuzz/zebra_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.zebra";
  try {
    deduce::fuzz::zebra_checks::require_sound(deduce::puzzles::zebra::parse_zebra(text, file));
  } catch (const deduce::io::InputError& e) {
    deduce::fuzz::require_good_error(e, text, file);
  }
  return 0;
}
