// The process's progress record: see progress.h.
#include "deduce/budget/progress.h"

namespace deduce::budget {

Progress g_progress;

}  // namespace deduce::budget
