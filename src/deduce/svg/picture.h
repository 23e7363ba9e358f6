// A picture: the body of an SVG drawing and the size it was drawn at, so that
// it can be written as a standalone document or placed on a printed sheet
// (sheet.h) beside others, scaled to fit.
#pragma once

#include <string>

#include "deduce/svg/writer.h"

namespace deduce::svg {

struct Picture {
  double width = 0;  // user units (CSS pixels at 100%)
  double height = 0;
  std::string title;  // the accessible name: "Futoshiki 5x5, solved"
  std::string body;   // elements drawn in 0..width x 0..height, from Writer::take()
};

// The standalone SVG 1.1 document: XML declaration, <svg> with its size and
// viewBox, the title, a white background (so viewers in dark mode and PDF
// pages show the same picture) and the body.
std::string document(const Picture& picture);

// Places `picture` in the box (x, y, w, h) of `out`, scaled to fit and
// centred, as a nested <svg> with class "picture" and the given attributes.
void embed(Writer& out, const Picture& picture, double x, double y, double w, double h,
           std::string_view cls = "picture", Attributes attrs = {});

// An explanation frame's caption: `caption` in one line under `drawn` (whose
// body `out` holds, its groups still open), the groups closed and the
// picture of both, wide enough for the caption.
Picture with_caption(Writer& out, const Picture& drawn, const std::string& caption,
                     std::string title);

}  // namespace deduce::svg
