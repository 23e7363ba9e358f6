// The tables that drive the command line (apps/deduce/tables.h), in
// process: every command, kind and option has its row; the option table,
// assembled from its parts (option_table.cc, generate_table.cc), keeps
// OptionId's order, on which --help and the choice between rows of one name
// rest; every kind has a generator, which `deduce generate` calls without
// asking; a value reaches the field its row names, within the row's bounds;
// and docs/options.md is the tables' reference word for word.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <string>

#include "command_line.h"
#include "help.h"
#include "option_checks.h"
#include "tables.h"

namespace deduce::apps {
namespace {

TEST(Tables, EveryCommandHasItsRow) {
  for (unsigned c = 0; c <= static_cast<unsigned>(Command::kServe); ++c) {
    const Command id = static_cast<Command>(c);
    EXPECT_EQ(command_spec(id).id, id) << c;
  }
  EXPECT_EQ(command_table().size(), static_cast<std::size_t>(Command::kServe) + 1);
}

// The kind named `name` in the kind table.
Kind kind_named(std::string_view name) {
  for (const KindSpec& k : kind_table())
    if (k.name == name) return k.id;
  ADD_FAILURE() << "no kind " << name;
  return Kind{};
}

TEST(Tables, TheBuiltInKindsRegisterInOrderEachWithWhatItsCommandsNeed) {
  const std::vector<std::string_view> names = {"futoshiki", "zebra", "river", "text"};
  ASSERT_GE(kind_table().size(), names.size());
  for (std::size_t i = 0; i < kind_table().size(); ++i) {
    const KindSpec& spec = kind_table()[i];
    if (i < names.size()) {
      EXPECT_EQ(spec.name, names[i]);
    }
    EXPECT_EQ(spec.id.index, i) << spec.name;
    EXPECT_EQ(&kind_spec(spec.id), &spec) << spec.name;
    EXPECT_NE(spec.load, nullptr) << spec.name;
    EXPECT_NE(spec.claims, nullptr) << spec.name;
    EXPECT_FALSE(spec.files.empty()) << spec.name;
    EXPECT_EQ(spec.generator.make != nullptr, spec.takes(Command::kGenerate)) << spec.name;
    EXPECT_EQ(spec.translate != nullptr, spec.takes(Command::kTranslate)) << spec.name;
    // --grade of generate reads the kind's scale.
    if (spec.takes(Command::kGenerate) && spec.takes(OptionId::kGrade)) {
      EXPECT_NE(spec.grades, nullptr) << spec.name;
    }
  }
}

// A kind names only the commands and options that are not for every kind
// (those are its own already), and each of those is some kind's.
TEST(Tables, AKindNamesOnlyTheCommandsAndOptionsForSomeKinds) {
  for (const KindSpec& k : kind_table()) {
    for (const CommandSpec& c : command_table()) {
      if (k.takes(c.id)) {
        EXPECT_EQ(c.kinds, kSomeKinds) << k.name << " " << c.name;
      }
    }
    for (OptionId id : k.options) {
      EXPECT_EQ(option_spec(id).kinds, kSomeKinds) << k.name;
    }
  }
  for (const CommandSpec& c : command_table()) {
    if (c.kinds == kSomeKinds) {
      EXPECT_FALSE(kinds_for(c).empty()) << c.name;
    }
  }
  for (const OptionSpec& o : option_table()) {
    if (o.kinds == kSomeKinds) {
      EXPECT_FALSE(kinds_for(o).empty()) << o.name;
    }
  }
}

TEST(Tables, TheOptionTableIsInOptionIdOrderWithOneRowEach) {
  const auto& table = option_table();
  ASSERT_EQ(table.size(), static_cast<std::size_t>(OptionId::kMaxBody) + 1);
  for (std::size_t i = 0; i < table.size(); ++i) {
    EXPECT_EQ(static_cast<std::size_t>(table[i].id), i) << table[i].name;
    EXPECT_EQ(&option_spec(table[i].id), &table[i]) << table[i].name;
  }
}

TEST(Tables, GeneratesRowsApplyToGenerateAloneAndStandTogether) {
  const auto rows = generate_option_rows();
  ASSERT_FALSE(rows.empty());
  const auto& table = option_table();
  const auto first = static_cast<std::size_t>(rows.front().id);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].commands, bit(Command::kGenerate)) << rows[i].name;
    EXPECT_EQ(table[first + i].id, rows[i].id) << rows[i].name;
  }
}

