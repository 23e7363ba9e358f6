// One SVG document of many captioned pictures (the solutions of a listing,
// the frames of an explanation) that every renderer opens: the pictures go
// top to bottom in a column, and in a new column to the right once a column
// is full (ColumnLimits::column_height), so that no side passes kMaxSide, the largest image librsvg
// draws (rsvg-convert, and so `deduce print`, refuse anything wider or taller).
//
// Memory stays bounded however many pictures a run hands over: each picture
// is written into the body as it is added and then dropped, and once the
// document is full (its sides, its bytes, its elements or its area) a
// picture is left out and only counted, and so is every one after it, so the
// document shows the first pictures of the run, in order. The bytes and
// elements are kept below what librsvg parses in seconds (it refuses a
// million elements), the area below what it draws in 1 GiB of pixels.
//
// Notes (a listing stopped, pictures left out) are lines at the top of the
// document, in a band the columns always leave room for.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "deduce/svg/picture.h"
#include "deduce/svg/writer.h"

namespace deduce::svg {

// librsvg's largest image side, in pixels (user units at 100%).
inline constexpr double kMaxSide = 32767;

struct ColumnLimits {
  double max_side = kMaxSide;
  // A new column starts past this height, so that a long run of pictures
  // reads as a wide page rather than a strip; a picture taller than this
  // has a column of its own, up to max_side.
  double column_height = 8192;
  // The body, leaving 256 KiB of the document's 16 MiB for its head, frames
  // and notes (a listing of latin6 reached 16,841,351 bytes with 16 MiB here).
  std::size_t max_bytes = (std::size_t{16} << 20) - (std::size_t{256} << 10);
  std::size_t max_elements = 250000;  // lines of the body: elements and end tags
  double max_area = 268435456;        // 2^28 square user units: 1 GiB of RGBA
};

class Columns {
 public:
  explicit Columns(ColumnLimits limits = {}) : limits_(limits) {}

  // Adds `picture` under `caption`; an empty caption puts it right under the
  // picture above (the frames of one explanation). A picture wider or taller
  // than a column is scaled down to fit. False when it was left out.
  bool add(const Picture& picture, const std::string& caption);

  // A line at the top of the document (a listing stopped). Past
  // kMaxNotes - 2 of them, a line says how many more there were.
  void note(const std::string& text);

  // Whether every later picture will be left out, so that a caller need not
  // draw it; skip() counts `n` it did not draw.
  bool full() const { return full_; }
  void skip(std::uint64_t n = 1) { left_out_ += n; }

  std::uint64_t drawn() const { return drawn_; }
  std::uint64_t left_out() const { return left_out_; }

  // The standalone document (picture.h's document()), at least 320 x 40,
  // with `last_note` (what was left out) as the last line of the notes.
  // Call once: the body is moved into it.
  std::string document(const std::string& title, const std::string& last_note = "");

  static constexpr int kMaxNotes = 6;

 private:
  ColumnLimits limits_;
  Writer body_;
  std::size_t bytes_ = 0, elements_ = 0;
  double column_x_ = 0, column_y_ = 0, column_width_ = 0;
  double width_ = 0, height_ = 0;  // of what is drawn, below the band
  bool full_ = false;
  std::uint64_t drawn_ = 0, left_out_ = 0;
  std::vector<std::string> notes_;
  std::uint64_t more_notes_ = 0;
};

}  // namespace deduce::svg
