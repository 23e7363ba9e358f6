// The seed's brute force on Einstein's riddle, as the baseline for deduce's
// logic-grid solver (issue 3: "Classic programs enumerate 199,065,600 tables").
//
// The riddle as written in the seed texts (examples/einstein.zebra): clue 4 is
// "green just left of white", the answer is that the German owns the fish.
// Each category is a permutation: pos[v] is the house (0..4) of value v.
//
// Two faithful versions of the classic program, both counting every solution:
// - BM_SeedZebraAllTables: the three unary facts a person reads off first
//   (Norwegian in house 1, milk in house 3, so blue in house 2) fix one value
//   of nationality, drink and colour; every other table is built and checked
//   against all fifteen clues: 24^3 * 120^2 = 199,065,600 tables. The check is
//   a call that sees the whole table, so the compiler cannot hoist a clue out
//   of the inner loops and prune behind the program's back.
// - BM_SeedZebraNested: the usual improvement, the same nested loops over
//   category permutations with each clue checked as soon as its categories
//   are placed (nationality, colour, drink, smoke, pet).
// Counters: tables = complete or partial tables visited, solutions (must be 1).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace {

using Perm = std::array<int8_t, 5>;  // pos[value] = house 0..4

// Values by category, in the order of examples/einstein.zebra.
enum Nationality { kBrit, kSwede, kDane, kNorwegian, kGerman };
enum Color { kRed, kGreen, kWhite, kYellow, kBlue };
enum Drink { kTea, kCoffee, kMilk, kBeer, kWater };
enum Smoke { kPallMall, kDunhill, kBlends, kBlueMaster, kPrince };
enum Pet { kDog, kBird, kCat, kHorse, kFish };

// The 120 permutations in lexicographic order, by counting in base 5 and
// keeping the words without a repeated digit (std::next_permutation on an
// array of int8_t trips a GCC 12 -Wstringop-overflow false positive).
std::vector<Perm> all_perms() {
  std::vector<Perm> perms;
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5; ++code) {
    Perm p{};
    int seen = 0, rest = code;
    for (int i = 4; i >= 0; --i, rest /= 5) {
      p[i] = static_cast<int8_t>(rest % 5);
      seen |= 1 << p[i];
    }
    if (seen == 0x1f) perms.push_back(p);
  }
  return perms;
}

std::vector<Perm> perms_with(int value, int house) {
  std::vector<Perm> perms;
  for (const Perm& p : all_perms())
    if (p[value] == house) perms.push_back(p);
  return perms;
}

bool next_to(int a, int b) {
  return std::abs(a - b) == 1;
}

struct Table {
  const Perm* nat;
  const Perm* col;
  const Perm* drk;
  const Perm* smk;
  const Perm* pet;
};

// All fifteen clues on a complete table.
[[gnu::noinline]] bool satisfies_all(const Table& t) {
  const Perm &n = *t.nat, &c = *t.col, &d = *t.drk, &s = *t.smk, &p = *t.pet;
  return n[kBrit] == c[kRed] && n[kSwede] == p[kDog] && n[kDane] == d[kTea] &&
         c[kGreen] + 1 == c[kWhite] && c[kGreen] == d[kCoffee] && s[kPallMall] == p[kBird] &&
         c[kYellow] == s[kDunhill] && d[kMilk] == 2 && n[kNorwegian] == 0 &&
         next_to(s[kBlends], p[kCat]) && next_to(p[kHorse], s[kDunhill]) &&
         s[kBlueMaster] == d[kBeer] && n[kGerman] == s[kPrince] &&
         next_to(n[kNorwegian], c[kBlue]) && next_to(s[kBlends], d[kWater]);
}

void BM_SeedZebraAllTables(benchmark::State& state) {
  const auto nats = perms_with(kNorwegian, 0);
  const auto cols = perms_with(kBlue, 1);
  const auto drks = perms_with(kMilk, 2);
  const auto any = all_perms();
  uint64_t tables = 0, solutions = 0, fish_owner = 0;
  for (auto _ : state) {
    tables = solutions = 0;
    for (const Perm& n : nats)
      for (const Perm& c : cols)
        for (const Perm& d : drks)
          for (const Perm& s : any)
            for (const Perm& p : any) {
              ++tables;
              const Table t{&n, &c, &d, &s, &p};
              if (satisfies_all(t)) {
                ++solutions;
                fish_owner =
                    static_cast<uint64_t>(std::find(n.begin(), n.end(), p[kFish]) - n.begin());
              }
            }
    benchmark::DoNotOptimize(solutions);
  }
  if (tables != 199065600 || solutions != 1 || fish_owner != kGerman)
    state.SkipWithError("the brute force must visit 199,065,600 tables and find the German");
  state.counters["tables"] = static_cast<double>(tables);
  state.counters["solutions"] = static_cast<double>(solutions);
}
BENCHMARK(BM_SeedZebraAllTables)->Unit(benchmark::kMillisecond);

void BM_SeedZebraNested(benchmark::State& state) {
  const auto perms = all_perms();
  uint64_t tables = 0, solutions = 0;
  for (auto _ : state) {
    tables = solutions = 0;
    for (const Perm& n : perms) {
      ++tables;
      if (n[kNorwegian] != 0) continue;  // 9
      for (const Perm& c : perms) {
        ++tables;
        if (n[kBrit] != c[kRed] || c[kGreen] + 1 != c[kWhite] ||  // 1, 4
            !next_to(n[kNorwegian], c[kBlue]))                    // 14
          continue;
        for (const Perm& d : perms) {
          ++tables;
          if (n[kDane] != d[kTea] || c[kGreen] != d[kCoffee] || d[kMilk] != 2)  // 3, 5, 8
            continue;
          for (const Perm& s : perms) {
            ++tables;
            if (c[kYellow] != s[kDunhill] || s[kBlueMaster] != d[kBeer] ||    // 7, 12
                n[kGerman] != s[kPrince] || !next_to(s[kBlends], d[kWater]))  // 13, 15
              continue;
            for (const Perm& p : perms) {
              ++tables;
              if (n[kSwede] == p[kDog] && s[kPallMall] == p[kBird] &&               // 2, 6
                  next_to(s[kBlends], p[kCat]) && next_to(p[kHorse], s[kDunhill]))  // 10, 11
                ++solutions;
            }
          }
        }
      }
    }
    benchmark::DoNotOptimize(solutions);
  }
  if (solutions != 1) state.SkipWithError("the riddle has exactly one solution");
  state.counters["tables"] = static_cast<double>(tables);
  state.counters["solutions"] = static_cast<double>(solutions);
}
BENCHMARK(BM_SeedZebraNested)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
