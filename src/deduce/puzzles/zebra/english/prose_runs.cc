// Lists that run together in one clause (prose_runs.h): a sentence's zones
// cut at its commas into runs of items, told apart by their shapes
// (item_shapes.h); and the instructions that name what to find. Lists whose
// items repeat one head (`one by Bach, one by Chopin`) are read in
// one_each_lists.cc.
#include "deduce/puzzles/zebra/english/prose_runs.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_list_parts.h"
#include "deduce/puzzles/zebra/english/prose_run_parts.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The commas of `zone` that separate items (not `$18,500`'s).
std::vector<std::size_t> list_commas(std::string_view zone) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < zone.size(); ++i) {
    if (zone[i] != ',') continue;
    const bool thousands = i > 0 && i + 3 < zone.size() &&
                           std::isdigit(static_cast<unsigned char>(zone[i - 1])) &&
                           std::isdigit(static_cast<unsigned char>(zone[i + 1]));
    if (!thousands) out.push_back(i);
  }
  return out;
}

// The conjunction that ends a list in `segment` (`Cyril and Doreen came`,
// `and $85`): the offset after it, and before it the offset where it
// starts; npos when the segment has none.
// (`a scale and polish and a crown fitting`: where the segment opens with
// an article, the joint is the first `and` before another article.)
std::pair<std::size_t, std::size_t> joint(std::string_view segment) {
  const std::vector<Word> w = cut_words(segment);
  const bool articles = !w.empty() && article(w[0]);
  for (std::size_t k = 0; k < w.size(); ++k)
    if ((w[k].stem == "and" || w[k].stem == "or") &&
        (!articles || (k + 1 < w.size() && article(w[k + 1]))))
      return {w[k].offset, w[k].offset + w[k].text.size()};
  for (const Word& x : w)
    if (x.stem == "and" || x.stem == "or") return {x.offset, x.offset + x.text.size()};
  return {std::string_view::npos, std::string_view::npos};
}

// The unit words after an item's number (`pounds` of `18 pounds`).
// The words of a unit that follow a list's last number (`years old` in `47
// years old, and ...`, `pages`, `kg`); "" when none (`between them`).
std::string unit_after(std::string_view text) {
  std::vector<Word> w = cut_words(text.substr(0, text.find_first_of(",.;")));
  // (`29, 31, ... and 40 Stableford points`: a name of the kind, then the
  // unit.)
  if (w.size() >= 2 && std::isupper(static_cast<unsigned char>(w[0].text.front())) &&
      std::islower(static_cast<unsigned char>(w[1].text.front())))
    w.erase(w.begin());
  if (w.empty() || !std::islower(static_cast<unsigned char>(w[0].text.front()))) return "";
  static constexpr std::string_view kShort[] = {"kg", "km", "lb",   "cm", "mm", "mph",
                                                "ft", "oz", "feet", "m",  "g"};
  const std::string_view first = w[0].text;
  // (Plurals without an `s` too: `0, 1, 2, 3 and 4 children`.)
  static constexpr std::string_view kPlurals[] = {"children", "people", "men",  "women",
                                                  "teeth",    "geese",  "mice", "sheep"};
  const bool unit =
      (first.size() > 3 && first.back() == 's' && first != "respectively") ||
      std::find(std::begin(kShort), std::end(kShort), first) != std::end(kShort) ||
      std::find(std::begin(kPlurals), std::end(kPlurals), first) != std::end(kPlurals);
  // (`4, 6, 9 and 13 league goals`: a noun before the plural unit.)
  static const std::set<std::string_view> kNotNouns = {
      "between", "each",   "of",   "in",    "for",   "and",    "or",    "to",      "so",
      "from",    "with",   "all",  "the",   "any",   "more",   "among", "amongst", "across",
      "around",  "behind", "over", "under", "after", "before", "per",   "at",      "on",
      "by",      "into",   "than", "about", "out",   "up",     "down",  "as",      "but",
      "like",    "apart",  "less", "fewer", "other", "only",   "plus",  "minus",   "times"};
  if (!unit && w.size() >= 2 && first.size() > 2 && !kNotNouns.count(first) &&
      std::all_of(first.begin(), first.end(),
                  [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; }) &&
      w[1].text.size() > 3 && w[1].text.back() == 's' && !w[1].text.ends_with("selves") &&
      std::islower(static_cast<unsigned char>(w[1].text.front())) && !verb_word(w[0].stem))
    return std::string(first) + " " + std::string(w[1].text);
  if (!unit) return "";
  static constexpr std::string_view kAfter[] = {"old", "long", "tall", "high", "wide", "deep"};
  if (w.size() > 1 &&
      std::find(std::begin(kAfter), std::end(kAfter), w[1].text) != std::end(kAfter))
    return std::string(first) + " " + std::string(w[1].text);
  return std::string(first);
}

