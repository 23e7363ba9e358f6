// Ctrl-C handling: the first SIGINT asks every running search to stop at its
// next unit of work (it then prints what it found and exits 3); a second
// SIGINT ends the process at once with the default action, unless it comes
// within 0.2 s of the first: a job runner (`timeout -s INT`, a CI runner)
// signals the process and its group, and the two are one Ctrl-C.
#pragma once

namespace deduce::budget {

void install_interrupt_handler();

}  // namespace deduce::budget
