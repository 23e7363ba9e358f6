// Printable sheets: N puzzles to a page then the answers, numbered to match,
// each picture inside its page; and the PDF that rsvg-convert makes of them,
// with a clear error when rsvg-convert is missing.
#include "deduce/svg/sheet.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "deduce/svg/pdf.h"
#include "deduce/svg/run_tool.h"
#include "svg/xml_tree.h"

namespace deduce::svg {
namespace {

using testing::parse_xml;
using testing::with_class;
using testing::XmlElement;

Picture square(double side, const std::string& name) {
  Writer w;
  w.rect(0, 0, side, side, "square", {{"fill", "#888"}});
  return {side, side, name, w.take()};
}

std::vector<Picture> squares(int k, double side) {
  std::vector<Picture> r;
  for (int i = 0; i < k; ++i) r.push_back(square(side, "square " + std::to_string(i + 1)));
  return r;
}

TEST(Sheet, PuzzlesNToAPageThenAnswersTwiceAsMany) {
  const auto pages = sheet_pages(squares(9, 200), squares(9, 200), {Paper::kA4, 4, "Weekly"});
  // 9 puzzles at 4 a page: 3 pages; 9 answers at 8 a page: 2 pages.
  ASSERT_EQ(pages.size(), 5u);
  int number = 0;
  for (std::size_t i = 0; i < pages.size(); ++i) {
    const XmlElement root = parse_xml(pages[i]);
    EXPECT_EQ(root.attr("width"), "210mm");
    EXPECT_EQ(root.attr("height"), "297mm");
    const auto page = with_class(root, "page");
    ASSERT_EQ(page.size(), 1u);
    EXPECT_EQ(page[0]->attr("data-page"), std::to_string(i + 1));
    EXPECT_EQ(page[0]->attr("data-kind"), i < 3 ? "puzzles" : "answers");
    if (i == 3) number = 0;
    for (const XmlElement* p : with_class(root, "picture")) {
      ++number;
      EXPECT_EQ(with_class(*p, "content")[0]->attr("data-number"), std::to_string(number));
      // Inside the page's margins.
      const double x = std::stod(p->attr("x")), y = std::stod(p->attr("y"));
      EXPECT_GE(x, 40);
      EXPECT_GE(y, 40);
      EXPECT_LE(x + std::stod(p->attr("width")), 595.28 - 40 + 0.01);
      EXPECT_LE(y + std::stod(p->attr("height")), 841.89 - 40 + 0.01);
    }
    EXPECT_EQ(with_class(root, "number").size(), with_class(root, "picture").size());
    EXPECT_NE(with_class(root, "heading")[0]->text.find("Weekly"), std::string::npos);
    EXPECT_EQ(with_class(root, "footer")[0]->text, "Page " + std::to_string(i + 1) + " of 5");
  }
  EXPECT_EQ(number, 9);
}

TEST(Sheet, LetterPagesAndSmallPicturesAreNotBlownUp) {
  const auto pages = sheet_pages(squares(1, 100), {}, {Paper::kLetter, 1, ""});
  ASSERT_EQ(pages.size(), 1u);
  const XmlElement root = parse_xml(pages[0]);
  EXPECT_EQ(root.attr("width"), "8.5in");
  EXPECT_EQ(root.attr("viewBox"), "0 0 612 792");
  const auto p = with_class(root, "picture");
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0]->attr("width"), number(100 * kMaxScale));
  EXPECT_THROW(sheet_pages(squares(1, 100), {}, {Paper::kA4, 0, ""}), std::invalid_argument);
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Counts the page objects of a PDF ("/Type /Page" but not "/Type /Pages").
int pdf_pages(const std::string& pdf) {
  int n = 0;
  for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos;
       at = pdf.find("/Type /Page", at + 1)) {
    n += pdf.compare(at, 12, "/Type /Pages") != 0;
  }
  return n;
}

TEST(Pdf, RsvgConvertMakesOnePagePerSvg) {
  ASSERT_TRUE(find_on_path(kRsvgConvert).has_value())
      << "rsvg-convert is not installed: the PDF and rendering tests need Debian's librsvg2-bin "
         "(run scripts/install_deps.sh build, or apt-get install librsvg2-bin)";
  const auto pages = sheet_pages(squares(5, 150), squares(5, 150), {Paper::kA4, 4, "PDF"});
  ASSERT_EQ(pages.size(), 3u);
  const std::string out = ::testing::TempDir() + "deduce_sheet_test.pdf";
  std::filesystem::remove(out);
  write_pdf(pages, out);
  const std::string pdf = slurp(out);
  ASSERT_GT(pdf.size(), 100u);
  EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
  EXPECT_EQ(pdf_pages(pdf), 3);
  std::filesystem::remove(out);
}

