// BinaryPropagator and TernaryPropagator: see binary.h.
#include "deduce/props/binary.h"

namespace deduce::props {

BinaryPropagator::BinaryPropagator(core::Store& s, core::VarId x, core::VarId y, core::Event event)
    : x_(x), y_(y) {
  s.subscribe(*this, x, event);
  s.subscribe(*this, y, event);
}

TernaryPropagator::TernaryPropagator(core::Store& s, core::VarId x, core::VarId y, core::VarId z,
                                     core::Event event)
    : x_(x), y_(y), z_(z) {
  s.subscribe(*this, x, event);
  s.subscribe(*this, y, event);
  s.subscribe(*this, z, event);
}

}  // namespace deduce::props
