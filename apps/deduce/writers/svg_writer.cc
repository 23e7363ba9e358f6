// The SVG writer (--format svg): a picture of each solution written (solve,
// --all), or of the bare puzzle when there is none to show (check, no
// solution), each under a caption. explain draws a frame per step, hint the
// frame of its step (PuzzleView::step_pictures), the first under a caption
// naming the puzzle. generate draws each new puzzle above its solution.
//
// On standard output the pictures make one document laid out in columns
// (svg/columns.h): no side past 32,767 px, so librsvg and browsers open it,
// and bounded in size, so a listing of millions of solutions keeps only the
// first ones that fit; the rest are counted, drawn as a note at the top and
// said on stderr. With --output-dir DIR each picture is a document of its
// own, written as soon as it is drawn, so nothing is kept at all. A listing
// cut by a limit says so in a note (and on stderr); the document stays whole.
// Errors go to stderr as in text.
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <vector>

#include "deduce/svg/columns.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

namespace fs = std::filesystem;

// A file name made of `text`: letters, digits, '-', '_' and '.' kept, the
// rest '_' (a file named "<stdin>" gives "_stdin_").
std::string file_part(const std::string& text) {
  std::string s;
  for (char c : text) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.';
    s += keep ? c : '_';
  }
  return s.empty() ? "puzzle" : s;
}

class SvgWriter final : public Writer {
 public:
  SvgWriter(const Request& r, std::ostream& out, std::ostream& err) : r_(r), out_(out), err_(err) {}

  void begin() override {
    if (r_.output_dir.empty()) return;
    std::error_code e;
    fs::create_directories(r_.output_dir, e);
    if (e || !fs::is_directory(r_.output_dir)) fail("cannot make the folder " + r_.output_dir);
  }

