// The compiled part of the Python package `deduce` (deduce._native): calls
// of the commands in process (apps/deduce/embed.h), blocking or streamed a
// line at a time. Options arrive already named and typed by the package's
// Python side (python/deduce/_calls.py), which also reads the JSON.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "blocking_call.h"
#include "embed.h"
#include "interrupt_guard.h"
#include "line_stream.h"

namespace py = pybind11;

namespace deduce::python {
namespace {

// The slice a waiting reader sleeps between two looks at Ctrl-C: Python
// runs signal handlers only between bytecodes, so a generator waiting for a
// line wakes this often to let KeyboardInterrupt through.
constexpr std::chrono::milliseconds kSignalSlice{20};

// (name, True|False|"text") pairs, as the package builds them.
std::vector<apps::CallOption> options_of(const py::list& options) {
  std::vector<apps::CallOption> out;
  out.reserve(options.size());
  for (const py::handle item : options) {
    const auto pair = item.cast<py::tuple>();
    apps::CallOption o;
    o.name = pair[0].cast<std::string>();
    const py::handle v = pair[1];
    if (PyBool_Check(v.ptr()))
      o.value = v.ptr() == Py_True;
    else
      o.value = v.cast<std::string>();
    out.push_back(std::move(o));
  }
  return out;
}

apps::Call call_of(std::string command, std::string kind, std::vector<std::string> files,
                   std::optional<std::string> text, std::string text_name,
                   const py::list& options) {
  apps::Call c;
  c.command = std::move(command);
  c.generate_kind = std::move(kind);
  c.files = std::move(files);
  c.text = std::move(text);
  c.text_name = std::move(text_name);
  c.options = options_of(options);
  return c;
}

py::tuple call(std::string command, std::string kind, std::vector<std::string> files,
               std::optional<std::string> text, std::string text_name, const py::list& options) {
  const apps::Call c = call_of(std::move(command), std::move(kind), std::move(files),
                               std::move(text), std::move(text_name), options);
  Answer a = call_blocking(c);
  return py::make_tuple(a.code, py::str(a.out), py::str(a.err));
}

// The next line of a streamed call, None at its end; Ctrl-C while waiting
// stops the call and raises.
py::object next_line(StreamedCall& s) {
  for (;;) {
    std::optional<std::string> line;
    {
      const py::gil_scoped_release release;
      line = s.queue().pop(kSignalSlice);
    }
    if (line) return py::str(*line);
    if (s.queue().ended()) return py::none();
    if (PyErr_CheckSignals() != 0) {
      const py::error_already_set raised;
      {
        const py::gil_scoped_release release;
        s.interrupt();
      }
      throw raised;
    }
  }
}

// Seconds for `repeat` calls made from C++, without Python in between: the
// base the per-call overhead of the Python calls is measured against
// (bench/python/measure.py, docs/benchmarks.md).
double time_calls(int repeat, std::string command, std::vector<std::string> files,
                  std::optional<std::string> text, std::string text_name, const py::list& options) {
  const apps::Call c = call_of(std::move(command), "", std::move(files), std::move(text),
                               std::move(text_name), options);
  const py::gil_scoped_release release;
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < repeat; ++i) {
    std::ostringstream out, err;
    apps::call(c, out, err);
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

PYBIND11_MODULE(_native, m) {
  m.doc() = "deduce's commands in process (the package deduce wraps these)";
  remember_main_thread();
  m.def("call", &call, py::arg("command"), py::arg("kind"), py::arg("files"), py::arg("text"),
        py::arg("text_name"), py::arg("options"),
        "Runs a command to its end: (exit code, stdout, stderr).");
  py::class_<StreamedCall>(m, "Stream", "A command running on its own thread, read by lines.")
      .def(py::init([](std::string command, std::string kind, std::vector<std::string> files,
                       std::optional<std::string> text, std::string text_name,
                       const py::list& options) {
             return std::make_unique<StreamedCall>(call_of(std::move(command), std::move(kind),
                                                           std::move(files), std::move(text),
                                                           std::move(text_name), options));
           }),
           py::arg("command"), py::arg("kind"), py::arg("files"), py::arg("text"),
           py::arg("text_name"), py::arg("options"))
      .def("next_line", &next_line, "The next line of output, or None at the end.")
      .def(
          "close", [](StreamedCall& s) { s.close(); }, py::call_guard<py::gil_scoped_release>(),
          "Ends the call without reading further.")
      .def_property_readonly("code", [](StreamedCall& s) { return s.queue().code(); })
      .def_property_readonly("err", [](StreamedCall& s) { return s.queue().err(); });
  m.def("time_calls", &time_calls, py::arg("repeat"), py::arg("command"), py::arg("files"),
        py::arg("text"), py::arg("text_name"), py::arg("options"),
        "Seconds for `repeat` calls from C++ (the base of the per-call overhead).");
  m.def("stop_calls", &apps::stop_calls, "Stops every running call, as Ctrl-C does.");
}

}  // namespace deduce::python
