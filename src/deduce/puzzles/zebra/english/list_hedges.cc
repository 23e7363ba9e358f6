// What a sentence says around its lists that would hide them, said again
// in as many characters before the lists are found (prose_list_parts.h):
// hedges on order (`(in no particular order)`, `, in no particular
// order,`), remarks on an item, wonder (`, believe it or not,`), `, namely`, and a list said as the
// span it covers (`ranged from a jungle and a pirate ship to a space rocket, ...`), and a
// list set off between dashes as a bracket sets it off, and a list said in
// its order with `then` (`Bruges first, then Ghent, then Antwerp, and last
// of all Leuven`).
#include "deduce/puzzles/zebra/english/prose_list_parts.h"

#include <algorithm>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {
// `(in no particular order)`, `(not necessarily in that order)` between a
// list's words and its values says nothing of either: blanked, so that
// `whose last names (in no particular order) are Baxter, ...` is headed
// `whose last names are`. So is a remark on an item (remark_on_item).
// Offsets stay those of the sentence.
namespace {

// The parts of `text` between `, ` and ` and `/` or `.
std::vector<std::string_view> split_items(std::string_view text) {
  std::vector<std::string_view> parts;
  std::size_t at = 0;
  while (at <= text.size()) {
    std::size_t next = text.size(), skip = 0;
    for (std::string_view joint : {", ", " and ", " or "})
      if (const std::size_t k = text.find(joint, at); k != std::string_view::npos && k < next) {
        next = k;
        skip = joint.size();
      }
    parts.push_back(text.substr(at, next - at));
    if (next == text.size()) break;
    at = next + skip;
  }
  return parts;
}

}  // namespace

