// The SVG writer (--format svg): a picture of each solution written (solve,
// --all), or of the bare puzzle when there is none to show (check, no
// solution), stacked top to bottom in one standalone SVG 1.1 document with a
// caption over each. explain draws a frame per step, hint the frame of its
// step (writers/step_pictures.h), under one caption naming the puzzle.
// Errors go to stderr as in text.
#include <algorithm>
#include <ostream>
#include <vector>

#include "deduce/svg/theme.h"
#include "deduce/svg/writer.h"
#include "writers/pictures.h"
#include "writers/step_pictures.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

constexpr double kGap = 24;          // between pictures
constexpr double kCaption = 28;      // the line above each picture
constexpr double kCaptionFont = 16;  // the writer's default text size, which captions use

class SvgWriter final : public Writer {
 public:
  SvgWriter(const Request& r, std::ostream& out, std::ostream& err) : r_(r), out_(out), err_(err) {}

  void begin_puzzle(const PuzzleInfo&) override { drawn_ = 0; }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    ++drawn_;
    add(info, picture_of(info, &s), "solution " + std::to_string(drawn_));
  }

  void end_puzzle(const PuzzleInfo& info, const Outcome& o, int) override {
    if (drawn_ > 0) return;
    if (frames(info, o)) return;
    std::string what = r_.command == Command::kCheck ? "" : "no solution drawn: ";
    if (o.status == Status::kNoSolution) what += "no solution";
    if (o.status == Status::kInvalid) what += "invalid: " + o.verdict->reason;
    if (o.status == Status::kStopped) what += "stopped";
    if (r_.command == Command::kCheck) what = std::string(key(o.uniqueness));
    add(info, picture_of(info, nullptr, r_.candidates), what);
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

  int end(int exit_code) override {
    double width = 0, height = 0;
    for (const Item& i : items_) {
      width = std::max(width, i.picture.width);
      if (!i.caption.empty()) width = std::max(width, svg::text_width(i.caption, kCaptionFont));
      height += caption_height(i) + i.picture.height + kGap;
    }
    svg::Writer w;
    double y = 0;
    for (const Item& i : items_) {
      if (!i.caption.empty()) w.text(0, y + kCaption - 8, i.caption, "caption");
      svg::embed(w, i.picture, 0, y + caption_height(i), i.picture.width, i.picture.height);
      y += caption_height(i) + i.picture.height + kGap;
    }
    svg::Picture all{std::max(width, 320.0), std::max(height, 40.0),
                     "deduce " + std::string(key(r_.command)), w.take()};
    out_ << svg::document(all);
    return exit_code;
  }

 private:
  struct Item {
    svg::Picture picture;
    std::string caption;  // empty: the picture follows the one above without one
  };

  static double caption_height(const Item& i) { return i.caption.empty() ? 0 : kCaption; }

  // explain and hint: the frames of the steps, the first under the caption
  // naming the puzzle. False when there are none to draw (no unique
  // solution, a puzzle given solved, wrong entries).
  bool frames(const PuzzleInfo& info, const Outcome& o) {
    if ((r_.command != Command::kExplain && r_.command != Command::kHint) || !o.explained)
      return false;
    const Explained& x = *o.explained;
    if (std::optional<svg::Picture> wrong = entries_picture(info, x)) {
      add(info, std::move(*wrong), "hint: the entries hold a mistake");
      return true;
    }
    std::vector<explain::Step> steps;
    if (r_.command == Command::kExplain) {
      steps = x.explanation.steps;
    } else if (x.hint) {
      steps.push_back(*x.hint);
    }
    std::vector<svg::Picture> pictures = step_pictures(info, steps, x.entered);
    if (pictures.empty()) return false;
    std::string what = r_.command == Command::kExplain ? "explanation, " : "hint, ";
    what += std::to_string(pictures.size());
    what += pictures.size() == 1 ? " step" : " steps";
    if (!x.grade.empty()) {
      what += ", grade ";
      what += x.grade;
    }
    add(info, std::move(pictures.front()), what);
    for (std::size_t k = 1; k < pictures.size(); ++k)
      items_.push_back({std::move(pictures[k]), ""});
    return true;
  }

  void add(const PuzzleInfo& info, svg::Picture p, const std::string& what) {
    std::string caption = info.file;
    if (info.in_file > 1) caption += " (puzzle " + std::to_string(info.index) + ")";
    if (!info.title.empty()) caption += ": " + info.title;
    if (!what.empty()) caption += " - " + what;
    items_.push_back({std::move(p), caption});
  }

  const Request& r_;
  std::ostream& out_;
  std::ostream& err_;
  std::vector<Item> items_;
  std::uint64_t drawn_ = 0;
};

}  // namespace

std::unique_ptr<Writer> make_svg_writer(const Request& r, std::ostream& out, std::ostream& err) {
  return std::make_unique<SvgWriter>(r, out, err);
}

}  // namespace deduce::apps