std::string unit_of(std::string_view item) {
  const std::vector<Word> w = cut_words(item);
  std::string out;
  for (std::size_t k = 1; k < w.size(); ++k) out += std::string(w[k].text) + " ";
  return out;
}

// The prepositions a list's items may each repeat (`upon the harp, upon
// the violin`).
bool preposition(const std::string& stem) {
  return stem == "upon" || stem == "on" || stem == "in" || stem == "at" || stem == "with" ||
         stem == "by" || stem == "to" || stem == "from" || stem == "for";
}

// The runs of one zone (a part of the sentence no bracket, dash, colon or
// semicolon cuts), its offset in the sentence being `base`.
// `before`: the sentence's words before the bracket, dash or colon that
// opens the zone (`who has mastered a different element (fire, ice, ...)`),
// which name a list that fills the zone.
void zone_runs(std::string_view zone, std::size_t base, std::string_view before, int size,
               std::vector<ProseList>& out) {
  const std::vector<std::size_t> commas = list_commas(zone);
  // Segments between commas: [begin, end).
  std::vector<std::pair<std::size_t, std::size_t>> seg;
  std::size_t at = 0;
  for (std::size_t c : commas) {
    seg.emplace_back(at, c);
    at = c + 1;
  }
  seg.emplace_back(at, zone.size());
  std::size_t taken_to = 0;  // the zone up to here belongs to a list already read
  for (std::size_t j = 0; j + 1 < seg.size(); ++j) {
    // Items j+1.. whole, up to the segment with `and` or `or`.
    std::vector<std::string_view> inner;
    std::size_t m = j + 1;
    std::size_t last_begin = std::string_view::npos;
    for (; m < seg.size(); ++m) {
      const std::string_view s = zone.substr(seg[m].first, seg[m].second - seg[m].first);
      const auto [before, after] = joint(s);
      if (before != std::string_view::npos) {
        const std::string_view pre = trimmed(s.substr(0, before));
        if (!pre.empty()) inner.push_back(pre);
        last_begin = seg[m].first + after;
        break;
      }
      inner.push_back(trimmed(s));
    }
    if (last_begin == std::string_view::npos || inner.empty()) continue;
    // Among names, `the Caribbean` is one (shape_in_names).
    const bool names = std::any_of(inner.begin(), inner.end(),
                                   [](std::string_view i) { return shape_of(i) == Shape::kName; });
    const auto shape_in = [&](std::string_view i) {
      const Shape own = shape_of(i);
      return names && own == Shape::kArticle && the_name(i) ? Shape::kName : own;
    };
    Shape kind = shape_in(inner[0]);
    std::size_t longest = 0, plain = 0;
    for (std::string_view i : inner) {
      const Shape own = shape_in(i);
      const bool things =
          (own == Shape::kArticle || own == Shape::kPlain) &&
          (kind == Shape::kArticle || kind == Shape::kPlain || kind == Shape::kThing);
      if (own != kind) kind = things ? Shape::kThing : Shape::kNone;
      longest = std::max(longest, cut_words(i).size());
      if (own == Shape::kPlain) plain = std::max(plain, cut_words(i).size());
    }
    if (kind == Shape::kNone) continue;
    longest = std::min<std::size_t>(longest + 1, 4);
    const std::size_t from = std::max(seg[j].first, taken_to);
    const std::string_view first_text = zone.substr(from, seg[j].second - from);
    std::size_t head = tail_item(first_text, kind, longest, plain);
    if (head == std::string_view::npos) continue;
    // (`the colours being red, yellow, ...`: `being` points at the list
    // and is no part of its first item.)
    if (first_text.substr(head).starts_with("being ") && head + 6 < first_text.size()) head += 6;
    const std::string_view first = trimmed(first_text.substr(head));
    const std::string_view rest = zone.substr(last_begin);
    const std::size_t skip = rest.find_first_not_of(' ');
    if (skip == std::string_view::npos) continue;
    const std::string unit = kind == Shape::kNumber ? unit_of(inner[0]) : "";
    // (A dash that closes the list ends its last item, however long:
    // `fudge, shortbread and rocky road – and they cost ...`.)
    const std::string_view tail = rest.substr(skip);
    const std::size_t dash = std::min(tail.find(" \u2013 "), tail.find(" \u2014 "));
    const std::size_t dashed = dash < 40 && tail.substr(0, dash).find(',') == std::string_view::npos
                                   ? cut_words(tail.substr(0, dash)).size()
                                   : 0;
    const std::size_t len =
        dashed >= 1 && dashed <= 4 ? dash : head_item(tail, kind, longest, unit);
    if (len == 0) continue;
    const std::string_view last = rest.substr(skip, len);
    // `The Adams, the Browns, ...` at the sentence's start: `The` is the
    // first item's article.
    const bool capital_the = kind == Shape::kArticle && base + from + head == 0 &&
                             first.starts_with("The ") && shape_of(first) == Shape::kName;
    if ((!fits_shape(shape_in(first), kind) && !capital_the) || !fits_shape(shape_in(last), kind))
      continue;
    std::vector<std::string_view> items = {first};
    items.insert(items.end(), inner.begin(), inner.end());
    items.push_back(last);
    const std::size_t count = items.size();
    if (size > 0 ? count != static_cast<std::size_t>(size) : count < 3 || count > 8) continue;
    ProseList l;
    l.offset = base + from + head;
    l.line_words = std::string(trimmed(first_text.substr(0, head)));
    // (`each calling from a different town, namely Ashby, ...`: `namely`
    // only points at the list, the clause before names it.)
    const std::vector<Word> said = cut_words(l.line_words);
    // (Nor does `which will be`: `each team is doing a different activity,
    // which will be archery, canoeing, ...`.)
    const bool which_is = said.size() >= 2 && said.size() <= 3 && said[0].stem == "which" &&
                          std::all_of(said.begin() + 1, said.end(), [](const Word& x) {
                            return x.stem == "will" || x.stem == "be" || be_word(x.stem);
                          });
    // (Nor `the five being`: `a different performance, the five being
    // upon the harp, ...`; nor `these being`.)
    // (`the five being upon`: the items' preposition after it.)
    const std::size_t said_n =
        said.size() >= 2 && preposition(said.back().stem) ? said.size() - 1 : said.size();
    // (Nor `the colours being`: `Each hut is painted a different colour,
    // the colours being red, yellow, ...`, the list's own noun.)
    const bool noun_being = said_n == 3 && said[2].stem == "being" && said[0].stem == "the" &&
                            std::islower(static_cast<unsigned char>(said[1].text.front())) &&
                            said[1].text.back() == 's';
    const bool being =
        noun_being ||
        (said_n > 0 && said[said_n - 1].stem == "being" &&
         std::all_of(said.begin(), said.begin() + static_cast<std::ptrdiff_t>(said_n) - 1,
                     [](const Word& x) {
                       return x.stem == "the" || x.stem == "these" || x.stem == "those" ||
                              x.stem == "they" || number_word(x.stem) >= 2;
                     }));
    const bool pointer =
        which_is || being ||
        (said.size() == 1 && (said[0].stem == "namely" || said[0].stem == "specifically" ||
                              said[0].stem == "viz" || said[0].stem == "ie"));
    // (`which are` only after a clause that says the list differs: `We
    // gave our sunflowers names, which are Sunny, ...` keeps its words.)
    const auto says_different = [&](std::size_t k) {
      for (const Word& x : cut_words(zone.substr(seg[k].first, seg[k].second - seg[k].first)))
        if (x.stem == "different" || x.stem == "unique") return true;
      return false;
    };
    if (pointer && j > 0 && taken_to <= seg[j - 1].first && (!which_is || says_different(j - 1)))
      l.line_words =
          std::string(trimmed(zone.substr(seg[j - 1].first, seg[j - 1].second - seg[j - 1].first)));
    else if (being)
      l.line_words.clear();
    // `Three friends, Ana, Ben and Cal, each own`: the noun set before it.
    if (cut_words(l.line_words).empty() && j > 0 && taken_to <= seg[j - 1].first) {
      const std::string_view noun =
          trimmed(zone.substr(seg[j - 1].first, seg[j - 1].second - seg[j - 1].first));
      const std::vector<Word> nw = cut_words(noun);
      if (nw.size() <= 4) l.line_words = std::string(noun);
      // (`Each carries a different mascot, Tiger, Lion, ...`: the noun
      // after `different` at the end of a longer clause.)
      for (std::size_t k = nw.size(); l.line_words.empty() && k-- > 0 && nw.size() - k <= 4;)
        if (nw[k].stem == "different" && k + 1 < nw.size())
          l.line_words = std::string(noun.substr(nw[k].offset));
    }
    if (cut_words(l.line_words).empty() && from == 0 &&
        cut_words(first_text.substr(0, head)).empty() && !cut_words(before).empty())
      l.line_words = std::string(trimmed(before));
    // Names that open the sentence are its people (`Agnes, Bernard, ...
    // came away with`).
    // (Weekdays and months in capitals are no one's names.)
    if (cut_words(l.line_words).empty() && kind == Shape::kName &&
        !std::all_of(l.values.begin(), l.values.end(),
                     [](const std::string& v) { return value_number(v).has_value(); }))
      l.line_words = "names";
    // `are 23, 29, 35, 41 and 47 years old`: the unit after the last number
    // is every number's, and names them.
    if (kind == Shape::kNumber && unit.empty())
      if (const std::string after = unit_after(rest.substr(skip + len)); !after.empty())
        l.line_words += " " + after;
    // `upon the harp, upon the pianoforte, upon the violin, a song, and a
    // recitation`: the preposition said before the first item, and again
    // before others, is the list's, not theirs.
    std::string prep;
    if (const std::vector<Word> lw = cut_words(first_text.substr(0, head));
        !lw.empty() && (kind == Shape::kArticle || kind == Shape::kThing) &&
        preposition(lw.back().stem)) {
      const std::string said = lw.back().stem;
      for (std::string_view& i : items)
        if (const std::vector<Word> iw = cut_words(i);
            i.data() != first.data() && iw.size() >= 3 && iw[0].stem == said && article(iw[1])) {
          i = i.substr(iw[1].offset);
          prep = said;
        }
      const std::vector<Word> line = cut_words(l.line_words);
      if (!prep.empty() && !line.empty() && line.back().stem == prep)
        l.line_words = l.line_words.substr(0, line.back().offset);
    }
    for (std::string_view i : items) {
      i = prose_parts::undashed(i);
      // Articles go (`a clock`), as list_items() takes them off.
      const std::vector<Word> w = cut_words(i);
      if ((kind == Shape::kArticle || kind == Shape::kThing) && w.size() > 1 &&
          (article(w[0]) || (capital_the && i.data() == first.data())))
        i = i.substr(w[1].offset);
      // (`the Caribbean` among names is said without its article too.)
      else if (kind == Shape::kName && the_name(i) && !capital(w[0].text) &&
               shape_of(i) == Shape::kArticle)
        i = i.substr(w[1].offset);
      // (`Yesterday Ros, Sam, Tess and Ugo arrived`: a word that opens
      // the sentence in time is no part of the first name.)
      else if (kind == Shape::kName && i.data() == first.data() && w.size() > 1 &&
               w[0].offset == 0 && opening_adverb(w[0].stem) && capital(w[1].text))
        i = i.substr(w[1].offset);
      // (`The Adams, Brown and Cole families`: the `The` that opens the
      // sentence, where no other name has one, is the whole list's.)
      else if (kind == Shape::kName && i.data() == first.data() && base + from + head == 0 &&
               w.size() > 1 && w[0].text == "The" &&
               std::none_of(items.begin() + 1, items.end(), [](std::string_view o) {
                 return o.starts_with("The ") || o.starts_with("the ");
               }))
        i = i.substr(w[1].offset);
      l.values.emplace_back(i);
    }
    out.push_back(std::move(l));
    taken_to = last_begin + skip + len;
    // The next run starts in the segment where this one ended.
    while (j + 1 < seg.size() && seg[j + 1].first <= taken_to) ++j;
    --j;
  }
}

}  // namespace

