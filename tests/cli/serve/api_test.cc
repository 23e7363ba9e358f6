// The API of deduce serve without HTTP (apps/deduce/serve/api.h): a JSON body
// becomes the command's JSON answer or a 4xx error with its place; and the
// worker gate (worker_gate.h): workers run, the queue waits, the next is
// turned away, a closed gate turns everyone away. In process, so that the
// sanitizer pass covers them (the HTTP tests run in the Release pass only).
#include "serve/api.h"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <future>
#include <nlohmann/json.hpp>
#include <thread>

#include "deduce/io/read_file.h"
#include "embed.h"
#include "serve/server.h"
#include "serve/web_files.h"
#include "serve/worker_gate.h"
#include "testing/json_text.h"
#include "testing/run_binary.h"

namespace deduce::apps::serve {
namespace {

using nlohmann::json;

std::string body_of(const std::string& example, json options = json::object()) {
  return json{{"puzzle", io::read_file(testing::source_path("examples/" + example))},
              {"options", options}}
      .dump();
}

json error_of(const ApiAnswer& a) {
  return json::parse(a.body)["error"];
}

TEST(ServeApi, AnswersWithTheCommandsJson) {
  const ApiAnswer a = answer_api("solve", body_of("futoshiki_5x5.fut", {{"count", true}}));
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.content_type, "application/json");
  const json r = json::parse(a.body)["results"][0];
  EXPECT_EQ(r["count"], 1);
  EXPECT_EQ(r["exact"], true);
  EXPECT_EQ(a.exit_code, 0);
}

TEST(ServeApi, OneThreadByDefaultOnlyWhereThreadsApply) {
  // River crossings and explain take no --threads: the default must not be
  // added there (it would be refused).
  EXPECT_EQ(answer_api("solve", body_of("wolf_goat_cabbage.river")).status, 200);
  EXPECT_EQ(answer_api("explain", body_of("futoshiki_5x5.fut")).status, 200);
  const ApiAnswer a = answer_api("explain", body_of("futoshiki_5x5.fut", {{"threads", 2}}));
  EXPECT_EQ(a.status, 400);
}

TEST(ServeApi, AStoppedRequestIsPartial) {
  std::string empty6 = "6\n";  // an empty 6x6 grid: 812,851,200 Latin squares
  for (int r = 0; r < 6; ++r) empty6 += r == 0 ? "0|0|0|0|0|0\n" : "-----------\n0|0|0|0|0|0\n";
  const json body = {{"puzzle", empty6}, {"options", {{"count", true}, {"node_limit", 10}}}};
  const ApiAnswer a = answer_api("solve", body.dump());
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.exit_code, 3);
  EXPECT_EQ(json::parse(a.body)["results"][0]["exact"], false);
}

TEST(ServeApi, ErrorsAre4xxWithTheirPlace) {
  ApiAnswer a = answer_api("solve", json{{"puzzle", "5\n1 2 x\n"}}.dump());
  EXPECT_EQ(a.status, 400);
  EXPECT_EQ(error_of(a)["line"], 2);
  EXPECT_EQ(error_of(a)["column"], 3);
  a = answer_api("solve", "{");
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a)["message"].get<std::string>().find("not JSON"), std::string::npos);
  EXPECT_EQ(answer_api("nope", "{}").status, 404);
  EXPECT_EQ(answer_api("serve", "{}").status, 404);
  EXPECT_EQ(answer_api("solve", R"({"puzzle": "x", "extra": 1})").status, 400);
  EXPECT_EQ(answer_api("solve", R"({"puzzle": 5})").status, 400);
  EXPECT_EQ(answer_api("solve", R"({"puzzle": "x", "options": {"limit": null}})").status, 400);
  a = answer_api("solve", body_of("futoshiki_5x5.fut", {{"output_dir", "/tmp"}}));
  EXPECT_EQ(a.status, 400);
  a = answer_api("solve", body_of("futoshiki_5x5.fut", {{"node_limt", 3}}));
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a)["message"].get<std::string>().find("--node-limit"), std::string::npos);
  EXPECT_EQ(error_of(a)["line"], 0);
}

