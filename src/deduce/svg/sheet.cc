#include "deduce/svg/sheet.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "deduce/svg/theme.h"

namespace deduce::svg {
namespace {

struct PageSize {
  double width, height;  // points
  const char* css_width;
  const char* css_height;
};

PageSize page_size(Paper paper) {
  return paper == Paper::kA4 ? PageSize{595.28, 841.89, "210mm", "297mm"}
                             : PageSize{612, 792, "8.5in", "11in"};
}

constexpr double kMargin = 40;  // points, a little over 14 mm: inside every printer's reach
constexpr double kHeader = 30;
constexpr double kFooter = 20;
constexpr double kNumber = 16;  // the band above each picture for its number
constexpr double kSpacing = 14;

// Columns of a grid of `k` boxes on a page of this shape: boxes about as
// wide as tall, 2 x 2 for four on a portrait page, 2 x 3 for six.
int columns(int k, const PageSize& page) {
  const double c = std::round(std::sqrt(k * page.width / page.height));
  return std::clamp(static_cast<int>(c), 1, k);
}

std::string page_document(const PageSize& size, const std::string& title, int page, int pages,
                          const std::string& kind, const std::vector<const Picture*>& pictures,
                          int first_number, int per_page) {
  Writer out;
  const int cols = columns(per_page, size);
  const int rows = (per_page + cols - 1) / cols;
  const double top = kMargin + kHeader;
  const double box_w = (size.width - 2 * kMargin - (cols - 1) * kSpacing) / cols;
  const double box_h =
      (size.height - top - kMargin - kFooter - (rows - 1) * kSpacing) / rows - kNumber;
  out.group("page", {{"data-page", std::to_string(page)}, {"data-kind", kind}});
  std::string heading = kind == "answers" ? "Answers" : "Puzzles";
  if (!title.empty()) heading = title + " \u2014 " + heading;
  out.text(kMargin, kMargin + 14, heading, "heading",
           {{"font-size", "16"}, {"font-weight", "bold"}, {"fill", kInk}});
  out.line(kMargin, kMargin + 22, size.width - kMargin, kMargin + 22, "rule",
           {{"stroke", kInk}, {"stroke-width", "0.8"}});
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    const Picture& p = *pictures[i];
    const int col = static_cast<int>(i) % cols, row = static_cast<int>(i) / cols;
    const double x = kMargin + col * (box_w + kSpacing);
    const double y = top + row * (box_h + kNumber + kSpacing);
    const double scale = std::min({box_w / p.width, box_h / p.height, kMaxScale});
    const double w = p.width * scale, h = p.height * scale;
    const std::string number = std::to_string(first_number + static_cast<int>(i));
    const double px = x + (box_w - w) / 2;
    out.text(px, y + 11, number, "number",
             {{"font-size", "12"}, {"font-weight", "bold"}, {"fill", kInk}});
    embed(out, p, px, y + kNumber, w, h, "picture", {{"data-number", number}});
  }
  out.text(size.width / 2, size.height - kMargin + 4,
           "Page " + std::to_string(page) + " of " + std::to_string(pages), "footer",
           {{"font-size", "9"}, {"text-anchor", "middle"}, {"fill", kFaint}});
  out.close();

  Writer doc;
  doc.open("svg", {{"xmlns", "http://www.w3.org/2000/svg"},
                   {"version", "1.1"},
                   {"width", size.css_width},
                   {"height", size.css_height},
                   {"viewBox", "0 0 " + number(size.width) + " " + number(size.height)},
                   {"font-family", kFontFamily}});
  doc.title(heading + ", page " + std::to_string(page));
  doc.rect(0, 0, size.width, size.height, "background", {{"fill", kPaper}});
  doc.raw(out.take());
  doc.close();
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doc.take();
}

}  // namespace

std::vector<std::string> sheet_pages(const std::vector<Picture>& puzzles,
                                     const std::vector<Picture>& answers,
                                     const SheetOptions& options) {
  if (options.per_page < 1) {
    throw std::invalid_argument("sheet_pages: per_page must be at least 1, not " +
                                std::to_string(options.per_page));
  }
  const PageSize size = page_size(options.paper);
  const auto k = static_cast<std::size_t>(options.per_page);
  const std::size_t puzzle_pages = (puzzles.size() + k - 1) / k;
  const std::size_t answer_pages = (answers.size() + 2 * k - 1) / (2 * k);
  const int pages = static_cast<int>(puzzle_pages + answer_pages);
  std::vector<std::string> out;
  auto lay_out = [&](const std::vector<Picture>& all, std::size_t per, const std::string& kind) {
    // The grid is for the pictures there are when they fit on one page:
    // three answers get the boxes of three, not tiny ones in a grid of eight.
    const std::size_t grid = std::min(per, all.size());
    for (std::size_t first = 0; first < all.size(); first += per) {
      std::vector<const Picture*> on_page;
      for (std::size_t i = first; i < std::min(all.size(), first + per); ++i) {
        on_page.push_back(&all[i]);
      }
      out.push_back(page_document(size, options.title, static_cast<int>(out.size()) + 1, pages,
                                  kind, on_page, static_cast<int>(first) + 1,
                                  static_cast<int>(grid)));
    }
  };
  lay_out(puzzles, k, "puzzles");
  lay_out(answers, 2 * k, "answers");
  return out;
}

}  // namespace deduce::svg
