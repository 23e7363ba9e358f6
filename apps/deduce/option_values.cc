#include "option_values.h"

#include <fmt/format.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "deduce/io/nearest_name.h"

namespace deduce::apps {

std::string backquoted(std::string_view s) {
  return fmt::format("`{}`", s);
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& names) {
  auto n = io::nearest_name(word, names);
  return n ? fmt::format("; did you mean `{}`?", *n) : "";
}

std::string join(const std::vector<std::string>& names, std::string_view last) {
  std::string s;
  for (std::size_t i = 0; i < names.size(); ++i)
    s += (i == 0 ? "" : i + 1 == names.size() ? std::string(last) : ", ") + names[i];
  return s;
}

namespace {

// A whole number from 1 to 2^63 - 1.
std::uint64_t parse_count(const OptionSpec& o, const std::string& v) {
  const std::string expected =
      std::string(o.name) + " expects a whole number from 1 up, found " + backquoted(v);
  if (v.empty() || v.size() > 19 || v.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(expected);
  const std::uint64_t n = std::stoull(v);
  if (n == 0 || n > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
    throw UsageError(expected);
  if (o.range.most != 0 && n > o.range.most) {
    throw UsageError(std::string(o.name) + " expects a whole number from 1 to " +
                     std::to_string(o.range.most) + ", found " + backquoted(v));
  }
  return n;
}

// A seed: any 64-bit number, 0 included.
std::uint64_t parse_seed(const OptionSpec& o, const std::string& v) {
  const std::string expected =
      std::string(o.name) + " expects a whole number from 0 to 2^64-1, found " + backquoted(v);
  if (v.empty() || v.size() > 20 || v.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(expected);
  errno = 0;
  const unsigned long long s = std::strtoull(v.c_str(), nullptr, 10);
  if (errno != 0) throw UsageError(expected);
  return s;
}

double parse_seconds(const OptionSpec& o, const std::string& v) {
  const std::string expected =
      std::string(o.name) +
      " expects a number of seconds above 0 (such as 10, 0.5 or 1e-3), found " + backquoted(v);
  // Digits, a point and an exponent (1e-3): no sign, no inf, nan or hex.
  if (v.empty() || v.find_first_not_of("0123456789.eE-+") != std::string::npos ||
      v.front() == '-' || v.front() == '+')
    throw UsageError(expected);
  errno = 0;
  char* end = nullptr;
  const double s = std::strtod(v.c_str(), &end);
  if (errno != 0 || end != v.c_str() + v.size() || !std::isfinite(s) || s <= 0 || s > 1e9)
    throw UsageError(expected);
  return s;
}

// A choice's number is its place in the row's list; an empty place is a
// value of the enum that this option does not take.
std::size_t parse_choice(const OptionSpec& o, const std::string& v) {
  std::vector<std::string> choices;
  for (std::size_t i = 0; i < o.choices.size(); ++i) {
    if (o.choices[i].empty()) continue;
    if (o.choices[i] == v) return i;
    choices.emplace_back(o.choices[i]);
  }
  throw UsageError(std::string(o.name) + " expects " + join(choices) + ", found " + backquoted(v) +
                   did_you_mean(v, choices));
}

// A kind's name, read as its place in the kind table.
std::size_t parse_kind(const OptionSpec& o, const std::string& v) {
  std::vector<std::string> names;
  for (const KindSpec& k : kind_table()) {
    if (k.name == v) return k.id.index;
    names.emplace_back(k.name);
  }
  throw UsageError(std::string(o.name) + " expects " + join(names) + ", found " + backquoted(v) +
                   did_you_mean(v, names));
}

}  // namespace

OptionValue read_value(const OptionSpec& o, const std::string& v) {
  OptionValue value;
  value.text = v;
  switch (o.value) {
    case ValueKind::kFlag:
    case ValueKind::kText:
      break;
    case ValueKind::kCountOrNone:
      if (v != "none") value.number = parse_count(o, v);  // none: 0, no budget
      break;
    case ValueKind::kCount:
      value.number = parse_count(o, v);
      break;
    case ValueKind::kSeed:
      value.number = parse_seed(o, v);
      break;
    case ValueKind::kSeconds:
      value.seconds = parse_seconds(o, v);
      break;
    case ValueKind::kChoice:
      value.number = parse_choice(o, v);
      break;
    case ValueKind::kKind:
      value.number = parse_kind(o, v);
      break;
  }
  return value;
}

void check_range(const OptionSpec& o, std::uint64_t n, const std::string& found) {
  const Range& r = o.range;
  if (r.max == 0 || (n >= r.min && n <= r.max)) return;
  throw UsageError(fmt::format("{} expects {}, found {}", o.name,
                               fmt::format(fmt::runtime(r.words), r.min, r.max), found));
}

}  // namespace deduce::apps
