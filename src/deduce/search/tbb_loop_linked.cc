// tbb_loop.h's entry point for a program that links oneTBB: the function itself.
#include "deduce/search/tbb_loop.h"

namespace deduce::search {

const TbbLoop& tbb_loop() {
  static const TbbLoop linked{&deduce_tbb_for_each};
  return linked;
}

}  // namespace deduce::search
