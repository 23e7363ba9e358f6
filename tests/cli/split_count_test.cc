// A count cut into subproblems in one process (apps/deduce/cluster/): the
// pieces add up to the count, a checkpoint is read back and a rerun counts
// only what is missing, a line cut short by a crash is dropped, and the
// messages between rank 0 and its workers survive any bytes. The runs
// under mpiexec are tests/cluster/mpi_test.py's.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cluster/checkpoint.h"
#include "cluster/split_count.h"
#include "cluster/workers.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "families/family.h"

namespace deduce::apps::cluster {
namespace {

std::string temp_path(const std::string& name) {
  const auto p = std::filesystem::temp_directory_path() / ("deduce_split_count_" + name);
  std::filesystem::remove(p);
  return p.string();
}

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Counted {
  std::string count;
  bool exact = false;
  std::uint64_t resumed = 0;
};

Counted count_cut(const std::string& file, Request r) {
  r.count = true;
  const std::string text = io::read_file(std::string(DEDUCE_SOURCE_DIR) + "/" + file);
  const KindSpec& futoshiki = *detect_kind(file, text);
  std::unique_ptr<Family> family = futoshiki.load(text, file, r, futoshiki.id);
  const std::optional<PuzzleResult> o = count_by_subproblems(*family, 0, Work{r, {}});
  EXPECT_TRUE(o.has_value());
  Counted c;
  c.count = util::to_string(o->count.value);
  c.exact = o->count.exact;
  for (const Stat& s : o->stats)
    if (s.name == "subproblems_resumed") c.resumed = std::get<std::uint64_t>(s.value);
  return c;
}

TEST(SplitCount, PiecesAddUpToTheKnownCount) {
  Request r;
  r.threads = 1;
  r.subproblems = 50;
  const Counted c = count_cut("bench/data/futoshiki/count_5.fut", r);
  EXPECT_EQ(c.count, "161280");
  EXPECT_TRUE(c.exact);
}

TEST(SplitCount, ARerunCountsOnlyWhatIsMissingAndDropsACutLine) {
  const std::string ck = temp_path("resume.ckpt");
  Request r;
  r.threads = 1;
  r.checkpoint = ck;
  EXPECT_EQ(count_cut("bench/data/futoshiki/count_5.fut", r).count, "161280");
  // Forget the last five pieces, and leave a line cut short by a crash.
  std::string text = read(ck);
  for (int k = 0; k < 5; ++k) text.erase(text.rfind("\ndone ") + 1);
  const std::size_t kept = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
  text += "done 0123 r1c";
  std::ofstream(ck, std::ios::trunc) << text;
  const Counted again = count_cut("bench/data/futoshiki/count_5.fut", r);
  EXPECT_EQ(again.count, "161280");
  EXPECT_TRUE(again.exact);
  EXPECT_GE(again.resumed, 20u);
  // The cut line went before anything was appended.
  const std::string after = read(ck);
  EXPECT_EQ(after.find("done 0123"), std::string::npos);
  EXPECT_GT(static_cast<std::size_t>(std::count(after.begin(), after.end(), '\n')), kept);
  std::filesystem::remove(ck);
}

TEST(SplitCount, ARecordThatIsNotOneIsBadInputWithItsLine) {
  const std::string ck = temp_path("bad.ckpt");
  std::ofstream(ck) << "# deduce subproblems 1\ncut abc -\ndone abc r1c1=1 12x 3 0.1 0.1 0\n";
  try {
    const RecordLocks locks(ck, "");
    FAIL() << "a bad record was read";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 3);
  }
  std::filesystem::remove(ck);
}

TEST(SplitCount, AFileIsWrittenByOneRunAtATime) {
  const std::string ck = temp_path("held.ckpt");
  const std::string log = temp_path("held.log");
  std::filesystem::remove(ck);
  {
    const RecordLocks first(ck, log);
    EXPECT_EQ(read(ck), "# deduce subproblems 1\n");  // made with its header
    for (const auto& [c, l] : {std::pair{ck, std::string()}, std::pair{std::string(), log}}) {
      try {
        const RecordLocks second(c, l);
        FAIL() << "a file held by another run was taken";
      } catch (const io::InputError& e) {
        EXPECT_NE(std::string(e.what()).find("another deduce run is writing this file"),
                  std::string::npos);
      }
    }
  }
  EXPECT_NO_THROW(RecordLocks(ck, log));  // the first run's locks went with it
  try {
    const RecordLocks both(ck, ck);
    FAIL() << "one file taken as checkpoint and log";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().file, ck);
  }
  std::filesystem::remove(ck);
  std::filesystem::remove(log);
}

TEST(SplitCount, RecordsOfAnotherPuzzleAddNothing) {
  const std::string ck = temp_path("other.ckpt");
  std::ofstream(ck) << "# deduce subproblems 1\ncut aaaa -\ndone aaaa r1c1=1 5 1 0.1 0.1 0\n";
  const Finished mine = read_records(ck, "bbbb");
  EXPECT_TRUE(mine.done.empty() && mine.cut.empty());
  const Finished theirs = read_records(ck, "aaaa");
  EXPECT_EQ(theirs.done.at("r1c1=1"), 5);
  EXPECT_EQ(theirs.cut.count(""), 1u);
  std::filesystem::remove(ck);
}

TEST(SplitCount, MessagesKeepEveryByte) {
  Task t;
  t.id = 7;
  t.kind = "futoshiki";
  t.name = "a b.fut (subproblem r1c2=3)";
  t.seconds = 0.25;
  t.node_limit = 99;
  t.text = "3\n1|0|0\n-----\n";
  const Task u = decode_task(encode(t));
  EXPECT_EQ(u.id, 7u);
  EXPECT_EQ(u.name, t.name);
  EXPECT_DOUBLE_EQ(u.seconds, 0.25);
  EXPECT_EQ(u.node_limit, 99u);
  EXPECT_EQ(u.text, t.text);
  Reply r;
  r.id = 3;
  r.count = "123456789012345678901234567890";
  r.exact = false;
  r.stop = 3;
  r.nodes = 42;
  r.made = {"5\n0|0\n", "", "hard", ""};
  r.error = "two\nlines";
  const Reply s = decode_reply(encode(r));
  EXPECT_EQ(s.count, r.count);
  EXPECT_FALSE(s.exact);
  EXPECT_EQ(s.stop, 3);
  EXPECT_EQ(s.nodes, 42u);
  EXPECT_EQ(s.made, r.made);
  EXPECT_EQ(s.error, r.error);
}

}  // namespace
}  // namespace deduce::apps::cluster