TEST(Tables, AnOptionForSomeKindsOnlySaysWhyNotTheOthers) {
  for (const OptionSpec& o : option_table()) {
    if (o.kinds == kEveryKind)
      EXPECT_TRUE(o.kinds_note.empty()) << o.name;
    else
      EXPECT_FALSE(o.kinds_note.empty()) << o.name;
  }
}

TEST(Tables, EveryOptionRowStoresItsValueAndSaysWhatItTakes) {
  for (const OptionSpec& o : option_table()) {
    EXPECT_NE(o.set, nullptr) << o.name;
    if (o.value != ValueKind::kFlag) {
      EXPECT_FALSE(o.value_name.empty()) << o.name;
    }
    if (o.value == ValueKind::kKind) {
      EXPECT_TRUE(o.choices.empty()) << o.name;
    }
    if (o.value == ValueKind::kChoice) {
      EXPECT_GE(o.choices.size(), 2u) << o.name;
    }
    if (o.range.max == 0) continue;
    // Bounds are for whole numbers (serve's --port takes 0), and their words say both ends.
    EXPECT_TRUE(o.value == ValueKind::kCount || o.value == ValueKind::kSeed) << o.name;
    EXPECT_LE(o.range.min, o.range.max) << o.name;
    EXPECT_NE(o.range.words.find("{} to {}"), std::string_view::npos) << o.name;
  }
}

TEST(Tables, AConflictIsAboutOptionsOfItsCommands) {
  ASSERT_FALSE(conflict_table().empty());
  for (const ConflictSpec& c : conflict_table()) {
    EXPECT_NE(c.holds, nullptr) << c.message;
    EXPECT_FALSE(c.options.empty()) << c.message;
    for (OptionId id : c.options)
      EXPECT_NE(option_spec(id).commands & c.commands, 0u)
          << option_spec(id).name << ": " << c.message;
    // Checked only where its first option can be given.
    EXPECT_EQ(option_spec(c.options.front()).commands & c.commands, c.commands) << c.message;
  }
}

// The request parsed from `args`, or the usage error's line.
struct Parsed {
  std::optional<Request> request;
  std::string error;
};
Parsed parse(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  ParsedLine line = parse_command_line(args, out, err);
  return {line.request, err.str()};
}

TEST(Tables, AValueReachesTheFieldItsRowNames) {
  const std::string fut = "examples/futoshiki_5x5.fut";
  const Parsed solve =
      parse({"solve", "--timeout", "0.5", "--node-limit", "9", "--restarts", "learn", "--memory",
             "none", "--threads", "3", "--format", "json", "--kind", "river", fut});
  ASSERT_TRUE(solve.request) << solve.error;
  const Request& r = *solve.request;
  EXPECT_EQ(r.limits.timeout_seconds, 0.5);
  EXPECT_EQ(r.limits.node_limit, 9u);
  EXPECT_EQ(r.restarts, search::RestartMode::kLearn);
  EXPECT_EQ(r.memory_mb, 0u);
  EXPECT_EQ(r.threads, 3);
  EXPECT_EQ(r.format, Format::kJson);
  EXPECT_EQ(r.kind, kind_named("river"));
  EXPECT_EQ(r.files, std::vector<std::string>{fut});

  const Parsed print = parse({"print", "--per-page", "7", "--paper", "letter", fut});
  ASSERT_TRUE(print.request) << print.error;
  EXPECT_EQ(print.request->per_page, 7u);
  EXPECT_EQ(print.request->paper, Paper::kLetter);

  const Parsed gen = parse({"generate", "futoshiki", "--seed", "0", "--order", "6", "--count", "2",
                            "--latin", "--holes", "20"});
  ASSERT_TRUE(gen.request) << gen.error;
  EXPECT_EQ(gen.request->kind, kind_named("futoshiki"));
  EXPECT_EQ(gen.request->generate.seed, 0u);
  EXPECT_EQ(gen.request->generate.order, 6);
  EXPECT_EQ(gen.request->generate.count, 2u);
  EXPECT_TRUE(gen.request->generate.latin);
  EXPECT_EQ(gen.request->generate.holes, 20u);
}

