#include "option_checks.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "option_values.h"

namespace deduce::apps {
namespace {

// The KIND of `deduce generate KIND`, taken from r.files.
void take_kind(Request& r) {
  // The kinds generate's row lists (an English riddle is generated as a
  // logic grid).
  const std::vector<std::string> kinds = kinds_for(command_spec(Command::kGenerate));
  if (r.files.empty()) throw UsageError("expected the KIND of puzzle to generate: " + join(kinds));
  if (r.files.size() > 1)
    throw UsageError("expected one KIND to generate, found " + backquoted(r.files[1]) + " after " +
                     backquoted(r.files[0]));
  const std::string kind = r.files[0];
  r.files.clear();
  if (const KindSpec* k = kind_named(kind);
      k != nullptr && std::find(kinds.begin(), kinds.end(), kind) != kinds.end())
    r.kind = k->id;
  if (const KindSpec* k = kind_named(kind); !r.kind && k != nullptr) {
    // A kind of the table whose row does not take generate (yet).
    throw UsageError("generate does not make " + std::string(k->noun) + " (" + backquoted(kind) +
                     "); generate makes " + join(kinds));
  }
  if (!r.kind) {
    throw UsageError("unknown KIND " + backquoted(kind) + "; generate makes " + join(kinds) +
                     did_you_mean(kind, kinds));
  }
}

// The first option given that does not apply to `kind`, or nullptr.
const OptionSpec* not_for(const Request& r, Kind kind) {
  for (OptionId id : r.given) {
    const OptionSpec& o = option_spec(id);
    if (!applies_to(o, kind)) return &o;
  }
  return nullptr;
}

}  // namespace

void check_conflicts(const Request& r) {
  const std::string_view command = command_spec(r.command).name;
  const char* restarts = r.restarts == search::RestartMode::kOn ? "on" : "learn";
  for (const ConflictSpec& c : conflict_table()) {
    if ((c.commands & bit(r.command)) == 0 || !c.holds(r)) continue;
    throw UsageError(fmt::format(fmt::runtime(c.message), fmt::arg("command", command),
                                 fmt::arg("restarts", restarts)));
  }
}

void check_generate(Request& r, const std::map<OptionId, OptionValue>& values) {
  take_kind(r);
  if (const OptionSpec* o = not_for(r, *r.kind)) {
    throw UsageError(std::string(o->name) + " does not apply to generate " +
                     std::string(kind_spec(*r.kind).name) + ": " + std::string(o->kinds_note));
  }
  check_conflicts(r);
  // The bounds of the options for some kinds (the others' were checked as
  // read), saying the number, not the word; then the checks against other
  // options, which may count on the values they read being in bounds.
  for (const OptionSpec& o : option_table()) {
    if (r.has(o.id) && o.range.max != 0 && o.kinds != kEveryKind) {
      const std::uint64_t n = values.at(o.id).number;
      check_range(o, n, std::to_string(n));
    }
  }
  for (const OptionSpec& o : option_table()) {
    if (!r.has(o.id) || o.check == nullptr) continue;
    if (const std::string why = o.check(r); !why.empty()) throw UsageError(why);
  }
}

std::optional<OrderCap> order_cap(const Request& r) {
  const CommandSpec& c = command_spec(r.command);
  if (c.max_order != 0) return OrderCap{c.name, c.max_order};
  for (const OptionSpec& o : option_table())
    if (o.max_order != 0 && r.has(o.id)) return OrderCap{o.name, o.max_order};
  return std::nullopt;
}

std::string kind_refusal(const Request& r, const KindSpec& kind) {
  const CommandSpec& c = command_spec(r.command);
  if (!works_on(c, kind.id)) {
    std::string kinds;
    for (const KindSpec& k : kind_table())
      if (works_on(c, k.id))
        kinds += std::string(kinds.empty() ? "" : ", ") + std::string(k.extensions[0]);
    return "`deduce " + std::string(c.name) + "` works on " + kinds + " files; this is " +
           std::string(kind.noun) + " (use `deduce solve` or `deduce check`)";
  }
  if (const OptionSpec* o = not_for(r, kind.id)) {
    return std::string(o->name) + " does not apply to " + std::string(kind.noun) + ": " +
           std::string(o->kinds_note);
  }
  return "";
}

}  // namespace deduce::apps
