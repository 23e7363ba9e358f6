// In-process calls (apps/deduce/embed.h): the same answers and messages as
// the command line, a puzzle given as text, option names with underscores,
// and a stop from another thread that ends a running call, partial, exit 3.
#include "embed.h"

#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <streambuf>
#include <thread>

#include "deduce/io/read_file.h"
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

TEST(Embed, ArgumentsNameOptionsAsTheCommandLine) {
  Call c;
  c.command = "solve";
  c.files = {"a.fut", "-x.fut"};
  c.options = {{"node_limit", std::string("100")}, {"count", true}, {"stats", false}};
  const std::vector<std::string> want{"solve", "--node-limit=100", "--count", "a.fut", "./-x.fut"};
  EXPECT_EQ(call_arguments(c), want);
  c.options = {{"node-limit", std::string("100")}};
  EXPECT_THROW(call_arguments(c), std::invalid_argument);
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

}  // namespace
}  // namespace deduce::apps
