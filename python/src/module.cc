// The compiled part of the Python package `deduce` (deduce._native): calls
// of the commands in process (apps/deduce/embed.h), blocking or streamed a
// record at a time. Options arrive already named and typed by the package's
// Python side (python/deduce/_calls.py); results leave as records (dicts,
// exact ints: py_records.h), never as JSON text to be read again. Each call
// may take a StopToken, which stops that call alone.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "blocking_call.h"
#include "embed.h"
#include "help.h"
#include "interrupt_guard.h"
#include "py_records.h"
#include "record_stream.h"
#include "tables.h"
#include "writers/words.h"

namespace py = pybind11;

namespace deduce::python {
namespace {

// The slice a waiting reader sleeps between two looks at Ctrl-C: Python
// runs signal handlers only between bytecodes, so a generator waiting for a
// record wakes this often to let KeyboardInterrupt through.
constexpr std::chrono::milliseconds kSignalSlice{20};

// A call's own stop, made in Python and handed to one call (or several).
struct CallStop {
  budget::StopToken token{0};
};

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

// (exit code, records, error, messages, document, stop): the records as
// dicts, the typed error (py_records.h), stderr's words, with `document`
// the JSON document the JSON writer makes of the records (else None), and
// the stop of a run stopped between puzzles (generate; else None).
py::tuple call(std::string command, std::string kind, std::vector<std::string> files,
               std::optional<std::string> text, std::string text_name, const py::list& options,
               const CallStop* stop, bool document) {
  const apps::Call c = call_of(std::move(command), std::move(kind), std::move(files),
                               std::move(text), std::move(text_name), options);
  const apps::CallResult result = call_blocking(c, stop != nullptr ? &stop->token : nullptr);
  py::list records;
  for (const apps::Record& rec : result.records.records) records.append(py_record(rec));
  py::object doc = py::none();
  if (document && !result.error) doc = py::str(apps::json_document(result.records));
  py::object between = py::none();
  if (result.records.stop != apps::Stop::kNone) between = py::str(apps::key(result.records.stop));
  return py::make_tuple(result.exit_code, std::move(records), py_error(apps::first_error(result)),
                        py::str(result.messages), std::move(doc), std::move(between));
}

// The next record of a streamed call, None at its end; Ctrl-C while
// waiting stops the call and raises.
py::object next_record(StreamedCall& s) {
  for (;;) {
    std::optional<apps::Record> rec;
    {
      const py::gil_scoped_release release;
      rec = s.queue().pop(kSignalSlice);
    }
    if (rec) return py_record(*rec);
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

// The options `deduce help COMMAND` lists, as (name, value, text), from the
// option table; [] for a command that is not one.
py::list option_help(const std::string& command) {
  py::list rows;
  for (const apps::CommandSpec& c : apps::command_table()) {
    if (c.name != command) continue;
    for (const apps::OptionHelp& o : apps::option_help(c.id))
      rows.append(py::make_tuple(o.name, o.value, o.text));
  }
  return rows;
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
  for (int i = 0; i < repeat; ++i) apps::call_records(c);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

PYBIND11_MODULE(_native, m) {
  m.doc() = "deduce's commands in process (the package deduce wraps these)";
  remember_main_thread();
  m.attr("version") = DEDUCE_VERSION;
  py::class_<CallStop>(m, "StopToken",
                       "A call's own stop: stop() ends the calls given it (partial, "
                       "stop 'interrupted'), and no other.")
      .def(py::init<>())
      .def(
          "stop", [](CallStop& s) { apps::stop_call(s.token); },
          "Stops the calls this token was given to, as Ctrl-C would.")
      .def_property_readonly("stopped", [](const CallStop& s) { return s.token.load() != 0; });
  m.def("call", &call, py::arg("command"), py::arg("kind"), py::arg("files"), py::arg("text"),
        py::arg("text_name"), py::arg("options"), py::arg("stop") = nullptr,
        py::arg("document") = false,
        "Runs a command to its end: (exit code, records, error, messages, JSON document, stop).");
  py::class_<StreamedCall>(m, "Stream", "A command running on its own thread, read by records.")
      .def(py::init([](std::string command, std::string kind, std::vector<std::string> files,
                       std::optional<std::string> text, std::string text_name,
                       const py::list& options) {
             return std::make_unique<StreamedCall>(call_of(std::move(command), std::move(kind),
                                                           std::move(files), std::move(text),
                                                           std::move(text_name), options));
           }),
           py::arg("command"), py::arg("kind"), py::arg("files"), py::arg("text"),
           py::arg("text_name"), py::arg("options"))
      .def("next_record", &next_record, "The next record (a dict), or None at the end.")
      .def(
          "close", [](StreamedCall& s) { s.close(); }, py::call_guard<py::gil_scoped_release>(),
          "Ends the call without reading further.")
      .def_property_readonly("code", [](StreamedCall& s) { return s.queue().code(); })
      .def_property_readonly("error", [](StreamedCall& s) { return py_error(s.queue().error()); })
      .def_property_readonly("err", [](StreamedCall& s) { return s.queue().messages(); })
      .def_property_readonly("stop", [](StreamedCall& s) -> py::object {
        const apps::Stop stop = s.queue().stop();
        if (stop == apps::Stop::kNone) return py::none();
        return py::str(apps::key(stop));
      });
  m.def("time_calls", &time_calls, py::arg("repeat"), py::arg("command"), py::arg("files"),
        py::arg("text"), py::arg("text_name"), py::arg("options"),
        "Seconds for `repeat` calls from C++ (the base of the per-call overhead).");
  m.def("option_help", &option_help, py::arg("command"),
        "The options of `deduce help COMMAND`: (name, value, text) each.");
  m.def("stop_calls", &apps::stop_calls, "Stops every running call, as Ctrl-C does.");
}

}  // namespace deduce::python
