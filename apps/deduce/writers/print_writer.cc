// deduce print: the bare puzzles several to a page, then their answers (the
// first solution found; a river crossing's optimal crossing), laid out on A4
// or Letter by svg/sheet.h and written as one PDF by rsvg-convert. A puzzle
// without a solution gets a note on the answers page instead of a picture.
#include <ostream>
#include <vector>

#include "deduce/svg/pdf.h"
#include "deduce/svg/sheet.h"
#include "deduce/svg/writer.h"
#include "writers/pictures.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

// A small picture that says why a puzzle has no answer.
svg::Picture note(const std::string& text) {
  svg::Writer w;
  w.text(8, 24, text, "note");
  return {320, 40, text, w.take()};
}

class PrintWriter final : public Writer {
 public:
  PrintWriter(const Request& r, std::ostream& err) : r_(r), err_(err) {}

  void begin_puzzle(const PuzzleInfo& info) override {
    puzzles_.push_back(picture_of(info, nullptr, r_.candidates));
    answered_ = false;
  }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    if (answered_) return;
    answers_.push_back(picture_of(info, &s));
    answered_ = true;
  }

  void end_puzzle(const PuzzleInfo& info, const Outcome& o, int) override {
    if (answered_) return;
    std::string why = o.status == Status::kInvalid      ? "invalid puzzle"
                      : o.status == Status::kNoSolution ? "no solution"
                                                        : "no answer found " + stopped_text(o);
    answers_.push_back(note(info.file + ": " + why));
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

  int end(int exit_code) override {
    if (puzzles_.empty()) return exit_code;
    svg::SheetOptions options;
    options.paper = r_.paper == Paper::kLetter ? svg::Paper::kLetter : svg::Paper::kA4;
    options.per_page = static_cast<int>(r_.per_page);
    const std::vector<std::string> pages = svg::sheet_pages(puzzles_, answers_, options);
    try {
      svg::write_pdf(pages, r_.output);
      err_ << "deduce print: wrote " << pages.size() << (pages.size() == 1 ? " page" : " pages")
           << " (" << puzzles_.size() << (puzzles_.size() == 1 ? " puzzle" : " puzzles")
           << " and answers) to " << r_.output << "\n";
    } catch (const svg::PdfError& e) {
      err_ << "deduce print: " << e.what() << "\n";
      return 2;
    }
    return exit_code;
  }

 private:
  const Request& r_;
  std::ostream& err_;
  std::vector<svg::Picture> puzzles_, answers_;
  bool answered_ = false;
};

}  // namespace

std::unique_ptr<Writer> make_print_writer(const Request& r, std::ostream& err) {
  return std::make_unique<PrintWriter>(r, err);
}

}  // namespace deduce::apps