TEST(ServeApi, HintTakesTheEnteredCellsAsText) {
  std::string entered = io::read_file(testing::source_path("examples/hint/entered_5x5.fut"));
  entered.replace(entered.find("3|2|0"), 5, "3|4|0");  // r1c2 is 2 in the solution
  ApiAnswer a = answer_api("hint", body_of("futoshiki_5x5.fut", {{"entered", entered}}));
  ASSERT_EQ(a.status, 200) << a.body;
  const json wrong = json::parse(a.body)["results"][0]["explained"]["wrong"];
  ASSERT_EQ(wrong.size(), 1u) << a.body;
  EXPECT_EQ(wrong[0]["cell"], "r1c2");
  a = answer_api("hint", body_of("futoshiki_5x5.fut", {{"entered", "5\n1 2 x\n"}}));
  EXPECT_EQ(a.status, 400);
  const std::string message = error_of(a)["message"];
  EXPECT_EQ(message.find("deduce-serve"), std::string::npos) << message;  // no temporary path
  EXPECT_NE(message.find("entered"), std::string::npos) << message;
  EXPECT_EQ(answer_api("hint", body_of("futoshiki_5x5.fut", {{"entered", true}})).status, 400);
}

TEST(ServeApi, GenerateTakesAKindAndNoPuzzle) {
  ApiAnswer a = answer_api("generate", R"({"kind": "futoshiki", "options": {"order": 4}})");
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(json::parse(a.body)["results"][0]["order"], 4);
  EXPECT_EQ(answer_api("generate", R"({"options": {}})").status, 400);
  EXPECT_EQ(answer_api("generate", R"({"kind": "futoshiki", "puzzle": "x"})").status, 400);
}

using deduce::testing::without_seconds;

