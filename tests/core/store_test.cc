#include "deduce/core/store.h"

#include <gtest/gtest.h>

namespace deduce::core {
namespace {

// x < y by bounds, written inline so the store is tested without props/.
class TestLess : public Propagator {
 public:
  TestLess(Store& s, VarId x, VarId y) : x_(x), y_(y) {
    s.subscribe(*this, x, Event::kBounds);
    s.subscribe(*this, y, Event::kBounds);
  }
  PropStatus propagate(Store& s) override {
    if (!s.set_min(y_, s.min(x_) + 1) || !s.set_max(x_, s.max(y_) - 1)) return PropStatus::kFailed;
    return s.max(x_) < s.min(y_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
  }
  const char* name() const override { return "test-less"; }

 private:
  VarId x_, y_;
};

TEST(Store, TellsNarrowAndRefuseWipeout) {
  Store s;
  VarId x = s.new_var_range(5);
  EXPECT_TRUE(s.remove(x, 0));
  EXPECT_EQ(s.min(x), 1);
  EXPECT_TRUE(s.set_max(x, 3));
  EXPECT_EQ(s.dom(x), range(1, 3));
  EXPECT_FALSE(s.restrict(x, bit(4)));
  EXPECT_EQ(s.dom(x), range(1, 3)) << "a failed tell changes nothing";
  EXPECT_TRUE(s.assign(x, 2));
  EXPECT_TRUE(s.fixed(x));
  EXPECT_EQ(s.value(x), 2);
}

TEST(Store, PopLevelRestoresDomainsAndWords) {
  Store s;
  VarId x = s.new_var_range(8);
  VarId y = s.new_var_range(8);
  std::uint64_t word = 7;
  s.push_level();
  ASSERT_TRUE(s.remove(x, 3));
  ASSERT_TRUE(s.remove(x, 4));
  s.trail_set(word, 9);
  s.push_level();
  ASSERT_TRUE(s.assign(y, 5));
  ASSERT_TRUE(s.remove(x, 5));
  s.trail_set(word, 11);
  s.pop_level();
  EXPECT_EQ(s.dom(y), first_n(8));
  EXPECT_EQ(s.dom(x), first_n(8) & ~bit(3) & ~bit(4));
  EXPECT_EQ(word, 9u);
  // A change after a pop at the same level is undone with that level.
  ASSERT_TRUE(s.remove(x, 6));
  s.pop_level();
  EXPECT_EQ(s.dom(x), first_n(8));
  EXPECT_EQ(word, 7u);
}

TEST(Store, PropagatesChainsToFixpoint) {
  Store s;
  VarId a = s.new_var_range(4), b = s.new_var_range(4), c = s.new_var_range(4);
  s.post<TestLess>(a, b);
  s.post<TestLess>(b, c);
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.dom(a), range(0, 1));
  EXPECT_EQ(s.dom(b), range(1, 2));
  EXPECT_EQ(s.dom(c), range(2, 3));
  s.push_level();
  ASSERT_TRUE(s.assign(b, 1));
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.value(a), 0);
  EXPECT_EQ(s.dom(c), range(2, 3));
  s.pop_level();
  s.push_level();
  ASSERT_TRUE(s.assign(b, 2));
  ASSERT_TRUE(s.assign(c, 2));
  EXPECT_FALSE(s.propagate());
  s.pop_level();
  EXPECT_EQ(s.dom(c), range(2, 3));
  EXPECT_GT(s.wdeg(c), 0u);
}

TEST(Store, SubsumedPropagatorsComeBackOnPop) {
  Store s;
  VarId a = s.new_var_range(4), b = s.new_var_range(4);
  s.post<TestLess>(a, b);
  ASSERT_TRUE(s.propagate());
  s.push_level();
  ASSERT_TRUE(s.assign(a, 0));
  ASSERT_TRUE(s.assign(b, 3));
  ASSERT_TRUE(s.propagate());  // subsumed here
  s.pop_level();
  s.push_level();
  ASSERT_TRUE(s.assign(a, 2));
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.value(b), 3) << "the propagator must be active again after the pop";
  s.pop_level();
}

TEST(Store, FailIsUndoneWithItsLevel) {
  Store s;
  s.new_var_range(2);
  s.push_level();
  s.fail();
  EXPECT_FALSE(s.propagate());
  s.pop_level();
  EXPECT_FALSE(s.failed());
  EXPECT_TRUE(s.propagate());
}

}  // namespace
}  // namespace deduce::core
