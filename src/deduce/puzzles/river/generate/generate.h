// Generating river crossings (`deduce generate river`): a puzzle of a
// classic family with drawn parameters and rule variants, kept when it is
// solvable and its shortest solution has at least `min_length` crossings.
// The puzzle is not made unique: its optimal crossings are counted, as
// `deduce check` counts them, and the count is written in its comment.
// Exactly one optimal crossing is rare in these families (travellers of a
// kind, couples and items that nothing tells apart trade places): of the
// monks puzzles only 2/2/2 has one; no couples or predators draw of 300
// did (docs/river.md, "Unique").
//
// The families (docs/generate.md, "River crossings", lists the ranges):
//   monks      G monks and G monsters (missionaries and cannibals), boat B;
//              monsters may not outnumber monks on a bank where monks are.
//              Variants: the rule also holds in the boat or not; anyone
//              rows, or only monks row.
//   couples    G couples (jealous husbands), boat B; no wife with another
//              man unless her husband is there, on the banks. Variants: the
//              rule also holds in the boat or not; anyone rows, or only the
//              husbands row.
//   predators  a farmer and G items (wolf, goat, cabbage, ...), boat B with
//              the farmer rowing; a random "eats" relation between the items
//              (each pair of items a predator-prey pair with probability 1/3,
//              at least one pair), forbidden on a bank without the farmer.
// A parameter the caller leaves at 0 is drawn, uniformly in the family's
// range, for each attempt. Attempts that are unsolvable, or solvable in
// fewer than min_length crossings, are dropped. Everything is drawn from
// util::Rng(seed): the puzzle depends on the options and the seed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/river/puzzle.h"
#include "deduce/statespace/state_space.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::river::generate {

enum class Family { kMonks, kCouples, kPredators };

struct FamilyInfo {
  Family family;
  std::string_view name;
  int min_groups, max_groups;  // the range drawn when groups is 0
  int min_boat, max_boat;      // the range drawn when boat is 0
};

// The families, in the order above.
const std::vector<FamilyInfo>& families();

// The family named `name`; throws std::invalid_argument with the nearest name.
const FamilyInfo& family_named(std::string_view name);

struct Options {
  Family family = Family::kMonks;
  int groups = 0;  // G; 0: drawn
  int boat = 0;    // B; 0: drawn
  int min_length = 1;
  int max_attempts = 500;
  // Every search runs under these (budget::poll between attempts).
  budget::Limits limits;
};

struct Generated {
  std::string text;                    // the .river file
  RiverPuzzle puzzle;                  // as parse_river reads `text`
  std::int64_t length = 0;             // crossings of a shortest solution
  std::int64_t cost = 0;               // the total cost of `path`
  std::vector<statespace::Step> path;  // an optimal crossing, as `deduce solve` finds it
  util::BigCount optimal_count;        // the optimal crossings, as `deduce check` counts them
  int groups = 0, boat = 0;
  std::string variant;  // the rule variants in words, also in the file's comment
  int attempts = 0;
};

// One puzzle, or nothing when max_attempts attempts found none long enough
// or options.limits stopped the work; then `stopped` (when given) says why
// (kNone: the attempts ran out). `comment`: lines opening the file (without
// `# `).
std::optional<Generated> generate_river(const Options& options, std::uint64_t seed,
                                        const std::vector<std::string>& comment = {},
                                        budget::StopReason* stopped = nullptr);

}  // namespace deduce::puzzles::river::generate
