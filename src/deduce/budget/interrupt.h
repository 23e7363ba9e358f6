// Ctrl-C handling: the first SIGINT asks every running search to stop at its
// next unit of work (it then prints what it found and exits 3); a second
// SIGINT ends the process at once with the default action.
#pragma once

namespace deduce::budget {

void install_interrupt_handler();

}  // namespace deduce::budget