TEST(Tables, AValuePastItsRowsBoundsIsRefusedOnceTheOptionApplies) {
  const std::string fut = "examples/futoshiki_5x5.fut";
  EXPECT_EQ(parse({"solve", "--threads", "1025", fut}).error,
            "deduce solve: --threads expects 1 to 1024 threads, found 1025\n");
  EXPECT_EQ(parse({"generate", "futoshiki", "--order", "65"}).error,
            "deduce generate: --order expects 4 to 64, found 65\n");
  EXPECT_EQ(parse({"generate", "futoshiki", "--order", "1001"}).error,
            "deduce generate: --order expects a whole number from 1 to 1000, found `1001`\n");
  // For a river crossing an order is not out of bounds: it does not apply.
  EXPECT_EQ(parse({"generate", "river", "--order", "65"}).error,
            "deduce generate: --order does not apply to generate river: only Futoshiki grids "
            "have an order\n");
  // A check against another option: holes fewer than the order's cells.
  EXPECT_EQ(parse({"generate", "futoshiki", "--latin", "--order", "4", "--holes", "16"}).error,
            "deduce generate: --holes expects fewer than 16 (the cells of order 4), found 16\n");
}

TEST(Tables, TheFirstConflictThatHoldsIsTheError) {
  const std::string fut = "examples/futoshiki_5x5.fut";
  EXPECT_EQ(parse({"solve", "--all", "--count", "--first", fut}).error,
            "deduce solve: --all and --count cannot be used together\n");
  EXPECT_EQ(parse({"grade", "--format", "svg", fut}).error,
            "deduce grade: --format svg draws puzzles, solutions and explanations, for solve, "
            "check, explain and hint; `deduce grade` writes text or json\n");
  EXPECT_EQ(parse({"solve", "--restarts", "learn", "--count", fut}).error,
            "deduce solve: --restarts learn is for a first solution and its uniqueness proof; "
            "--all, --count and --limit search every solution without restarts\n");
  EXPECT_TRUE(parse({"solve", "--restarts", "off", "--count", fut}).request);
}

// Each row of the conflict table is reached by a command line of its own,
// in the table's order, and speaks its message.
TEST(Tables, EveryConflictRowIsReachedAndSpeaksItsMessage) {
  const std::string fut = "examples/futoshiki_5x5.fut";
  const std::vector<std::vector<std::string>> lines = {
      {"solve", "--all", "--count", fut},
      {"solve", "--first", "--limit", "2", fut},
      {"solve", "--restarts", "on", "--all", fut},
      {"solve", "--optimal", fut},
      {"analyze", "--limit", "1", fut},
      {"solve", "--optimal", "--count", "--limit", "3", fut},
      {"grade", "--format", "svg", fut},
      {"solve", "--format", "svg", "--count", fut},
      {"check", "--candidates", fut},
      {"hint", "--output-dir", "d", fut},
      {"solve", "--unordered", "--limit", "2", "--count", fut},
      {"solve", "--split", "2", fut},
      {"solve", "--split", "2", "--count", "--format", "jsonl", fut},
      {"solve", "--split", "2", "--count", "--limit", "3", fut},
      {"grade", "--format", "answer", fut},
      {"solve", "--format", "answer", "--count", fut},
      {"solve", "--checkpoint", "c.txt", fut},
      {"solve", "--count", "--log-subproblems", "l.txt", "--split", "2", fut},
      {"solve", "--count", "--subproblems", "9", "--limit", "3", fut},
      {"check", "--stats", "--format", "json", fut},
      {"generate", "zebra", "--format", "pdf"},
      {"generate", "zebra", "--paper", "a4"},
      {"generate", "zebra", "--explain"},
      {"generate", "river", "--format", "id"},
      {"generate", "river", "--format", "english"},
      {"generate", "zebra", "--style", "bbeh"},
      {"generate", "futoshiki", "--latin", "--grade", "easy"},
      {"generate", "futoshiki", "--latin", "--adjacent"},
      {"generate", "futoshiki", "--holes", "3"},
  };
  const auto& table = conflict_table();
  ASSERT_EQ(lines.size(), table.size()) << "one command line a conflict row";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string command = lines[i][0];
    const std::string message = fmt::format(
        fmt::runtime(table[i].message), fmt::arg("command", command), fmt::arg("restarts", "on"));
    EXPECT_EQ(parse(lines[i]).error, "deduce " + command + ": " + message + "\n") << i;
  }
}

