// The logic-grid generator's hook for `deduce generate zebra`
// (families/generator.h): the request's options to the library's Options,
// the names file read and fitted, and the puzzle made to its .zebra text.
#include <fmt/format.h>

#include <stdexcept>
#include <string>

#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/generate/generate.h"
#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "families/generator.h"

namespace deduce::apps {
namespace {

namespace zgen = puzzles::zebra::generate;

constexpr int kDefaultSize = 5;

int level_of(const std::string& name) {
  const explain::GradeScale& scale = puzzles::zebra::explain::grade_scale();
  for (std::size_t i = 0; i < scale.size(); ++i)
    if (scale[i].name == name) return static_cast<int>(i);
  return -1;
}

int positions_of(const GenerateRequest& g) {
  return g.positions != 0 ? g.positions : kDefaultSize;
}
int categories_of(const GenerateRequest& g) {
  return g.categories != 0 ? g.categories : kDefaultSize;
}

// Throws io::InputError (names file) or std::invalid_argument (--statements).
zgen::Options options_of(const Request& r) {
  const GenerateRequest& g = r.generate;
  zgen::Options o;
  o.positions = positions_of(g);
  o.categories = categories_of(g);
  if (!g.grade.empty()) o.grade = level_of(g.grade);
  if (!g.statements.empty()) o.kinds = zgen::parse_statement_kinds(g.statements);
  if (!g.names.empty()) {
    const std::string text = io::read_file(g.names);
    o.names = zgen::fit_names(zgen::parse_names(text, g.names), o.positions, o.categories, g.names);
  }
  o.keep_redundant = g.keep_redundant;
  return o;
}

}  // namespace

Generated make_zebra(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                     const budget::Limits& limits) {
  const GenerateRequest& g = r.generate;
  Generated out;
  zgen::Options o;
  try {
    o = options_of(r);
  } catch (const std::exception& e) {
    out.failure = e.what();
    return out;
  }
  o.limits = limits;
  // The options that chose the puzzle, so the comment remakes it.
  const std::vector<std::string> comment = {fmt::format(
      "deduce generate zebra --positions {} --categories {}{}{} --seed {}: puzzle {}", o.positions,
      o.categories, g.grade.empty() ? "" : " --grade " + g.grade,
      g.statements.empty() ? std::string() : fmt::format(" --statements {}", g.statements), g.seed,
      index + 1)};
  const auto made = zgen::generate_zebra(o, stream_seed, comment, &out.stop);
  if (out.stop != budget::StopReason::kNone) return out;
  if (!made) {
    out.failure =
        fmt::format("no {}x{} logic grid{} was found in {} tries", o.positions, o.categories,
                    g.grade.empty() ? "" : " of grade " + g.grade, o.max_attempts);
    if (!g.statements.empty())
      out.failure +=
          fmt::format(" (can clues of kinds {} have exactly one solution?)", g.statements);
    return out;
  }
  out.text = made->text;
  out.grade = puzzles::zebra::explain::grade_scale()[static_cast<std::size_t>(made->grade)].name;
  return out;
}

}  // namespace deduce::apps
