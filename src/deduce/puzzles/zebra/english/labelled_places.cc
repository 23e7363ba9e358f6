// Distances in a grid whose places are a numbered list (labelled_places.h).
#include "deduce/puzzles/zebra/english/labelled_places.h"

#include <fmt/format.h>

#include <algorithm>
#include <sstream>
#include <string_view>

namespace deduce::puzzles::zebra::english {
namespace {

std::vector<std::string> split_words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// One part of a reading (no `all of:`): rewritten, unchanged (it says no
// position), or nullopt (a position not read as a distance).
std::optional<std::string> part_over(const std::string& part, const std::string& places, int n) {
  const std::vector<std::string> w = split_words(part);
  const auto at = [&](const std::string& v) { return fmt::format("{}({})", places, v); };
  // `A at an end`, `not: A at an end`, `A in the middle`: the first and
  // the last number, or the middle one of an odd count, either way.
  const bool denied = !w.empty() && w[0] == "not:";
  const std::size_t k = denied ? 1 : 0;
  if (w.size() == k + 4 && w[k + 1] == "at" && w[k + 2] == "an" && w[k + 3] == "end")
    return denied ? fmt::format("{0} is not {1}.1; {0} is not {1}.{2}", w[k], places, n)
                  : fmt::format("(any of: {0} is {1}.1; {0} is {1}.{2})", w[k], places, n);
  if (w.size() == k + 4 && w[k + 1] == "in" && w[k + 2] == "the" && w[k + 3] == "middle" &&
      n % 2 == 1)
    return fmt::format("{0} is {1}{2}.{3}", w[k], denied ? "not " : "", places, n / 2 + 1);
  // `A next to B`, `A not next to B`.
  if (w.size() == 4 && w[1] == "next" && w[2] == "to")
    return fmt::format("(any of: {0} = {1} + 1; {0} = {1} - 1)", at(w[0]), at(w[3]));
  if (w.size() == 5 && w[1] == "not" && w[2] == "next" && w[3] == "to")
    return fmt::format("{0} != {1} + 1; {0} != {1} - 1", at(w[0]), at(w[4]));
  // `A 2 away from B`.
  if (w.size() == 5 && w[2] == "away" && w[3] == "from" &&
      w[1].find_first_not_of("0123456789") == std::string::npos)
    return fmt::format("(any of: {0} = {1} + {2}; {0} = {1} - {2})", at(w[0]), at(w[4]), w[1]);
  static constexpr std::string_view kPositional[] = {"left",    "right", "middle", "at",
                                                     "between", "away",  "next",   "end"};
  for (const std::string& x : w)
    if (std::find(std::begin(kPositional), std::end(kPositional), x) != std::end(kPositional) ||
        x.find("pos(") != std::string::npos)
      return std::nullopt;
  return part;
}

}  // namespace

std::optional<std::string> labelled_places(const std::vector<NumericCategory>& numeric) {
  std::optional<std::string> out;
  for (const NumericCategory& n : numeric) {
    if (!n.labels) continue;
    if (out) return std::nullopt;
    out = n.name;
  }
  return out;
}

std::optional<std::string> distance_over(const std::string& statement, const std::string& places,
                                         int n) {
  std::string body = statement, head;
  for (const char* combinator : {"all of: ", "any of: "})
    if (body.starts_with(combinator)) {
      head = combinator;
      body = body.substr(head.size());
    }
  // The parts, cut at `; ` outside parentheses.
  std::vector<std::string> parts(1);
  int depth = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i] == '(') ++depth;
    if (body[i] == ')') --depth;
    if (depth == 0 && body.compare(i, 2, "; ") == 0) {
      parts.emplace_back();
      ++i;
      continue;
    }
    parts.back() += body[i];
  }
  bool changed = false;
  for (std::string& part : parts) {
    if (part.size() > 2 && part.front() == '(' && part.back() == ')') {
      // A part in parentheses is a reading of its own.
      const std::string inner = part.substr(1, part.size() - 2);
      const std::optional<std::string> over = distance_over(inner, places, n);
      if (!over) return std::nullopt;
      changed |= *over != inner;
      part = "(" + *over + ")";
      continue;
    }
    const std::optional<std::string> one = part_over(part, places, n);
    if (!one) return std::nullopt;
    if (*one == part) continue;
    changed = true;
    // `not next to` says two things: in an `all of:` two more parts.
    if (one->find("; ") != std::string::npos && one->front() != '(')
      part = head == "all of: " ? *one : "(all of: " + *one + ")";
    else
      part = *one;
  }
  if (!changed) return statement;
  if (head.empty() && parts.size() == 1) {
    const std::string& only = parts.front();
    if (only.front() == '(' && only.back() == ')') return only.substr(1, only.size() - 2);
    return only;
  }
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : "; ") + part;
  return head + out;
}

}  // namespace deduce::puzzles::zebra::english
