#include "py_records.h"

#include <string>

#include "deduce/util/big_count.h"

namespace py = pybind11;

namespace deduce::python {
namespace {

py::int_ exact_int(const util::BigCount& v) {
  const std::string digits = util::to_string(v);
  return py::reinterpret_steal<py::int_>(PyLong_FromString(digits.c_str(), nullptr, 10));
}

}  // namespace

py::object py_value(const apps::Json& j) {
  switch (j.type()) {
    case apps::Json::value_t::null:
      return py::none();
    case apps::Json::value_t::boolean:
      return py::bool_(j.get<bool>());
    case apps::Json::value_t::number_integer:
      return py::int_(j.get<std::int64_t>());
    case apps::Json::value_t::number_unsigned:
      return py::int_(j.get<std::uint64_t>());
    case apps::Json::value_t::number_float:
      return py::float_(j.get<double>());
    case apps::Json::value_t::string:
      return py::str(j.get_ref<const std::string&>());
    case apps::Json::value_t::array: {
      py::list list(j.size());
      for (std::size_t i = 0; i < j.size(); ++i) list[i] = py_value(j[i]);
      return list;
    }
    case apps::Json::value_t::object: {
      py::dict dict;
      for (const auto& [k, v] : j.items()) dict[py::str(k)] = py_value(v);
      return dict;
    }
    default:
      return py::none();
  }
}

py::dict py_record(const apps::Record& rec) {
  py::dict d = py_value(rec.json).cast<py::dict>();
  if (rec.result) d["count"] = exact_int(rec.result->count.value);
  return d;
}

py::object py_error(const std::optional<apps::CallError>& error) {
  if (!error) return py::none();
  const bool input = error->type == apps::CallError::Type::kInput;
  return py::make_tuple(input ? "input" : "usage", error->where.file, error->where.line,
                        error->where.column, error->message, error->text());
}

}  // namespace deduce::python
