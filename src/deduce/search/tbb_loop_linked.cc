// tbb_loop.h's entry points for a program that links oneTBB: the functions themselves.
#include "deduce/search/tbb_loop.h"

namespace deduce::search {

const TbbLoop& tbb_loop() {
  static const TbbLoop linked{&deduce_tbb_for_each, &deduce_tbb_default_concurrency};
  return linked;
}

}  // namespace deduce::search
