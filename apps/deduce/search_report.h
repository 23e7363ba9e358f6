// What the Futoshiki and logic-grid runners say about a search the same way:
// whether a limit stopped it, the limit's name for messages, the statistics
// object of the JSON output, and counts as JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "deduce/budget/limits.h"
#include "deduce/search/dfs.h"
#include "deduce/util/big_count.h"

namespace deduce::apps {

// --timeout, --node-limit or Ctrl-C stopped the search: exit code 3.
bool is_limit(budget::StopReason r);

// "--node-limit", "--timeout", "an interrupt": for "stopped by ..." messages.
std::string_view limit_name(budget::StopReason r);

// {"nodes", "failures", "propagations", "max_depth", "cache_hits", "seconds"}.
nlohmann::json stats_json(const search::Stats& s);

// Counts are JSON numbers while a double holds them exactly (below 2^53),
// strings of all their digits above, so no reader rounds them.
nlohmann::json count_json(const util::BigCount& v);
nlohmann::json count_json(std::uint64_t v);

}  // namespace deduce::apps
