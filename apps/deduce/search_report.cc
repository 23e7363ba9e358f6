#include "search_report.h"

namespace deduce::apps {

bool is_limit(budget::StopReason r) {
  return r == budget::StopReason::kNodeLimit || r == budget::StopReason::kTimeout ||
         r == budget::StopReason::kInterrupted;
}

std::string_view limit_name(budget::StopReason r) {
  switch (r) {
    case budget::StopReason::kNodeLimit:
      return "--node-limit";
    case budget::StopReason::kTimeout:
      return "--timeout";
    case budget::StopReason::kInterrupted:
      return "an interrupt";
    default:
      return "a limit";
  }
}

nlohmann::json stats_json(const search::Stats& s) {
  return nlohmann::json{
      {"nodes", s.nodes},         {"failures", s.failures},     {"propagations", s.propagations},
      {"max_depth", s.max_depth}, {"cache_hits", s.cache_hits}, {"seconds", s.seconds}};
}

nlohmann::json count_json(const util::BigCount& v) {
  if (v >= 0 && v < util::big_from_u64(std::uint64_t{1} << 53)) {
    static_assert(sizeof(unsigned long) == 8, "get_ui must hold 53 bits");
    return static_cast<std::uint64_t>(v.get_ui());
  }
  return v.get_str(10);
}

nlohmann::json count_json(std::uint64_t v) {
  if (v < (std::uint64_t{1} << 53)) return v;
  return std::to_string(v);
}

}  // namespace deduce::apps
