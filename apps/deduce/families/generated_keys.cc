// GeneratedKeys (generator.h): a family's keys in a generated puzzle's
// `generated` object, kept as JSON, which the header only names; and
// show_unique, which adds a game ID as such keys.
#include <nlohmann/json.hpp>

#include "families/generator.h"

namespace deduce::apps {

Json GeneratedKeys::json() const {
  return *keys_;
}

void show_unique(Generated& out, const Request& r, const std::string& id,
                 const std::function<Explained(budget::Budget&)>& explain) {
  out.result = unique_result();
  out.result.sections.push_back(
      std::make_shared<GeneratedKeys>(std::make_shared<const Json>(Json{{"id", id}})));
  if (!explains(r)) return;
  budget::Budget budget(budget::Limits{});
  out.result.explained = explain(budget);
}

}  // namespace deduce::apps
