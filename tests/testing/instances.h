// How many random instances a randomised test runs, and from which seed.
//
// The normal suite runs a few thousand per family (seeded, so every run is the
// same and a failure reproduces); `make soak` sets DEDUCE_SOAK_INSTANCES to
// run many more. DEDUCE_DIFF_SEED picks another seed, to explore further.
// DEDUCE_TEST_SCALE=short runs an eighth of the normal number (at least one):
// the sanitizer pass of CI (make test-asan) runs every test, each randomised
// one in this short form, because the sanitizers find what they find on the
// code paths and the Release pass has already run the full count.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace deduce::testing {

inline std::uint64_t env_number(const char* name, std::uint64_t fallback) {
  const char* text = std::getenv(name);
  if (text == nullptr || *text == '\0') return fallback;
  return std::strtoull(text, nullptr, 10);
}

// Is this run the short form (DEDUCE_TEST_SCALE=short)?
inline bool short_form() {
  const char* text = std::getenv("DEDUCE_TEST_SCALE");
  return text != nullptr && std::string(text) == "short";
}

// The number of instances: DEDUCE_SOAK_INSTANCES, else `normal`, or in the
// short form an eighth of it.
inline std::uint64_t instance_count(std::uint64_t normal) {
  const std::uint64_t soak = env_number("DEDUCE_SOAK_INSTANCES", 0);
  if (soak != 0) return soak;
  if (short_form()) return normal / 8 > 0 ? normal / 8 : 1;
  return normal;
}

// The tests that start a deduce process for every file of a folder run, in
// the short form, a deterministic share of the work (the Release pass runs
// all of it): case `index` (of a sorted list) runs when it is a multiple of
// `stride`.
inline bool sampled_case(std::size_t index, std::size_t stride) {
  return !short_form() || index % stride == 0;
}

// Which of `count` variants (commands, say) case `index` runs: every variant,
// or in the short form one, in turn, so that each case still runs once and
// each variant on a share of the cases.
inline bool sampled_variant(std::size_t index, std::size_t variant, std::size_t count) {
  return !short_form() || index % count == variant;
}

// The seed of a family: DEDUCE_DIFF_SEED (else `fixed`), mixed with the
// family's own number so that families do not share a sequence.
inline std::uint64_t family_seed(std::uint64_t fixed, std::uint64_t family) {
  return env_number("DEDUCE_DIFF_SEED", fixed) * 0x9e3779b97f4a7c15ull + family;
}

// What a failing instance prints so it can be run alone.
inline std::string repro(std::uint64_t seed, std::uint64_t index) {
  return "seed " + std::to_string(seed) + ", instance " + std::to_string(index);
}

}  // namespace deduce::testing
