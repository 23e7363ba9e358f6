// A list read as a category of the document (line_reader.h): its values
// made whole (a unit, `pm` or a preposition said once for all, a picture
// or `one a` left off, the order they are said in) and named for the .zebra
// format and checked (no value twice, as many as the positions). The
// category's own name is found in listed_category_names.cc.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_list_parts.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"
#include "deduce/puzzles/zebra/english/stated_orders.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// `Graham, Ines, Ruth and Tomasz`, read as three because the list before
// had three: names of a word each, the last two joined, could be four
// names as well as a name such as `Dolce and Gabbana`.
bool two_names_joined(const std::vector<std::string>& values) {
  const auto name = [](std::string_view v) {
    return !v.empty() && std::isupper(static_cast<unsigned char>(v.front())) &&
           v.find(' ') == std::string_view::npos;
  };
  if (values.size() < 2 || !std::all_of(values.begin(), values.end() - 1, name)) return false;
  const std::string_view last = values.back();
  const std::size_t joint = last.find(" and ");
  return joint != std::string_view::npos && name(last.substr(0, joint)) &&
         name(last.substr(joint + 5));
}

// `One came from Mull, one from Cardiff, ... and one from Skye`: a
// preposition that opens every value says how the list is said (where
// from), and belongs to its line, not to each value (`Mull`).
std::string shared_preposition(const std::vector<std::string>& values) {
  static const std::set<std::string> kPrepositions = {"from", "in", "at", "on", "to", "by"};
  if (values.size() < 3) return "";
  const std::vector<Word> first = cut_words(values.front());
  if (first.size() < 2 || !kPrepositions.count(std::string(first[0].text))) return "";
  const std::string p(first[0].text);
  for (const std::string& v : values) {
    const std::vector<Word> w = cut_words(v);
    if (w.size() < 2 || w[0].text != p || w[0].offset != 0) return "";
  }
  return p;
}

// Whether the words just before the first item name the places (`the
// four houses, #12, #14, ...`).
bool places_named_before(std::string_view raw, const std::string& first,
                         const std::vector<std::string>& place_nouns) {
  const std::size_t at = raw.find(first);
  if (at == std::string_view::npos) return false;
  const std::vector<Word> before = cut_words(raw.substr(0, at));
  static const std::set<std::string> kPlaces = {"house", "home",  "plot",  "cottage",  "flat",
                                                "room",  "pitch", "stall", "bungalow", "cabin"};
  return !before.empty() && (kPlaces.count(before.back().stem) != 0 ||
                             std::find(place_nouns.begin(), place_nouns.end(),
                                       before.back().stem) != place_nouns.end());
}

}  // namespace

void LineReader::read_category(std::string_view raw, std::string_view words,
                               std::string_view list) {
  list = trim(list);
  std::vector<std::string> values;
  for (std::string_view item : slashed_items(list).value_or(list_items(list, d_.n))) {
    if (item.empty()) fail(line_no(list), column(list), "an empty value in this list");
    values.emplace_back(item);
  }
  add_category(raw, std::string(words), values, line_no(words), column(words), "");
}

