// The frames of an explanation for families that draw them
// (PuzzleView::step_pictures): each step drawn over the candidates left
// before it, which are found by replaying the earlier steps' conclusions.
#pragma once

#include <string>
#include <vector>

#include "views.h"

namespace deduce::apps {

// `marks`: the candidates before the first step; `draw(marks, step, number,
// caption)` draws a frame; `apply(marks, step)` takes a step's conclusions.
template <class Marks, class Draw, class Apply>
std::size_t draw_frames(const std::vector<explain::Step>& steps, Marks marks, const Draw& draw,
                        const Apply& apply, const FrameSink& frame) {
  int number = 0;
  for (const explain::Step& step : steps) {
    ++number;
    std::string caption = std::to_string(number);
    caption += ". ";
    caption += step.text;
    if (!frame(draw(marks, step, number, caption))) break;
    apply(marks, step);
  }
  return static_cast<std::size_t>(number);
}

}  // namespace deduce::apps
