// In-process calls (apps/deduce/embed.h): the same answers and messages as
// the command line, a puzzle given as text, option names with underscores
// read by the option table, records whose JSON document is the command
// line's byte for byte (every example, generated puzzles), typed errors,
// and stops: every call's (Ctrl-C), or one call's own, which leaves another
// running call exact.
#include "embed.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <streambuf>
#include <thread>

#include "deduce/io/read_file.h"
#include "option_values.h"
#include "testing/instances.h"
#include "testing/json_text.h"
#include "testing/run_binary.h"

namespace deduce::apps {
namespace {

struct Answer {
  int code = 0;
  std::string out, err;
};

Answer run_call(const Call& c) {
  std::ostringstream out, err;
  Answer a;
  a.code = call(c, out, err);
  a.out = out.str();
  a.err = err.str();
  return a;
}

Call text_call(const std::string& command, const std::string& example) {
  Call c;
  c.command = command;
  c.text = io::read_file(testing::source_path("examples/" + example));
  c.text_name = example;
  return c;
}

TEST(Embed, OptionsAreReadByTheTable) {
  Call c;
  c.command = "solve";
  c.files = {"a.fut", "-x.fut"};
  c.options = {{"node_limit", std::string("100")}, {"count", true}, {"stats", false}};
  const Request r = request_of(c);
  EXPECT_EQ(r.command, Command::kSolve);
  EXPECT_EQ(r.limits.node_limit, 100U);
  EXPECT_TRUE(r.count);
  EXPECT_FALSE(r.stats);
  EXPECT_EQ(r.files, (std::vector<std::string>{"a.fut", "-x.fut"}));
  EXPECT_TRUE(r.has(OptionId::kNodeLimit));
  c.options = {{"node-limit", std::string("100")}};
  EXPECT_THROW(request_of(c), UsageError);
  c.options = {{"node_limit", true}};
  EXPECT_THROW(request_of(c), UsageError);
  c.options = {{"node_limit", std::string("many")}};
  EXPECT_THROW(request_of(c), UsageError);
}

TEST(Embed, TextGivesTheSameAnswerAsTheFile) {
  Call c = text_call("solve", "futoshiki_5x5.fut");
  c.options = {{"format", std::string("json")}};
  const Answer a = run_call(c);
  ASSERT_EQ(a.code, 0) << a.err;
  const nlohmann::json from_text = nlohmann::json::parse(a.out);
  Call f;
  f.command = "solve";
  f.files = {testing::source_path("examples/futoshiki_5x5.fut")};
  f.options = c.options;
  const Answer b = run_call(f);
  ASSERT_EQ(b.code, 0) << b.err;
  const nlohmann::json from_file = nlohmann::json::parse(b.out);
  const nlohmann::json& t = from_text["results"][0];
  const nlohmann::json& f0 = from_file["results"][0];
  EXPECT_EQ(t["solutions"], f0["solutions"]);
  EXPECT_EQ(t["uniqueness"], "unique");
  EXPECT_EQ(t["uniqueness"], f0["uniqueness"]);
  EXPECT_EQ(t["file"], "futoshiki_5x5.fut");
}

TEST(Embed, UsageErrorsAreTheCommandLinesWords) {
  Call c = text_call("solve", "futoshiki_5x5.fut");
  c.options = {{"node_limt", std::string("5")}};
  Answer a = run_call(c);
  EXPECT_EQ(a.code, 2);
  EXPECT_NE(a.err.find("unknown option `--node-limt`"), std::string::npos) << a.err;
  EXPECT_NE(a.err.find("--node-limit"), std::string::npos) << a.err;
  c.options = {{"node-limit", std::string("5")}};
  a = run_call(c);
  EXPECT_EQ(a.code, 2);
  EXPECT_NE(a.err.find("without dashes"), std::string::npos) << a.err;
  c.options = {};
  c.files = {"x.fut"};
  a = run_call(c);
  EXPECT_EQ(a.code, 2);
  EXPECT_NE(a.err.find("not both"), std::string::npos) << a.err;
}

TEST(Embed, BadTextIsLocatedByItsName) {
  Call c;
  c.command = "solve";
  c.text = "3\n0 0 0\n";
  c.text_name = "mine.fut";
  const Answer a = run_call(c);
  EXPECT_EQ(a.code, 2);
  EXPECT_EQ(a.err.rfind("mine.fut:", 0), 0U) << a.err;
}

TEST(Embed, AnEarlierStopDoesNotStopTheNextCall) {
  stop_calls();
  Call c = text_call("solve", "futoshiki_5x5.fut");
  EXPECT_EQ(run_call(c).code, 0);
}

TEST(Embed, StopEndsARunningCallPartial) {
  Call c = text_call("solve", "latin8.fut");
  c.options = {{"count", true}, {"threads", std::string("1")}, {"format", std::string("json")}};
  std::thread stopper([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop_calls();
  });
  const Answer a = run_call(c);
  stopper.join();
  EXPECT_EQ(a.code, 3) << a.err;
  const nlohmann::json j = nlohmann::json::parse(a.out);
  const nlohmann::json& r = j["results"][0];
  EXPECT_EQ(r["stop"], "interrupted") << a.out;
  EXPECT_EQ(r["exact"], false) << a.out;
}

// An output that fails after its first line, as the Python module's stream
// does once its reader closed it.
class ClosingBuffer : public std::streambuf {
 protected:
  int_type overflow(int_type c) override {
    if (c == '\n' && ++lines_ > 1) throw std::runtime_error("closed");
    return c;
  }

