// The shells of the propagators over two or three variables.
//
// A propagator on (x, y) or (x, y, z) keeps the variables' ids and, when
// constructed, subscribes to each with one event, the weakest that can give
// it work. BinaryPropagator and TernaryPropagator are that shell, so that a
// propagator's own file holds only its rule (propagate()), its name and its
// extra parameters. Subscribing in the base's constructor is safe: the store
// calls no propagator function until post() has built the whole object.
// residual_determined() stays each propagator's own claim: it holds for the
// domain-consistent binary relations, not for every relation on two
// variables, and for none of the ternary ones here.
//
// Cost: none on the propagation path. The store still makes its one virtual
// call to the derived propagate(), which reads the ids at the same place in
// the object as before; nothing is allocated beyond the scope entries every
// subscription records.
// Reference: Gecode's BinaryPropagator and TernaryPropagator
// (gecode/kernel/propagator.hpp), here without the view templates.
#pragma once

#include "deduce/core/store.h"

namespace deduce::props {

// Over the domain set type D (core::Bits but for the wide Latin squares).
template <class D>
class BasicBinaryPropagator : public core::BasicPropagator<D> {
 protected:
  BasicBinaryPropagator(core::BasicStore<D>& s, core::VarId x, core::VarId y, core::Event event)
      : x_(x), y_(y) {
    s.subscribe(*this, x, event);
    s.subscribe(*this, y, event);
  }

  const core::VarId x_, y_;
};
using BinaryPropagator = BasicBinaryPropagator<core::Bits>;

class TernaryPropagator : public core::Propagator {
 protected:
  TernaryPropagator(core::Store& s, core::VarId x, core::VarId y, core::VarId z, core::Event event);

  const core::VarId x_, y_, z_;
};

}  // namespace deduce::props
