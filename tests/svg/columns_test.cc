// The columns of one SVG document: no side past the limit however many
// pictures come, a new column once one is full, a picture too big scaled
// down, the first pictures kept in order and the rest counted once the
// document is full, and notes drawn at the top.
#include "deduce/svg/columns.h"

#include <gtest/gtest.h>

#include <string>

#include "svg/xml_tree.h"

namespace deduce::svg {
namespace {

using testing::parse_xml;
using testing::with_class;
using testing::XmlElement;

Picture box(double w, double h, const std::string& name) {
  Writer out;
  out.rect(0, 0, w, h, "box", {{"data-name", name}});
  return {w, h, name, out.take()};
}

double side(const XmlElement& root, const char* which) {
  return std::stod(root.attr(which));
}

TEST(Columns, ManyPicturesStayWithinTheSideLimit) {
  Columns c;
  for (int k = 0; k < 3000; ++k) ASSERT_TRUE(c.add(box(200, 200, std::to_string(k)), "caption"));
  const XmlElement root = parse_xml(c.document("many"));
  EXPECT_LE(side(root, "width"), kMaxSide);
  EXPECT_LE(side(root, "height"), kMaxSide);
  EXPECT_EQ(with_class(root, "picture").size(), 3000u);
  // Columns of column_height: far wider than one column.
  EXPECT_GT(side(root, "width"), 10 * 200.0);
  EXPECT_LE(side(root, "height"), ColumnLimits{}.column_height + 200);
}

TEST(Columns, WhatDoesNotFitIsCountedAndEveryLaterPictureToo) {
  ColumnLimits small;
  small.max_side = 1000;
  small.column_height = 1000;
  Columns c(small);
  int kept = 0;
  for (int k = 0; k < 100; ++k) kept += c.add(box(200, 200, std::to_string(k)), "") ? 1 : 0;
  EXPECT_TRUE(c.full());
  EXPECT_EQ(c.drawn(), static_cast<std::uint64_t>(kept));
  EXPECT_EQ(c.left_out(), static_cast<std::uint64_t>(100 - kept));
  EXPECT_FALSE(c.add(box(1, 1, "tiny"), "")) << "a later picture is left out even if it fits";
  c.skip(5);
  EXPECT_EQ(c.left_out(), static_cast<std::uint64_t>(100 - kept + 6));
  const XmlElement root = parse_xml(c.document("small", "the rest left out"));
  EXPECT_LE(side(root, "width"), 1000);
  EXPECT_LE(side(root, "height"), 1000);
  // The first ones, in order.
  const auto boxes = with_class(root, "box");
  ASSERT_EQ(boxes.size(), static_cast<std::size_t>(kept));
  for (int k = 0; k < kept; ++k) EXPECT_EQ(boxes[k]->attr("data-name"), std::to_string(k));
  const auto notes = with_class(root, "note");
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0]->text, "the rest left out");
}

TEST(Columns, TheByteBudgetBoundsTheBody) {
  ColumnLimits limits;
  limits.max_bytes = 20000;
  Columns c(limits);
  while (c.add(box(10, 10, "x"), "")) {
  }
  EXPECT_GT(c.drawn(), 10u);
  EXPECT_LT(c.document("bytes").size(), 40000u);
}

TEST(Columns, APictureTooBigIsScaledToFit) {
  Columns c;
  ASSERT_TRUE(c.add(box(1000, 200000, "tall"), "a tall one"));
  const XmlElement root = parse_xml(c.document("tall"));
  EXPECT_LE(side(root, "height"), kMaxSide);
  const auto pictures = with_class(root, "picture");
  ASSERT_EQ(pictures.size(), 1u);
  EXPECT_LT(std::stod(pictures[0]->attr("height")), kMaxSide);
  EXPECT_EQ(pictures[0]->attr("viewBox"), "0 0 1000 200000") << "drawn whole, scaled";
}

TEST(Columns, NotesPastTheirRoomAreCounted) {
  Columns c;
  c.add(box(10, 10, "x"), "");
  for (int k = 0; k < 10; ++k) c.note("note " + std::to_string(k));
  const XmlElement root = parse_xml(c.document("notes", "last"));
  const auto notes = with_class(root, "note");
  ASSERT_EQ(notes.size(), static_cast<std::size_t>(Columns::kMaxNotes));
  EXPECT_EQ(notes[0]->text, "note 0");
  EXPECT_EQ(notes[notes.size() - 2]->text, "... and 6 more like these");
  EXPECT_EQ(notes.back()->text, "last");
}

}  // namespace
}  // namespace deduce::svg
