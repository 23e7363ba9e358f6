// Finds the kind of a puzzle file from its name, then from its content.
#pragma once

#include <string>

#include "command_options.h"

namespace deduce::apps {

// `.fut`/`.futoshiki` futoshiki, `.zebra` zebra, `.river` river; otherwise the
// content decides: a first line that is a number or a game ID (`5:...`) is
// Futoshiki; a `positions:` or `category` line a logic grid; `group`/`boat` a river.
// Returns Kind::kAuto when nothing matches.
Kind detect_kind(const std::string& path, const std::string& text);

}  // namespace deduce::apps