// The API's answer to `command` on `text` against the command line's on a
// file named `puzzle` (the API's name for its text) with the same options:
// the JSON byte for byte but the seconds, or the same error at its place.
void expect_clis_answer(const std::string& command, const std::string& text, bool threads) {
  json options{{"timeout", 10}};
  if (threads) options["threads"] = 1;
  const ApiAnswer a = answer_api(command, json{{"puzzle", text}, {"options", options}}.dump());
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("api_test_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "puzzle") << text;
  const std::string line = "cd '" + dir.string() + "' && '" + DEDUCE_BINARY + "' " + command +
                           " --format json --quiet --timeout 10" + (threads ? " --threads 1" : "") +
                           " puzzle";
  const testing::RunResult cli = testing::run_program("/bin/sh", {"-c", line});
  std::filesystem::remove_all(dir);
  EXPECT_EQ(a.exit_code, cli.exit_code) << command << "\n" << text;
  if (cli.exit_code == 2) {
    ASSERT_EQ(a.status, 400) << a.body;
    const json e = error_of(a);
    EXPECT_EQ("puzzle:" + std::to_string(e["line"].get<int>()) + ":" +
                  std::to_string(e["column"].get<int>()) + ": " + e["message"].get<std::string>() +
                  "\n",
              cli.err);
    return;
  }
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(without_seconds(a.body), without_seconds(cli.out)) << command << "\n" << text;
}

TEST(ServeApi, AnswersAreTheCommandLinesJsonOnEveryExample) {
  int examples = 0;
  for (const auto& e :
       std::filesystem::recursive_directory_iterator(testing::source_path("examples"))) {
    const std::string ext = e.path().extension().string();
    if (ext != ".fut" && ext != ".zebra" && ext != ".river" && ext != ".txt") continue;
    const std::string text = io::read_file(e.path().string());
    // A river crossing's search has one thread and takes no --threads.
    expect_clis_answer("solve", text, ext != ".river");
    expect_clis_answer("check", text, ext != ".river");
    ++examples;
  }
  EXPECT_GT(examples, 40);
}

TEST(ServeApi, AnswersAreTheCommandLinesJsonOnGeneratedPuzzles) {
  for (const std::string kind : {"futoshiki", "zebra", "river"}) {
    const ApiAnswer made = answer_api(
        "generate", json{{"kind", kind}, {"options", {{"seed", 11}, {"count", 3}}}}.dump());
    ASSERT_EQ(made.status, 200) << made.body;
    // Held by name: a range-for over a member of a temporary reads freed memory.
    const json answer = json::parse(made.body);
    for (const json& r : answer["results"]) {
      const std::string text = r["generated"]["text"];
      expect_clis_answer("solve", text, kind != "river");
      expect_clis_answer("grade", text, false);
    }
  }
}

TEST(ServeApi, StoppingOneRequestLeavesTheOtherExact) {
  // An order-8 count (16 s whole) and one of about 0.3 s, exact when alone.
  const std::string latin8 = io::read_file(testing::source_path("examples/latin8.fut"));
  const std::string exact =
      "6\n1|2|3|4|5|6\n-----------\n0<0|0|0|0|0\n-----------\n0|0|0|0|0|0\n-----------\n"
      "0|0|0|0|0|0\n-----------\n0|0|0|0|0|0\n-----------\n0|0|0|0|0|0\n";
  const std::string long_body =
      json{{"puzzle", latin8}, {"options", {{"count", true}, {"timeout", 60}}}}.dump();
  const std::string exact_body = json{{"puzzle", exact}, {"options", {{"count", true}}}}.dump();
  const ApiAnswer alone = answer_api("solve", exact_body);
  ASSERT_EQ(alone.exit_code, 0) << alone.body;
  budget::StopToken stop_long{0}, stop_exact{0};
  auto first =
      std::async(std::launch::async, [&] { return answer_api("solve", long_body, &stop_long); });
  auto second =
      std::async(std::launch::async, [&] { return answer_api("solve", exact_body, &stop_exact); });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  apps::stop_call(stop_long);
  const ApiAnswer stopped = first.get();
  const ApiAnswer whole = second.get();
  EXPECT_EQ(stopped.exit_code, 3);
  EXPECT_EQ(json::parse(stopped.body)["results"][0]["stop"], "interrupted");
  EXPECT_EQ(whole.exit_code, 0);
  EXPECT_EQ(without_seconds(whole.body), without_seconds(alone.body));
}

TEST(ServeWebFiles, OnlyTheEmbeddedPaths) {
  ASSERT_NE(find_web_file("/"), nullptr);
  EXPECT_EQ(find_web_file("/")->path, "/index.html");
  EXPECT_NE(find_web_file("/app.js"), nullptr);
  EXPECT_EQ(find_web_file("/../web/app.js"), nullptr);
  EXPECT_EQ(find_web_file("app.js"), nullptr);
  EXPECT_EQ(find_web_file("/index.html/"), nullptr);
}

TEST(ServeHost, LoopbackAddresses) {
  EXPECT_TRUE(is_loopback("127.0.0.1"));
  EXPECT_TRUE(is_loopback("::1"));
  EXPECT_TRUE(is_loopback("localhost"));
  EXPECT_FALSE(is_loopback("0.0.0.0"));
  EXPECT_FALSE(is_loopback("192.168.1.2"));
}

TEST(WorkerGate, WorkersRunTheQueueWaitsTheNextIsTurnedAway) {
  WorkerGate gate(1, 1);
  std::optional<WorkerGate::Turn> first = gate.enter();
  ASSERT_TRUE(first);
  std::atomic<int> waited{0};  // 1: got a turn, 2: turned away
  std::thread waiter([&] { waited = gate.enter() ? 1 : 2; });
  while (gate.waiting() == 0) std::this_thread::yield();
  EXPECT_FALSE(gate.enter().has_value());  // one runs, one waits: the third is turned away
  EXPECT_EQ(waited, 0);
  first.reset();  // the worker is free: the waiter runs
  waiter.join();
  EXPECT_EQ(waited, 1);
  EXPECT_TRUE(gate.enter().has_value());
}

TEST(WorkerGate, ClosingTurnsAwayTheWaitingAndTheNew) {
  WorkerGate gate(1, 4);
  std::optional<WorkerGate::Turn> running = gate.enter();
  ASSERT_TRUE(running);
  std::atomic<int> waited{0};
  std::thread waiter([&] { waited = gate.enter() ? 1 : 2; });
  while (gate.waiting() == 0) std::this_thread::yield();
  gate.close();
  waiter.join();
  EXPECT_EQ(waited, 2);
  EXPECT_FALSE(gate.enter().has_value());
}

}  // namespace
}  // namespace deduce::apps::serve
