// The result model is open (apps/deduce/views.h): a family registered at run
// time, which no writer, command or table row knows, goes through every
// command it supports and every format, and the commands it does not support
// refuse it in the ordinary words. The family, "parity", is tiny: a puzzle
// `bits N sum K` asks for the N-bit strings with K ones; every result carries
// a section of its own ("parity": whether K is even).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include <unistd.h>

#include "command_line.h"
#include "deduce/io/input_error.h"
#include "families/family.h"
#include "families/generator.h"
#include "help.h"
#include "run.h"
#include "tables.h"

namespace deduce::apps {
namespace {

struct ParityPuzzle {
  int bits = 0;
  int sum = 0;
};

using Bits = std::vector<int>;

svg::Picture bits_picture(const std::string& title, const Bits& bits) {
  std::string body;
  for (std::size_t i = 0; i < bits.size(); ++i)
    body += "<rect x=\"" + std::to_string(20 * i) + "\" y=\"0\" width=\"18\" height=\"18\"" +
            (bits[i] == 1 ? " fill=\"black\"" : " fill=\"white\"") + "/>";
  return {20.0 * static_cast<double>(bits.size()), 20, title, body};
}

class ParityView final : public PuzzleView {
 public:
  explicit ParityView(const ParityPuzzle& p) : p_(p) {}
  svg::Picture picture(bool) const override {
    return bits_picture("parity puzzle of " + std::to_string(p_.bits) + " bits",
                        Bits(static_cast<std::size_t>(p_.bits), 0));
  }
  std::string solve_heading() const override {
    return std::to_string(p_.bits) + " bits, " + std::to_string(p_.sum) + " set";
  }
  void add_head_json(Json& j) const override { j["bits"] = p_.bits; }

 private:
  const ParityPuzzle& p_;
};

class ParitySolution final : public Solution {
 public:
  explicit ParitySolution(const Bits& b) : b_(b) {}
  void write_text(std::ostream& out, std::uint64_t number, bool listing) const override {
    if (listing) out << number << ": ";
    for (int v : b_) out << v;
    out << "\n";
  }
  Json json() const override { return b_; }
  svg::Picture picture() const override { return bits_picture("parity solution", b_); }

 private:
  const Bits& b_;
};

class ParitySection final : public ResultSection {
 public:
  explicit ParitySection(bool even) : even_(even) {}
  std::string_view key() const override { return "parity"; }
  void write_text(std::ostream& out, const PuzzleResult& r) const override {
    out << "# parity: " << (even_ ? "even" : "odd") << " sum, " << r.listed << " shown\n";
  }
  Json json() const override { return {{"even", even_}}; }

 private:
  bool even_;
};

// Calls `found` with each solution in order until it returns false; returns
// how many were found.
template <class Found>
std::uint64_t enumerate(const ParityPuzzle& p, Found found) {
  std::uint64_t n = 0;
  for (unsigned m = 0; m < (1u << p.bits); ++m) {
    Bits b;
    for (int i = p.bits - 1; i >= 0; --i) b.push_back(static_cast<int>((m >> i) & 1));
    if (std::count(b.begin(), b.end(), 1) != p.sum) continue;
    ++n;
    if (!found(b)) break;
  }
  return n;
}

class ParityFamily final : public Family {
 public:
  ParityFamily(std::vector<ParityPuzzle> puzzles, const std::string& file)
      : puzzles_(std::move(puzzles)) {
    views_.reserve(puzzles_.size());
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
      PuzzleInfo info;
      info.kind = kind_;
      info.file = file;
      info.index = static_cast<int>(i) + 1;
      info.in_file = static_cast<int>(puzzles_.size());
      info.where = {file, static_cast<int>(i) + 1, 1};
      info.view = &views_.emplace_back(puzzles_[i]);
      infos_.push_back(std::move(info));
    }
  }
  static inline Kind kind_{};

  const std::vector<PuzzleInfo>& puzzles() const override { return infos_; }

