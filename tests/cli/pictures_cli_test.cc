// --format svg and deduce print through the binary: one SVG document with a
// picture per solution (or per puzzle) that librsvg opens however long the
// run, stopped by every limit with a valid document; a file a picture with
// --output-dir; and a PDF of sheets whose every puzzle can be solved as
// printed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <thread>

#include "svg/xml_tree.h"
#include "testing/memory_cap.h"
#include "testing/run_binary.h"
#include "testing/spawn_binary.h"

namespace deduce::testing {
namespace {

std::string ex(const std::string& name) {
  return source_path("examples/" + name);
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// A <text> element of class `cls` whose attributes after x and y begin with `attrs`.
bool has_text(const std::string& svg, const std::string& cls, const std::string& attrs) {
  std::string pattern = "<text class=\"";
  pattern += cls;
  pattern += "\" x=\"[^\"]*\" y=\"[^\"]*\" ";
  pattern += attrs;
  return std::regex_search(svg, std::regex(pattern));
}

TEST(SvgCli, SolveDrawsEachSolutionInOneDocument) {
  const RunResult r = run_deduce({"solve", "--all", "--format", "svg", ex("latin2.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("<?xml", 0) == 0 || r.out.rfind("<svg", 0) == 0, true)
      << r.out.substr(0, 80);
  EXPECT_EQ(occurrences(r.out, "</svg>"), 3u) << "the document and one nested picture a solution";
  EXPECT_NE(r.out.find("solution 2"), std::string::npos);
}

TEST(SvgCli, CheckDrawsTheBarePuzzleOfEveryFamily) {
  const RunResult r = run_deduce({"check", "--format", "svg", ex("futoshiki_5x5.fut"),
                                  ex("einstein.zebra"), ex("bridge_torch.river")});
  EXPECT_EQ(r.exit_code, 1) << "bridge and torch has two optimal crossings";
  EXPECT_EQ(occurrences(r.out, "</svg>"), 4u);
  EXPECT_NE(r.out.find("einstein.zebra: Einstein"), std::string::npos);
}

TEST(SvgCli, NothingToDrawIsRefused) {
  EXPECT_EQ(run_deduce({"solve", "--count", "--format", "svg", ex("latin2.fut")}).exit_code, 2);
  EXPECT_EQ(run_deduce({"analyze", "--format", "svg", ex("einstein.zebra")}).exit_code, 2);
  EXPECT_EQ(run_deduce({"grade", "--format", "svg", ex("einstein.zebra")}).exit_code, 2);
}

TEST(SvgCli, ExplainDrawsAFramePerStep) {
  const RunResult text = run_deduce({"explain", ex("futoshiki_5x5.fut")});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::size_t steps = 0;
  for (std::size_t at = 0; at < text.out.size();) {
    std::size_t end = text.out.find('\n', at);
    if (end == std::string::npos) end = text.out.size();
    const std::string line = text.out.substr(at, end - at);
    const std::size_t digits = line.find_first_not_of(' ');
    if (digits != std::string::npos && std::isdigit(static_cast<unsigned char>(line[digits])) &&
        line.find(". ", digits) == line.find_first_not_of("0123456789", digits))
      ++steps;
    at = end + 1;
  }
  ASSERT_GT(steps, 0u);
  const RunResult r = run_deduce({"explain", "--format", "svg", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), steps);
  EXPECT_NE(r.out.find(">1. r1c1 &gt; r1c2"), std::string::npos);
}

TEST(SvgCli, HintDrawsTheOneStep) {
  const RunResult r = run_deduce({"hint", "--format", "svg", ex("einstein.zebra")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), 1u);
  EXPECT_EQ(occurrences(r.out, "class=\"placed\""), 1u);
}

TEST(SvgCli, CandidatesDrawPencilMarksOnFutoshikiOnly) {
  const RunResult r =
      run_deduce({"check", "--format", "svg", "--candidates", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"candidates\""), 24u) << "every cell but the given 1";
  EXPECT_EQ(occurrences(run_deduce({"check", "--format", "svg", ex("futoshiki_5x5.fut")}).out,
                        "class=\"candidates\""),
            0u);
  const RunResult text = run_deduce({"check", "--candidates", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(text.exit_code, 2);
  EXPECT_NE(text.err.find("use it with --format svg"), std::string::npos) << text.err;
  const RunResult zebra =
      run_deduce({"check", "--format", "svg", "--candidates", ex("einstein.zebra")});
  EXPECT_EQ(zebra.exit_code, 2);
  EXPECT_NE(zebra.err.find("--candidates does not apply to a logic grid"), std::string::npos)
      << zebra.err;
  EXPECT_EQ(run_deduce({"solve", "--format", "svg", "--candidates", ex("latin2.fut")}).exit_code,
            2);
}

TEST(SvgCli, HintFromEntriesStartsFromThem) {
  const RunResult r = run_deduce({"hint", "--format", "svg", "--entered",
                                  ex("hint/entered_5x5.fut"), ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), 1u);
  EXPECT_TRUE(has_text(r.out, "solved", "data-cell=\"r1c1\"")) << "the entered 3 is drawn";
  EXPECT_TRUE(has_text(r.out, "solved", "data-cell=\"r1c2\""));
}

TEST(SvgCli, HintMarksWrongEntries) {
  const std::string entered = (std::filesystem::temp_directory_path() /
                               ("deduce-entered-" + std::to_string(getpid()) + ".fut"))
                                  .string();
  {
    std::ofstream f(entered);
    f << "5\n3|2|4|0|0\n---------\n0|0|0|0|0\n---------\n0|0|1|0|0\n---------\n"
         "0|0|0|0|0\n---------\n0|0|0|0|0\n";
  }
  const RunResult r =
      run_deduce({"hint", "--format", "svg", "--entered", entered, ex("futoshiki_5x5.fut")});
  std::filesystem::remove(entered);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), 0u);
  EXPECT_TRUE(has_text(r.out, "wrong", "data-cell=\"r1c3\" data-value=\"4\"")) << r.out;
  EXPECT_NE(r.out.find("wrong entry: r1c3 = 4"), std::string::npos);
}

// librsvg's largest side: every SVG deduce writes must stay within it.
constexpr double kMaxSide = 32767;

// A scratch folder, removed at the end of the test.
struct ScratchDir {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("deduce-pictures-" + std::to_string(getpid()));
  ScratchDir() { std::filesystem::remove_all(path); }
  ~ScratchDir() { std::filesystem::remove_all(path); }
};

// The document parses as XML and its sides are within librsvg's limit.
void expect_opens(const std::string& svg, const std::string& what) {
  const XmlElement root = parse_xml(svg);
  ASSERT_EQ(root.tag, "svg") << what;
  EXPECT_LE(std::stod(root.attr("width")), kMaxSide) << what;
  EXPECT_LE(std::stod(root.attr("height")), kMaxSide) << what;
}

// rsvg-convert (installed by scripts/install_deps.sh) draws `svg` at `zoom`:
// it refuses a document past 32,767 px a side, however small the zoom.
void expect_rsvg_draws(const std::string& svg, const std::string& zoom) {
  ScratchDir dir;
  std::filesystem::create_directories(dir.path);
  const std::string file = (dir.path / "picture.svg").string();
  std::ofstream(file, std::ios::binary) << svg;
  const RunResult r = run_program("/usr/bin/env", {"rsvg-convert", "-z", zoom, "-o",
                                                   (dir.path / "picture.png").string(), file});
  EXPECT_EQ(r.exit_code, 0) << r.err << " (rsvg-convert: Debian librsvg2-bin)";
  EXPECT_EQ(slurp((dir.path / "picture.png").string()).substr(1, 3), "PNG");
}

std::string note_of(const std::string& svg) {
  std::string notes;
  const XmlElement root = parse_xml(svg);
  for (const XmlElement* n : with_class(root, "note")) notes += n->text + "\n";
  return notes;
}

// deduce under a cap on its address space (ulimit -v, in KiB; its memory
// budget under AddressSanitizer: testing/memory_cap.h).
RunResult run_capped(const std::string& kib, const std::vector<std::string>& args) {
  std::vector<std::string> sh = {"-c", address_cap(kib) + "exec \"$0\" \"$@\"", DEDUCE_BINARY};
  sh.insert(sh.end(), args.begin(), args.end());
  for (const std::string& o : memory_options(kib)) sh.push_back(o);
  return run_program("/bin/sh", sh);
}

TEST(SvgListing, ATimeoutStopsItWithAWholeDocumentInBoundedMemory) {
  // 812,851,200 solutions: before, every picture was kept, --timeout was
  // missed and the run died of bad_alloc under a 4 GB cap.
  const RunResult r = run_capped(
      "2000000", {"solve", "--all", "--format", "svg", "--timeout", "1", ex("latin6.fut")});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  expect_opens(r.out, "latin6 listing");
  EXPECT_NE(note_of(r.out).find("(stopped: --timeout 1): the listing is partial"),
            std::string::npos)
      << note_of(r.out);
  // How many pictures one second draws depends on the machine (990 under the
  // sanitizers on a loaded one, fewer than a document holds): the pictures
  // left out are checked on a listing of a fixed length below.
  EXPECT_LE(r.out.size(), 20u << 20);
}

TEST(SvgListing, PicturesPastWhatOneDocumentHoldsAreLeftOutAndCounted) {
  // 5,000 nodes on one thread list 2,492 solutions, more than one document
  // of latin6 pictures holds.
  const RunResult r = run_capped("2000000", {"solve", "--all", "--format", "svg", "--node-limit",
                                             "5000", "--threads", "1", ex("latin6.fut")});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  expect_opens(r.out, "latin6 listing");
  EXPECT_NE(note_of(r.out).find("2492 solutions listed (stopped: --node-limit 5000)"),
            std::string::npos)
      << note_of(r.out);
  EXPECT_NE(note_of(r.out).find("of 2492 pictures left out"), std::string::npos) << note_of(r.out);
  EXPECT_NE(r.err.find("--output-dir DIR writes one file a picture"), std::string::npos) << r.err;
  EXPECT_LE(r.out.size(), 20u << 20);
}

TEST(SvgListing, ANodeLimitStopsIt) {
  const RunResult r = run_capped(
      // One thread: on two, the other thread may spend the 500 nodes on a later
      // subproblem, whose solutions a stop drops (the listing stays a prefix).
      "2000000", {"solve", "--all", "--format", "svg", "--node-limit", "500", "--threads", "1",
                  ex("latin6.fut")});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  expect_opens(r.out, "latin6 listing");
  EXPECT_NE(note_of(r.out).find("(stopped: --node-limit 500)"), std::string::npos)
      << note_of(r.out);
  expect_rsvg_draws(r.out, "0.2");
}

TEST(SvgListing, CtrlCStopsItWithAWholeDocument) {
  SpawnedDeduce run({"solve", "--all", "--format", "svg", ex("latin6.fut")});
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  run.send(SIGINT);
  const Finished f = run.wait(30);
  EXPECT_EQ(f.exit_code, 3) << f.err;
  expect_opens(f.out, "interrupted listing");
  EXPECT_NE(note_of(f.out).find("(stopped: an interrupt)"), std::string::npos) << note_of(f.out);
}

TEST(SvgExplain, ALongExplanationFitsOneDocumentLibrsvgDraws) {
  // 399 frames: before, one SVG 204,316 px tall (37 MB) that librsvg refused.
  const RunResult r = run_deduce({"explain", "--format", "svg", ex("zebra_10x10.zebra")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  expect_opens(r.out, "zebra_10x10 explanation");
  const std::size_t frames = occurrences(r.out, "class=\"frame\"");
  EXPECT_GT(frames, 100u) << "frames side by side in columns";
  EXPECT_NE(r.err.find(std::to_string(399 - frames) + " of 399 pictures left out"),
            std::string::npos)
      << r.err;
  expect_rsvg_draws(r.out, "0.05");
}

TEST(SvgOutputDir, WritesAFileAFrameAndAFileASolution) {
  ScratchDir dir;
  const RunResult all = run_deduce({"explain", "--format", "svg", ex("futoshiki_5x5.fut")});
  const std::size_t steps = occurrences(all.out, "class=\"frame\"");
  ASSERT_GT(steps, 9u);
  const RunResult r = run_deduce(
      {"explain", "--format", "svg", "--output-dir", dir.path.string(), ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("wrote " + std::to_string(steps) + " SVG files to"), std::string::npos)
      << r.err;
  std::size_t files = 0;
  for (const auto& f : std::filesystem::directory_iterator(dir.path)) {
    ++files;
    const std::string svg = slurp(f.path().string());
    expect_opens(svg, f.path().string());
    EXPECT_EQ(occurrences(svg, "class=\"frame\""), 1u) << f.path();
  }
  EXPECT_EQ(files, steps);
  // Numbered to sort in order.
  EXPECT_TRUE(std::filesystem::exists(dir.path / "futoshiki_5x5-step-01.svg"));
  expect_rsvg_draws(slurp((dir.path / "futoshiki_5x5-step-01.svg").string()), "1");

  const RunResult listing = run_deduce({"solve", "--format", "svg", "--limit", "3", "--output-dir",
                                        (dir.path / "latin").string(), ex("latin6.fut")});
  EXPECT_EQ(listing.exit_code, 3) << listing.err;
  for (const char* n : {"1", "2", "3"}) {
    EXPECT_TRUE(std::filesystem::exists(dir.path / "latin" /
                                        ("latin6-solution-" + std::string(n) + ".svg")))
        << n;
  }
  EXPECT_FALSE(std::filesystem::exists(dir.path / "latin" / "latin6-solution-4.svg"));
}

TEST(SvgOutputDir, GoesWithFormatSvgOnly) {
  const RunResult r = run_deduce({"solve", "--output-dir", "/tmp/x", ex("latin2.fut")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--output-dir writes SVG files: use it with --format svg"),
            std::string::npos)
      << r.err;
}

TEST(SvgCli, TheExplanationsCaptionGivesThePuzzlesGrade) {
  for (const char* name : {"futoshiki_9x9.fut", "zebra_10x10.zebra"}) {
    const RunResult grade = run_deduce({"grade", ex(name)});
    ASSERT_EQ(grade.exit_code, 0) << grade.err;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(grade.out, m, std::regex(": ([a-z]+) \\(")));
    const RunResult r = run_deduce({"explain", "--format", "svg", ex(name)});
    EXPECT_NE(r.out.find("steps, grade " + m[1].str() + "<"), std::string::npos) << name;
    // hint's frame names the puzzle's grade too, not its step's level.
    const RunResult h = run_deduce({"hint", "--format", "svg", ex(name)});
    EXPECT_NE(h.out.find("grade " + m[1].str() + "<"), std::string::npos) << name;
  }
}

TEST(SvgCli, ALogicGridWithPositionsHasAPositionAxis) {
  const RunResult r = run_deduce({"check", "--format", "svg", ex("einstein.zebra")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("<g class=\"labels\" data-category=\"position\" data-side=\"top\">"),
            std::string::npos);
}

// The picture of the bare crossing is the one print lays on its sheet
// (PuzzleView::picture): it must hold everything needed to solve it.
TEST(PrintCli, ARiverCrossingIsPrintedWithItsRules) {
  const RunResult r = run_deduce({"check", "--format", "svg", ex("wolf_goat_cabbage.river")});
  for (const char* rule :
       {"The boat carries 1 to 2 travellers.", "Every crossing needs a rower aboard: farmer.",
        "Never on a bank: farmer == 0 and goat &gt; 0 and (wolf &gt; 0 or "
        "cabbage &gt; 0)",
        "Get everyone to the right bank, in the fewest crossings."})
    EXPECT_NE(r.out.find(rule), std::string::npos) << rule;
}

TEST(PrintCli, APuzzleWithoutExactlyOneSolutionIsRefused) {
  ScratchDir dir;
  std::filesystem::create_directories(dir.path);
  const std::string pdf = (dir.path / "p.pdf").string();
  const RunResult r = run_deduce({"print", "--output", pdf, ex("loose.zebra")});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("loose.zebra: 42 solutions; print needs a puzzle with exactly one (use "
                       "--any-solution to print one of them)"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(std::filesystem::exists(pdf));
  const RunResult none = run_deduce({"print", "--output", pdf, ex("monks_monsters_4_4_2.river")});
  EXPECT_EQ(none.exit_code, 1) << none.err;
  EXPECT_NE(none.err.find("no solution; print needs a puzzle with exactly one"), std::string::npos);
  const RunResult any =
      run_deduce({"print", "--any-solution", "--output", pdf, ex("loose.zebra"), ex("latin2.fut")});
  EXPECT_EQ(any.exit_code, 0) << any.err;
  EXPECT_EQ(slurp(pdf).rfind("%PDF", 0), 0u);
  // A limit that stops the search before the answer: exit 3.
  const RunResult stopped =
      run_deduce({"print", "--node-limit", "1", "--output", pdf, ex("zebra_13x13.zebra")});
  EXPECT_EQ(stopped.exit_code, 3) << stopped.err;
  EXPECT_NE(stopped.err.find("(stopped: --node-limit 1)"), std::string::npos) << stopped.err;
}

TEST(PrintCli, WritesOnePdfOfPuzzlesAndAnswers) {
  const std::string pdf = (std::filesystem::temp_directory_path() /
                           ("deduce-print-" + std::to_string(getpid()) + ".pdf"))
                              .string();
  const RunResult r =
      run_deduce({"print", "--per-page", "2", "--output", pdf, ex("futoshiki_5x5.fut"),
                  ex("einstein.zebra"), ex("bridge_torch.river")});
  ASSERT_EQ(r.exit_code, 0) << r.err << " (print needs rsvg-convert: Debian librsvg2-bin)";
  EXPECT_NE(r.err.find("wrote 3 pages (3 puzzles and answers)"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(pdf).rfind("%PDF", 0), 0u);
  std::filesystem::remove(pdf);
}

}  // namespace
}  // namespace deduce::testing