TEST(Pdf, MissingRsvgConvertIsAClearError) {
  const char* old = std::getenv("PATH");
  const std::string saved = old != nullptr ? old : "";
  const std::string empty = ::testing::TempDir() + "deduce_empty_path";
  std::filesystem::create_directories(empty);
  setenv("PATH", empty.c_str(), 1);
  try {
    write_pdf({"<svg/>"}, ::testing::TempDir() + "never.pdf");
    ADD_FAILURE() << "write_pdf succeeded without rsvg-convert";
  } catch (const PdfError& e) {
    EXPECT_NE(std::string(e.what()).find("rsvg-convert was not found"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("librsvg2-bin"), std::string::npos) << e.what();
  }
  setenv("PATH", saved.c_str(), 1);
  EXPECT_THROW(write_pdf({}, "x.pdf"), PdfError);
}

TEST(Pdf, TemporaryFilesGoToTmpdir) {
  // A TMPDIR that does not exist: the PDF's temporary folder must be made
  // there (and fail), not in a hard-coded /tmp that would succeed.
  ASSERT_TRUE(find_on_path(kRsvgConvert).has_value()) << "rsvg-convert is not installed";
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old != nullptr ? old : "";
  setenv("TMPDIR", (::testing::TempDir() + "deduce_no_such_folder/x").c_str(), 1);
  EXPECT_THROW(write_pdf({"<svg/>"}, ::testing::TempDir() + "tmpdir.pdf"), PdfError);
  if (old != nullptr) {
    setenv("TMPDIR", saved.c_str(), 1);
  } else {
    unsetenv("TMPDIR");
  }
  // With TMPDIR back, the same page is written.
  EXPECT_NO_THROW(write_pdf({"<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>"},
                            ::testing::TempDir() + "tmpdir.pdf"));
}

// The stop is asked as the pages are written, not only once rsvg-convert
// runs: asked before each page, a stop at the third leaves two written, and
// no PDF.
TEST(Pdf, AStopWhileThePagesAreWrittenMakesNoPdf) {
  ASSERT_TRUE(find_on_path(kRsvgConvert).has_value()) << "rsvg-convert is not installed";
  const auto pages = sheet_pages(squares(40, 150), {}, {Paper::kA4, 4, "stop"});
  ASSERT_EQ(pages.size(), 10u);
  const std::filesystem::path tmp = ::testing::TempDir() + "deduce_pdf_stop";
  std::filesystem::remove_all(tmp);
  std::filesystem::create_directories(tmp);
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old != nullptr ? old : "";
  setenv("TMPDIR", tmp.c_str(), 1);
  const std::string out = (tmp / "stopped.pdf").string();
  int asked = 0;
  std::size_t written = 0;  // the pages in the temporary folder at the third ask
  const auto stop = [&] {
    if (++asked < 3) return false;
    for (const auto& dir : std::filesystem::directory_iterator(tmp))
      if (dir.is_directory())
        written =
            static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(dir.path()),
                                                   std::filesystem::directory_iterator()));
    return true;
  };
  EXPECT_THROW(write_pdf(pages, out, stop), PdfStopped);
  if (old != nullptr) {
    setenv("TMPDIR", saved.c_str(), 1);
  } else {
    unsetenv("TMPDIR");
  }
  EXPECT_EQ(asked, 3);
  EXPECT_EQ(written, 2u);
  EXPECT_FALSE(std::filesystem::exists(out));
  std::filesystem::remove_all(tmp);
}

TEST(Pdf, RsvgConvertFailureIsReported) {
  ASSERT_TRUE(find_on_path(kRsvgConvert).has_value()) << "rsvg-convert is not installed";
  try {
    write_pdf({"this is not SVG"}, ::testing::TempDir() + "broken.pdf");
    ADD_FAILURE() << "write_pdf accepted a broken page";
  } catch (const PdfError& e) {
    EXPECT_NE(std::string(e.what()).find("rsvg-convert could not make"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace deduce::svg