// The rows that cap the Futoshiki order (pencil marks in one 64-bit mask):
// the command's first, then an option given.
TEST(Tables, TheCommandOrAnOptionGivenCapsTheOrder) {
  const std::string fut = "examples/futoshiki_5x5.fut";
  const auto cap_of = [](const std::vector<std::string>& args) {
    const Parsed p = parse(args);
    EXPECT_TRUE(p.request) << p.error;
    return p.request ? order_cap(*p.request) : std::nullopt;
  };
  EXPECT_FALSE(cap_of({"solve", fut}));
  const auto explain = cap_of({"explain", fut});
  ASSERT_TRUE(explain);
  EXPECT_EQ(explain->what, "explain");
  EXPECT_EQ(explain->max_order, 64);
  const auto split = cap_of({"solve", "--count", "--split", "2", fut});
  ASSERT_TRUE(split);
  EXPECT_EQ(split->what, "--split");
  const auto candidates = cap_of({"print", "--candidates", fut});
  ASSERT_TRUE(candidates);
  EXPECT_EQ(candidates->what, "--candidates");
}

// docs/options.md is `deduce help --markdown`: made from the tables, so the
// docs' option reference and the parser cannot disagree.
TEST(Tables, TheDocsOptionReferenceIsTheTables) {
  std::ifstream file(std::string(DEDUCE_SOURCE_DIR) + "/docs/options.md");
  ASSERT_TRUE(file) << "docs/options.md is missing: deduce help --markdown > docs/options.md";
  std::stringstream text;
  text << file.rdbuf();
  EXPECT_EQ(text.str(), options_markdown())
      << "docs/options.md differs from the tables: deduce help --markdown > docs/options.md";
}

std::string read_doc(const std::string& path) {
  std::ifstream file(std::string(DEDUCE_SOURCE_DIR) + "/" + path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// The --options named in `text`.
std::vector<std::string> options_in(const std::string& text) {
  std::vector<std::string> names;
  for (std::size_t i = text.find("--"); i != std::string::npos; i = text.find("--", i + 2)) {
    std::size_t end = i + 2;
    while (end < text.size() && (std::islower(static_cast<unsigned char>(text[end])) ||
                                 (text[end] == '-' && end > i + 2)))
      ++end;
    if (end > i + 2) names.push_back(text.substr(i, end - i));
    i = end - 2;
  }
  return names;
}

bool takes(Command c, const std::string& name) {
  for (const OptionSpec& o : option_table())
    if (o.name == name && (o.commands & bit(c))) return true;
  return false;
}

// README's synopsis names only options its commands take.
TEST(Tables, ReadmesSynopsisNamesOptionsOfItsCommands) {
  std::istringstream readme(read_doc("README.md"));
  int lines = 0;
  for (std::string line; std::getline(readme, line);) {
    if (!line.starts_with("    deduce ")) continue;
    std::istringstream words(line);
    std::string deduce, command;
    words >> deduce >> command;
    if (command == "help") continue;
    const CommandSpec* spec = nullptr;
    for (const CommandSpec& c : command_table())
      if (c.name == command) spec = &c;
    ASSERT_NE(spec, nullptr) << line;
    ++lines;
    for (const std::string& name : options_in(line))
      EXPECT_TRUE(takes(spec->id, name)) << name << " in README: " << line;
  }
  EXPECT_EQ(lines, static_cast<int>(command_table().size()));
}

// docs/generate.md's table of options has every option of generate's own
// rows, and names no option generate does not take.
TEST(Tables, GeneratesDocsListItsOptions) {
  const std::string doc = read_doc("docs/generate.md");
  const std::size_t start = doc.find("## Options\n");
  ASSERT_NE(start, std::string::npos);
  const std::size_t end = doc.find("\n## ", start + 1);
  std::string table;
  std::istringstream section(doc.substr(start, end - start));
  for (std::string line; std::getline(section, line);)
    if (line.starts_with("| `--")) table += line.substr(0, line.find(" | ", 2)) + "\n";
  const std::vector<std::string> named = options_in(table);
  for (const std::string& name : named)
    EXPECT_TRUE(takes(Command::kGenerate, name)) << name << " in docs/generate.md";
  for (const OptionSpec& o : generate_option_rows())
    EXPECT_NE(std::find(named.begin(), named.end(), std::string(o.name)), named.end())
        << o.name << " is missing from docs/generate.md's options";
}

}  // namespace
}  // namespace deduce::apps
