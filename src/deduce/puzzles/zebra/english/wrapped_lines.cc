// A paragraph wrapped at a fixed width joined back into its lines
// (unwrapped(), document.h), so that the first pass cuts a sentence that
// runs across lines as one.
#include "deduce/puzzles/zebra/english/document.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"

namespace deduce::puzzles::zebra::english {
namespace {

bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

// `text` with the run of blanks round each of `joins` (a break made a
// space) closed up to that one space, the rest of its line moved back and
// the bytes saved added as spaces before the line's break.
std::string closed_up(const std::string& text, const std::vector<std::size_t>& joins,
                      std::vector<Shift>* shifts) {
  std::string out;
  out.reserve(text.size());
  std::size_t saved = 0;  // bytes closed up so far on this line
  std::size_t j = 0;      // the next join
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '\n') {
      if (saved > 0) {
        if (shifts) shifts->push_back({out.size(), 0});
        out.append(saved, ' ');
        saved = 0;
      }
      out.push_back('\n');
      ++i;
      continue;
    }
    while (j < joins.size() && joins[j] < i) ++j;
    if (!blank(text[i])) {
      out.push_back(text[i++]);
      continue;
    }
    std::size_t e = i;
    while (e < text.size() && blank(text[e])) ++e;
    if (j < joins.size() && joins[j] < e) {
      // A run of blanks that holds a join: one space.
      out.push_back(' ');
      saved += e - i - 1;
      if (shifts && e - i > 1) shifts->push_back({out.size(), saved});
    } else {
      out.append(text, i, e - i);
    }
    i = e;
  }
  if (saved > 0) {
    if (shifts) shifts->push_back({out.size(), 0});
    out.append(saved, ' ');
  }
  return out;
}

}  // namespace

