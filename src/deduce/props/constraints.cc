#include "deduce/props/constraints.h"

#include <stdexcept>
#include <string>
#include <type_traits>

#include "deduce/props/all_different.h"
#include "deduce/props/between.h"
#include "deduce/props/cage_sum.h"
#include "deduce/props/distance.h"
#include "deduce/props/either_equal.h"
#include "deduce/props/either_equal_choice.h"
#include "deduce/props/equal.h"
#include "deduce/props/inverse.h"
#include "deduce/props/latin_gac.h"
#include "deduce/props/latin_square.h"
#include "deduce/props/less.h"
#include "deduce/props/not_distance.h"
#include "deduce/props/not_equal.h"
#include "deduce/props/offset_equal.h"
#include "deduce/props/permutation.h"

namespace deduce::props {

namespace {

// The relations the Latin models post, for both domain set types: one body
// each. Equal and NotEqual exist for Bits only (no wide model needs them).
template <class D>
void post_less_on(core::BasicStore<D>& s, VarId x, VarId y, int offset) {
  if (x == y) {
    if (offset >= 0) s.fail();  // x + offset < x needs offset < 0
    return;
  }
  s.template post<BasicLess<D>>(x, y, offset);
}

template <class D>
void post_equal_const_on(core::BasicStore<D>& s, VarId x, int c) {
  // No propagator: the domain restriction is the whole constraint.
  if (!s.assign(x, c)) s.fail();
}

template <class D>
void post_distance_on(core::BasicStore<D>& s, VarId x, VarId y, int k) {
  if (k < 0) {
    s.fail();
    return;
  }
  if (x == y) {
    if (k != 0) s.fail();
    return;
  }
  if (k == 0) {
    if constexpr (std::is_same_v<D, core::Bits>) {
      s.template post<Equal>(x, y);
      return;
    } else {
      throw std::invalid_argument("wide distance: k must be at least 1");
    }
  }
  s.template post<BasicDistance<D>>(x, y, k);
}

template <class D>
void post_not_distance_on(core::BasicStore<D>& s, VarId x, VarId y, int k) {
  if (k < 0) return;  // an absolute value is never negative: always true
  if (x == y) {
    if (k == 0) s.fail();
    return;
  }
  if (k == 0) {
    if constexpr (std::is_same_v<D, core::Bits>) {
      s.template post<NotEqual>(x, y);
      return;
    } else {
      throw std::invalid_argument("wide not-distance: k must be at least 1");
    }
  }
  s.template post<BasicNotDistance<D>>(x, y, k);
}

}  // namespace

void post_less(Store& s, VarId x, VarId y, int offset) {
  post_less_on(s, x, y, offset);
}

void post_not_equal(Store& s, VarId x, VarId y) {
  if (x == y) {
    s.fail();
    return;
  }
  s.post<NotEqual>(x, y);
}

void post_equal(Store& s, VarId x, VarId y) {
  if (x == y) return;
  s.post<Equal>(x, y);
}

void post_equal_const(Store& s, VarId x, int c) {
  post_equal_const_on(s, x, c);
}

void post_distance(Store& s, VarId x, VarId y, int k) {
  post_distance_on(s, x, y, k);
}

void post_not_distance(Store& s, VarId x, VarId y, int k) {
  post_not_distance_on(s, x, y, k);
}

void post_offset_equal(Store& s, VarId x, VarId y, int k) {
  if (k == 0) {
    post_equal(s, x, y);
    return;
  }
  if (x == y) {
    s.fail();  // x + k == x needs k == 0
    return;
  }
  s.post<OffsetEqual>(x, y, k);
}

void post_not_equal_const(Store& s, VarId x, int c) {
  if (!s.remove(x, c)) s.fail();
}

void post_either_equal(Store& s, VarId x, VarId y, VarId z) {
  if (x == y || x == z) return;  // always true
  if (y == z) {
    post_equal(s, x, y);
    return;
  }
  s.post<EitherEqual>(x, y, z);
}

void post_either_equal_choice(Store& s, VarId x, VarId y, VarId z, VarId b) {
  // x == y always picks b = 0; y == z makes b = 1 (x == z, x != y)
  // impossible. x == z is left to the propagator (b = 1 iff x != y).
  if (x == y || y == z) {
    if (!s.assign(b, 0)) s.fail();
    if (x != y) post_equal(s, x, y);
    return;
  }
  s.post<EitherEqualChoice>(x, y, z, b);
}

void post_between(Store& s, VarId x, VarId y, VarId z) {
  if (x == y || x == z || y == z) {
    s.fail();  // strict order on both sides needs three distinct positions
    return;
  }
  s.post<Between>(x, y, z);
}

void post_all_different(Store& s, std::vector<VarId> xs) {
  if (xs.size() > static_cast<std::size_t>(core::kMaxValues)) {
    throw std::invalid_argument("all-different over more than 64 variables");
  }
  for (std::size_t i = 0; i < xs.size(); ++i) {
    for (std::size_t j = i + 1; j < xs.size(); ++j) {
      if (xs[i] == xs[j]) {
        s.fail();  // one variable twice can never differ from itself
        return;
      }
    }
  }
  if (xs.size() <= 1) return;
  if (xs.size() == 2) {
    post_not_equal(s, xs[0], xs[1]);
    return;
  }
  s.post<AllDifferent>(std::move(xs));
}

void post_cage_sum(Store& s, std::vector<VarId> xs, int target, int values) {
  if (xs.empty()) {
    if (target != 0) s.fail();
    return;
  }
  if (xs.size() == 1) {
    post_equal_const(s, xs.front(), target);
    return;
  }
  post_all_different(s, xs);
  s.post<CageSum>(std::move(xs), target, values);
}

void post_permutation(Store& s, std::vector<VarId> xs, core::Bits values) {
  if (xs.size() > static_cast<std::size_t>(core::kMaxValues)) {
    throw std::invalid_argument("permutation over more than 64 variables");
  }
  if (static_cast<std::size_t>(core::size(values)) != xs.size()) {
    throw std::invalid_argument("permutation of " + std::to_string(xs.size()) + " variables onto " +
                                std::to_string(core::size(values)) + " values");
  }
  for (std::size_t i = 0; i < xs.size(); ++i) {
    for (std::size_t j = i + 1; j < xs.size(); ++j) {
      if (xs[i] == xs[j]) {
        s.fail();  // one variable twice cannot take two values
        return;
      }
    }
  }
  for (VarId x : xs) {
    if (!s.restrict(x, values)) {
      s.fail();
      return;
    }
  }
  // One variable has taken the one value already; two are a difference,
  // which with two values is all the singles can tell.
  if (xs.size() <= 1) return;
  if (xs.size() == 2) {
    post_not_equal(s, xs[0], xs[1]);
    return;
  }
  s.post<Permutation>(std::move(xs), values);
}

void post_inverse(Store& s, std::vector<VarId> xs, std::vector<VarId> ys) {
  if (xs.size() > static_cast<std::size_t>(core::kMaxValues) ||
      ys.size() > static_cast<std::size_t>(core::kMaxValues)) {
    throw std::invalid_argument("inverse over more than 64 variables a side");
  }
  const core::Bits all_x = core::first_n(static_cast<int>(xs.size()));
  const core::Bits all_y = core::first_n(static_cast<int>(ys.size()));
  for (VarId x : xs) {
    if (!s.restrict(x, all_y)) s.fail();
  }
  for (VarId y : ys) {
    if (!s.restrict(y, all_x)) s.fail();
  }
  s.post<Inverse>(std::move(xs), std::move(ys));
}

}  // namespace deduce::props

