// Rows whose ends have names of their own (named_ends.h).
#include "deduce/puzzles/zebra/english/named_ends.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Words for one end of a row and the word for the other.
constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kOpposite = {{
    {"inside", "outside"},
    {"outside", "inside"},
    {"inner", "outer"},
    {"outer", "inner"},
    {"north", "south"},
    {"south", "north"},
    {"east", "west"},
    {"west", "east"},
    {"upstream", "downstream"},
    {"downstream", "upstream"},
}};

std::string_view opposite(std::string_view d) {
  for (const auto& [a, b] : kOpposite)
    if (a == d) return b;
  return {};
}

// `inner` is the `inside`, `northern` the `north`.
std::string_view direction(std::string_view stem) {
  if (stem == "northern") return "north";
  if (stem == "southern") return "south";
  if (stem == "eastern") return "east";
  if (stem == "western") return "west";
  return opposite(stem).empty() ? std::string_view() : stem;
}

bool digit_first(std::string_view s) {
  return !s.empty() && std::isdigit(static_cast<unsigned char>(s.front())) != 0;
}

// What the words after position k (words[from, ...)) say of its end, up to
// the next number: a direction, or the landmark it is nearest.
void end_after(std::string_view s, const std::vector<Word>& w, std::size_t from, std::string& dir,
               std::string& landmark) {
  for (std::size_t i = from; i < w.size() && i < from + 8 && !digit_first(w[i].stem) &&
                             ordinal_word(w[i].stem) == 0 && w[i].stem != "last";
       ++i) {
    if (std::string_view d = direction(w[i].stem); !d.empty() && dir.empty()) dir = std::string(d);
    // (`on the aisle`: a place in a row is on what it is nearest.)
    // (`The first car is right up at the barrier`: at it.)
    const bool near = w[i].stem == "nearest" || w[i].stem == "closest" ||
                      ((w[i].stem == "by" || w[i].stem == "on" || w[i].stem == "at" ||
                        w[i].stem == "beside" || w[i].stem == "near") &&
                       i + 1 < w.size() && w[i + 1].stem == "the");
    if (near && landmark.empty()) {
      std::size_t k = i + 1;
      if (k < w.size() && w[k].stem == "to") ++k;
      if (k < w.size() && w[k].stem == "the") ++k;
      // The landmark's words, up to a joining word or a number: `the yard
      // door and stall 4 ...`, `the tack room`.
      static constexpr std::string_view kStops[] = {
          "and", "is",    "at",  "with",   "on", "in",    "to",   "of",
          "the", "while", "but", "whilst", "or", "stall", "from", "as"};
      // (A comma ends them too: `car 1 is nearest the corner, car 5 ...`;
      // so does a bracket, `Pen 1 at the radiator end (prime real estate)`.)
      const auto cut_before = [&](std::size_t j) {
        const std::size_t gap = w[j - 1].offset + w[j - 1].text.size();
        return s.substr(gap, w[j].offset - gap).find_first_of(",;:(") != std::string_view::npos;
      };
      std::size_t e = k;
      while (e < w.size() && e < k + 3 && !digit_first(w[e].stem) &&
             std::islower(static_cast<unsigned char>(w[e].text.front())) &&
             std::find(std::begin(kStops), std::end(kStops), w[e].stem) == std::end(kStops) &&
             (e == k || !cut_before(e)))
        ++e;
      // (`stall 1 at the church end`: the church, its end said.)
      if (e >= k + 2 && (w[e - 1].stem == "end" || w[e - 1].stem == "side")) --e;
      if (e > k && w[k].stem != "left" && w[k].stem != "right" && w[k].stem != "front" &&
          w[k].stem != "back" && w[k].stem != "top" && w[k].stem != "bottom" &&
          w[k].stem != "end" && w[k].stem != "far" && w[k].stem != "near" &&
          direction(w[k].stem).empty()) {
        for (std::size_t j = k; j < e; ++j) landmark += (j > k ? " " : "") + std::string(w[j].text);
      }
    }
  }
}

}  // namespace

