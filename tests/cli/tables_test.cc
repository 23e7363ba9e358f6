// The tables that drive the command line (apps/deduce/tables.h), in
// process: every command, kind and option has its row; the option table,
// assembled from its parts (tables.cc, generate_table.cc), keeps OptionId's
// order, on which --help and the choice between rows of one name rest; and
// every kind has a generator, which `deduce generate` calls without asking.
#include <gtest/gtest.h>

#include <string>

#include "tables.h"

namespace deduce::apps {
namespace {

TEST(Tables, EveryCommandHasItsRow) {
  for (unsigned c = 0; c <= static_cast<unsigned>(Command::kGenerate); ++c) {
    const Command id = static_cast<Command>(c);
    EXPECT_EQ(command_spec(id).id, id) << c;
  }
  EXPECT_EQ(command_table().size(), static_cast<std::size_t>(Command::kGenerate) + 1);
}

TEST(Tables, EveryKindHasItsRowALoaderAndAGenerator) {
  for (unsigned k = 0; k <= static_cast<unsigned>(Kind::kRiver); ++k) {
    const KindSpec& spec = kind_spec(static_cast<Kind>(k));
    EXPECT_EQ(spec.id, static_cast<Kind>(k)) << k;
    EXPECT_NE(spec.load, nullptr) << spec.name;
    EXPECT_NE(spec.generator.make, nullptr) << spec.name;
  }
  EXPECT_EQ(kind_table().size(), static_cast<std::size_t>(Kind::kRiver) + 1);
}

TEST(Tables, TheOptionTableIsInOptionIdOrderWithOneRowEach) {
  const auto& table = option_table();
  ASSERT_EQ(table.size(), static_cast<std::size_t>(OptionId::kAnySolution) + 1);
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
    if (o.kinds == kAllKinds)
      EXPECT_TRUE(o.kinds_note.empty()) << o.name;
    else
      EXPECT_FALSE(o.kinds_note.empty()) << o.name;
  }
}

}  // namespace
}  // namespace deduce::apps
