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
      {StatementKind::kIs, "is", "A is B"},
      {StatementKind::kIsNot, "is-not", "A is not B"},
      {StatementKind::kIsEither, "is-either", "A is B or C"},
      {StatementKind::kAt, "at", "A at k"},
      {StatementKind::kNotAt, "not-at", "A not at k"},
      {StatementKind::kNextTo, "next-to", "A next to B"},
      {StatementKind::kNotNextTo, "not-next-to", "A not next to B"},
      {StatementKind::kLeftOf, "left-of", "A left of B"},
      {StatementKind::kRightOf, "right-of", "A right of B"},
      {StatementKind::kJustLeftOf, "just-left-of", "A just left of B"},
      {StatementKind::kJustRightOf, "just-right-of", "A just right of B"},
      {StatementKind::kBetween, "between", "A between B and C"},
      {StatementKind::kAway, "away", "A k away from B"},
  };
  return kNames;
}

std::string_view statement_kind_name(StatementKind kind) {
  for (const auto& k : statement_kind_names()) {
    if (k.kind == kind) return k.name;
  }
  return "?";
}

std::vector<StatementKind> parse_statement_kinds(std::string_view list) {
  std::vector<StatementKind> kinds;
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
