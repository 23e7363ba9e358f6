// The logic-grid generator's hook for `deduce generate zebra`
// (families/generator.h): the request's options to the library's Options,
// the names file read and fitted, and the puzzle made to its .zebra text.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/english/write_english.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/generate/generate.h"
#include "deduce/puzzles/zebra/generate/phrasings.h"
#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "families/explain_outcome.h"
#include "families/generator.h"
#include "families/zebra/zebra_english_answer.h"
#include "families/zebra/zebra_view.h"

namespace deduce::apps {
namespace {

namespace zgen = puzzles::zebra::generate;
namespace zb = puzzles::zebra;

// A generated logic grid with its only solution, as the writers see them.
struct MadeZebra {
  explicit MadeZebra(zgen::Generated made)
      : puzzle(std::move(made.puzzle)), positions(std::move(made.solution)) {}
  puzzles::zebra::Puzzle puzzle;
  puzzles::zebra::Positions positions;
  ZebraView view{puzzle};
  ZebraSolution solution{puzzle, positions};
};

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
  // English draws the benchmarks' kinds unless --statements says
  // (generate/phrasings.h); check_statements refuses a kind without words.
  if (g.statements.empty() && writes_english(r)) o.kinds = zgen::english_default_kinds();
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
  namespace zexp = puzzles::zebra::explain;
  out.text = made->text;
  if (r.format == Format::kEnglish)
    out.text =
        zb::english::write_english(made->puzzle, static_cast<zb::english::Style>(r.generate.style));
  out.grade = zexp::grade_scale()[static_cast<std::size_t>(made->grade)].name;
  if (!shows_result(r)) return out;
  auto shown = std::make_shared<MadeZebra>(std::move(*made));
  out.title = shown->puzzle.title;
  out.result = unique_result();
  std::vector<AskAnswer> asks;
  note_answers(shown->puzzle, asks, shown->positions);
  with_asks(out.result, std::move(asks));
  // JSON: the English text in --style (bbeh by default) and the answer in
  // that benchmark's form; null both when a clue has no English phrasing.
  Json english{{"english", nullptr}, {"answer", nullptr}};
  try {
    const auto style = r.has(OptionId::kStyle) ? r.generate.style : EnglishStyle::kBbeh;
    english["english"] =
        zb::english::write_english(shown->puzzle, static_cast<zb::english::Style>(style));
    english["answer"] = Json::parse(benchmark_answer(shown->puzzle, shown->positions, style));
  } catch (const std::invalid_argument&) {
    english = Json{{"english", nullptr}, {"answer", nullptr}};
  }
  out.result.sections.push_back(
      std::make_shared<GeneratedKeys>(std::make_shared<const Json>(std::move(english))));
  if (explains(r)) {
    // The grade's explanation, as `deduce explain` gives it: the ladder with
    // no limit but Ctrl-C, the puzzle being known to have one solution.
    budget::Budget budget(budget::Limits{});
    out.result.explained =
        explained(zexp::explain(shown->puzzle, &budget), zexp::grade_scale(), r.generate.explain);
  }
  out.view = std::shared_ptr<const PuzzleView>(shown, &shown->view);
  out.solution = std::shared_ptr<const Solution>(shown, &shown->solution);
  return out;
}

}  // namespace deduce::apps