std::string without_order_hedges(std::string_view sentence) {
  std::string plain(sentence);
  std::size_t open = 0;
  while ((open = plain.find('(', open)) != std::string::npos) {
    const std::size_t close = plain.find(')', open);
    if (close == std::string::npos) break;
    const std::string_view inside = std::string_view(plain).substr(open + 1, close - open - 1);
    const std::vector<Word> w = cut_words(inside);
    // (So is the most there is: `their marks (out of 150) were ...`.)
    const bool hedge =
        inside.find(',') == std::string_view::npos && w.size() <= 6 &&
        (std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "order"; }) ||
         (w.size() == 3 && w[0].stem == "out" && w[1].stem == "of" &&
          std::isdigit(static_cast<unsigned char>(w[2].text.front()))));
    const std::size_t item = plain.find_last_of(",:", open);
    // (So is an aside between a list's `and` and its last item: `a tower
    // of chocolates, and (I am not making this up) a waffle iron`.)
    const std::string_view before = std::string_view(plain).substr(0, open);
    // (Only where an item follows, a few words to the clause's end: never
    // `..., and (because someone asked) each flat also has one pet: ...`.)
    const std::size_t after_end = std::min(plain.find_first_of(",.;:!?", close + 1), plain.size());
    const bool before_last =
        item != std::string::npos && open - item < 60 &&
        (before.ends_with(" and ") || before.ends_with(" or ")) && w.size() >= 2 &&
        cut_words(std::string_view(plain).substr(close + 1, after_end - close - 1)).size() <= 4;
    // (The first item may open the sentence: `Between them they play the
    // Ugly Sister (yes, just the one this year - we couldn't ...), the
    // Fairy Godmother, ...`.)
    // (There, short items follow to the sentence's end: never `Everyone
    // brought their own starter (Dev's is called Doughlene, which I'm still
    // not over), everyone made one loaf, and my kitchen has never been so
    // sticky`.)
    const auto short_items_after = [&] {
      const std::string_view rest = std::string_view(plain).substr(close + 1);
      const std::size_t end = std::min(rest.find_first_of(".;:!?"), rest.size());
      int items = 0;
      for (std::string_view part : split_items(rest.substr(0, end))) {
        const std::size_t n = cut_words(part).size();
        if (n == 0) continue;
        if (n > 4) return false;
        ++items;
      }
      return items >= 2;
    };
    // (A bracket with commas after an item, the only bracket of the
    // sentence, where the list goes on: `marshal (the Heron Bridge corner,
    // bring a coat) and funnel manager`. Never one of several, which may
    // each say a value of another list: `a cat (Felix, 3), a dog (Rex, 5)`.)
    const std::string_view rest = std::string_view(plain).substr(close + 1);
    // (Itself no list: one comma, no `and`; after an item of a few words,
    // never a clause: `came from five different towns (Clarksville, ...)`.)
    // (Nor on a list's first item, `Loot: the Goose Crown (unidentified,
    // ...)`, `Ann (the hymn, then a carol), Bo and Cy`: an item before it
    // shows the list has begun.)
    // (`item` is before `open`, so `open - 1` is a place in the text.)
    const std::size_t item_before = item != std::string::npos && item > 0
                                        ? plain.find_last_of(",:", item - 1)
                                        : std::string::npos;
    const bool one_remark =
        item_before != std::string::npos && open - item < 40 && plain[item] == ',' &&
        item - item_before < 40 && std::count(inside.begin(), inside.end(), ',') == 1 &&
        inside.find(" and ") == std::string_view::npos &&
        inside.find(" or ") == std::string_view::npos &&
        cut_words(std::string_view(plain).substr(item + 1, open - item - 1)).size() <= 3 &&
        plain.find('(', close) == std::string::npos &&
        plain.rfind('(', open - 1) == std::string::npos &&
        (rest.starts_with(", ") || rest.starts_with(" and ") || rest.starts_with(" or ")) &&
        plain[open - 1] == ' ';
    if (hedge || before_last || one_remark ||
        ((item != std::string::npos ? open - item < 40 : open < 60 && short_items_after()) &&
         remark_on_item(plain, open, close)))
      std::fill(plain.begin() + static_cast<std::ptrdiff_t>(open),
                plain.begin() + static_cast<std::ptrdiff_t>(close) + 1, ' ');
    open = close;
  }
  // `each is proud of a particular flower, namely hollyhocks, lavender,
  // ...`: `namely` after a comma opens the list as a colon does.
  for (std::size_t at = 0; (at = plain.find(", namely ", at)) != std::string::npos; at += 9)
    if (plain.find(',', at + 9) != std::string::npos) plain.replace(at, 9, ":        ");
  // `whose surnames, in no particular order, are Booth, ...`: the same
  // hedge set off by commas.
  for (std::size_t at = 0; (at = plain.find(", ", at)) != std::string::npos; at += 2) {
    const std::size_t next = plain.find(',', at + 2);
    if (next == std::string::npos) break;
    const std::vector<Word> w = cut_words(std::string_view(plain).substr(at + 2, next - at - 2));
    // (So does a unit said so: `their solving times, in minutes and
    // seconds, were 6:40, ...`.)
    const auto unit = [](const Word& x) {
      return x.stem == "minute" || x.stem == "second" || x.stem == "hour" || x.stem == "day" ||
             x.stem == "year" || x.stem == "pound" || x.stem == "dollar" || x.stem == "metre" ||
             x.stem == "meter" || x.stem == "kg" || x.stem == "cm" || x.stem == "inch";
    };
    const bool units = w.size() >= 2 && w.size() <= 4 && w.front().stem == "in" &&
                       std::all_of(w.begin() + 1, w.end(),
                                   [&](const Word& x) { return unit(x) || x.stem == "and"; });
    if (units) {
      // (Its words stay: they say what the list counts.)
      plain[at] = ' ';
      plain[next] = ' ';
    } else if (w.size() >= 2 && w.size() <= 6 && w.front().stem == "in" &&
               std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "order"; })) {
      std::fill(plain.begin() + static_cast<std::ptrdiff_t>(at),
                plain.begin() + static_cast<std::ptrdiff_t>(next) + 1, ' ');
    }
  }
  // `..., whether or not you ask`: a clause of `whether or not` lists
  // nothing, up to its sentence's next comma or end.
  for (std::size_t at = 0; (at = plain.find(", whether or not", at)) != std::string::npos;) {
    const std::size_t next = std::min(plain.find(',', at + 2), plain.size());
    std::fill(plain.begin() + static_cast<std::ptrdiff_t>(at),
              plain.begin() + static_cast<std::ptrdiff_t>(next), ' ');
    at = next;
  }
  // `a cat, a parrot, a terrier and, believe it or not, a rabbit`: the
  // teller's word set off before the last item says nothing of the list.
  for (std::size_t at = 0; (at = plain.find(" and, ", at)) != std::string::npos; at += 6) {
    const std::size_t next = plain.find(',', at + 6);
    if (next == std::string::npos) break;
    if (teller_aside(trim(std::string_view(plain).substr(at + 6, next - at - 6))))
      std::fill(plain.begin() + static_cast<std::ptrdiff_t>(at) + 4,
                plain.begin() + static_cast<std::ptrdiff_t>(next) + 1, ' ');
  }
  return plain;
}