std::optional<NamedEnds> named_ends(const std::vector<std::string_view>& framing, int n) {
  NamedEnds out;
  for (std::string_view s : framing) {
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i < w.size(); ++i) {
      // `numbered 1 to 5 from west to east`: the first way is 1's.
      {
        std::size_t k = i + 1;
        if (k < w.size() && w[k].stem == "the") ++k;
        const std::string_view from = k < w.size() ? direction(w[k].stem) : std::string_view();
        std::size_t t = k + 1;
        if (t < w.size() && w[t].stem == "to") ++t;
        if (t < w.size() && w[t].stem == "the") ++t;
        const std::string_view to = t < w.size() ? direction(w[t].stem) : std::string_view();
        // (So is `going west to east`, `running north to south`: never the
        // first way said after the last number, `1 to 4 going west`.)
        static const std::set<std::string> kWays = {"from",    "going",    "running", "heading",
                                                    "reading", "counting", "working"};
        if (kWays.count(w[i].stem) != 0 && !from.empty() && t > k + 1 && !to.empty() &&
            opposite(from) == to) {
          out.low = std::string(from);
          out.high = std::string(to);
          break;
        }
      }
      // `counting from the lock`, `numbered from the door`, `I number them
      // 1 to 4 starting by the gate`.
      if ((w[i].stem == "counting" || w[i].stem == "numbered" || w[i].stem == "counted" ||
           w[i].stem == "starting" || w[i].stem == "beginning") &&
          i + 3 < w.size() &&
          (w[i + 1].stem == "from" || w[i + 1].stem == "at" || w[i + 1].stem == "by") &&
          w[i + 2].stem == "the" && out.landmark.empty()) {
        // (`starting from the one nearest the house`: the house.)
        std::string l = w[i + 3].stem;
        if (l == "one")
          l = i + 6 < w.size() && (w[i + 4].stem == "nearest" || w[i + 4].stem == "closest") &&
                      w[i + 5].stem == "the"
                  ? w[i + 6].stem
                  : "end";
        if (l != "left" && l != "right" && l != "front" && l != "back" && l != "top" &&
            l != "bottom" && l != "end" && direction(l).empty())
          out.landmark = l;
        else if (!direction(l).empty() && out.low.empty())
          out.low = std::string(direction(l));
      }
      // `The front row has five seats, from the window to the door`: the
      // landmark at each end, the first one's first.
      if (w[i].stem == "from" && i + 5 < w.size() && w[i + 1].stem == "the" &&
          w[i + 3].stem == "to" && w[i + 4].stem == "the" && out.landmark.empty()) {
        static const std::set<std::string> kSides = {"left",   "right", "front", "back",  "top",
                                                     "bottom", "end",   "start", "first", "last",
                                                     "far",    "near",  "one",   "other"};
        const Word& a = w[i + 2];
        const Word& b = w[i + 5];
        const auto landmark = [&](const Word& x) {
          return std::islower(static_cast<unsigned char>(x.text.front())) && x.stem.size() >= 3 &&
                 kSides.count(x.stem) == 0 && direction(x.stem).empty();
        };
        // (The words end there: `from the window to the door`, never `from
        // the station to the town hall`.)
        const std::size_t after = b.offset + b.text.size();
        const bool ends =
            i + 6 == w.size() || (after < s.size() && (s[after] == ',' || s[after] == '.' ||
                                                       s[after] == ':' || s[after] == ';'));
        if (landmark(a) && landmark(b) && a.stem != b.stem && ends) {
          out.landmark = std::string(a.text);
          if (out.far_landmark.empty()) out.far_landmark = std::string(b.text);
        }
      }
      // `numbered 1 to 4 from the pier end`: the end the numbers start at.
      if (w[i].stem == "from" && i + 3 < w.size() && w[i + 1].stem == "the" &&
          out.landmark.empty() &&
          std::any_of(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(i),
                      [](const Word& x) { return x.stem == "numbered" || x.stem == "counted"; })) {
        std::size_t e = i + 2;
        while (e < w.size() && e < i + 5 && w[e].stem != "end" &&
               std::islower(static_cast<unsigned char>(w[e].text.front())) &&
               direction(w[e].stem).empty())
          ++e;
        if (e < w.size() && e > i + 2 && w[e].stem == "end" && w[i + 2].stem != "left" &&
            w[i + 2].stem != "right" && w[i + 2].stem != "far" && w[i + 2].stem != "near") {
          std::string l;
          for (std::size_t j = i + 2; j < e; ++j) {
            if (j > i + 2) l.push_back(' ');
            l.append(w[j].text);
          }
          out.landmark = l;
        }
      }
      // `numbered 1 to 4 from the quay`: a landmark without `end`, the last
      // word of its clause, right after the numbers (never `from left to
      // right as you look at them from the yard`).
      if (w[i].stem == "from" && i > 0 && i + 2 < w.size() && w[i + 1].stem == "the" &&
          (digit_first(w[i - 1].stem) || number_word(w[i - 1].stem) != 0 ||
           w[i - 1].stem == "numbered" || w[i - 1].stem == "counted") &&
          out.landmark.empty() &&
          std::any_of(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(i),
                      [](const Word& x) { return x.stem == "numbered" || x.stem == "counted"; })) {
        const Word& x = w[i + 2];
        const std::size_t after = x.offset + x.text.size();
        const bool last =
            i + 3 == w.size() || (after < s.size() && (s[after] == ',' || s[after] == ';' ||
                                                       s[after] == '.' || s[after] == ')'));
        static const std::set<std::string> kSides = {"left",  "right",  "far",   "near", "end",
                                                     "top",   "bottom", "front", "back", "start",
                                                     "other", "first",  "last"};
        if (last && std::islower(static_cast<unsigned char>(x.text.front())) &&
            kSides.count(x.stem) == 0 && direction(x.stem).empty() && x.stem.size() >= 3)
          out.landmark = std::string(x.text);
      }
      // `from the church end (stall 1) down to the car park end (stall
      // 5)`: an end named by its landmark, then its place's number.
      if (w[i].stem == "end" && i >= 2 && i + 1 < w.size()) {
        std::size_t b = i;
        while (b > 0 && i - b < 3 && w[b - 1].stem != "the" &&
               std::islower(static_cast<unsigned char>(w[b - 1].text.front())) &&
               direction(w[b - 1].stem).empty())
          --b;
        std::size_t at = i + 1;
        if (at + 1 < w.size() && !digit_first(w[at].stem) && digit_first(w[at + 1].stem)) ++at;
        if (b < i && b > 0 && w[b - 1].stem == "the" && digit_first(w[at].stem)) {
          std::string l;
          for (std::size_t j = b; j < i; ++j) {
            if (j > b) l.push_back(' ');
            l.append(w[j].text);
          }
          const int k = number_word(w[at].stem);
          // (`... down to the car park end`: down is onward.)
          for (std::size_t j = at + 1; k == 1 && j + 1 < w.size() && j < at + 4; ++j)
            if ((w[j].stem == "down" || w[j].stem == "up") && w[j + 1].stem == "to")
              out.onward = w[j].stem;
          if (k == 1 && out.landmark.empty()) out.landmark = l;
          if (k == n && n > 1 && out.far_landmark.empty()) out.far_landmark = l;
        }
      }
      // `I'll call the one nearest the lock the first and the one nearest
      // the footbridge the fourth`: a landmark, then the end's ordinal.
      if (w[i].stem == "one" && i > 0 && w[i - 1].stem == "the" && i + 4 < w.size() &&
          (w[i + 1].stem == "nearest" || w[i + 1].stem == "closest") && w[i + 2].stem == "the") {
        std::size_t e = i + 3;
        while (e < w.size() && e < i + 6 && w[e].stem != "the" && w[e].stem != "and" &&
               std::islower(static_cast<unsigned char>(w[e].text.front())))
          ++e;
        const bool ordinal = e + 1 < w.size() && w[e].stem == "the";
        const int k = ordinal ? ordinal_word(w[e + 1].stem) : 0;
        const bool last = ordinal && w[e + 1].stem == "last" && n > 1;
        if (e > i + 3 && (k == 1 || (k == n && n > 1) || last)) {
          std::string l;
          for (std::size_t j = i + 3; j < e; ++j) {
            if (j > i + 3) l.push_back(' ');
            l.append(w[j].text);
          }
          if (k == 1 && out.landmark.empty()) out.landmark = l;
          if (k != 1 && out.far_landmark.empty()) out.far_landmark = l;
        }
      }
      // (`The first car is ...`, `the fourth is ...`: an ordinal before the
      // place's noun, or standing for it, counts as its number does.)
      const auto be = [&](std::size_t j) {
        return j < w.size() && (w[j].stem == "is" || w[j].stem == "was" || w[j].stem == "being");
      };
      // (`... and the fifth the one nearest the pond`: the verb left out.)
      const bool one = i + 2 < w.size() && w[i + 1].stem == "the" && w[i + 2].stem == "one";
      const bool counted = ordinal_word(w[i].stem) != 0 && (be(i + 1) || be(i + 2) || one);
      // (`hut number one being the nearest the slipway`: a number in
      // words after `number` is the place's number too.)
      const bool numbered = i > 0 && w[i - 1].stem == "number" && number_word(w[i].stem) != 0;
      if (!digit_first(w[i].stem) && !counted && !numbered) continue;
      const int k = counted ? ordinal_word(w[i].stem) : number_word(w[i].stem);
      if (k == 1) {
        std::string dir;
        end_after(s, w, i + 1, dir, out.landmark);
        if (!dir.empty() && out.low.empty()) out.low = dir;
      } else if (k == n && n > 1) {
        std::string dir, far;
        end_after(s, w, i + 1, dir, far);
        if (!dir.empty() && out.high.empty()) out.high = dir;
        if (!far.empty() && out.far_landmark.empty()) out.far_landmark = far;
      }
    }
  }
  if (out.low.empty() && !out.high.empty()) out.low = std::string(opposite(out.high));
  if (out.high.empty() && !out.low.empty()) out.high = std::string(opposite(out.low));
  // Both ends the same way is no row said.
  if (!out.low.empty() && (out.low == out.high || opposite(out.low) != out.high))
    out.low.clear(), out.high.clear();
  if (out.landmark == out.far_landmark) out.far_landmark.clear();
  if (out.low.empty() && out.landmark.empty()) return std::nullopt;
  out.phrasings = end_phrasings(out);
  return out;
}

