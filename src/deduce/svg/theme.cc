#include "deduce/svg/theme.h"

#include "deduce/io/display_width.h"

namespace deduce::svg {

double text_width(std::string_view text, double font_size) {
  return static_cast<double>(io::display_width(text)) * 0.62 * font_size;
}

}  // namespace deduce::svg
