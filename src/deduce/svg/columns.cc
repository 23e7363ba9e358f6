#include "deduce/svg/columns.h"

#include <algorithm>

#include "deduce/svg/theme.h"

namespace deduce::svg {
namespace {

constexpr double kGap = 24;          // between pictures, and between columns
constexpr double kCaption = 28;      // the line above a captioned picture
constexpr double kCaptionFont = 16;  // the document's default text size, which captions use
constexpr double kNoteLine = 20;
constexpr double kNoteFont = 14;
// The band of notes at the top, always left free in a column's height so
// that notes added at the end never push the document past max_side.
constexpr double kBand = Columns::kMaxNotes * kNoteLine + kGap / 2;

std::size_t lines(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
}

}  // namespace

bool Columns::add(const Picture& picture, const std::string& caption) {
  if (full_ || picture.width <= 0 || picture.height <= 0) {
    full_ = true;
    ++left_out_;
    return false;
  }
  const double tall = limits_.max_side - kBand;
  const double cap = caption.empty() ? 0 : kCaption;
  const double scale =
      std::min({1.0, limits_.max_side / picture.width, (tall - cap) / picture.height});
  const double w = picture.width * scale, h = picture.height * scale;
  double wide = w;
  if (!caption.empty()) wide = std::max(wide, svg::text_width(caption, kCaptionFont));
  wide = std::min(wide, limits_.max_side);

  double x = column_x_, y = column_y_, column_width = std::max(column_width_, wide);
  if (y > 0 && y + cap + h > std::min(tall, limits_.column_height)) {  // a new column to the right
    x = column_x_ + column_width_ + kGap;
    y = 0;
    column_width = wide;
  }
  const double right = std::max(width_, x + column_width);
  const double bottom = std::max(height_, y + cap + h);
  // Each picture costs its body, its nested <svg> and title, its caption.
  const std::size_t bytes = picture.body.size() + picture.title.size() + caption.size() + 400;
  const std::size_t elements = lines(picture.body) + 6;
  // The document indents each line of the body by up to two more levels.
  const std::size_t indent = 4 * (elements_ + elements);
  if (right > limits_.max_side || bytes_ + bytes + indent > limits_.max_bytes ||
      elements_ + elements > limits_.max_elements || right * bottom > limits_.max_area) {
    full_ = true;
    ++left_out_;
    return false;
  }
  const std::size_t before = body_.size();
  if (!caption.empty()) body_.text(x, y + kCaption - 8, caption, "caption");
  embed(body_, picture, x, y + cap, w, h);
  column_x_ = x;
  column_y_ = y + cap + h + kGap;
  column_width_ = column_width;
  width_ = right;
  height_ = bottom;
  // What was written, not the estimate: indentation and attributes add to it
  // (on latin6's listing the estimate fell 64 kB short of 16 MiB).
  bytes_ += std::max(bytes, body_.size() - before);
  elements_ += elements;
  ++drawn_;
  return true;
}

void Columns::note(const std::string& text) {
  if (notes_.size() + 2 < static_cast<std::size_t>(kMaxNotes))
    notes_.push_back(text);
  else
    ++more_notes_;
}

std::string Columns::document(const std::string& title, const std::string& last_note) {
  std::vector<std::string> shown = notes_;
  if (more_notes_ > 0)
    shown.push_back("... and " + std::to_string(more_notes_) + " more like these");
  if (!last_note.empty()) shown.push_back(last_note);
  Writer out;
  double width = width_;
  for (std::size_t k = 0; k < shown.size(); ++k) {
    out.text(0, kNoteLine * static_cast<double>(k + 1) - 5, shown[k], "note",
             {{"font-size", number(kNoteFont)}, {"font-weight", "bold"}, {"fill", kStrike}});
    width = std::max(width, svg::text_width(shown[k], kNoteFont));
  }
  const double top = shown.empty() ? 0 : kBand;
  if (top > 0) out.group("pictures", {{"transform", "translate(0 " + number(top) + ")"}});
  out.raw(body_.take());
  if (top > 0) out.close();
  const Picture all{std::clamp(width, 320.0, limits_.max_side),
                    std::clamp(top + height_, 40.0, limits_.max_side), title, out.take()};
  return svg::document(all);
}

}  // namespace deduce::svg