void LineReader::add_category(std::string_view raw, const std::string& line_words,
                              const std::vector<std::string>& listed, int no, int col,
                              const std::string& kind) {
  // (The odd list out, read again without it: read_document().)
  if (skipped_ == std::pair{no, col}) return;
  // (Four names fitted to a size that one list alone said: the odd list
  // out may be that one.)
  if (!d_.counted && d_.categories.size() == 1 && static_cast<int>(listed.size()) == d_.n &&
      two_names_joined(listed) && counted_list_size() != d_.n)
    fail_size(no, col, static_cast<std::size_t>(d_.n) + 1);
  // `4 students, 4 scripts, 4 inks, 4 nibs`: one count of each list
  // says how large the grid is, and is no list (its line is a frame).
  const std::vector<Word> f = listed.empty() ? std::vector<Word>{} : cut_words(listed.front());
  if (listed.size() >= 3 && f.size() == 2 &&
      std::all_of(listed.begin(), listed.end(), [&](const std::string& v) {
        const std::vector<Word> w = cut_words(v);
        return w.size() == 2 && w[0].text == f[0].text &&
               (std::isdigit(static_cast<unsigned char>(w[0].text.front())) ||
                number_word(w[0].stem) != 0) &&
               std::islower(static_cast<unsigned char>(w[1].text.front()));
      })) {
    d_.framing.push_back({trim(raw), line_no(raw), column(raw), "", false});
    return;
  }
  // `Next Board meeting: Tuesday, August 5, 7 p.m., clubhouse.`: a day, a
  // date and an hour of one event, said as a list, are no list of values
  // (those of one list are of one kind).
  {
    std::set<std::string> kinds;
    for (const std::string& v : listed)
      if (const std::optional<ValueNumber> n = value_number(v))
        if (n->unit == "time" || n->unit == "day" || n->unit == "date" || n->unit == "month")
          kinds.insert(n->unit);
    if (kinds.size() >= 2) {
      d_.framing.push_back({trim(raw), line_no(raw), column(raw), "", false});
      return;
    }
  }
  CategoryText cat;
  std::string words = line_words;
  // `we all paid a different amount, it was £8, ...`: the words that only
  // point at the list name nothing.
  for (std::string_view pointer : {", it was", ", it's", ", they were", ", they're"}) {
    std::string_view trimmed_words = trim(words);
    if (trimmed_words.ends_with(pointer)) {
      words = std::string(trimmed_words.substr(0, trimmed_words.size() - pointer.size()));
      break;
    }
  }
  std::vector<std::string> values = listed;
  // `HENRIETTA · MABEL · DOT · PEARL` on a poster, `Mabel laid fewer than
  // Pearl` in its clues: names in capitals are the names as the clues
  // write them, where the riddle writes each so (never `BMW`, `KTM`,
  // which it writes only in capitals).
  const auto shouted = [](const std::string& v) {
    return v.size() >= 3 &&
           std::all_of(v.begin(), v.end(),
                       [](char c) { return !std::islower(static_cast<unsigned char>(c)); }) &&
           std::count_if(v.begin(), v.end(),
                         [](char c) { return std::isupper(static_cast<unsigned char>(c)); }) >= 3;
  };
  const auto spoken = [](std::string v) {
    bool first = true;
    for (char& c : v) {
      if (std::isalpha(static_cast<unsigned char>(c)))
        c = first ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      first = !std::isalpha(static_cast<unsigned char>(c)) && c != '\'';
    }
    return v;
  };
  if (values.size() >= 2 && std::all_of(values.begin(), values.end(), shouted) &&
      std::all_of(values.begin(), values.end(), [&](const std::string& v) {
        return text_.find(spoken(v)) != std::string_view::npos;
      }))
    for (std::string& v : values) v = spoken(v);
  // `one spaniel and one whippet 🐕`: a picture ending the sentence is no
  // part of the last value.
  for (std::string& v : values)
    if (const std::string_view bare = prose_parts::without_trailing_pictures(v);
        !bare.empty() && bare.size() < v.size())
      v = std::string(bare);
  // `One is made from cow's milk, one from goat's, ...`: the words before
  // the preposition the others open with are the first one's verb, which
  // the others leave out.
  if (values.size() >= 3) {
    const std::vector<Word> second = cut_words(values[1]);
    const std::vector<Word> first = cut_words(values[0]);
    if (!second.empty() && second[0].offset == 0 &&
        (second[0].stem == "from" || second[0].stem == "in" || second[0].stem == "on" ||
         second[0].stem == "by") &&
        std::all_of(values.begin() + 1, values.end(),
                    [&](const std::string& v) { return v.starts_with(second[0].text); }))
      for (std::size_t k = 1; k < first.size() && k <= 2; ++k)
        if (first[k].stem == second[0].stem && k + 1 < first.size()) {
          words += (words.empty() ? "" : " ") + values[0].substr(0, first[k].offset - 1);
          values[0] = values[0].substr(first[k].offset);
          break;
        }
  }
  // `at 7:00, 7:15, 7:30 and 7:45 pm`: the last time's `am` or `pm` is
  // every one's; so are a bare hour's (`at 2, 3, 4 and 5 pm`) and `o'clock`
  // (`at two, three, four and five o'clock`).
  if (values.size() >= 2) {
    const auto bare_clock = [](std::string_view v) {
      const std::size_t colon = v.find_first_of(":.");
      if (colon == std::string_view::npos) {
        // (An hour in two digits at most, or in a word.)
        const int hour = amount_word(lower(v));
        return hour >= 1 && hour <= 12 &&
               (v.size() <= 2 || !std::isdigit(static_cast<unsigned char>(v.front())));
      }
      return colon > 0 && colon + 3 == v.size() && std::all_of(v.begin(), v.end(), [](char ch) {
               return std::isdigit(static_cast<unsigned char>(ch)) || ch == ':' || ch == '.';
             });
    };
    for (std::string_view half :
         {" pm", " am", " p.m.", " a.m.", "pm", "am", " o'clock", " o\u2019clock"}) {
      const std::string& last = values.back();
      if (!last.ends_with(half) ||
          !bare_clock(std::string_view(last).substr(0, last.size() - half.size())))
        continue;
      if (std::all_of(values.begin(), values.end() - 1, bare_clock))
        for (std::size_t k = 0; k + 1 < values.size(); ++k) values[k] += std::string(half);
      break;
    }
  }
  // `3 nights, 4, 5 and 7`: the first amount's unit is every one's.
  if (values.size() >= 3) {
    const auto number = [](std::string_view v) {
      return !v.empty() && std::all_of(v.begin(), v.end(), [](char ch) {
        return std::isdigit(static_cast<unsigned char>(ch)) || ch == '.';
      });
    };
    const std::size_t space = values[0].find(' ');
    const std::string_view unit =
        space == std::string::npos ? "" : std::string_view(values[0]).substr(space);
    if (!unit.empty() && number(std::string_view(values[0]).substr(0, space)) &&
        std::all_of(unit.begin() + 1, unit.end(),
                    [](char ch) { return std::islower(static_cast<unsigned char>(ch)); }) &&
        std::all_of(values.begin() + 1, values.end(), number))
      for (std::size_t k = 1; k < values.size(); ++k) values[k] += unit;
  }
  if (const std::string p = shared_preposition(values); !p.empty()) {
    words += (words.empty() ? "" : " ") + p;
    for (std::string& v : values) v = std::string(trim(std::string_view(v).substr(p.size())));
  }
  // `one of them was an architect, one a dentist, one a florist and one a
  // librarian`: `one` and the article are no part of the value.
  for (std::string& v : values)
    for (std::string_view one : {"one a ", "one an ", "One a ", "One an "})
      if (v.starts_with(one) && v.size() > one.size()) v = v.substr(one.size());
  // `small, medium, large or jumbo, in that order from smallest to
  // largest`, `Sizes (smallest first): ...`: the list runs along a measure.
  if (!values.empty()) {
    std::string_view rest;
    if (const std::size_t first = raw.find(values.front()); first != std::string_view::npos)
      if (const std::size_t last = raw.find(values.back(), first); last != std::string_view::npos) {
        rest = raw.substr(last + values.back().size());
        const std::size_t open = rest.find_first_not_of(" ,");
        if (open != std::string_view::npos && rest[open] == '(') rest = rest.substr(open + 1);
        rest = rest.substr(0, std::min(rest.find_first_of(";:()"), rest.find(". ")));
      }
    std::optional<StatedOrder> order = stated_order(rest);
    // (An order of merit is said just after its list: `..., a marrow and a
    // plate of runner beans, one each, and between them they took a 1st,
    // ..., in that order of merit` ranks the places, not the entries.)
    if (order && order->measure == "merit" && order->begin > 3) order.reset();
    if (!order) {
      order = stated_order(words);
      if (order) words.erase(order->begin, order->end - order->begin);
    }
    if (order) {
      // (Nor is it an order in time: `in that order from lightest to
      // heaviest` is no `in order`, prose_categories.cc.)
      if (words.ends_with(" in order")) words.resize(words.size() - 9);
      cat.ranked_by = order->measure;
      cat.ranked_down = order->descending;
    }
  }
  // `each has been ringing for a different number of years: 3, 7, 12 or
  // 20`: the clause before the list counts up to now.
  // (The first value as a word of its own: `2` of `2, 5, 9` is not the
  // `2` inside `142` said before it.)
  // (From where the list starts: `They give 2, 3 and 4 litres` after `pens
  // 1, 2 and 3` on the line.)
  std::size_t list_from = 0;
  while (list_from < raw.size() && io::column_of(raw, list_from) < col) ++list_from;
  if (list_from == raw.size()) list_from = 0;
  const auto whole = [&](const std::string& v) {
    const auto inner = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    for (std::size_t at = raw.find(v, list_from); at != std::string_view::npos;
         at = raw.find(v, at + 1))
      if ((at == 0 || !inner(raw[at - 1])) &&
          (at + v.size() >= raw.size() || !inner(raw[at + v.size()])))
        return at;
    return raw.find(v, list_from);
  };
  if (const std::size_t first = values.empty() ? std::string_view::npos : whole(values.front());
      first != std::string_view::npos) {
    std::string_view clause = raw.substr(0, first);
    for (std::string_view cut : {";", "(", ", and ", ". "})
      if (const std::size_t at = clause.rfind(cut); at != std::string_view::npos)
        clause = clause.substr(at + cut.size());
    const std::vector<Word> w = cut_words(clause);
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
      cat.counted_to_now = cat.counted_to_now || (w[i].stem == "been" && w[i + 1].stem != "born");
    // `From the front of the queue to the back they were: ...`, `From
    // left to right, they are ...`: the values in the row's order, where
    // the clause is that order alone (`Five houses stand in a row from
    // left to right, each a different colour: ...` orders the houses,
    // not the colours).
    if (d_.counted && static_cast<int>(values.size()) == d_.n && w.size() >= 4 &&
        w[0].stem == "from" && std::none_of(w.begin(), w.end(), [](const Word& x) {
          return x.stem == "each" || x.stem == "different" || x.stem == "every" ||
                 x.stem == "not" || x.stem == "necessarily";
        })) {
      const auto end_of = [](const std::string& st) {
        if (st == "front" || st == "left" || st == "first" || st == "start" || st == "beginning")
          return 1;
        if (st == "back" || st == "right" || st == "last" || st == "rear" || st == "end") return -1;
        return 0;
      };
      int from = 0, to = 0;
      std::size_t k = 1;
      for (; k < w.size() && w[k].stem != "to"; ++k)
        if (from == 0) from = end_of(w[k].stem);
      for (++k; k < w.size(); ++k)
        if (to == 0) to = end_of(w[k].stem);
      if (from != 0 && to == -from) cat.in_row_order = from;
    }
    // `Their rooms are 11, 12, 13 and 14, side by side in that order`:
    // numbers counting up, one for each place, in the sentence that sets
    // the row, label its places in that order. (By a step of their own
    // too: `the four houses, #12, #14, #16 and #18, in a row`, one side
    // of a street.)
    const auto up_by_one = [&] {
      // (Or letters from A: `on sheets A, B, C and D`.)
      bool letters = true;
      for (std::size_t k = 0; k < values.size(); ++k)
        letters = letters && values[k].size() == 1 && values[k][0] == static_cast<char>('A' + k);
      if (letters) return true;
      const std::optional<ValueNumber> start = value_number(values[0]);
      const std::optional<ValueNumber> second = value_number(values[1]);
      if (!start || !second || second->number <= start->number) return false;
      const double step = second->number - start->number;
      // (A step other than one only where the places are named just
      // before the list, the numbers theirs: never weights or scores.)
      if (step != 1 && !places_named_before(raw, values[0], d_.place_nouns)) return false;
      for (std::size_t k = 0; k < values.size(); ++k) {
        const std::optional<ValueNumber> v = value_number(values[k]);
        if (!v || v->number != start->number + step * static_cast<double>(k)) return false;
      }
      return true;
    };
    // (The list's own sentence: `There are five swings in a row ... Their
    // ages are 4, 5, 6, 7 and 8.` labels nothing.)
    // (Nor another clause's: `play side by side on sheets A, B, C and D,
    // and after the round robin they sit 1st, 2nd, 3rd and 4th` labels the
    // places by the sheets, not by the standings.)
    std::size_t begin = 0, end = std::min(raw.find(". ", first), raw.size());
    for (std::string_view cut : {". ", ", and ", "; "})
      if (const std::size_t at = raw.rfind(cut, first); at != std::string_view::npos)
        begin = std::max(begin, at + cut.size());
    if (const std::size_t last = raw.find(values.back(), first); last != std::string_view::npos)
      for (std::string_view cut : {", and ", "; "}) end = std::min(end, raw.find(cut, last));
    const std::string_view own = raw.substr(begin, end - begin);
    if (d_.counted && static_cast<int>(values.size()) == d_.n && d_.n >= 2 &&
        (own.find("side by side") != std::string_view::npos ||
         own.find(" in a row") != std::string_view::npos ||
         own.find(" in a line") != std::string_view::npos ||
         own.find("in that order") != std::string_view::npos) &&
        up_by_one())
      cat.in_row_order = 1;
  }
  cat.line_words = words;
  // `they sit 1st, 2nd, 3rd and 4th in the standings`: the noun the list
  // is in, said after it, names it as its line's words do (`ahead of Doug
  // in the standings`).
  if (!values.empty())
    if (const std::size_t last =
            raw.find(values.back(), std::min(whole(values.front()), raw.size()));
        last != std::string_view::npos) {
      std::string_view tail = raw.substr(last + values.back().size());
      tail = tail.substr(0, std::min(tail.find_first_of(",;.()"), tail.size()));
      const std::vector<Word> tw = cut_words(tail);
      if ((tw.size() == 3 || tw.size() == 4) && (tw[0].stem == "in" || tw[0].stem == "on") &&
          tw[1].stem == "the" && tw.front().offset <= 1 &&
          std::none_of(tw.begin() + 2, tw.end(), [](const Word& x) {
            return frame_word(x.stem) || number_word(x.stem) != 0 || x.stem == "and";
          }))
        for (std::size_t k = 2; k < tw.size(); ++k) cat.line_words.append(" ").append(tw[k].text);
    }
  cat.each_with_the = std::all_of(values.begin(), values.end(), [&](const std::string& v) {
    for (std::size_t at = raw.find(v); at != std::string_view::npos; at = raw.find(v, at + 1))
      if (at >= 4 && (raw.substr(at - 4, 4) == "the " || raw.substr(at - 4, 4) == "The "))
        return true;
    return false;
  });
  for (const std::string& item : values) {
    const std::size_t at = raw.find(item);
    const int item_col = at == std::string_view::npos ? col : io::column_of(raw, at);
    const std::string name = zebra_name(item);
    if (name.empty() || cut_words(item).empty())
      fail(no, item_col, fmt::format("cannot name the value \"{}\"", item));
    if (std::find(cat.names.begin(), cat.names.end(), name) != cat.names.end())
      fail(no, item_col, fmt::format("the value \"{}\" is listed twice", item));
    // (A title's quotes are no part of it: `"Heart of My Heart", ... or
    // "Sweet Adeline"` is `Heart of My Heart`, ..., `Sweet Adeline`, the
    // list's first and last items as its middle ones.)
    // (But an inch mark stays: `5'11"` is a height.)
    std::string_view bare = item;
    for (std::string_view q : {"\"", "\u201c", "\u201d"}) {
      const bool opened = bare.starts_with(q);
      if (opened) bare.remove_prefix(q.size());
      const bool inches = q == "\"" && bare.size() >= 2 && bare.ends_with(q) &&
                          std::isdigit(static_cast<unsigned char>(bare[bare.size() - 2])) &&
                          bare.find('\'') != std::string_view::npos;
      if (bare.ends_with(q) && (opened || !inches)) bare.remove_suffix(q.size());
    }
    // (Nor is a dash that closes an aside: `— a marrow, a pumpkin or an
    // onion — and each ...` ends at `onion`.)
    while (bare.size() > 3 && (bare.ends_with("\u2014") || bare.ends_with("\u2013")))
      bare = trim(bare.substr(0, bare.size() - 3));
    cat.values.emplace_back(bare.empty() ? std::string_view(item) : bare);
    cat.names.push_back(name);
  }
  if (d_.n != 0 && static_cast<int>(cat.values.size()) != d_.n)
    fail_size(no, col, cat.values.size());
  // (Named once its values are whole: a unit may name it.)
  name_category(raw, words, values, kind, cat);
  // `basement, ground floor, first floor and top floor` of flats one above
  // the other: the floors in their order up the building, which labels
  // the row's places (position 1 the lowest), under the floors' name.
  if (d_.counted && static_cast<int>(cat.values.size()) == d_.n && cat.in_row_order == 0 &&
      std::any_of(d_.place_nouns.begin(), d_.place_nouns.end(),
                  [](const std::string& p) { return stands_upright(p); }))
    if (const int way = floors_listed(cat.values); way != 0) {
      cat.in_row_order = way;
      if (std::none_of(d_.categories.begin(), d_.categories.end(),
                       [](const CategoryText& c) { return c.name == "floor"; }))
        cat.name = "floor";
    }
  if (d_.n == 0) {
    d_.n = static_cast<int>(cat.values.size());
    d_.n_at = {no, col};
  }
  d_.category_lines.emplace_back(no, col);
  d_.categories.push_back(std::move(cat));
}

}  // namespace deduce::puzzles::zebra::english
