// StateRegistry: IDs in insertion order, round trips, both representations.
#include "deduce/statespace/state_registry.h"

#include <gtest/gtest.h>

#include <random>
#include <unordered_map>

namespace deduce::statespace {
namespace {

void check_against_map(StateRegistry& reg, std::uint64_t bound, int inserts) {
  std::mt19937_64 rng(42);
  std::unordered_map<std::uint64_t, std::uint32_t> oracle;
  for (int i = 0; i < inserts; ++i) {
    const std::uint64_t key = bound != 0 ? rng() % bound : rng() >> (rng() % 60);
    auto [id, fresh] = reg.insert(key);
    auto it = oracle.find(key);
    if (it == oracle.end()) {
      EXPECT_TRUE(fresh);
      EXPECT_EQ(id, oracle.size());
      oracle.emplace(key, id);
    } else {
      EXPECT_FALSE(fresh);
      EXPECT_EQ(id, it->second);
    }
  }
  ASSERT_EQ(reg.size(), oracle.size());
  for (const auto& [key, id] : oracle) {
    EXPECT_EQ(reg.find(key), id);
    EXPECT_EQ(reg.key(id), key);
  }
}

TEST(StateRegistry, DenseMatchesAMap) {
  StateRegistry reg(5000);
  EXPECT_TRUE(reg.dense());
  EXPECT_EQ(reg.find(17), StateRegistry::kNone);
  check_against_map(reg, 5000, 20000);
}

TEST(StateRegistry, HashedMatchesAMapAcrossGrowth) {
  StateRegistry reg(0);
  EXPECT_FALSE(reg.dense());
  EXPECT_EQ(reg.find(17), StateRegistry::kNone);
  check_against_map(reg, 0, 50000);
}

TEST(StateRegistry, LargeBoundStartsHashedAndTurnsDenseWhenFilled) {
  const std::uint64_t bound = std::uint64_t{1} << 20;
  StateRegistry reg(bound);
  EXPECT_FALSE(reg.dense());
  for (std::uint64_t k = 0; k < 1000; ++k) reg.insert(k * 997);  // sparse: stays hashed
  EXPECT_FALSE(reg.dense());
  // Filling 1/kDenseFill of the range moves it to the direct table; IDs survive.
  for (std::uint64_t k = 0; k < bound / StateRegistry::kDenseFill + 1; ++k)
    reg.insert(k * 7 % bound);
  EXPECT_TRUE(reg.dense());
  for (std::uint32_t id = 0; id < reg.size(); ++id) EXPECT_EQ(reg.find(reg.key(id)), id);
  EXPECT_EQ(reg.find(997), 1u);
}

TEST(StateRegistry, RandomKeysAcrossTheSwitchMatchAMap) {
  StateRegistry reg(std::uint64_t{1} << 18);
  check_against_map(reg, std::uint64_t{1} << 18, 60000);
  EXPECT_TRUE(reg.dense());
}

TEST(StateRegistry, KeyZeroIsAnOrdinaryKey) {
  for (std::uint64_t bound : {std::uint64_t{16}, std::uint64_t{1} << 20, std::uint64_t{0}}) {
    StateRegistry reg(bound);
    EXPECT_EQ(reg.insert(0).first, 0u);
    EXPECT_EQ(reg.insert(3).first, 1u);
    EXPECT_EQ(reg.find(0), 0u);
    EXPECT_FALSE(reg.insert(0).second);
  }
}

}  // namespace
}  // namespace deduce::statespace