std::string unwrapped(const std::string& text, std::vector<Shift>* shifts) {
  std::string out = text;
  // A line that heads a list (`Locations: Kettleness, ...`): a capital and
  // at most a few words before its colon.
  // (Or a dash: `Town — Ashford, Dover, ...`.)
  const auto heading = [](std::string_view l) {
    std::size_t colon = std::string_view::npos;
    for (std::string_view mark : {":", "\u2014", "\u2013", " - "})
      colon = std::min(colon, l.find(mark));
    if (colon == std::string_view::npos || colon == 0 || colon > 30 ||
        !std::isupper(static_cast<unsigned char>(l.front())))
      return false;
    return l.substr(0, colon).find_first_of(".,;") == std::string_view::npos;
  };
  // A line that lists after its colon, however long its words before
  // (`Each one is at a different venue: Pleasance, Assembly, Gilded
  // Balloon, Underbelly`): two commas at least after it, no stop. Two
  // such lines in a row are two lists, never one paragraph.
  const auto listed = [](std::string_view l) {
    const std::size_t colon = l.find(": ");
    if (colon == std::string_view::npos) return false;
    const std::string_view list = l.substr(colon + 2);
    return std::count(list.begin(), list.end(), ',') >= 2 &&
           list.find_first_of(".;?!") == std::string_view::npos;
  };
  // A line that opens an item: a label, a bullet or a letter (`3.`, `#3`,
  // `- `, `(b)`, `Clue 3:`, `Q2`).
  const auto item = [](std::string_view l) {
    if (l.empty()) return false;
    const unsigned char c = static_cast<unsigned char>(l.front());
    // (A number or a bracket that goes on as prose is none: `104 feet,
    // 111 feet and 120 feet.`, `(Braemar, Dunoon and Oban), produced`.)
    if (std::isdigit(c)) {
      std::size_t k = 0;
      while (k < l.size() && std::isdigit(static_cast<unsigned char>(l[k]))) ++k;
      // (A number with its unit or ending goes on as prose too: `19lb,
      // 22lb, 24lb and 27lb, and ...`; a letter after the number is a
      // label only before its stop, `3a.`.)
      if (k < l.size() && std::isalpha(static_cast<unsigned char>(l[k])))
        return k + 2 < l.size() && !std::isalpha(static_cast<unsigned char>(l[k + 1])) &&
               (l[k + 1] == '.' || l[k + 1] == ')');
      // (Nor is a number a comma carries on: `55, 60, 75 or 90 litres`
      // after a line ending `juice: 40,`, `1,000 people`; nor a time a
      // list goes on with, `10:00 am, 11:30 am ...`, `12:25 and 13:50`. A time
      // that heads a line of a timetable is an item: `3.00  Maypole
      // dancing`.)
      if (k < l.size() && l[k] == ',') return false;
      if (k + 1 < l.size() && (l[k] == ':' || l[k] == '.') &&
          std::isdigit(static_cast<unsigned char>(l[k + 1]))) {
        std::size_t e = k + 1;
        while (e < l.size() && std::isdigit(static_cast<unsigned char>(l[e]))) ++e;
        std::string_view rest = l.substr(e);
        if (rest.starts_with(",") || rest.starts_with(" and ") || rest.starts_with(" or "))
          return false;
        if (rest.starts_with(" ")) rest.remove_prefix(1);
        if (rest.starts_with("am") || rest.starts_with("pm") || rest.starts_with("a.m") ||
            rest.starts_with("p.m"))
          return false;
      }
      return k == l.size() || l[k] != ' ' ||
             (k + 1 < l.size() && !std::islower(static_cast<unsigned char>(l[k + 1])));
    }
    if (c == '(') {
      const std::size_t close = l.find(')');
      return close != std::string_view::npos && close <= 5 &&
             std::all_of(l.begin() + 1, l.begin() + static_cast<std::ptrdiff_t>(close),
                         [](char x) { return std::isalnum(static_cast<unsigned char>(x)) != 0; });
    }
    if (c == '#' || c == '-' || c == '*' || c == '~' || c == '>' || c == '+' || c >= 0x80)
      return true;
    if (l.size() >= 2 && std::isalpha(c) && (l[1] == '.' || l[1] == ')')) return true;
    if (roman_label(l).first != 0) return true;
    if (l.size() >= 3 && (l[0] == 'Q' || l[0] == 'q') &&
        std::isdigit(static_cast<unsigned char>(l[1])))
      return true;
    return l.starts_with("Clue") || l.starts_with("CLUE");
  };
  // A line that ends on a word no sentence ends on (`the`, `than`, `and`)
  // or a comma.
  const auto open_end = [](std::string_view l) {
    if (l.back() == ',') return true;
    const std::size_t space = l.find_last_of(' ');
    static const std::set<std::string_view> kOpen = {"the", "a", "an", "and", "or", "than", "of",
                                                     "to", "in", "at", "with", "by", "for", "but",
                                                     "on", "from", "was", "is",
                                                     // (`And which` / `computer does ...`.)
                                                     "which", "whose"};
    return kOpen.count(space == std::string_view::npos ? l : l.substr(space + 1)) != 0;
  };
  // Lines typed one thought each, no full stops anywhere (a chat's `the
  // Hendersons paid the most and that was Monday` / `the Tuesday job paid
  // $2 more than the Thursday one`): each is its own, whatever its length.
  // A wrapped paragraph ends in a stop somewhere.
  // (So is a paragraph whose sentences end inside its lines: `... struck
  // three. They were Amos Tregear, ...`, though few lines end in a stop.)
  std::size_t said_lines = 0, stopped = 0, inner = 0, widest = 0;
  bool lower_first = false;
  for (std::size_t a = 0; a < out.size();) {
    const std::size_t e = std::min(out.find('\n', a), out.size());
    widest = std::max(widest, trim(std::string_view(out).substr(a, e - a)).size());
    a = e + 1;
  }
  // (And one filled to its width, most of its lines within a word of the
  // widest: a newspaper's column, whose lines end mid-sentence.)
  std::size_t full = 0;
  for (std::size_t a = 0; a < out.size();) {
    const std::size_t e = std::min(out.find('\n', a), out.size());
    const std::string_view l = trim(std::string_view(out).substr(a, e - a));
    if (std::count(l.begin(), l.end(), ' ') >= 3) {
      ++said_lines;
      if (widest >= 60 && l.size() + 12 >= widest) ++full;
      for (std::string_view end : {". ", "? ", "! "})
        if (const std::size_t k = l.find(end); k != std::string_view::npos && k > 0 &&
                                               k + 2 < l.size() &&
                                               std::isupper(static_cast<unsigned char>(l[k + 2])) &&
                                               std::islower(static_cast<unsigned char>(l[k - 1]))) {
          ++inner;
          break;
        }
      if (said_lines == 1) lower_first = std::islower(static_cast<unsigned char>(l.front())) != 0;
      if (std::string_view(".!?\"").find(l.back()) != std::string_view::npos) ++stopped;
    }
    a = e + 1;
  }
  // (A text that opens in lower case, no sentence ending inside a line, is
  // typed a thought a line: `ok so there are 3 kids in my class ...`.)
  const bool wrapped =
      !(lower_first && inner == 0) && (said_lines < 5 || 5 * stopped >= said_lines ||
                                       3 * inner >= said_lines || 3 * full >= 2 * said_lines);
  std::size_t at = 0;
  std::vector<std::size_t> joins;  // the breaks made spaces
  // (A line the one before goes on into is no heading: `... three men -
  // Al Ross,` / `Bo Kerr and Cy Dunn - each hailing from ...`.)
  bool went_on = false;
  while (at < out.size()) {
    const std::size_t end = out.find('\n', at);
    if (end == std::string::npos) break;
    const std::size_t next_end = std::min(out.find('\n', end + 1), out.size());
    const std::string_view line = trim(std::string_view(out).substr(at, end - at));
    const std::string_view next = trim(std::string_view(out).substr(end + 1, next_end - end - 1));
    // (A short line followed by another of its block, no item or heading,
    // is no paragraph's last line: `Cal sits at desk 3` / `Ava has the red
    // one`, typed one thought a line.)
    const std::size_t after_end =
        next_end < out.size() ? std::min(out.find('\n', next_end + 1), out.size()) : out.size();
    const std::string_view after =
        next_end < out.size()
            ? trim(std::string_view(out).substr(next_end + 1, after_end - next_end - 1))
            : std::string_view{};
    const bool next_alone = next.size() < 40 && !after.empty() && !item(after) && !heading(after) &&
                            std::string_view(".!?").find(next.back()) == std::string_view::npos;
    // A line cut where a sentence goes on: long (a wrapped paragraph's
    // lines fill the width), ending in no sentence's end, and the next no
    // item, heading or blank.
    // (A numbered clue cut short goes on too: `3. Earl didn't smoke the
    // ribs, and Dana won` / `more than Earl did.`; so does a labelled
    // line that ends on `the`: `Hint: ... Start with the` / `fixed
    // positions first.`, and a heading's list that goes on in lower case:
    // `Requests: an airport taxi, ..., and a late` / `checkout - one each.`)
    const bool goes_on =
        !line.empty() && ((wrapped && line.size() >= 50) || (item(line) && open_end(line))) &&
        !next.empty() && !(wrapped && line.size() >= 50 && !open_end(line) && next_alone) &&
        std::string_view(".!?:").find(line.back()) == std::string_view::npos &&
        // (A line that ends in a bracket or a quote goes on only into
        // lower case: `... the Craft Guild (Bronwen, Delia and Nadia)` /
        // `each put one bar ...`.)
        !((line.back() == '"' || line.back() == ')') &&
          !std::islower(static_cast<unsigned char>(next.front()))) &&
        (went_on || !heading(line) || (line.back() != ',' && open_end(line)) ||
         (std::islower(static_cast<unsigned char>(next.front())) && line.find(':') < 30 &&
          line.find(", ") != std::string_view::npos)) &&
        (open_end(line) || !heading(next)) && !item(next) &&
        line.find('|') == std::string_view::npos &&
        !(listed(line) && listed(next) && !open_end(line));
    // (A long line ending in a colon whose list goes on below, lower case:
    // `... each won one event at sports day:` / `the egg and spoon, ...`.)
    // (Its words are a sentence's, eight or more: never a heading's.)
    const bool list_goes_on = wrapped && line.size() >= 50 && line.back() == ':' &&
                              cut_words(line).size() >= 8 && !next.empty() &&
                              std::islower(static_cast<unsigned char>(next.front())) && !item(next);
    if (goes_on || list_goes_on) {
      out[end] = ' ';
      joins.push_back(end);
    }
    went_on = goes_on || list_goes_on;
    at = end + 1;
  }
  return closed_up(out, joins, shifts);
}

}  // namespace deduce::puzzles::zebra::english
