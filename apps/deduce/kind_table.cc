// The puzzle kinds (tables.h): their names and file extensions, how a file's
// kind is found from its contents when its name does not tell, its loader and
// its generator.
#include "tables.h"

#include <algorithm>
#include <cctype>

#include "deduce/io/input_error.h"
#include "families/family.h"

namespace deduce::apps {

const std::vector<KindSpec>& kind_table() {
  static std::vector<KindSpec> table = {
      // register_kind adds rows
      {Kind::kFutoshiki,
       "futoshiki",
       "a Futoshiki puzzle",
       {".fut", ".futoshiki"},
       load_futoshiki,
       {make_futoshiki}},
      {Kind::kZebra, "zebra", "a logic grid", {".zebra"}, load_zebra, {make_zebra}},
      {Kind::kRiver, "river", "a river crossing", {".river"}, load_river, {make_river}},
      // An English riddle is read by translation into a logic grid
      // (docs/english.md); generate makes logic grids, so none of its own.
      {Kind::kText,
       "text",
       "an English logic-grid riddle",
       {".riddle"},
       load_text,
       {make_zebra},
       translate_text},
  };
  return table;
}

const KindSpec& kind_spec(Kind k) {
  return find_row(kind_table(), k);
}

namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// The first line that is not blank or a comment decides for Futoshiki (an
// order or a game ID starts with a digit); logic grids and rivers both open
// with `puzzle:`, so their own keywords are looked for further down.
// Values a line lists after its colon (`Towns: Ashby, Brook, Colton`), or
// 0 when it is no such list.
std::size_t listed_values(std::string_view line) {
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos || colon == 0) return 0;
  const std::size_t commas =
      static_cast<std::size_t>(std::count(line.begin() + colon, line.end(), ','));
  return commas == 0 ? 0 : commas + 1;
}

const KindSpec* detect_from_text(std::string_view text) {
  const std::string_view whole = text;
  bool first = true;
  // A magazine riddle opens in prose, then lists its categories, each
  // `Name: v1, v2, ...` with as many values (docs/english.md).
  std::size_t lists = 0, list_size = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    line = line.substr(0, line.find('#'));
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
      line.remove_prefix(1);
    if (line.empty()) continue;
    // An English riddle opens with `There are N ...` (`1. There are ...`).
    if (first && opens_text(line)) return &kind_spec(Kind::kText);
    // (`24  MARKET DAY`, a puzzle's number before its title, opens a
    // riddle: an order is alone on its line, a game ID has no spaces.)
    if (first && std::isdigit(static_cast<unsigned char>(line.front()))) {
      const std::size_t letters =
          static_cast<std::size_t>(std::count_if(line.begin(), line.end(), [](char c) {
            return std::isalpha(static_cast<unsigned char>(c)) != 0;
          }));
      if (letters >= 4 && line.find(' ') != std::string_view::npos && reads_as_prose(whole))
        return &kind_spec(Kind::kText);
      return &kind_spec(Kind::kFutoshiki);
    }
    first = false;
    if (line.starts_with("positions:") || line.starts_with("category "))
      return &kind_spec(Kind::kZebra);
    if (line.starts_with("group ") || line.starts_with("boat ")) return &kind_spec(Kind::kRiver);
    if (const std::size_t n = listed_values(line); n >= 2 && (lists == 0 || n == list_size)) {
      list_size = n;
      ++lists;
    }
  }
  if (lists >= 2) return &kind_spec(Kind::kText);
  // One list and a few sentences (`Families: Ann, Bo, Cy` and two clues).
  if (lists == 1 && reads_as_prose(whole, 2)) return &kind_spec(Kind::kText);
  if (reads_as_prose(whole)) return &kind_spec(Kind::kText);
  return nullptr;
}

}  // namespace

Kind register_kind(KindSpec spec, Mask commands) {
  auto& kinds = const_cast<std::vector<KindSpec>&>(kind_table());
  spec.id = static_cast<Kind>(kinds.size());
  for (auto& c : const_cast<std::vector<CommandSpec>&>(command_table()))
    if (commands & bit(c.id)) c.kinds |= bit(spec.id);
  for (auto& o : const_cast<std::vector<OptionSpec>&>(option_table()))
    if (o.kinds == kAllKinds) o.kinds |= bit(spec.id);
  kinds.push_back(std::move(spec));
  return kinds.back().id;
}

const KindSpec& kind_of(const Request& r, const std::string& path, const std::string& name,
                        std::string_view text) {
  const KindSpec* k = r.kind ? &kind_spec(*r.kind) : detect_kind(path, text);
  if (k == nullptr)
    throw io::InputError(
        {name, 1, 1},
        "expected a Futoshiki grid or game ID, a logic grid (.zebra), a river "
        "crossing (.river) or an English riddle (.riddle, or a text that opens `There are "
        "N ...` or lists its categories `Name: a, b, c`); use --kind to say which");
  return *k;
}

const KindSpec* detect_kind(const std::string& path, std::string_view text) {
  for (const KindSpec& k : kind_table())
    for (std::string_view e : k.extensions)
      if (ends_with(path, e)) return &k;
  return detect_from_text(text);
}

}  // namespace deduce::apps
