// Reading English riddles: each riddle of the corpus written as people
// write them (tests/puzzles/zebra/english/corpus/, both halves) and of our
// own (tests/puzzles/zebra/english/data/own_*.txt) translated to .zebra and
// parsed, as `deduce solve` reads a riddle before any search. The goal is
// under 5 ms a riddle (issue "English as people write it"); a refused riddle
// counts too, since a refusal is read as far as its sentence. The counter
// `slowest_ms` is the slowest single riddle of a pass, named by the label.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/read_english.h"

namespace {

namespace english = deduce::puzzles::zebra::english;

struct Riddle {
  std::string name, text;
};

std::vector<Riddle> riddles(const std::string& dir, const std::string& prefix) {
  std::vector<Riddle> out;
  for (const auto& entry : std::filesystem::directory_iterator(DEDUCE_SOURCE_DIR + dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".txt" || !name.starts_with(prefix)) continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    out.push_back({name, text.str()});
  }
  std::sort(out.begin(), out.end(),
            [](const Riddle& a, const Riddle& b) { return a.name < b.name; });
  return out;
}

void read_all(benchmark::State& state, const std::vector<Riddle>& all) {
  const auto read_one = [](const Riddle& r) {
    try {
      benchmark::DoNotOptimize(english::parse_english(r.text, r.name));
    } catch (const deduce::io::InputError&) {
      // Refused at a sentence: read as far as that.
    }
  };
  // (One pass first, untimed: the tables are built on first use, which
  // the first riddle read would pay; a process pays it once, at start.)
  for (const Riddle& r : all) read_one(r);
  double slowest = 0;
  std::string slowest_name;
  for (auto _ : state) {
    for (const Riddle& r : all) {
      const auto start = std::chrono::steady_clock::now();
      read_one(r);
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
      if (ms > slowest) {
        slowest = ms;
        slowest_name = r.name;
      }
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * all.size()));
  // Seconds a riddle (kIsRate with kInvert: the time over the count).
  state.counters["s_per_riddle"] =
      benchmark::Counter(static_cast<double>(state.iterations() * all.size()),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["slowest_ms"] = slowest;
  state.SetLabel(slowest_name);
}

void BM_ReadCorpus(benchmark::State& state) {
  std::vector<Riddle> all = riddles("/tests/puzzles/zebra/english/corpus/dev", "");
  for (Riddle& r : riddles("/tests/puzzles/zebra/english/corpus/heldout", ""))
    all.push_back(std::move(r));
  read_all(state, all);
}
BENCHMARK(BM_ReadCorpus)->Unit(benchmark::kMillisecond);

void BM_ReadOwnRiddles(benchmark::State& state) {
  read_all(state, riddles("/tests/puzzles/zebra/english/data", "own_"));
}
BENCHMARK(BM_ReadOwnRiddles)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