 private:
  int lines_ = 0;
};

TEST(Embed, AnOutputThatThrowsEndsGenerateAndItsThreads) {
  Call c;
  c.command = "generate";
  c.generate_kind = "futoshiki";
  c.options = {{"count", std::string("200")},
               {"threads", std::string("2")},
               {"format", std::string("jsonl")}};
  ClosingBuffer buffer;
  std::ostream out(&buffer);
  out.exceptions(std::ios::badbit);
  std::ostringstream err;
  EXPECT_THROW(call(c, out, err), std::runtime_error);
  // The next call runs whole.
  const Answer a = run_call(text_call("solve", "futoshiki_5x5.fut"));
  EXPECT_EQ(a.code, 0) << a.err;
}

using deduce::testing::without_seconds;

// The JSON document of a call's records against the command line's
// --format json output, byte for byte but the seconds.
void expect_clis_json(const std::string& command, const std::string& path,
                      const std::vector<CallOption>& options = {},
                      const std::vector<std::string>& cli_options = {}) {
  Call c;
  c.command = command;
  c.files = {path};
  c.options = options;
  c.options.push_back({"format", std::string("json")});
  c.options.push_back({"quiet", true});
  const CallResult mine = call_records(c);
  std::vector<std::string> args{command, "--format", "json", "--quiet"};
  args.insert(args.end(), cli_options.begin(), cli_options.end());
  args.push_back(path);
  const testing::RunResult theirs = testing::run_deduce(args);
  EXPECT_EQ(mine.exit_code, theirs.exit_code) << command << " " << path;
  EXPECT_EQ(without_seconds(json_document(mine.records)), without_seconds(theirs.out))
      << command << " " << path;
  EXPECT_EQ(mine.messages, theirs.err) << command << " " << path;
}

std::vector<std::string> example_files() {
  std::vector<std::string> files;
  for (const auto& e :
       std::filesystem::recursive_directory_iterator(testing::source_path("examples"))) {
    const std::string ext = e.path().extension().string();
    if (ext == ".fut" || ext == ".zebra" || ext == ".river" || ext == ".txt")
      files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(Embed, RecordsAreTheCommandLinesJsonOnEveryExample) {
  const std::vector<std::string> files = example_files();
  ASSERT_GT(files.size(), 40U);
  // The short form (the sanitizer pass) runs each file through one of the
  // three calls, in turn.
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string& f = files[i];
    if (testing::sampled_variant(i, 0, 3)) expect_clis_json("solve", f);
    // check and a count run on every core, whose statistics vary from run to
    // run; a river crossing's search has one thread and takes no --threads.
    std::vector<CallOption> one{{"threads", std::string("1")}};
    std::vector<std::string> cli_one{"--threads", "1"};
    if (f.ends_with(".river")) {
      one.clear();
      cli_one.clear();
    }
    if (testing::sampled_variant(i, 1, 3)) expect_clis_json("check", f, one, cli_one);
    one.push_back({"count", true});
    one.push_back({"node_limit", std::string("200000")});
    cli_one.insert(cli_one.end(), {"--count", "--node-limit", "200000"});
    if (testing::sampled_variant(i, 2, 3)) expect_clis_json("solve", f, one, cli_one);
  }
}

TEST(Embed, RecordsAreTheCommandLinesJsonOnGeneratedPuzzles) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("embed_test_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  for (const std::string kind : {"futoshiki", "zebra", "river"}) {
    Call g;
    g.command = "generate";
    g.generate_kind = kind;
    g.options = {
        {"seed", std::string("7")}, {"count", std::string("3")}, {"format", std::string("json")}};
    const CallResult made = call_records(g);
    ASSERT_EQ(made.exit_code, 0) << made.messages;
    ASSERT_EQ(made.records.records.size(), 3U);
    int i = 0;
    for (const Record& rec : made.records.records) {
      ASSERT_TRUE(rec.result && rec.result->generated);
      const std::string ext = kind == "futoshiki" ? ".fut" : "." + kind;
      const std::string path = (dir / (kind + std::to_string(i++) + ext)).string();
      std::ofstream(path) << rec.result->generated->text;
      expect_clis_json("solve", path);
      expect_clis_json("grade", path);
    }
  }
  std::filesystem::remove_all(dir);
}

TEST(Embed, AResultCarriesItsModelBesideItsJson) {
  Call c;
  c.command = "solve";
  c.files = {testing::source_path("examples/latin8.fut")};
  // 30000 nodes of the order-8 count: a lower bound past 2^53.
  c.options = {
      {"count", true}, {"threads", std::string("1")}, {"node_limit", std::string("30000")}};
  const CallResult r = call_records(c);
  ASSERT_EQ(r.records.records.size(), 1U);
  const Record& rec = r.records.records[0];
  ASSERT_TRUE(rec.result);
  EXPECT_FALSE(rec.result->count.exact);
  EXPECT_GE(rec.result->count.value, util::BigCount(1) << 53);
  // The JSON says it as a string of its digits, from the same count.
  EXPECT_EQ(rec.json["count"], util::to_string(rec.result->count.value));
}

TEST(Embed, ErrorsAreTyped) {
  Call c;
  c.command = "solve";
  c.text = "3\n0 0 0\n";
  c.text_name = "mine.fut";
  CallResult r = call_records(c);
  EXPECT_EQ(r.exit_code, 2);
  std::optional<CallError> e = first_error(r);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->type, CallError::Type::kInput);
  EXPECT_EQ(e->where.file, "mine.fut");
  EXPECT_GT(e->where.line, 0);
  EXPECT_GT(e->where.column, 0);
  EXPECT_EQ(r.messages, e->text() + "\n");
  c.options = {{"node_limt", std::string("5")}};
  r = call_records(c);
  e = first_error(r);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->type, CallError::Type::kUsage);
  EXPECT_EQ(e->text().rfind("deduce solve: unknown option `--node-limt`", 0), 0U) << e->text();
  EXPECT_TRUE(r.records.records.empty());
}

