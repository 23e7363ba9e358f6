#include "deduce/svg/picture.h"

#include <algorithm>

#include "deduce/svg/theme.h"

namespace deduce::svg {

std::string document(const Picture& picture) {
  Writer out;
  out.open("svg", {{"xmlns", "http://www.w3.org/2000/svg"},
                   {"version", "1.1"},
                   {"width", number(picture.width)},
                   {"height", number(picture.height)},
                   {"viewBox", "0 0 " + number(picture.width) + " " + number(picture.height)},
                   {"font-family", kFontFamily}});
  out.title(picture.title);
  out.rect(0, 0, picture.width, picture.height, "background", {{"fill", kPaper}});
  out.raw(picture.body);
  out.close();
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + out.take();
}

void embed(Writer& out, const Picture& picture, double x, double y, double w, double h,
           std::string_view cls, Attributes attrs) {
  out.open("svg", {{"class", std::string(cls)},
                   {"x", number(x)},
                   {"y", number(y)},
                   {"width", number(w)},
                   {"height", number(h)},
                   {"viewBox", "0 0 " + number(picture.width) + " " + number(picture.height)},
                   {"preserveAspectRatio", "xMidYMid meet"}});
  out.title(picture.title);
  // The attributes that name the picture (data-number) sit on a group, since
  // Attributes is a fixed list and the nested <svg> has its own.
  out.group("content", attrs);
  out.raw(picture.body);
  out.close();
  out.close();
}

Picture with_caption(Writer& out, const Picture& drawn, const std::string& caption,
                     std::string title) {
  constexpr double kCaptionSize = 13;
  constexpr double kCaptionLine = 24;
  out.text(14, drawn.height + kCaptionSize, caption, "caption",
           {{"font-size", number(kCaptionSize)}, {"fill", kInk}});
  out.close();
  const double width = std::max(drawn.width, 28 + text_width(caption, kCaptionSize));
  return {width, drawn.height + kCaptionLine, std::move(title), out.take()};
}

}  // namespace deduce::svg
