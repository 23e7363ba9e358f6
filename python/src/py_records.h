// The records of a call (apps/deduce/writers/record_writer.h) as Python
// values: each record's JSON tree as dicts, lists, str, int, float, bool and
// None, with the keys in the JSON writer's order, so that a record is what
// json.loads of the command line's JSON gives; a result's count is an exact
// int made from the count itself (GMP's decimal digits), however large,
// where JSON writes a string past 2^53. A typed error is a tuple the
// package's Python side turns into its exception.
#pragma once

#include <pybind11/pybind11.h>

#include "embed.h"

namespace deduce::python {

pybind11::object py_value(const apps::Json& j);
pybind11::dict py_record(const apps::Record& rec);
// None, or ("usage" | "input", file, line, column, message, text).
pybind11::object py_error(const std::optional<apps::CallError>& error);

}  // namespace deduce::python
