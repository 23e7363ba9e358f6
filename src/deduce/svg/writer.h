// A small SVG 1.1 writer: the primitives every picture of deduce is drawn with
// (groups, rectangles, lines, paths, text, titles) and the document around them.
//
// Output is byte-stable: numbers go through number() (at most two decimals,
// no trailing zeros, never "-0"), attributes are written in the order given,
// one element a line, indented by depth. Text and attribute values are
// escaped, so any UTF-8 name from a puzzle file is safe to draw.
//
// Styling is by presentation attributes (fill, stroke, font-size), never a
// <style> sheet: a sheet inside one picture would apply to every picture
// nested beside it on a printed page, and presentation attributes are read
// the same by every renderer (librsvg, browsers, PDF converters). Classes
// and data- attributes name what an element means, for tests and scripts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::svg {

// "12", "12.5", "0.33", "-4": at most two decimals, so output is byte-stable.
std::string number(double v);

// `&`, `<`, `>`, `"` and `'` as entities; everything else unchanged.
std::string escape(std::string_view text);

struct Attribute {
  std::string_view name;
  std::string value;  // unescaped; the writer escapes it
};
using Attributes = std::initializer_list<Attribute>;

// The path data of a `d` attribute: absolute moves and lines.
class PathData {
 public:
  PathData& move(double x, double y);
  PathData& line(double x, double y);
  PathData& close();
  const std::string& str() const { return d_; }

 private:
  std::string d_;
};

class Writer {
 public:
  // <tag attrs...> ... close(). Every open() needs its close() before take().
  void open(std::string_view tag, Attributes attrs);
  void close();
  // <tag attrs.../>
  void empty(std::string_view tag, Attributes attrs);
  // <tag attrs...>content</tag>, the content escaped.
  void leaf(std::string_view tag, Attributes attrs, std::string_view content);

  // A group of elements that mean one thing: <g class="cls" ...>.
  void group(std::string_view cls, Attributes attrs = {});
  void rect(double x, double y, double w, double h, std::string_view cls, Attributes attrs = {});
  void line(double x1, double y1, double x2, double y2, std::string_view cls,
            Attributes attrs = {});
  void path(const PathData& d, std::string_view cls, Attributes attrs = {});
  void text(double x, double y, std::string_view content, std::string_view cls,
            Attributes attrs = {});
  // The accessible name of the enclosing element (read by screen readers and
  // shown as a tooltip).
  void title(std::string_view content);

  // Text already written by another Writer, indented to the current depth.
  void raw(std::string_view body);

  int depth() const { return static_cast<int>(open_.size()); }
  // The bytes written so far.
  std::size_t size() const { return out_.size(); }
  // The body written so far; throws std::logic_error if an element is still open.
  std::string take();

 private:
  void start_tag(std::string_view tag, std::string_view cls, Attributes attrs,
                 Attributes extra = {});
  void indent();

  std::string out_;
  std::vector<std::string> open_;
};

}  // namespace deduce::svg
