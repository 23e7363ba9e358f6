// GeneratedKeys (generator.h): a family's keys in a generated puzzle's
// `generated` object, kept as JSON, which the header only names.
#include <nlohmann/json.hpp>

#include "families/generator.h"

namespace deduce::apps {

Json GeneratedKeys::json() const {
  return *keys_;
}

}  // namespace deduce::apps
