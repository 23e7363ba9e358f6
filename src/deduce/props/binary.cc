// TernaryPropagator: see binary.h (BinaryPropagator is a template there).
#include "deduce/props/binary.h"

namespace deduce::props {

TernaryPropagator::TernaryPropagator(core::Store& s, core::VarId x, core::VarId y, core::VarId z,
                                     core::Event event)
    : x_(x), y_(y), z_(z) {
  s.subscribe(*this, x, event);
  s.subscribe(*this, y, event);
  s.subscribe(*this, z, event);
}

}  // namespace deduce::props
