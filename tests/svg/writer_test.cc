// The SVG primitives: numbers are byte-stable, text is escaped, and whatever
// the writer produces is well-formed XML.
#include "deduce/svg/writer.h"

#include <gtest/gtest.h>

#include "deduce/svg/picture.h"
#include "svg/xml_tree.h"

namespace deduce::svg {
namespace {

using testing::parse_xml;
using testing::with_class;

TEST(SvgNumber, AtMostTwoDecimalsWithoutTrailingZeros) {
  EXPECT_EQ(number(12), "12");
  EXPECT_EQ(number(12.5), "12.5");
  EXPECT_EQ(number(1.0 / 3), "0.33");
  EXPECT_EQ(number(2.0 / 3), "0.67");
  EXPECT_EQ(number(-4), "-4");
  EXPECT_EQ(number(-0.001), "0");  // never "-0"
  EXPECT_EQ(number(-1.05), "-1.05");
  EXPECT_EQ(number(0.1 + 0.2), "0.3");
  EXPECT_EQ(number(595.2756), "595.28");
}

TEST(SvgEscape, NamedEntitiesAndNoControlCharacters) {
  EXPECT_EQ(escape("a < b & c > \"d\" 'e'"), "a &lt; b &amp; c &gt; &quot;d&quot; &apos;e&apos;");
  EXPECT_EQ(escape("英国人"), "英国人");
  EXPECT_EQ(escape(std::string("x\x01y")), "xy");
}

TEST(SvgWriter, NestsIndentsAndEscapes) {
  Writer w;
  w.group("outer", {{"data-x", "<1>"}});
  w.rect(1, 2, 3.5, 4, "box", {{"fill", "#fff"}});
  w.text(5, 6, "a & b", "label");
  w.path(PathData().move(0, 0).line(1, 1).close(), "shape");
  w.close();
  EXPECT_EQ(w.take(),
            "<g class=\"outer\" data-x=\"&lt;1&gt;\">\n"
            "  <rect class=\"box\" x=\"1\" y=\"2\" width=\"3.5\" height=\"4\" fill=\"#fff\"/>\n"
            "  <text class=\"label\" x=\"5\" y=\"6\">a &amp; b</text>\n"
            "  <path class=\"shape\" d=\"M0 0 L1 1 Z\"/>\n"
            "</g>\n");
}

TEST(SvgWriter, TakeRefusesAnOpenElement) {
  Writer w;
  w.group("open");
  EXPECT_THROW(w.take(), std::logic_error);
  EXPECT_THROW(Writer().close(), std::logic_error);
}

TEST(SvgDocument, IsWellFormedWithSizeTitleAndBackground) {
  Writer w;
  w.text(1, 2, "<script>alert(1)</script>", "label");
  const std::string doc = document({120, 80.5, "A & B", w.take()});
  const auto root = parse_xml(doc);
  EXPECT_EQ(root.tag, "svg");
  EXPECT_EQ(root.attr("xmlns"), "http://www.w3.org/2000/svg");
  EXPECT_EQ(root.attr("width"), "120");
  EXPECT_EQ(root.attr("height"), "80.5");
  EXPECT_EQ(root.attr("viewBox"), "0 0 120 80.5");
  ASSERT_FALSE(root.children.empty());
  EXPECT_EQ(root.children[0].tag, "title");
  EXPECT_EQ(root.children[0].text, "A & B");
  EXPECT_EQ(with_class(root, "background").size(), 1u);
  // The text is text, not an element.
  EXPECT_EQ(doc.find("<script"), std::string::npos);
  EXPECT_EQ(with_class(root, "label")[0]->text, "<script>alert(1)</script>");
}

TEST(XmlTree, RejectsWhatIsNotWellFormed) {
  EXPECT_NO_THROW(parse_xml("<a><b x='1'/></a>"));
  EXPECT_THROW(parse_xml("<a><b></a>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a x=1/>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a x='1' x='2'/>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a>&nbsp;</a>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a>a & b</a>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a/><b/>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a x='<'/>"), std::runtime_error);
}

}  // namespace
}  // namespace deduce::svg