// `the themes ranged from a jungle and a pirate ship to a space rocket, a
// sea scene and the Wild West`: a list said as the span it covers, each
// end a list of its own (not a range of one sequence, `from Monday to
// Friday`, whose ends are one value each). Said again as `the themes
// were a jungle, a pirate ship, a space rocket, ...` in as many
// characters, so that offsets stay those of the sentence; unchanged when
// none is so said.
std::string spans_as_lists(std::string plain) {
  for (std::string_view verb :
       {" ranged from ", " ranging from ", " range from ", " varied from ", " ran from "}) {
    const std::size_t at = plain.find(verb);
    if (at == std::string::npos) continue;
    const std::size_t first = at + verb.size();
    const std::size_t to = plain.find(" to ", first);
    if (to == std::string::npos) continue;
    // The clause's end: a semicolon, a dash, a bracket or the sentence's.
    std::size_t end = plain.find_first_of(";(", to);
    if (end == std::string::npos) end = plain.size();
    const std::string_view head = std::string_view(plain).substr(first, to - first);
    const std::string_view tail = std::string_view(plain).substr(to + 4, end - to - 4);
    // Each end a list: `a jungle and a pirate ship`, `x, y and z`.
    const auto listed = [](std::string_view part) {
      return part.find(" and ") != std::string_view::npos ||
             part.find(", ") != std::string_view::npos;
    };
    if (!listed(head) || !listed(tail) || head.find(',') != head.rfind(',')) continue;
    // `were` and blanks where `ranged from` stood; a comma for the first
    // end's `and` and for `to`.
    std::string out = plain;
    out.replace(at, verb.size(), std::string(" were") + std::string(verb.size() - 5, ' '));
    if (const std::size_t a = head.rfind(" and "); a != std::string_view::npos)
      out.replace(first + a, 5, ",    ");
    out.replace(to, 4, ",   ");
    return out;
  }
  return plain;
}

// `each in a different room — library, conservatory, billiard room,
// kitchen — and each holding something`: a list between two dashes, with
// no `and` or `or` to close it, is bounded by them as by a bracket, and
// read as `(library, ..., kitchen)`. Only where the dashes hold three
// items or more, each of at most four words, and no clause (no `;`, no
// colon). Offsets stay those of the sentence.
std::string dashes_as_brackets(std::string plain) {
  for (std::string_view dash : {"\u2014", "\u2013"}) {
    std::string open = " ";
    open.append(dash).append(" ");
    const std::size_t at = plain.find(open);
    if (at == std::string::npos) continue;
    const std::size_t first = at + open.size();
    const std::size_t close = plain.find(open, first);
    if (close == std::string::npos) continue;
    const std::string_view inside = std::string_view(plain).substr(first, close - first);
    if (inside.find_first_of(";:()") != std::string_view::npos ||
        std::count(inside.begin(), inside.end(), ',') < 2)
      continue;
    bool short_items = true;
    std::size_t from = 0;
    while (from <= inside.size() && short_items) {
      const std::size_t comma = std::min(inside.find(',', from), inside.size());
      const std::vector<Word> w = cut_words(inside.substr(from, comma - from));
      short_items =
          !w.empty() && w.size() <= 4 && std::none_of(w.begin(), w.end(), [](const Word& x) {
            return x.stem == "and" || x.stem == "or" || x.stem == "nor";
          });
      from = comma + 1;
    }
    if (!short_items) continue;
    // (The dash, 3 bytes, becomes two blanks and the bracket, which then
    // stands right before the first item's blank; the closing one a
    // bracket right after the last item.)
    std::string opening(dash.size(), ' ');
    opening.back() = '(';
    std::string closing(dash.size() + 1, ' ');
    closing.front() = ')';
    plain.replace(at + 1, dash.size(), opening);
    plain.replace(close, dash.size() + 1, closing);
    return plain;
  }
  return plain;
}

