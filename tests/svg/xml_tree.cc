#include "svg/xml_tree.h"

#include <cctype>

namespace deduce::testing {
namespace {

class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  XmlElement document() {
    skip_space();
    if (s_.substr(at_, 5) == "<?xml") {
      const std::size_t end = s_.find("?>", at_);
      if (end == std::string_view::npos) fail("unterminated XML declaration");
      at_ = end + 2;
    }
    skip_misc();
    if (at_ >= s_.size() || s_[at_] != '<') fail("expected the root element");
    XmlElement root = element();
    skip_misc();
    if (at_ != s_.size()) fail("text after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error("XML: " + what + " at byte " + std::to_string(at_));
  }

  void skip_space() {
    while (at_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[at_]))) ++at_;
  }

  void skip_misc() {
    for (;;) {
      skip_space();
      if (s_.substr(at_, 4) != "<!--") return;
      const std::size_t end = s_.find("-->", at_ + 4);
      if (end == std::string_view::npos) fail("unterminated comment");
      at_ = end + 3;
    }
  }

  std::string name() {
    const std::size_t start = at_;
    while (at_ < s_.size() &&
           (std::isalnum(static_cast<unsigned char>(s_[at_])) || s_[at_] == '-' || s_[at_] == '_' ||
            s_[at_] == ':' || s_[at_] == '.')) {
      ++at_;
    }
    if (at_ == start || std::isdigit(static_cast<unsigned char>(s_[start])) || s_[start] == '-') {
      fail("expected a name");
    }
    return std::string(s_.substr(start, at_ - start));
  }

  // Decodes text up to `stop` (exclusive), checking every `&` and `<`.
  std::string decode(std::size_t stop) {
    std::string r;
    while (at_ < stop) {
      const char c = s_[at_];
      if (c == '<') fail("'<' in text or attribute value");
      if (c != '&') {
        r += c;
        ++at_;
        continue;
      }
      const std::size_t semi = s_.find(';', at_);
      if (semi == std::string_view::npos || semi > stop) fail("'&' without ';'");
      const std::string_view ent = s_.substr(at_ + 1, semi - at_ - 1);
      if (ent == "amp")
        r += '&';
      else if (ent == "lt")
        r += '<';
      else if (ent == "gt")
        r += '>';
      else if (ent == "quot")
        r += '"';
      else if (ent == "apos")
        r += '\'';
      else if (ent.size() > 1 && ent[0] == '#') {
        // Numeric references are allowed; the tests never need their value.
        r += '?';
      } else {
        fail("unknown entity &" + std::string(ent) + ";");
      }
      at_ = semi + 1;
    }
    return r;
  }

  XmlElement element() {
    ++at_;  // '<'
    XmlElement e;
    e.tag = name();
    for (;;) {
      const std::size_t before = at_;
      skip_space();
      if (at_ >= s_.size()) fail("unterminated start tag");
      if (s_.substr(at_, 2) == "/>") {
        at_ += 2;
        return e;
      }
      if (s_[at_] == '>') {
        ++at_;
        break;
      }
      if (at_ == before) fail("expected space before an attribute");
      std::string attr = name();
      if (at_ >= s_.size() || s_[at_] != '=') fail("expected '=' after " + attr);
      ++at_;
      if (at_ >= s_.size() || (s_[at_] != '"' && s_[at_] != '\'')) fail("unquoted value");
      const char quote = s_[at_++];
      const std::size_t end = s_.find(quote, at_);
      if (end == std::string_view::npos) fail("unterminated attribute value");
      std::string value = decode(end);
      at_ = end + 1;
      if (!e.attrs.emplace(attr, std::move(value)).second) fail("repeated attribute " + attr);
    }
    for (;;) {
      const std::size_t lt = s_.find('<', at_);
      if (lt == std::string_view::npos) fail("<" + e.tag + "> is never closed");
      e.text += decode(lt);
      if (s_.substr(at_, 4) == "<!--") {
        skip_misc();
        continue;
      }
      if (s_.substr(at_, 2) == "</") {
        at_ += 2;
        const std::string closing = name();
        if (closing != e.tag) fail("</" + closing + "> closes <" + e.tag + ">");
        skip_space();
        if (at_ >= s_.size() || s_[at_] != '>') fail("expected '>'");
        ++at_;
        return e;
      }
      e.children.push_back(element());
    }
  }

  std::string_view s_;
  std::size_t at_ = 0;
};

void collect(const XmlElement& e, const std::function<bool(const XmlElement&)>& keep,
             std::vector<const XmlElement*>& out) {
  if (keep(e)) out.push_back(&e);
  for (const XmlElement& c : e.children) collect(c, keep, out);
}

}  // namespace

bool XmlElement::has_class(std::string_view cls) const {
  const std::string all = attr("class");
  std::size_t at = 0;
  while (at <= all.size()) {
    std::size_t end = all.find(' ', at);
    if (end == std::string::npos) end = all.size();
    if (std::string_view(all).substr(at, end - at) == cls) return true;
    at = end + 1;
  }
  return false;
}

XmlElement parse_xml(std::string_view text) {
  return Reader(text).document();
}

std::vector<const XmlElement*> find_all(const XmlElement& root,
                                        const std::function<bool(const XmlElement&)>& keep) {
  std::vector<const XmlElement*> out;
  collect(root, keep, out);
  return out;
}

std::vector<const XmlElement*> with_class(const XmlElement& root, std::string_view cls) {
  return find_all(root, [&](const XmlElement& e) { return e.has_class(cls); });
}

}  // namespace deduce::testing