std::optional<std::string> ends_as_row(std::string_view text, const NamedEnds& ends) {
  // `Walking from the porch, the heart comes somewhere before the fish`,
  // where the places are counted from the porch: the way the row is
  // counted, which `before` and `after` already go by. (From the other
  // end they would go the other way: that stays, and is refused.)
  {
    const std::vector<Word> w = cut_words(text);
    const std::size_t comma = text.find(", ");
    if (!ends.landmark.empty() && comma != std::string_view::npos && w.size() > 4 &&
        (w[0].stem == "walking" || w[0].stem == "going" || w[0].stem == "counting" ||
         w[0].stem == "starting" || w[0].stem == "looking" || w[0].stem == "coming") &&
        w[1].stem == "from" && w[2].stem == "the" &&
        text.substr(w[3].offset, comma - w[3].offset) == ends.landmark) {
      std::string plain(text.substr(comma + 2));
      plain[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(plain[0])));
      if (std::optional<std::string> row = ends_as_row(plain, ends)) return row;
      return plain;
    }
  }
  // `in the end stall nearest the tack room`: the end that the landmark
  // says; `end` says it twice.
  {
    const std::vector<Word> w = cut_words(text);
    for (std::size_t i = 1; i + 3 < w.size(); ++i)
      if (w[i].stem == "end" && w[i - 1].stem == "the" &&
          (w[i + 2].stem == "nearest" || w[i + 2].stem == "closest" ||
           w[i + 2].stem == "furthest" || w[i + 2].stem == "farthest")) {
        std::string plain =
            std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
        if (std::optional<std::string> row = ends_as_row(plain, ends)) return row;
        return plain;
      }
  }
  // `Mabel's house is the next one along from the Pekin's, going away from
  // the gate`: `next to` with the way it goes said after a comma, the
  // place on the side away from the landmark (or towards it).
  if (!ends.landmark.empty() || !ends.far_landmark.empty()) {
    const std::size_t comma = text.rfind(", ");
    const std::vector<Word> tail =
        comma == std::string_view::npos ? std::vector<Word>{} : cut_words(text.substr(comma));
    std::size_t k = !tail.empty() && tail[0].stem == "going" ? 1 : 0;
    // (`..., further from the car park`: away from it; `nearer the car
    // park`, towards it.)
    const bool away =
        k + 1 < tail.size() &&
        (tail[k].stem == "away" || tail[k].stem == "further" || tail[k].stem == "farther") &&
        tail[k + 1].stem == "from";
    bool toward = k < tail.size() && (tail[k].stem == "toward" || tail[k].stem == "towards");
    if (k + 1 < tail.size() && (tail[k].stem == "nearer" || tail[k].stem == "closer")) {
      toward = true;
      if (tail[k + 1].stem == "to") ++k;
    }
    // (`..., on the church side`: towards the church.)
    const bool side = tail.size() == 4 && tail[0].stem == "on" && tail[1].stem == "the" &&
                      tail[3].stem == "side" &&
                      (tail[2].stem == ends.landmark || tail[2].stem == ends.far_landmark);
    if (side) {
      toward = true;
      k = 0;
    }
    k += away ? 2 : 1;
    // The landmark as it was said (`the lych gate`) or by its last word
    // (`the gate`).
    const auto names = [&](const std::string& landmark) {
      if (landmark.empty() || k + 1 >= tail.size()) return false;
      std::string said;
      for (std::size_t j = k + 1; j < tail.size(); ++j)
        said.append(j > k + 1 ? " " : "").append(tail[j].stem);
      const std::size_t space = landmark.rfind(' ');
      return said == landmark ||
             (k + 2 == tail.size() &&
              tail[k + 1].stem ==
                  (space == std::string::npos ? landmark : landmark.substr(space + 1)));
    };
    const bool near_end = side ? tail[2].stem == ends.landmark : names(ends.landmark);
    const bool far_end = side ? tail[2].stem == ends.far_landmark : names(ends.far_landmark);
    if ((away || toward) && k + 2 <= tail.size() && tail[k].stem == "the" &&
        (near_end || far_end)) {
      const bool left = near_end == toward;
      const std::string_view head = text.substr(0, comma);
      const std::vector<Word> w = cut_words(head);
      // (`next to`, `the next one along from`, `next door to`.)
      for (std::size_t i = 0; i + 2 < w.size(); ++i) {
        if (w[i].stem != "next") continue;
        std::size_t j = i + 1;
        if (w[j].stem == "one" || w[j].stem == "door") ++j;
        if (j < w.size() && (w[j].stem == "along" || w[j].stem == "place")) ++j;
        if (j >= w.size() || (w[j].stem != "to" && w[j].stem != "from")) continue;
        const std::size_t from = i > 0 && w[i - 1].stem == "the" ? i - 1 : i;
        return std::string(head.substr(0, w[from].offset)) + "immediately to the " +
               (left ? "left" : "right") + " of" +
               std::string(head.substr(w[j].offset + w[j].text.size()));
      }
    }
  }
  std::vector<SaidAs> said;
  for (const auto& [a, b] : ends.phrasings) said.emplace_back(a, b);
  std::optional<std::string> out =
      say_again(text, said, [](std::string_view row) { return std::string(row); });
  // `Union is the westernmost mill`, said `Union is at the left end mill`:
  // the noun after the end goes.
  if (out) {
    const std::vector<Word> w = cut_words(*out);
    if (w.size() >= 3 && w[w.size() - 2].stem == "end" &&
        std::islower(static_cast<unsigned char>(w.back().text.front())) &&
        out->find_first_not_of(" .!", w.back().offset + w.back().text.size()) == std::string::npos)
      out->resize(w[w.size() - 2].offset + w[w.size() - 2].text.size());
    drop_end_said_twice(*out);
    // `two stalls further from the church than`, said `two stalls
    // somewhere to the right of`: an amount says how far, not somewhere.
    const std::vector<Word> now = cut_words(*out);
    for (std::size_t i = 2; i < now.size(); ++i)
      if (now[i].stem == "somewhere" && number_word(now[i - 2].stem) >= 1 &&
          std::islower(static_cast<unsigned char>(now[i - 1].text.front())) &&
          // (Never `the green one but somewhere to the left of`.)
          now[i - 1].stem != "but" && now[i - 1].stem != "and" && now[i - 1].stem != "or" &&
          now[i - 1].stem != "yet" && now[i - 1].stem != "while") {
        out->erase(now[i].offset, now[i].text.size() + 1);
        break;
      }
  }
  return out;
}

