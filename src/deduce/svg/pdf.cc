#include "deduce/svg/pdf.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "deduce/svg/run_tool.h"

namespace deduce::svg {
namespace {

// Removes the temporary folder however write_pdf leaves.
struct TempDir {
  std::filesystem::path path;
  ~TempDir() {
    std::error_code ignored;
    if (!path.empty()) std::filesystem::remove_all(path, ignored);
  }
};

// What a stop says, while the pages are written or rsvg-convert runs.
PdfStopped stopped(const std::string& pdf_path) {
  return PdfStopped("stopped before " + pdf_path + " was made; nothing written");
}

}  // namespace

void write_pdf(const std::vector<std::string>& pages, const std::string& pdf_path,
               const std::function<bool()>& stop) {
  if (pages.empty()) throw PdfError("no pages to write to " + pdf_path);
  const auto tool = find_on_path(kRsvgConvert);
  if (!tool) {
    throw PdfError("cannot make " + pdf_path +
                   ": rsvg-convert was not found on PATH. It turns the SVG "
                   "pages into a PDF; install Debian's package librsvg2-bin (apt-get install "
                   "librsvg2-bin, or scripts/install_deps.sh build)");
  }
  std::error_code no_tmp;
  std::string pattern = temp_template("deduce-pdf", no_tmp);
  TempDir dir;
  if (no_tmp || mkdtemp(pattern.data()) == nullptr)
    throw PdfError("cannot make a temporary folder for " + pdf_path);
  dir.path = pattern;
  std::vector<std::string> args = {"-f", "pdf", "-o", pdf_path};
  for (std::size_t i = 0; i < pages.size(); ++i) {
    // Thousands of pages (a collection of Sudoku one a line) take a while to
    // write: the stop is asked at each, as while rsvg-convert runs.
    if (stop && stop()) throw stopped(pdf_path);
    char name[32];
    std::snprintf(name, sizeof name, "page-%04zu.svg", i + 1);
    const std::filesystem::path file = dir.path / name;
    std::ofstream out(file, std::ios::binary);
    out << pages[i];
    out.close();
    if (!out) throw PdfError("cannot write " + file.string());
    args.push_back(file.string());
  }
  const ToolResult r = run_tool(*tool, args, stop);
  if (r.stopped) {
    std::error_code ignored;
    std::filesystem::remove(pdf_path, ignored);
    throw stopped(pdf_path);
  }
  if (r.exit_code != 0) {
    throw PdfError("rsvg-convert could not make " + pdf_path + " (exit " +
                   std::to_string(r.exit_code) + ")" + (r.err.empty() ? "" : ": " + r.err));
  }
}

}  // namespace deduce::svg
