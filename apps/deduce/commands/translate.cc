// deduce translate: an English riddle as the .zebra file every other
// command solves (docs/english.md), so a user can see and edit what was
// understood. Every file is reported: its translation, or its error line.
#include <string>

#include "commands/command.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "tables.h"

namespace deduce::apps {

int run_translate(const Request& r, std::ostream& out, std::ostream& err) {
  io::ExitCode exit = io::ExitCode::kSolved;
  bool stdin_read = false;
  for (const std::string& path : r.files) {
    const std::string name = io::display_name(path);
    try {
      if (path == "-" && stdin_read)
        throw io::InputError({name, 1, 1},
                             "standard input was read for an earlier `-`; give `-` once");
      stdin_read = stdin_read || path == "-";
      const std::string text = io::read_file(path);
      const KindSpec& kind = kind_of(r, path, name, text);
      if (kind.translate == nullptr)
        throw io::InputError(
            {name, 1, 1},
            "translate reads English riddles (--kind text); this is " + std::string(kind.noun));
      if (r.files.size() > 1) out << "# " << name << "\n";
      out << kind.translate(text, name);
    } catch (const io::InputError& e) {
      out.flush();
      err << e.what() << "\n";
      exit = io::worse(exit, io::ExitCode::kBadInput);
    }
  }
  out.flush();
  return io::code(exit);
}

}  // namespace deduce::apps
