#include "deduce/puzzles/river/parse.h"

#include <bit>
#include <optional>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/io/lines.h"
#include "deduce/io/utf8.h"
#include "deduce/puzzles/river/expression.h"

namespace deduce::puzzles::river {
namespace {

constexpr std::size_t kMaxLineBytes = 4096;
constexpr std::int64_t kMaxNumber = 1000000000;
constexpr int kMaxStateBits = 62;

struct PendingExpr {
  std::string_view text;
  int line = 0;
  int column = 0;
};

struct PendingName {
  std::string_view name;
  int line = 0;
  int column = 0;
};

// Whether line `s` is a `puzzle:` line: only spaces before the keyword and
// between it and its colon (a comment does not hide it). Safe on any bytes:
// the line itself is checked when it is read.
bool is_title_line(std::string_view s) {
  std::size_t i = s.find_first_not_of(" \t\r");
  if (i == std::string_view::npos || s.substr(i, 6) != "puzzle") return false;
  i = s.find_first_not_of(" \t\r", i + 6);
  return i != std::string_view::npos && s[i] == ':';
}

// One puzzle's lines, handed over one at a time.
class Parser {
 public:
  explicit Parser(const std::string& file) { p_.file = file; }

  // Reads line `no`; false when it holds nothing but a comment or spaces.
  bool read(std::string_view s, int no) {
    line(s, no);
    if (!s_.empty()) body_ = body_ || !is_title_line(s_);
    return !s_.empty();
  }

  // Whether a line other than `puzzle:` was read: a `puzzle:` line now
  // opens the next puzzle.
  bool has_body() const { return body_; }

  // The puzzle, once its lines are read; `last_line` is where a missing
  // group or boat is reported.
  RiverPuzzle finish(int last_line) {
    last_line_ = last_line;
    finish();
    return std::move(p_);
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& what) const {
    throw io::InputError({p_.file, line, column}, what);
  }

  static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

  void line(std::string_view s, int no) {
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '\0') fail(no, io::column_of(s, i), "expected text, found a NUL byte");
    }
    const std::size_t hash = s.find('#');
    if (hash != std::string_view::npos) s = s.substr(0, hash);
    if (s.size() > kMaxLineBytes) {
      fail(no, io::column_of(s, kMaxLineBytes), "line too long: expected at most 4096 bytes");
    }
    // Checked once for the whole line, the title included, which is written
    // out again (in JSON too); names are checked further by scan_name.
    const std::size_t bad = io::find_malformed_utf8(s);
    if (bad != std::string_view::npos)
      fail(no, io::column_of(s, bad), std::string(io::kMalformedUtf8));
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    line_ = no;
    s_ = s;
    pos_ = 0;
    skip_space();
    if (pos_ == s_.size()) return;
    const std::size_t word_at = pos_;
    const std::string_view word = take_name();
    if (word == "puzzle") {
      colon("puzzle");
      if (!p_.title.empty() || seen_title_) fail(line_, col(word_at), "duplicate `puzzle:` line");
      seen_title_ = true;
      p_.line = line_;
      skip_space();
      p_.title = std::string(s_.substr(pos_));
    } else if (word == "group") {
      group();
    } else if (word == "boat") {
      if (p_.capacity != 0) fail(line_, col(word_at), "duplicate `boat` line");
      require_space("the boat's capacity");
      p_.boat_line = line_;
      p_.boat_column = col(pos_);
      p_.capacity = number("the boat's capacity");
      if (p_.capacity < 1) fail(line_, p_.boat_column, "expected a boat capacity of at least 1");
      end_of_line();
    } else if (word == "rowers") {
      colon("rowers");
      if (seen_rowers_) fail(line_, col(word_at), "duplicate `rowers:` line");
      seen_rowers_ = true;
      skip_space();
      if (pos_ == s_.size()) fail(line_, col(pos_), "expected the names of the groups that row");
      while (pos_ < s_.size()) {
        const std::size_t at = pos_;
        const std::string_view group = take_name();
        if (group.empty()) fail(line_, col(at), "expected a group name");
        rowers_.push_back({group, line_, col(at)});
        if (pos_ < s_.size() && !is_space(s_[pos_]) && s_[pos_] != ',') {
          fail(line_, col(pos_), "expected a space between group names");
        }
        skip_space();
        if (pos_ < s_.size() && s_[pos_] == ',') {
          ++pos_;
          skip_space();
        }
      }
    } else if (word == "forbid") {
      skip_space();
      if (pos_ < s_.size() && s_[pos_] == ':') {
        ++pos_;
        forbid_.push_back(rest());
        keep_text("forbid", forbid_.back());
      } else {
        const std::size_t w2_at = pos_;
        if (take_name() != "boat") fail(line_, col(w2_at), "expected `forbid:` or `forbid boat:`");
        colon("forbid boat");
        forbid_boat_.push_back(rest());
        keep_text("forbid boat", forbid_boat_.back());
      }
    } else if (word == "cost") {
      colon("cost");
      if (p_.has_cost) fail(line_, col(word_at), "duplicate `cost:` line");
      p_.has_cost = true;
      cost_ = rest();
      keep_text("cost", cost_);
    } else if (word == "goal") {
      colon("goal");
      if (p_.has_goal) fail(line_, col(word_at), "duplicate `goal:` line");
      p_.has_goal = true;
      goal_ = rest();
      keep_text("goal", goal_);
    } else {
      static const std::vector<std::string> keywords = {"puzzle", "group", "boat", "rowers",
                                                        "forbid", "cost",  "goal"};
      fail(line_, col(word_at),
           "expected a keyword: `puzzle:`, `group`, `boat`, `rowers:`, `forbid:`, "
           "`forbid boat:`, `cost:` or `goal:`" +
               (word.empty()
                    ? ""
                    : ", found `" + std::string(word) + "`" + did_you_mean(word, keywords)));
    }
  }