  void begin_puzzle(const PuzzleInfo& info) override {
    drawn_ = 0;
    // generate: the new puzzle itself, then its solution.
    if (r_.command == Command::kGenerate) add(info, info.view->picture(false), "puzzle", "puzzle");
  }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    ++drawn_;
    const std::string n = std::to_string(drawn_);
    if (skip()) return;
    add(info, s.picture(), "solution " + n, "solution-" + n);
  }

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int) override {
    if (drawn_ > 0) {
      // A listing cut short: the pictures above are the first solutions only.
      if (o.stop != Stop::kNone && o.stop != Stop::kUniquenessBound) {
        note(name(info) + ": " + std::to_string(drawn_) +
             (drawn_ == 1 ? " solution" : " solutions") + " listed " + stopped_text(o) +
             ": the listing is partial");
      }
      return;
    }
    if (frames(info, o)) return;
    std::string what = r_.command == Command::kCheck ? "" : "no solution drawn: ";
    if (o.status == Status::kNoSolution) what += "no solution";
    if (o.status == Status::kInvalid) {
      const std::optional<Breach> b = breach_of(o);
      what += "invalid: " + (b ? b->rule : std::string("it breaks its own rules"));
    }
    if (o.status == Status::kStopped) what += "stopped";
    if (r_.command == Command::kCheck) what = std::string(key(o.uniqueness));
    if (o.stop != Stop::kNone && o.stop != Stop::kUniquenessBound) {
      what += ' ';
      what += stopped_text(o);
    }
    if (!skip()) add(info, info.view->picture(r_.candidates), what, "puzzle");
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

  // No answer or picture to give: said on stderr, as a stopped puzzle is.
  void rest_not_started(const RestNotStarted& rest) override {
    err_ << rest_not_started_text(rest) << "\n";
  }

  int end(int exit_code) override {
    const std::string command = "deduce " + std::string(key(r_.command));
    if (!r_.output_dir.empty()) {
      if (failed_) return 2;
      err_ << command << ": wrote " << files_ << (files_ == 1 ? " SVG file" : " SVG files")
           << " to " << r_.output_dir << "\n";
      return exit_code;
    }
    std::string left;
    if (columns_.left_out() > 0) {
      const std::uint64_t n = columns_.left_out(), all = n + columns_.drawn();
      left = std::to_string(n) + " of " + std::to_string(all) +
             " pictures left out: one SVG that librsvg and browsers open holds at most 32767 px "
             "a side and 16 MiB; --output-dir DIR writes one file a picture";
      err_ << command << ": " << left << "\n";
    }
    out_ << columns_.document(command, left);
    return exit_code;
  }

 private:
  // explain and hint: the frames of the steps, the first under the caption
  // naming the puzzle. False when there are none to draw (no unique
  // solution, a puzzle given solved, wrong entries).
  bool frames(const PuzzleInfo& info, const PuzzleResult& o) {
    if ((r_.command != Command::kExplain && r_.command != Command::kHint) || !o.explained)
      return false;
    const Explained& x = *o.explained;
    if (std::optional<svg::Picture> wrong = info.view->entries_picture(x)) {
      add(info, *wrong, "hint: the entries hold a mistake", "entries");
      return true;
    }
    std::vector<explain::Step> hint;
    if (r_.command == Command::kHint && x.hint) hint.push_back(*x.hint);
    const std::vector<explain::Step>& steps =
        r_.command == Command::kExplain ? x.explanation.steps : hint;
    if (steps.empty() || !info.view->draws_steps()) return false;
    std::string what = r_.command == Command::kExplain ? "explanation, " : "hint, ";
    what += std::to_string(steps.size());
    what += steps.size() == 1 ? " step" : " steps";
    // The puzzle's grade (Explained::grade), the same word as `deduce grade`.
    if (!x.grade.empty()) what += ", grade " + x.grade;
    std::size_t number = 0;
    const std::size_t drawn =
        info.view->step_pictures(steps, x.entered, [&](const svg::Picture& p) {
          ++number;
          if (skip()) return false;
          // Numbers padded to the widest, so that the files sort in order.
          std::string file = std::to_string(number);
          file.insert(0, std::to_string(steps.size()).size() - file.size(), '0');
          if (r_.command == Command::kHint)
            file = "hint";
          else
            file.insert(0, "step-");
          add(info, p, number == 1 ? what : "", file);
          return true;
        });
    // The frames not drawn once the document was full.
    if (drawn < steps.size()) columns_.skip(steps.size() - drawn);
    return true;
  }

  // Standard output's document is full: the picture is only counted.
  bool skip() {
    if (!r_.output_dir.empty() || !columns_.full()) return false;
    columns_.skip();
    return true;
  }

  std::string name(const PuzzleInfo& info) const {
    std::string s = info.file;
    if (info.in_file > 1) s += " (puzzle " + std::to_string(info.index) + ")";
    return s;
  }

  void add(const PuzzleInfo& info, const svg::Picture& p, const std::string& what,
           const std::string& file) {
    std::string caption = name(info);
    if (!info.title.empty()) caption += ": " + info.title;
    if (!what.empty()) caption += " - " + what;
    if (r_.output_dir.empty()) {
      columns_.add(p, caption);
      return;
    }
    // Each picture its own document; a frame after the first keeps the
    // puzzle's caption, since it stands alone now.
    if (what.empty()) caption = name(info) + (info.title.empty() ? "" : ": " + info.title);
    write_file(info, file, p, caption);
  }

  void write_file(const PuzzleInfo& info, const std::string& file, const svg::Picture& p,
                  const std::string& caption) {
    if (failed_) return;
    std::string stem = stem_of(info.file);
    if (info.in_file > 1) {
      stem += '-';
      stem += std::to_string(info.index);
    }
    const fs::path path = fs::path(r_.output_dir) / (stem + "-" + file + ".svg");
    svg::Columns one({svg::kMaxSide, svg::kMaxSide, SIZE_MAX, SIZE_MAX, 1e300});
    one.add(p, caption);
    std::ofstream f(path, std::ios::binary);
    f << one.document("deduce " + std::string(key(r_.command)) + ": " + caption);
    f.close();
    if (!f) return fail("cannot write " + path.string());
    ++files_;
  }

  // The start of the names of a file's pictures: its name without folder
  // and extension; two inputs of one name (a/x.fut, b/x.fut) are told apart
  // by their place in the run.
  const std::string& stem_of(const std::string& file) {
    auto at = stems_.find(file);
    if (at != stems_.end()) return at->second;
    std::string stem = file_part(fs::path(file).stem().string());
    for (const auto& [other, taken] : stems_)
      if (taken == stem) {
        stem += '-';
        stem += std::to_string(stems_.size() + 1);
      }
    return stems_.emplace(file, stem).first->second;
  }

  void note(const std::string& text) {
    err_ << text << "\n";
    columns_.note(text);
  }

  void fail(const std::string& why) {
    if (!failed_) err_ << "deduce " << key(r_.command) << ": " << why << "\n";
    failed_ = true;
  }

  const Request& r_;
  std::ostream& out_;
  std::ostream& err_;
  svg::Columns columns_;
  std::uint64_t drawn_ = 0;                   // solutions of the puzzle
  std::uint64_t files_ = 0;                   // --output-dir: files written
  std::map<std::string, std::string> stems_;  // file -> the start of its names
  bool failed_ = false;
};

}  // namespace

std::unique_ptr<Writer> make_svg_writer(const Request& r, std::ostream& out, std::ostream& err) {
  return std::make_unique<SvgWriter>(r, out, err);
}

}  // namespace deduce::apps