std::string dash_as_colon(std::string plain) {
  for (std::string_view dash : {"\u2014", "\u2013", "-"}) {
    std::string open = " ";
    open.append(dash).append(" ");
    const std::size_t at = plain.find(open);
    if (at == std::string::npos || plain.find(open, at + open.size()) != std::string::npos ||
        plain.find(':', at) != std::string::npos)
      continue;
    std::string_view tail = std::string_view(plain).substr(at + open.size());
    while (!tail.empty() && (tail.back() == '.' || tail.back() == ' ')) tail.remove_suffix(1);
    if (tail.find_first_of(";()!?\"") != std::string_view::npos ||
        std::count(tail.begin(), tail.end(), ',') < 2)
      continue;
    // (Items of a few words each, the last pair joined by `and` or `or`:
    // never a clause, `- one ends in March, one in June, ...`, whose items
    // say a verb.)
    bool short_items = true;
    std::size_t from = 0;
    while (from <= tail.size() && short_items) {
      const std::size_t comma = std::min(tail.find(',', from), tail.size());
      const std::vector<Word> w = cut_words(tail.substr(from, comma - from));
      std::size_t joins = 0;
      for (const Word& x : w) joins += x.stem == "and" || x.stem == "or" ? 1 : 0;
      short_items = !w.empty() && w.size() <= 5 && joins <= 1 &&
                    std::none_of(w.begin(), w.end(), [](const Word& x) {
                      return verb_word(x.stem) || x.stem == "one" || x.stem == "each";
                    });
      from = comma + 1;
    }
    if (!short_items) continue;
    std::string colon(1 + dash.size(), ' ');
    colon.front() = ':';
    plain.replace(at, colon.size(), colon);
    return plain;
  }
  return plain;
}

// `Bruges first, then Ghent, then Antwerp, and last of all Leuven`, `You
// will pass Gallery 1 first, then Gallery 2, ..., and at the very end,
// Gallery 4`: a list said in its order, the words that say the order
// blanked (`first` before the first `, then`, each `then`, and `last of
// all`, `finally`, `at the very end,` after the last `, and`), so that
// the list reads `Bruges, Ghent, Antwerp, and Leuven`. Only where two
// `, then` follow each other, or one and a last item said with its
// `and` and a word of the end. Offsets stay those of the sentence; where
// the order's words begin is set in `order_at` (npos where none were).
std::string thens_as_lists(std::string plain, std::size_t& order_at) {
  order_at = std::string::npos;
  const std::size_t first_then = plain.find(", then ");
  if (first_then == std::string::npos) return plain;
  const auto blank = [&](std::size_t at, std::size_t size) {
    for (std::size_t i = at; i < at + size && i < plain.size(); ++i) plain[i] = ' ';
  };
  const std::string_view said = plain;
  std::vector<std::size_t> thens = {first_then};
  // (The next `, then` within the same clause: no `;` or `.` between.)
  for (std::size_t next = said.find(", then ", first_then + 7);
       next != std::string::npos &&
       said.substr(thens.back(), next - thens.back()).find_first_of(";:.") == std::string::npos;
       next = said.find(", then ", next + 7))
    thens.push_back(next);
  const std::size_t last_then = thens.back();
  // The last item's `, and` and the words of the end after it.
  static constexpr std::string_view kEnds[] = {"then finally ",
                                               "then lastly ",
                                               "then last of all ",
                                               "last of all ",
                                               "lastly ",
                                               "finally ",
                                               "at the very end, ",
                                               "at the very end ",
                                               "at the end, ",
                                               "at the end ",
                                               "last ",
                                               "then "};
  std::size_t end_at = std::string::npos, end_size = 0;
  if (const std::size_t and_at = said.find(", and ", last_then + 7);
      and_at != std::string::npos &&
      said.substr(last_then, and_at - last_then).find_first_of(";:.") == std::string::npos)
    for (std::string_view e : kEnds)
      if (said.substr(and_at + 6).starts_with(e)) {
        end_at = and_at + 6;
        end_size = e.size();
        break;
      }
  if (thens.size() < 2 && end_at == std::string::npos) return plain;
  // (Each item between is short: a few words, never a clause.)
  for (std::size_t k = 0; k + 1 < thens.size(); ++k)
    if (cut_words(said.substr(thens[k] + 7, thens[k + 1] - thens[k] - 7)).size() > 4) return plain;
  order_at = first_then;
  // `Bruges first, then`: the first item's `first`.
  if (said.substr(0, first_then).ends_with(" first")) order_at = first_then - 6;
  // (`said` views `plain`, whose size the blanks keep.)
  blank(order_at, first_then - order_at);
  for (const std::size_t t : thens) blank(t + 2, 4);
  if (end_at != std::string::npos) blank(end_at, end_size);
  return plain;
}

}  // namespace deduce::puzzles::zebra::english::prose_parts