namespace deduce::props {

namespace {

template <class D>
BasicLatinSquare<D>& post_latin_square_on(core::BasicStore<D>& s, int n, std::vector<VarId> cells) {
  if (n < 1 || n > core::kCapacity<D> || cells.size() != static_cast<std::size_t>(n) * n) {
    throw std::invalid_argument("latin square: order out of range or wrong number of cells");
  }
  for (VarId x : cells) {
    if (!s.restrict(x, core::first_n<D>(n))) s.fail();
  }
  return s.template post<BasicLatinSquare<D>>(n, std::move(cells));
}

template <class D>
void post_latin_gac_on(core::BasicStore<D>& s, int n, std::vector<VarId> cells,
                       BasicLatinSquare<D>* singles) {
  if (n < 1 || n > core::kCapacity<D> || cells.size() != static_cast<std::size_t>(n) * n) {
    throw std::invalid_argument("latin gac: order out of range or wrong number of cells");
  }
  if (n == 1) return;
  s.template post<BasicLatinGac<D>>(n, std::move(cells), singles);
}

}  // namespace

LatinSquare& post_latin_square(Store& s, int n, std::vector<VarId> cells) {
  return post_latin_square_on(s, n, std::move(cells));
}

WideLatinSquare& post_latin_square(WideStore& s, int n, std::vector<VarId> cells) {
  return post_latin_square_on(s, n, std::move(cells));
}

void post_latin_gac(Store& s, int n, std::vector<VarId> cells, LatinSquare* singles) {
  post_latin_gac_on(s, n, std::move(cells), singles);
}

void post_latin_gac(WideStore& s, int n, std::vector<VarId> cells, WideLatinSquare* singles) {
  post_latin_gac_on(s, n, std::move(cells), singles);
}

void post_less(WideStore& s, VarId x, VarId y, int offset) {
  post_less_on(s, x, y, offset);
}

void post_equal_const(WideStore& s, VarId x, int c) {
  post_equal_const_on(s, x, c);
}

void post_distance(WideStore& s, VarId x, VarId y, int k) {
  post_distance_on(s, x, y, k);
}

void post_not_distance(WideStore& s, VarId x, VarId y, int k) {
  post_not_distance_on(s, x, y, k);
}

}  // namespace deduce::props
