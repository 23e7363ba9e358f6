// A cap on the memory of a deduce the tests spawn: `ulimit -v` in the shell,
// except under AddressSanitizer, whose shadow memory reserves terabytes of
// address space so that no ulimit -v lets it start; there deduce's own
// memory budget (--memory MB, on the resident size) bounds the run instead.
#pragma once

#include <string>
#include <vector>

namespace deduce::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif

// "ulimit -v KIB && ", or "" under AddressSanitizer.
inline std::string address_cap(const std::string& kib) {
  return kAddressSanitizer ? std::string() : "ulimit -v " + kib + " && ";
}

// The options that bound deduce in place of the cap: {"--memory", MB} under
// AddressSanitizer, none otherwise.
inline std::vector<std::string> memory_options(const std::string& kib) {
  if (!kAddressSanitizer) return {};
  return {"--memory", std::to_string(std::stoull(kib) / 1024)};
}

}  // namespace deduce::testing