  // Columns count code points, as in every reader.
  int col(std::size_t at) const { return io::column_of(s_, at); }

  // The name at pos_ (maybe empty), consumed; bytes there that no name may
  // hold are reported where they stand.
  std::string_view take_name() {
    const io::NameScan scan = scan_name(s_, pos_);
    if (!scan.error.empty()) fail(line_, col(scan.end), scan.error);
    const std::string_view n = s_.substr(pos_, scan.end - pos_);
    pos_ = scan.end;
    return n;
  }

  void skip_space() {
    while (pos_ < s_.size() && is_space(s_[pos_])) ++pos_;
  }

  void require_space(const char* what) {
    if (pos_ >= s_.size()) fail(line_, col(pos_), std::string("expected ") + what);
    if (!is_space(s_[pos_])) fail(line_, col(pos_), std::string("expected a space, then ") + what);
    skip_space();
  }

  void colon(const char* keyword) {
    skip_space();
    if (pos_ >= s_.size() || s_[pos_] != ':') {
      fail(line_, col(pos_), std::string("expected `:` after `") + keyword + "`");
    }
    ++pos_;
  }

  void end_of_line() {
    skip_space();
    if (pos_ < s_.size()) fail(line_, col(pos_), "expected the end of the line");
  }

  // The rule as written, for the printed puzzle, without trailing blanks.
  void keep_text(const char* keyword, const PendingExpr& e) {
    std::string_view t = e.text;
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r'))
      t.remove_suffix(1);
    p_.rule_texts.push_back({keyword, std::string(t)});
  }

  PendingExpr rest() {
    skip_space();
    if (pos_ >= s_.size()) fail(line_, col(pos_), "expected an expression");
    return {s_.substr(pos_), line_, col(pos_)};
  }

