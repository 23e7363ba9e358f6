// One PDF from SVG pages (sheet.h), made by Debian's rsvg-convert (package
// librsvg2-bin): `rsvg-convert -f pdf -o out.pdf p1.svg p2.svg ...`, one page
// per file at the size each page declares. librsvg draws the SVG the pictures
// are tested against (tests/svg/reference/), so the PDF shows what the tests
// saw; writing PDF ourselves would mean embedding fonts.
#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace deduce::svg {

class PdfError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// rsvg-convert was ended because the caller's `stop` said so; no PDF is left.
class PdfStopped : public PdfError {
 public:
  using PdfError::PdfError;
};

inline constexpr const char* kRsvgConvert = "rsvg-convert";

// Writes `pages` (SVG documents) to `pdf_path`, one page each. Throws
// PdfError when rsvg-convert is not on $PATH (saying which package to
// install), when there are no pages, or when rsvg-convert fails (with what it
// said). The pages pass through a temporary folder that is removed after.
// `stop` (when given) is asked before each page is written and while
// rsvg-convert runs: when it says true, rsvg-convert is ended, the partial
// file removed, and PdfStopped thrown.
void write_pdf(const std::vector<std::string>& pages, const std::string& pdf_path,
               const std::function<bool()>& stop = {});

}  // namespace deduce::svg