  PuzzleResult solve(std::size_t i, const Work&, const SolutionSink& sink) override {
    std::vector<Bits> two;
    enumerate(puzzles_[i], [&](const Bits& b) {
      two.push_back(b);
      return two.size() < 2;
    });
    PuzzleResult r = settled(i, two.size(), two.size() < 2);
    if (!two.empty()) {
      sink(ParitySolution(two.front()));
      r.listed = 1;
    }
    return r;
  }
  PuzzleResult list(std::size_t i, const Work& work, const SolutionSink& sink) override {
    const std::uint64_t limit = work.request.limit;
    std::uint64_t listed = 0;
    enumerate(puzzles_[i], [&](const Bits& b) {
      sink(ParitySolution(b));
      return limit == 0 || ++listed < limit;
    });
    const std::uint64_t n = enumerate(puzzles_[i], [](const Bits&) { return true; });
    PuzzleResult r = settled(i, n, true);
    r.listed = limit == 0 ? n : std::min(n, limit);
    return r;
  }
  PuzzleResult count(std::size_t i, const Work&) override {
    return settled(i, enumerate(puzzles_[i], [](const Bits&) { return true; }), true);
  }
  // check hands over no solution.
  PuzzleResult check(std::size_t i, const Work& work) override {
    PuzzleResult r = solve(i, work, [](const Solution&) {});
    r.listed = 0;
    return r;
  }

 private:
  PuzzleResult settled(std::size_t i, std::uint64_t n, bool exact) const {
    PuzzleResult r;
    r.status = n == 0 ? Status::kNoSolution : Status::kSolved;
    r.count = {n, exact, Counted::kSolutions};
    r.uniqueness = n == 0 ? Uniqueness::kNone : n == 1 ? Uniqueness::kUnique : Uniqueness::kSeveral;
    r.stats = {{"nodes", std::uint64_t{1} << puzzles_[i].bits}};
    r.sections.push_back(std::make_shared<ParitySection>(puzzles_[i].sum % 2 == 0));
    return r;
  }

  std::vector<ParityPuzzle> puzzles_;
  std::vector<ParityView> views_;
  std::vector<PuzzleInfo> infos_;
};

std::unique_ptr<Family> load_parity(const std::string& text, const std::string& file,
                                    const Request&, Kind) {
  std::vector<ParityPuzzle> puzzles;
  std::istringstream lines(text);
  std::string line;
  for (int n = 1; std::getline(lines, line); ++n) {
    ParityPuzzle p;
    std::istringstream words(line);
    std::string bits, sum;
    if (!(words >> bits >> p.bits >> sum >> p.sum) || bits != "bits" || sum != "sum")
      throw io::InputError({file, n, 1}, "expected `bits N sum K`");
    puzzles.push_back(p);
  }
  return std::make_unique<ParityFamily>(std::move(puzzles), file);
}

// generate parity: puzzle i is `bits i+1 sum i+1`, whose only solution is
// all ones; the generator hands it over with its view and solution.
struct MadeParity {
  explicit MadeParity(int n) : puzzle{n, n}, ones(static_cast<std::size_t>(n), 1) {}
  ParityPuzzle puzzle;
  Bits ones;
  ParityView view{puzzle};
  ParitySolution solution{ones};
};

Generated make_parity(const Request& r, std::uint64_t index, std::uint64_t, const budget::Limits&) {
  const int n = static_cast<int>(index) + 1;
  Generated out;
  out.text = "bits " + std::to_string(n) + " sum " + std::to_string(n) + "\n";
  if (!shows_result(r)) return out;
  auto made = std::make_shared<MadeParity>(n);
  out.result = unique_result();
  out.result.sections.push_back(std::make_shared<ParitySection>(n % 2 == 0));
  out.view = std::shared_ptr<const PuzzleView>(made, &made->view);
  out.solution = std::shared_ptr<const Solution>(made, &made->solution);
  return out;
}

struct Ran {
  int exit_code;
  std::string out, err;
};

class RegisteredFamily : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    KindSpec parity;
    parity.name = "parity";
    parity.noun = "a parity puzzle";
    parity.files = "a parity puzzle (.parity)";
    parity.extensions = {".parity"};
    parity.claims = [](std::string_view text) { return text.starts_with("bits ") ? 2 : 0; };
    parity.load = load_parity;
    parity.generator = {make_parity};
    parity.commands = bit(Command::kGenerate);
    ParityFamily::kind_ = register_kind(std::move(parity));
    // One folder a process: ctest runs each test in a process of its own, at once.
    dir_ = std::filesystem::temp_directory_path() /
           ("deduce_registered_family_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
    write("one.parity", "bits 3 sum 3\n");
    write("three.parity", "bits 3 sum 1\nbits 2 sum 3\n");
  }
  static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }

  static void write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
  }

  static Ran deduce(std::vector<std::string> args) {
    for (std::string& a : args)
      if (a.ends_with(".parity")) a = (dir_ / a).string();
    std::ostringstream out, err;
    ParsedLine line = parse_command_line(args, out, err);
    if (!line.request) return {line.exit_code, out.str(), err.str()};
    line.request->quiet = true;
    const int code = run(*line.request, out, err);
    return {code, out.str(), err.str()};
  }

  static std::string path(const std::string& name) { return (dir_ / name).string(); }

  static inline std::filesystem::path dir_;
};

