// The floor for deduce's start-up (run.sh): a C++ program that prints one
// line through iostream, linked as deduce is (dynamically, to libstdc++).
#include <iostream>

int main() {
  std::cout << "hello 0.1.0\n";
  return 0;
}
