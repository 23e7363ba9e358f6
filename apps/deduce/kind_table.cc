// The kind table (tables.h): the one list of puzzle kinds, filled by
// registration. The built-in families register first, in the order
// families/builtin_kinds.cc gives, through the same register_kind a test's
// own family calls; everything that lists kinds (--kind, `generate KIND`,
// help, the messages that name kinds) reads this table.
#include "tables.h"

#include <algorithm>

#include "deduce/io/input_error.h"
#include "option_values.h"

namespace deduce::apps {
namespace {

std::vector<KindSpec>& rows() {
  static std::vector<KindSpec> kinds;
  return kinds;
}

Kind add_kind(KindSpec spec) {
  std::vector<KindSpec>& kinds = rows();
  spec.id = Kind{static_cast<std::uint8_t>(kinds.size())};
  kinds.push_back(std::move(spec));
  return kinds.back().id;
}

// The built-in kinds, registered once, before the table is first read.
void register_builtins() {
  static const bool done = [] {
    for (KindSpec& spec : builtin_kinds()) add_kind(std::move(spec));
    return true;
  }();
  (void)done;
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

template <class Row>
std::vector<std::string> names_where(const Row& row) {
  std::vector<std::string> names;
  for (const KindSpec& k : kind_table())
    if (row(k)) names.emplace_back(k.name);
  return names;
}

}  // namespace

const std::vector<KindSpec>& kind_table() {
  register_builtins();
  return rows();
}

Kind register_kind(KindSpec spec) {
  register_builtins();
  return add_kind(std::move(spec));
}

const KindSpec& kind_spec(Kind k) {
  return kind_table().at(k.index);
}

const KindSpec* kind_named(std::string_view name) {
  for (const KindSpec& k : kind_table())
    if (k.name == name) return &k;
  return nullptr;
}

std::string kind_files() {
  std::vector<std::string> files;
  for (const KindSpec& k : kind_table()) files.emplace_back(k.files);
  return join(files);
}

bool KindSpec::takes(Command c) const {
  return (commands & bit(c)) != 0;
}

bool KindSpec::takes(OptionId o) const {
  return std::find(options.begin(), options.end(), o) != options.end();
}

bool prints_one_of_several(const Request& r, Kind k) {
  return r.any_solution || kind_spec(k).prints_any_solution;
}

bool works_on(const CommandSpec& c, Kind k) {
  return c.kinds == kEveryKind || kind_spec(k).takes(c.id);
}

bool applies_to(const OptionSpec& o, Kind k) {
  return o.kinds == kEveryKind || kind_spec(k).takes(o.id);
}

std::vector<std::string> kinds_for(const CommandSpec& c) {
  return names_where([&](const KindSpec& k) { return works_on(c, k.id); });
}

std::vector<std::string> kinds_for(const OptionSpec& o) {
  return names_where([&](const KindSpec& k) { return applies_to(o, k.id); });
}

std::string value_words(const OptionSpec& o) {
  if (o.value != ValueKind::kKind) return std::string(o.value_name);
  std::string words;
  for (const KindSpec& k : kind_table()) {
    if (!words.empty()) words += '|';
    words += k.name;
  }
  return words;
}

const KindSpec& kind_of(const Request& r, const std::string& path, const std::string& name,
                        std::string_view text) {
  const KindSpec* k = r.kind ? &kind_spec(*r.kind) : detect_kind(path, text);
  if (k == nullptr)
    throw io::InputError({name, 1, 1}, "expected " + kind_files() + "; use --kind to say which");
  return *k;
}

const KindSpec* detect_kind(const std::string& path, std::string_view text) {
  for (const KindSpec& k : kind_table())
    for (std::string_view e : k.extensions)
      if (ends_with(path, e)) return &k;
  const KindSpec* best = nullptr;
  int best_claim = 0;
  for (const KindSpec& k : kind_table()) {
    const int claim = k.claims == nullptr ? 0 : k.claims(text);
    if (claim > best_claim) {
      best = &k;
      best_claim = claim;
    }
  }
  return best;
}

}  // namespace deduce::apps