TEST_F(RegisteredFamily, SolvesInText) {
  const Ran r = deduce({"solve", "one.parity"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "3 bits, 3 set\n111\n# unique solution\n# parity: odd sum, 1 shown\n");
}

TEST_F(RegisteredFamily, ListsCountsAndChecksInText) {
  const Ran all = deduce({"solve", "--all", "three.parity"});
  EXPECT_EQ(all.exit_code, 1) << all.err;  // the second puzzle has no solution
  EXPECT_NE(all.out.find("1: 001\n\n2: 010\n\n3: 100\n# 3 solutions\n# parity: odd sum, 3 shown"),
            std::string::npos)
      << all.out;
  EXPECT_NE(all.out.find("# no solution\n# parity: odd sum, 0 shown"), std::string::npos);

  const Ran count = deduce({"solve", "--count", "one.parity"});
  EXPECT_EQ(count.out, "1\n# parity: odd sum, 0 shown\n");

  const Ran check = deduce({"check", "three.parity"});
  EXPECT_EQ(check.exit_code, 1);
  const std::string file = path("three.parity");
  EXPECT_EQ(check.out, file + ":1:1: several: at least 2 solutions\n# parity: odd sum, 0 shown\n" +
                           file + ":2:1: none: no solution\n# parity: odd sum, 0 shown\n");
}

TEST_F(RegisteredFamily, WritesJsonWithItsOwnKeys) {
  const Ran r = deduce({"solve", "--format", "json", "one.parity"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::ordered_json j = nlohmann::ordered_json::parse(r.out);
  const auto& result = j["results"][0];
  EXPECT_EQ(result["kind"], "parity");
  EXPECT_EQ(result["bits"], 3);
  EXPECT_EQ(result["solutions"], nlohmann::ordered_json::parse("[[1,1,1]]"));
  EXPECT_EQ(result["uniqueness"], "unique");
  EXPECT_EQ(result["parity"]["even"], false);
  // The other families' keys are theirs: a parity result has none of them.
  for (const char* other : {"verdict", "asks", "optimal", "analysis"})
    EXPECT_FALSE(result.contains(other)) << other;
  // The family's section comes before the statistics, as the schema's keys keep their order.
  std::vector<std::string> keys;
  for (const auto& [k, v] : result.items()) keys.push_back(k);
  const auto at = [&](const std::string& k) { return std::find(keys.begin(), keys.end(), k); };
  EXPECT_LT(at("explained"), at("parity"));
  EXPECT_LT(at("parity"), at("stats"));

  const Ran lines = deduce({"solve", "--all", "--format", "jsonl", "three.parity"});
  std::istringstream in(lines.out);
  std::string line;
  int solutions = 0, results = 0;
  while (std::getline(in, line)) {
    const auto record = nlohmann::ordered_json::parse(line);
    if (record["record"] == "solution") ++solutions;
    if (record["record"] == "result") ++results;
  }
  EXPECT_EQ(solutions, 3);
  EXPECT_EQ(results, 2);
}

TEST_F(RegisteredFamily, DrawsItsPictures) {
  const Ran solved = deduce({"solve", "--format", "svg", "one.parity"});
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_NE(solved.out.find("<svg"), std::string::npos);
  EXPECT_NE(solved.out.find("parity solution"), std::string::npos);
  EXPECT_EQ(solved.out.find("parity puzzle of"), std::string::npos);

  const Ran none = deduce({"check", "--format", "svg", "three.parity"});
  EXPECT_NE(none.out.find("parity puzzle of 2 bits"), std::string::npos);  // no solution to draw
}

TEST_F(RegisteredFamily, GeneratesThroughTheWriters) {
  const Ran text = deduce({"generate", "parity", "--count", "2", "--threads", "1"});
  EXPECT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.out, "bits 1 sum 1\n\nbits 2 sum 2\n");

  const Ran json = deduce({"generate", "parity", "--count", "2", "--format", "json"});
  EXPECT_EQ(json.exit_code, 0) << json.err;
  const auto j = nlohmann::ordered_json::parse(json.out);
  ASSERT_EQ(j["results"].size(), 2u);
  const auto& second = j["results"][1];
  EXPECT_EQ(second["kind"], "parity");
  EXPECT_EQ(second["puzzle"], 2);
  EXPECT_EQ(second["solutions"], nlohmann::ordered_json::parse("[[1,1]]"));
  EXPECT_EQ(second["uniqueness"], "unique");
  EXPECT_EQ(second["generated"]["text"], "bits 2 sum 2\n");
  EXPECT_EQ(second["parity"]["even"], true);

  const Ran svg = deduce({"generate", "parity", "--count", "1", "--format", "svg"});
  EXPECT_EQ(svg.exit_code, 0) << svg.err;
  // The new puzzle above its solution.
  const std::size_t puzzle = svg.out.find("parity puzzle of 1 bits");
  ASSERT_NE(puzzle, std::string::npos) << svg.out;
  EXPECT_NE(svg.out.find("parity solution", puzzle), std::string::npos);
}

TEST_F(RegisteredFamily, CommandsItDoesNotSupportRefuseIt) {
  for (const char* command : {"explain", "hint", "grade", "analyze"}) {
    const Ran r = deduce({command, "one.parity"});
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_NE(r.err.find("this is a parity puzzle"), std::string::npos) << r.err;
  }
  const Ran print = deduce({"print", "--output", path("x.pdf"), "one.parity"});
  EXPECT_EQ(print.exit_code, 2);
  EXPECT_NE(print.err.find("this is a parity puzzle"), std::string::npos) << print.err;
}

// The built-in kinds' names in the table's order, joined by `bar` (a new
// built-in family's name comes before a registered one's).
std::string builtin_names(const std::string& bar) {
  std::string names;
  for (const KindSpec& k : builtin_kinds())
    names += (names.empty() ? "" : bar) + std::string(k.name);
  return names;
}

// A registered kind is a kind like the built-in ones: --kind and `generate
// KIND` take its name, and the options for every kind stay "all" in help and
// in docs/options.md instead of listing it.
TEST_F(RegisteredFamily, HelpListsItAsAKindAndNotUnderOptionsOfEveryKind) {
  const std::string md = options_markdown();
  std::istringstream lines(md);
  std::string line;
  int rows = 0;
  while (std::getline(lines, line)) {
    if (!line.starts_with("| `--")) continue;
    ++rows;
    // | option | value | commands | kinds | default | what it does |
    std::vector<std::string> cells;
    std::size_t at = 1;
    for (int c = 0; c < 5; ++c) {
      const std::size_t bar = line.find(" | ", at);
      ASSERT_NE(bar, std::string::npos) << line;
      cells.push_back(line.substr(at, bar - at));
      at = bar + 3;
    }
    EXPECT_EQ(cells[3].find("parity"), std::string::npos) << line;
    if (cells[0] == " `--kind`") {
      EXPECT_NE(cells[1].find("`" + builtin_names("\\|") + "\\|parity`"), std::string::npos)
          << line;
    }
  }
  EXPECT_GT(rows, 40);
  const std::string solve = command_help(Command::kSolve);
  EXPECT_NE(solve.find(builtin_names("|") + "|parity"), std::string::npos) << solve;
  EXPECT_EQ(solve.find("parity only"), std::string::npos) << solve;
  EXPECT_EQ(solve.find(", parity"), std::string::npos) << solve;

  write("bad.txt", "bits two sum 1\n");
  const Ran kind = deduce({"solve", "--kind", "parity", path("bad.txt")});
  EXPECT_NE(kind.err.find("expected `bits N sum K`"), std::string::npos) << kind.err;
  const Ran wrong = deduce({"solve", "--kind", "parityy", "one.parity"});
  EXPECT_EQ(wrong.exit_code, 2);
  EXPECT_NE(wrong.err.find("did you mean `parity`"), std::string::npos) << wrong.err;
}

}  // namespace
}  // namespace deduce::apps