void drop_end_said_twice(std::string& text) {
  for (std::string_view end : {"at the left end", "at the right end"}) {
    const std::string twice = std::string(end) + ", " + std::string(end);
    if (const std::size_t at = text.find(twice); at != std::string::npos)
      text.erase(at + end.size(), end.size() + 2);
  }
  // `hangs first, nearest the porch`, said `in the first position, at
  // the left end`: the same end twice.
  for (const auto& [place, end] :
       {std::pair<std::string_view, std::string_view>{"in the first position", "at the left end"},
        {"in the last position", "at the right end"}}) {
    const std::string twice = std::string(place) + ", " + std::string(end);
    if (const std::size_t at = text.find(twice); at != std::string::npos)
      text.erase(at + place.size(), end.size() + 2);
  }
}

std::optional<std::string> end_restated(std::string_view text, int n) {
  if (n < 2) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  // `Maisie is sitting between the other two`: of three, the middle.
  for (std::size_t i = 0; n == 3 && i + 3 < w.size(); ++i)
    if (w[i].stem == "between" && w[i + 1].stem == "the" && w[i + 2].stem == "other" &&
        (w[i + 3].stem == "two" || w[i + 3].stem == "2") &&
        (i + 4 == w.size() ||
         (i + 5 == w.size() && !std::isupper(static_cast<unsigned char>(w[i + 4].text.front())))))
      return replace_words(text, w, i, i + 4 < w.size() ? i + 5 : i + 4, "in the middle");
  // The end's words from `at` at word i: `at the (very|far) end (of the
  // X)`; the index after them, or 0.
  const auto end_phrase = [&](std::size_t i) -> std::size_t {
    if (i + 2 >= w.size() || w[i].stem != "at" || w[i + 1].stem != "the") return 0;
    std::size_t k = i + 2;
    if (w[k].stem == "very" || w[k].stem == "far") ++k;
    if (k >= w.size() || w[k].stem != "end") return 0;
    ++k;
    if (k + 2 < w.size() && w[k].stem == "of" && w[k + 1].stem == "the") k += 3;
    return k;
  };
  const auto an_end = [&](const Word& x) {
    const int k = number_word(x.stem);
    return std::isdigit(static_cast<unsigned char>(x.text.front())) && (k == 1 || k == n);
  };
  const auto comma_before = [&](std::size_t i) {
    return i > 0 && text.substr(w[i - 1].offset + w[i - 1].text.size(),
                                w[i].offset - w[i - 1].offset - w[i - 1].text.size())
                            .find(',') != std::string_view::npos;
  };
  for (std::size_t i = 1; i < w.size(); ++i) {
    const std::size_t after = end_phrase(i);
    if (after == 0) continue;
    // `..., at berth 5, at the very end of the pier`: the end closes the
    // sentence after a number.
    if (after == w.size() && comma_before(i) && an_end(w[i - 1]))
      return std::string(text.substr(0, w[i - 1].offset + w[i - 1].text.size()));
    // `... is at the far end, number 6`: a noun and an end's number close it.
    if (after + 2 == w.size() && comma_before(after) && an_end(w[after + 1]) &&
        std::isalpha(static_cast<unsigned char>(w[after].text.front())))
      return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[after].offset));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