bool names_what_to_find(std::string_view text) {
  static const std::vector<std::string_view> kVerbs = {
      "match",     "find",        "work",     "determine", "figure", "decide",
      "discover",  "deduce",      "sort",     "identify",  "solve",  "pair",
      "establish", "reconstruct", "untangle", "unravel",   "fathom"};
  const std::vector<Word> words = cut_words(text);
  for (std::size_t i = 0; i < words.size(); ++i)
    if (std::find(kVerbs.begin(), kVerbs.end(), words[i].stem) != kVerbs.end() &&
        // `work out`, never `They work as a nurse, a baker, ...`
        // (`figure out` too, never `a different figure: an astronaut, ...`.)
        ((words[i].stem != "work" && words[i].stem != "figure") ||
         (i + 1 < words.size() && words[i + 1].stem == "out")) &&
        // `pair each child with ...`, never `a pair of roller skates`.
        (words[i].stem != "pair" || !(i + 1 < words.size() && words[i + 1].stem == "of")) &&
        // (A noun after its article says none: `the finds were logged at
        // 9:40am, ...`, `a sort of`.)
        !(i > 0 &&
          (words[i - 1].stem == "the" || words[i - 1].stem == "a" || words[i - 1].stem == "their" ||
           words[i - 1].stem == "our" || words[i - 1].stem == "my" || words[i - 1].stem == "his" ||
           words[i - 1].stem == "her")))
      return true;
  return false;
}

std::vector<ProseList> list_runs(std::string_view sentence, int size) {
  std::vector<ProseList> out;
  if (names_what_to_find(sentence)) return out;
  std::size_t at = 0, previous = 0;
  while (at < sentence.size()) {
    std::size_t end = sentence.find_first_of(";:()", at);
    // Not at the colon of a time (`6:15 a.m.`).
    while (end != std::string_view::npos && sentence[end] == ':' && end > 0 &&
           end + 1 < sentence.size() &&
           std::isdigit(static_cast<unsigned char>(sentence[end - 1])) &&
           std::isdigit(static_cast<unsigned char>(sentence[end + 1])))
      end = sentence.find_first_of(";:()", end + 1);
    const std::size_t dash = sentence.find(" - ", at);
    end = std::min({end, dash, sentence.size()});
    // The words that open this zone, when a bracket, dash or colon does.
    const std::string_view before =
        at > 0 && sentence[at - 1] != ';' && sentence[at - 1] != ')'
            ? sentence.substr(previous, at - previous - (sentence[at - 1] == ' ' ? 3 : 1))
            : std::string_view{};
    zone_runs(sentence.substr(at, end - at), at, before, size, out);
    previous = at;
    at = end + (end == dash ? 3 : 1);
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
