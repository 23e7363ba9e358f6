// The statement kinds of the generator and their --statements names.
#include "deduce/puzzles/zebra/generate/statement_kinds.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <stdexcept>

#include "deduce/io/nearest_name.h"

namespace deduce::puzzles::zebra::generate {

const std::vector<KindName>& statement_kind_names() {
  static const std::vector<KindName> kNames = {
      {DrawKind::kIs, "is", "A is B"},
      {DrawKind::kIsNot, "is-not", "A is not B"},
      {DrawKind::kIsEither, "is-either", "A is B or C"},
      {DrawKind::kAt, "at", "A at k"},
      {DrawKind::kNotAt, "not-at", "A not at k"},
      {DrawKind::kNextTo, "next-to", "A next to B"},
      {DrawKind::kNotNextTo, "not-next-to", "A not next to B"},
      {DrawKind::kLeftOf, "left-of", "A left of B"},
      {DrawKind::kRightOf, "right-of", "A right of B"},
      {DrawKind::kJustLeftOf, "just-left-of", "A just left of B"},
      {DrawKind::kJustRightOf, "just-right-of", "A just right of B"},
      {DrawKind::kBetween, "between", "A between B and C"},
      {DrawKind::kAway, "away", "A k away from B"},
      {DrawKind::kAtEither, "at-either", "A at k or m"},
      {DrawKind::kAtEnd, "at-end", "A at an end"},
      {DrawKind::kInMiddle, "in-middle", "A in the middle"},
      {DrawKind::kNotJustLeftOf, "not-just-left-of", "A not just left of B"},
      {DrawKind::kNotJustRightOf, "not-just-right-of", "A not just right of B"},
      {DrawKind::kNotLeftOf, "not-left-of", "A not left of B"},
      {DrawKind::kNotRightOf, "not-right-of", "A not right of B"},
      {DrawKind::kKLeftOf, "k-left-of", "A k left of B"},
      {DrawKind::kKRightOf, "k-right-of", "A k right of B"},
      {DrawKind::kIsOneOf, "is-one-of", "A is B or C or D"},
      {DrawKind::kNeither, "neither", "neither A nor B is C"},
      {DrawKind::kPair, "pair", "A and B are C and D"},
  };
  return kNames;
}

std::string_view statement_kind_name(DrawKind kind) {
  for (const auto& k : statement_kind_names()) {
    if (k.kind == kind) return k.name;
  }
  return "?";
}

std::vector<DrawKind> parse_statement_kinds(std::string_view list) {
  std::vector<DrawKind> kinds;
  const auto& table = statement_kind_names();
  if (list == "all") {
    for (const auto& k : table) kinds.push_back(k.kind);
    return kinds;
  }
  std::vector<std::string> names = {"all"};
  for (const auto& k : table) names.emplace_back(k.name);
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string_view word = list.substr(start, comma - start);
    auto it =
        std::find_if(table.begin(), table.end(), [&](const KindName& k) { return k.name == word; });
    if (it == table.end()) {
      std::string message = word.empty()
                                ? std::string("expected a statement kind, found an empty name")
                                : fmt::format("unknown statement kind `{}`", word);
      if (const auto near = io::nearest_name(word, names); near && !word.empty())
        message += fmt::format("; did you mean `{}`?", *near);
      else
        message +=
            fmt::format(" (kinds: all or {})", fmt::join(names.begin() + 1, names.end(), ","));
      throw std::invalid_argument(message);
    }
    if (std::find(kinds.begin(), kinds.end(), it->kind) == kinds.end()) kinds.push_back(it->kind);
    start = comma + 1;
  }
  return kinds;
}

}  // namespace deduce::puzzles::zebra::generate
