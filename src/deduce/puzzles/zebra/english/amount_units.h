// The size of a metric unit and whether a unit is a length, which the sentence reader uses to tell
// that a number before it (`1.5 km shorter`) is an amount a reading must use. The reader's other
// calls on units (time_unit(), measure_unit(), one_unit_at(), unit_scale()) are declared in
// sentence_reader.h; all are defined in amount_units.cc.
#pragma once

#include <string_view>

namespace deduce::puzzles::zebra::english {

// A metric unit's size in its base unit, lengths positive (metres) and
// masses negative (grams), so that the two never convert; 0 for any other.
double metric(std::string_view u);

// Whether `u` is a unit of length, metric or imperial (`km`, `mile`,
// `ft`): what nearness to a landmark may be measured in.
bool length_unit(std::string_view u);

}  // namespace deduce::puzzles::zebra::english
