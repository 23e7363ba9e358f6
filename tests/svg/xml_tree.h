// A strict little XML reader for the tests of the pictures: it checks that an
// SVG is well-formed (one root, tags nested and closed, attributes quoted and
// not repeated, only the five named entities and numeric references, no `<`
// or bare `&` in text) and gives back the tree, so tests can ask for "every
// element of class sign" instead of searching the text.
#pragma once

#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::testing {

struct XmlElement {
  std::string tag;
  std::map<std::string, std::string> attrs;  // values with entities decoded
  std::string text;                          // the element's own text, decoded
  std::vector<XmlElement> children;

  std::string attr(const std::string& name) const {
    auto it = attrs.find(name);
    return it == attrs.end() ? std::string() : it->second;
  }
  bool has_class(std::string_view cls) const;
};

// Throws std::runtime_error naming the byte offset of the first fault.
XmlElement parse_xml(std::string_view text);

// Every element below `root` (root included), depth first, for which `keep` holds.
std::vector<const XmlElement*> find_all(const XmlElement& root,
                                        const std::function<bool(const XmlElement&)>& keep);

// Every element carrying class `cls`.
std::vector<const XmlElement*> with_class(const XmlElement& root, std::string_view cls);

}  // namespace deduce::testing
