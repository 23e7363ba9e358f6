#include "serve/api.h"

#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "deduce/io/utf8.h"
#include "deduce/svg/run_tool.h"
#include "embed.h"
#include "option_values.h"
#include "tables.h"
#include "writers/words.h"

namespace deduce::apps::serve {
namespace {

using nlohmann::json;

// Options whose values are paths on the server's file system: a request
// must not make the server read or write its files (--checkpoint appends to
// one, --log-subproblems writes one). (hint's `entered` is taken, as the
// grid's text rather than a path: EnteredText.)
constexpr const char* kFileOptions[] = {"output", "output_dir", "names",
                                        "split",  "checkpoint", "log_subproblems"};

// A 4xx answer.
struct Refusal : std::runtime_error {
  int status;
  Refusal(int s, const std::string& m) : std::runtime_error(m), status(s) {}
};

// Does the option `name` (underscores) apply to `command` and to the kind of
// `text` (when known)? (The option table.)
bool applies(const std::string& command, const std::string& name, const Call& c) {
  std::optional<std::string> kind;
  for (const CallOption& o : c.options)
    if (o.name == "kind") kind = std::get<std::string>(o.value);
  const KindSpec* spec = kind ? kind_named(*kind) : detect_kind("", c.text.value_or(""));
  std::string dashed = "--" + name;
  for (char& c : dashed)
    if (c == '_') c = '-';
  Mask mask = 0;
  for (const CommandSpec& c : command_table())
    if (c.name == command) mask = bit(c.id);
  for (const OptionSpec& o : option_table())
    if (o.name == dashed && (o.commands & mask) && (spec == nullptr || applies_to(o, spec->id)))
      return true;
  return false;
}

// The API's commands, in the command table's order.
std::vector<std::string> api_commands() {
  std::vector<std::string> commands;
  for (const CommandSpec& c : command_table())
    if (c.http) commands.emplace_back(c.name);
  return commands;
}

bool has_option(const Call& c, const std::string& name) {
  for (const CallOption& o : c.options)
    if (o.name == name) return true;
  return false;
}

// A JSON value as an option's value: true is a flag, false not given,
// numbers and strings their text.
std::variant<bool, std::string> option_value(const std::string& name, const json& v) {
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer() || v.is_number_unsigned()) return v.dump();
  if (v.is_number_float()) {
    std::ostringstream s;
    s << v.get<double>();
    return s.str();
  }
  throw Refusal(400, "option `" + name + "` takes true, a number or a string, found " + v.dump());
}

// A temporary file of the request's own, removed with it: print's PDF, the
// text of hint's entered cells.
class TempFile {
 public:
  TempFile() {
    std::error_code no_tmp;
    name_ = svg::temp_template("deduce-serve", no_tmp);
    const int fd = no_tmp ? -1 : mkstemp(name_.data());
    if (fd < 0) throw Refusal(500, "cannot make a temporary file");
    close(fd);
  }
  ~TempFile() { std::remove(name_.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::string& name() const { return name_; }
  void write(const std::string& text) const { std::ofstream(name_, std::ios::binary) << text; }
  std::string read() const {
    std::ifstream in(name_, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

 private:
  std::string name_;
};

// The call of a request, and the text of hint's `entered` cells if given.
Call call_of(const std::string& command, const std::string& body,
             std::optional<std::string>& entered) {
  const std::vector<std::string> commands = api_commands();
  if (std::find(commands.begin(), commands.end(), command) == commands.end())
    throw Refusal(404, "unknown command `" + command + "`: the API has " + join(commands, " and "));
  // JSON is UTF-8 text: a body that is not (binary pasted as a puzzle) is
  // refused as the readers refuse such a file, at its byte in the body.
  if (const std::size_t bad = io::find_malformed_utf8(body); bad != std::string::npos)
    throw Refusal(400, "the body is not JSON: " + std::string(io::kMalformedUtf8) + " at byte " +
                           std::to_string(bad + 1) + " of the body");
  json doc;
  try {
    doc = json::parse(body);
  } catch (const json::parse_error& e) {
    throw Refusal(400, std::string("the body is not JSON: ") + e.what());
  }
  if (!doc.is_object()) throw Refusal(400, "the body must be a JSON object {\"puzzle\": ...}");
  for (const auto& [key, value] : doc.items())
    if (key != "puzzle" && key != "kind" && key != "options")
      throw Refusal(400, "unknown field `" + key + "`: the body has puzzle, kind and options");
  Call c;
  c.command = command;
  const json kind = doc.value("kind", json());
  if (!kind.is_null() && !kind.is_string()) throw Refusal(400, "`kind` must be a string");
  if (command == "generate") {
    if (!kind.is_string()) throw Refusal(400, "generate needs a `kind`: futoshiki, zebra or river");
    c.generate_kind = kind.get<std::string>();
    if (doc.contains("puzzle")) throw Refusal(400, "generate takes no `puzzle`");
  } else {
    if (!doc.contains("puzzle") || !doc["puzzle"].is_string())
      throw Refusal(400, "the body needs a `puzzle`: the puzzle's text, as in a file");
    c.text = doc["puzzle"].get<std::string>();
    if (kind.is_string()) c.options.push_back({"kind", kind.get<std::string>()});
  }
  const json options = doc.value("options", json::object());
  if (!options.is_object()) throw Refusal(400, "`options` must be a JSON object");
  for (const auto& [name, value] : options.items()) {
    for (const char* f : kFileOptions)
      if (name == f)
        throw Refusal(
            400, "option `" + name + "` names a file on the server; the API does not " + "take it");
    if (name == "entered") {
      if (!value.is_string())
        throw Refusal(400, "`entered` is the text of a grid of entered cells");
      entered = value.get<std::string>();
      continue;
    }
    if (name == "quiet" || name == "kind")
      throw Refusal(400, "option `" + name + "` is not for the API");
    c.options.push_back({name, option_value(name, value)});
  }
  if (!has_option(c, "timeout"))
    c.options.push_back({"timeout", std::to_string(static_cast<int>(kDefaultTimeoutSeconds))});
  if (!has_option(c, "threads") && applies(command, "threads", c))
    c.options.push_back({"threads", std::string("1")});
  if (!has_option(c, "format") && command != "print")
    c.options.push_back({"format", std::string("json")});
  c.options.push_back({"quiet", true});
  return c;
}

std::string content_type(const Call& c) {
  for (const CallOption& o : c.options) {
    if (o.name != "format") continue;
    const std::string* f = std::get_if<std::string>(&o.value);
    if (f == nullptr) break;
    if (*f == "svg") return "image/svg+xml";
    if (*f == "jsonl") return "application/x-ndjson";
    if (*f == "pdf") return "application/pdf";
    if (*f == "json") return "application/json";
    return "text/plain; charset=utf-8";
  }
  return "application/json";
}

// The 400 of a call refused (exit 2), from its typed error: a place in the
// puzzle (`text_name`) is the error's line and column; the entered cells of
// hint (`entered`, their temporary file's name) are named `entered`.
ApiAnswer refusal_of(const CallResult& r, const std::string& text_name,
                     const std::string& entered = "") {
  const std::optional<CallError> e = first_error(r);
  if (!e) {
    const std::string first = r.messages.substr(0, r.messages.find('\n'));
    return {400, "application/json", error_body(first.empty() ? "bad request" : first), 2, {}};
  }
  if (e->type == CallError::Type::kInput && e->where.file == text_name)
    return {400, "application/json", error_body(e->message, e->where.line, e->where.column), 2, {}};
  if (e->type == CallError::Type::kInput) {
    io::SourceLocation where = e->where;
    if (!entered.empty() && where.file == entered) where.file = "entered";
    return {400, "application/json", error_body(location_text(where) + ": " + e->message), 2, {}};
  }
  return {400, "application/json", error_body(e->message), 2, {}};
}

// The body of an answer in the request's format: the JSON document or
// lines the JSON writer makes of the records, else what the format wrote.
std::string body_of(const Call& c, const CallResult& r) {
  const std::string type = content_type(c);
  if (type == "application/json") return json_document(r.records);
  if (type == "application/x-ndjson") return json_lines(r.records);
  return r.output;
}

// The lines of `messages` as one, "; " between them (a header's value).
std::string one_line(const std::string& messages) {
  std::string line;
  std::istringstream in(messages);
  for (std::string l; std::getline(in, l);)
    if (!l.empty()) line += (line.empty() ? "" : "; ") + l;
  return line;
}

// print writes a PDF file: to a temporary file of its own, read back.
ApiAnswer print_answer(Call c, const budget::StopToken* stop) {
  const TempFile pdf_file;
  c.options.push_back({"output", pdf_file.name()});
  const CallResult r = call_records(c, stop);
  std::string pdf = pdf_file.read();
  if (r.exit_code == 2) return refusal_of(r, c.text_name);
  if (pdf.empty()) {
    const std::string why = r.messages.substr(0, r.messages.find('\n'));
    return {422,
            "application/json",
            error_body(why.empty() ? "nothing to print" : why),
            r.exit_code,
            {}};
  }
  return {200, "application/pdf", std::move(pdf), r.exit_code, one_line(r.messages)};
}

ApiAnswer answer(const std::string& command, const std::string& body,
                 const budget::StopToken* stop) {
  std::optional<std::string> entered;
  Call c = call_of(command, body, entered);
  if (command == "print") return print_answer(std::move(c), stop);
  std::optional<TempFile> entered_file;
  if (entered) {
    entered_file.emplace();
    entered_file->write(*entered);
    c.options.push_back({"entered", entered_file->name()});
  }
  const CallResult r = call_records(c, stop);
  if (r.exit_code != 2) return {200, content_type(c), body_of(c, r), r.exit_code, {}};
  return refusal_of(r, c.text_name, entered_file ? entered_file->name() : "");
}

}  // namespace

std::string error_body(const std::string& message, int line, int column) {
  // Bytes that are not UTF-8 in a message (quoted from a request) are
  // replaced, so that the refusal is still a 4xx with its JSON, not a 500.
  return json{{"error", {{"message", message}, {"line", line}, {"column", column}}}}.dump(
      -1, ' ', false, json::error_handler_t::replace);
}

ApiAnswer answer_api(const std::string& command, const std::string& body,
                     const budget::StopToken* stop) {
  try {
    return answer(command, body, stop);
  } catch (const Refusal& r) {
    return {r.status, "application/json", error_body(r.what()), 2, {}};
  }
}

// The options only some kinds take that kind `k` takes, named as the API
// names them (`entered`, `order`): what the page shows for a puzzle of it.
json own_options(const KindSpec& k) {
  json names = json::array();
  for (const OptionSpec& o : option_table()) {
    if (o.kinds != kSomeKinds || !applies_to(o, k.id)) continue;
    std::string name(o.name.substr(2));
    for (char& c : name)
      if (c == '-') c = '_';
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

std::string kinds_body() {
  json kinds = json::array();
  for (const KindSpec& k : kind_table()) {
    json commands = json::array();
    for (const CommandSpec& c : command_table())
      if (c.http && works_on(c, k.id)) commands.push_back(c.name);
    json extensions = json::array();
    for (std::string_view e : k.extensions) extensions.push_back(e);
    kinds.push_back({{"name", k.name},
                     {"noun", k.noun},
                     {"extensions", std::move(extensions)},
                     {"commands", std::move(commands)},
                     {"options", own_options(k)}});
  }
  return json{{"kinds", std::move(kinds)}, {"commands", api_commands()}}.dump();
}

}  // namespace deduce::apps::serve
