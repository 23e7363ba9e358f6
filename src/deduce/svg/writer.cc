#include "deduce/svg/writer.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace deduce::svg {

std::string number(double v) {
  // Hundredths are finer than any renderer's anti-aliasing at the sizes drawn
  // here, and rounding to them keeps the output the same on every machine.
  // Written with snprintf into a buffer: string appends here trip GCC 12's
  // -Wrestrict false positive in the sanitizer build.
  long long hundredths = std::llround(v * 100.0);
  const bool negative = hundredths < 0;
  if (negative) hundredths = -hundredths;
  const long long whole = hundredths / 100, frac = hundredths % 100;
  char buffer[48];
  int n = 0;
  if (frac == 0)
    n = std::snprintf(buffer, sizeof buffer, "%s%lld", negative ? "-" : "", whole);
  else if (frac % 10 == 0)
    n = std::snprintf(buffer, sizeof buffer, "%s%lld.%lld", negative ? "-" : "", whole, frac / 10);
  else
    n = std::snprintf(buffer, sizeof buffer, "%s%lld.%02lld", negative ? "-" : "", whole, frac);
  return std::string(buffer, static_cast<std::size_t>(n));
}

std::string escape(std::string_view text) {
  std::string r;
  r.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        r += "&amp;";
        break;
      case '<':
        r += "&lt;";
        break;
      case '>':
        r += "&gt;";
        break;
      case '"':
        r += "&quot;";
        break;
      case '\'':
        r += "&apos;";
        break;
      default:
        // Control characters other than tab and newline are not allowed in
        // XML 1.0 at all, not even as references: drop them.
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') break;
        r += c;
    }
  }
  return r;
}

PathData& PathData::move(double x, double y) {
  if (!d_.empty()) d_ += ' ';
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on
  // "literal" + std::string chains.
  d_ += 'M';
  d_ += number(x);
  d_ += ' ';
  d_ += number(y);
  return *this;
}

PathData& PathData::line(double x, double y) {
  d_ += " L";
  d_ += number(x);
  d_ += ' ';
  d_ += number(y);
  return *this;
}

PathData& PathData::close() {
  d_ += " Z";
  return *this;
}

void Writer::indent() {
  out_.append(2 * open_.size(), ' ');
}

void Writer::start_tag(std::string_view tag, std::string_view cls, Attributes attrs,
                       Attributes extra) {
  indent();
  out_ += '<';
  out_ += tag;
  if (!cls.empty()) {
    out_ += " class=\"";
    out_ += escape(cls);
    out_ += '"';
  }
  for (Attributes list : {attrs, extra}) {
    for (const Attribute& a : list) {
      out_ += ' ';
      out_ += a.name;
      out_ += "=\"";
      out_ += escape(a.value);
      out_ += '"';
    }
  }
}

void Writer::open(std::string_view tag, Attributes attrs) {
  start_tag(tag, {}, attrs);
  out_ += ">\n";
  open_.emplace_back(tag);
}

void Writer::close() {
  if (open_.empty()) throw std::logic_error("svg::Writer::close without open");
  const std::string tag = std::move(open_.back());
  open_.pop_back();
  indent();
  out_ += "</";
  out_ += tag;
  out_ += ">\n";
}

void Writer::empty(std::string_view tag, Attributes attrs) {
  start_tag(tag, {}, attrs);
  out_ += "/>\n";
}

void Writer::leaf(std::string_view tag, Attributes attrs, std::string_view content) {
  start_tag(tag, {}, attrs);
  out_ += '>';
  out_ += escape(content);
  out_ += "</";
  out_ += tag;
  out_ += ">\n";
}

void Writer::group(std::string_view cls, Attributes attrs) {
  start_tag("g", cls, attrs);
  out_ += ">\n";
  open_.emplace_back("g");
}

void Writer::rect(double x, double y, double w, double h, std::string_view cls, Attributes attrs) {
  start_tag("rect", cls,
            {{"x", number(x)}, {"y", number(y)}, {"width", number(w)}, {"height", number(h)}},
            attrs);
  out_ += "/>\n";
}

void Writer::line(double x1, double y1, double x2, double y2, std::string_view cls,
                  Attributes attrs) {
  start_tag("line", cls,
            {{"x1", number(x1)}, {"y1", number(y1)}, {"x2", number(x2)}, {"y2", number(y2)}},
            attrs);
  out_ += "/>\n";
}

void Writer::path(const PathData& d, std::string_view cls, Attributes attrs) {
  start_tag("path", cls, {{"d", d.str()}}, attrs);
  out_ += "/>\n";
}

void Writer::text(double x, double y, std::string_view content, std::string_view cls,
                  Attributes attrs) {
  start_tag("text", cls, {{"x", number(x)}, {"y", number(y)}}, attrs);
  out_ += '>';
  out_ += escape(content);
  out_ += "</text>\n";
}

void Writer::title(std::string_view content) {
  leaf("title", {}, content);
}

void Writer::raw(std::string_view body) {
  std::size_t at = 0;
  while (at < body.size()) {
    std::size_t end = body.find('\n', at);
    if (end == std::string_view::npos) end = body.size();
    indent();
    out_.append(body.substr(at, end - at));
    out_ += '\n';
    at = end + 1;
  }
}

std::string Writer::take() {
  if (!open_.empty()) throw std::logic_error("svg::Writer::take with <" + open_.back() + "> open");
  return std::move(out_);
}

}  // namespace deduce::svg
