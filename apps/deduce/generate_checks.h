// The checks generate's rows of the option table name (OptionSpec::check):
// a value that is good or bad only with other options or the KIND (a grade
// on the kind's scale, holes fewer than the order's cells, groups within the
// river family's range, a names file that fits the grid, Solo's parameters
// of a Sudoku the generator makes). Each returns the
// usage error's message, or "" when the value passes; option_checks.cc runs
// them once the KIND, the conflicts and the bounds have passed.
#pragma once

#include <string>

#include "request.h"

namespace deduce::apps {

std::string check_grade(const Request& r);
std::string check_holes(const Request& r);
std::string check_statements(const Request& r);
std::string check_names(const Request& r);
std::string check_river_family(const Request& r);
std::string check_groups(const Request& r);
std::string check_solo_params(const Request& r);

}  // namespace deduce::apps