  std::int64_t number(const char* what) {
    if (pos_ >= s_.size() || s_[pos_] < '0' || s_[pos_] > '9') {
      fail(line_, col(pos_), std::string("expected ") + what + " (a whole number)");
    }
    const std::size_t start = pos_;
    std::int64_t v = 0;
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') {
      v = v * 10 + (s_[pos_] - '0');
      ++pos_;
      if (v > kMaxNumber) fail(line_, col(start), "number too large: expected at most 1000000000");
    }
    if (pos_ < s_.size() && !is_space(s_[pos_])) {
      fail(line_, col(pos_), std::string("expected ") + what + " (a whole number)");
    }
    return v;
  }

  void group() {
    require_space("a group name");
    const std::size_t at = pos_;
    const std::string_view name = take_name();
    if (name.empty()) {
      fail(line_, col(at),
           "expected a group name (letters, digits, `_`, `-`, starting with a letter)");
    }
    if (is_reserved_word(name)) {
      fail(line_, col(at), "expected a group name; `" + std::string(name) + "` is a reserved word");
    }
    for (const Group& g : p_.groups) {
      if (g.name == name) {
        fail(line_, col(at),
             "duplicate group `" + std::string(name) + "` (first on line " +
                 std::to_string(g.line) + ")");
      }
    }
    require_space("the number of travellers in the group");
    const std::size_t count_at = pos_;
    const std::int64_t count = number("the number of travellers in the group");
    if (count < 1) fail(line_, col(count_at), "expected at least 1 traveller in the group");
    end_of_line();
    state_bits_ += std::bit_width(static_cast<std::uint64_t>(count));
    if (state_bits_ + 1 > kMaxStateBits) {
      fail(line_, col(count_at),
           "too many travellers: the counts on a bank must pack into 61 bits "
           "(use fewer groups or smaller counts)");
    }
    p_.groups.push_back({std::string(name), count, line_});
  }

  int find_group(std::string_view name) const {
    for (std::size_t i = 0; i < p_.groups.size(); ++i) {
      if (p_.groups[i].name == name) return static_cast<int>(i);
    }
    return -1;
  }

  Program compile(const PendingExpr& e) const {
    return compile_expression(
        {e.text, p_.file, e.line, e.column}, [this](std::string_view n) { return find_group(n); },
        group_names_);
  }

  void finish() {
    if (p_.groups.empty()) {
      fail(last_line_, 1, "expected at least one `group NAME COUNT` line");
    }
    if (p_.capacity == 0) fail(last_line_, 1, "expected a `boat CAPACITY` line");
    for (const Group& g : p_.groups) group_names_.push_back(g.name);
    for (const PendingName& r : rowers_) {
      const int g = find_group(r.name);
      if (g < 0) {
        fail(r.line, r.column,
             "unknown group `" + std::string(r.name) + "`" + did_you_mean(r.name, group_names_));
      }
      p_.rowers.push_back(g);
    }
    for (const PendingExpr& e : forbid_) p_.forbid.append_or(compile(e));
    for (const PendingExpr& e : forbid_boat_) p_.forbid_boat.append_or(compile(e));
    if (p_.has_cost) {
      p_.cost = compile(cost_);
      p_.cost_line = cost_.line;
      p_.cost_column = cost_.column;
    }
    if (p_.has_goal) p_.goal = compile(goal_);
  }

  RiverPuzzle p_;
  std::string_view s_;
  std::size_t pos_ = 0;
  int line_ = 0;
  int last_line_ = 1;
  int state_bits_ = 0;
  bool seen_title_ = false;
  bool seen_rowers_ = false;
  bool body_ = false;
  std::vector<PendingExpr> forbid_, forbid_boat_;
  PendingExpr cost_, goal_;
  std::vector<PendingName> rowers_;
  std::vector<std::string> group_names_;  // for suggestions, once all are read
};

}  // namespace

std::vector<RiverPuzzle> parse_river_puzzles(const std::string& text, const std::string& file) {
  std::vector<RiverPuzzle> puzzles;
  std::optional<Parser> parser(std::in_place, file);
  int last = 0;             // the current puzzle's last line holding anything
  int first_of_second = 0;  // where the second puzzle starts
  const int lines = io::for_each_line(text, [&](std::string_view s, int no) {
    if (parser->has_body() && is_title_line(s.substr(0, s.find('#')))) {
      puzzles.push_back(parser->finish(last));
      if (first_of_second == 0) first_of_second = no;
      parser.emplace(file);
    }
    if (parser->read(s, no)) last = no;
  });
  puzzles.push_back(parser->finish(lines));
  if (puzzles.size() > 1 && puzzles.front().line == 0) {
    throw io::InputError({file, 1, 1},
                         "expected a `puzzle:` line: a file of several puzzles gives each its "
                         "own, and the next puzzle starts on line " +
                             std::to_string(first_of_second));
  }
  return puzzles;
}

RiverPuzzle parse_river(const std::string& text, const std::string& file) {
  std::vector<RiverPuzzle> puzzles = parse_river_puzzles(text, file);
  if (puzzles.size() > 1) {
    throw io::InputError({file, puzzles[1].line, 1},
                         "expected one puzzle, found a second one here (a `puzzle:` line after "
                         "the first puzzle's lines)");
  }
  return std::move(puzzles.front());
}

}  // namespace deduce::puzzles::river