// A count of about 0.3 s, exact when left alone.
Call exact_count() {
  Call c;
  c.command = "solve";
  c.text =
      "6\n1|2|3|4|5|6\n-----------\n0<0|0|0|0|0\n-----------\n0|0|0|0|0|0\n-----------\n"
      "0|0|0|0|0|0\n-----------\n0|0|0|0|0|0\n-----------\n0|0|0|0|0|0\n";
  c.text_name = "exact.fut";
  c.options = {{"count", true}, {"threads", std::string("1")}};
  return c;
}

TEST(Embed, StoppingOneCallLeavesTheOtherExact) {
  const CallResult alone = call_records(exact_count());
  ASSERT_EQ(alone.exit_code, 0) << alone.messages;
  ASSERT_TRUE(alone.records.records.at(0).result->count.exact);

  budget::StopToken stop_a{0}, stop_b{0};
  Call a = text_call("solve", "latin8.fut");
  a.options = {{"count", true}, {"threads", std::string("1")}};
  auto first = std::async(std::launch::async, [&] { return call_records(a, &stop_a); });
  auto second =
      std::async(std::launch::async, [&] { return call_records(exact_count(), &stop_b); });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  stop_call(stop_a);
  const CallResult stopped = first.get();
  const CallResult exact = second.get();
  EXPECT_EQ(stopped.exit_code, 3);
  EXPECT_EQ(stopped.records.records.at(0).json["stop"], "interrupted");
  EXPECT_EQ(exact.exit_code, 0) << exact.messages;
  EXPECT_EQ(without_seconds(json_document(exact.records)),
            without_seconds(json_document(alone.records)));
  EXPECT_EQ(stop_b.load(), 0);
}

TEST(Embed, AStopTokenSetBeforeTheCallStopsItAtOnce) {
  budget::StopToken stop{0};
  stop_call(stop);
  Call c = text_call("solve", "latin8.fut");
  c.options = {{"count", true}};
  const auto start = std::chrono::steady_clock::now();
  const CallResult r = call_records(c, &stop);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.records.records.at(0).json["stop"], "interrupted");
  // The next call, without the token, runs whole.
  EXPECT_EQ(call_records(text_call("solve", "futoshiki_5x5.fut")).exit_code, 0);
}

}  // namespace
}  // namespace deduce::apps
