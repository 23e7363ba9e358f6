#include "puzzles/river/rules.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <sstream>

namespace deduce::testing::river {

State start_state(const Rules& r) {
  return State{r.totals, false};
}

Counts right_bank(const Rules& r, const State& s) {
  Counts right(r.totals.size());
  for (std::size_t i = 0; i < right.size(); ++i) right[i] = r.totals[i] - s.left[i];
  return right;
}

bool is_goal(const Rules& r, const State& s) {
  if (r.goal) return r.goal(right_bank(r, s));
  return s.boat_right && std::all_of(s.left.begin(), s.left.end(), [](auto k) { return k == 0; });
}

std::string apply(const Rules& r, const State& s, const Counts& load, State& next) {
  std::int64_t sum = 0;
  for (auto k : load) {
    if (k < 0) return "negative load";
    sum += k;
  }
  if (sum < 1) return "empty boat";
  if (sum > r.capacity) return "boat over capacity";
  if (!r.rowers.empty()) {
    bool rower = false;
    for (int g : r.rowers) rower |= load[g] > 0;
    if (!rower) return "nobody aboard can row";
  }
  if (r.forbid_boat && r.forbid_boat(load)) return "forbidden load";
  const Counts here = s.boat_right ? right_bank(r, s) : s.left;
  for (std::size_t i = 0; i < load.size(); ++i) {
    if (load[i] > here[i]) return "load not on the boat's bank";
  }
  next = s;
  for (std::size_t i = 0; i < load.size(); ++i) next.left[i] += s.boat_right ? load[i] : -load[i];
  next.boat_right = !s.boat_right;
  if (r.forbid && (r.forbid(next.left) || r.forbid(right_bank(r, next)))) return "forbidden bank";
  return "";
}

std::vector<Counts> all_loads(const Rules& r) {
  std::vector<Counts> loads;
  Counts k(r.totals.size(), 0);
  std::function<void(std::size_t, std::int64_t)> go = [&](std::size_t i, std::int64_t sum) {
    if (i == k.size()) {
      if (sum >= 1) loads.push_back(k);
      return;
    }
    for (std::int64_t v = 0; v <= r.totals[i] && sum + v <= r.capacity; ++v) {
      k[i] = v;
      go(i + 1, sum + v);
    }
    k[i] = 0;
  };
  go(0, 0);
  return loads;
}

BruteForce brute_force(const Rules& r, std::uint64_t max_nodes) {
  BruteForce b;
  std::uint64_t nodes = 0;
  const auto loads = all_loads(r);
  std::set<State> on_path;
  std::function<void(const State&, std::int64_t, std::int64_t)> go =
      [&](const State& s, std::int64_t len, std::int64_t cost) {
        if (max_nodes != 0 && ++nodes > max_nodes) b.complete = false;
        if (!b.complete) return;
        if (is_goal(r, s)) {
          ++b.solutions;
          if (b.best_cost < 0 || cost < b.best_cost) {
            b.best_cost = cost;
            b.best_length = len;
            b.optimal = 0;
          }
          if (cost == b.best_cost) ++b.optimal;
          return;
        }
        on_path.insert(s);
        for (const Counts& load : loads) {
          State next;
          if (!apply(r, s, load, next).empty() || on_path.count(next)) continue;
          go(next, len + 1, cost + r.load_cost(load));
        }
        on_path.erase(s);
      };
  go(start_state(r), 0, 0);
  return b;
}

Rules example_rules(const std::string& name) {
  Rules r;
  auto monks = [&](std::int64_t m, std::int64_t n, std::int64_t cap) {
    r.names = {"monk", "monster"};
    r.totals = {m, n};
    r.capacity = cap;
    r.forbid = [](const Counts& c) { return c[0] > 0 && c[1] > c[0]; };
    r.forbid_boat = r.forbid;
  };
  if (name == "monks_monsters_3_3_2") monks(3, 3, 2);
  if (name == "monks_monsters_3_3_3") monks(3, 3, 3);
  if (name == "monks_monsters_4_4_3") monks(4, 4, 3);
  if (name == "monks_monsters_4_4_2") monks(4, 4, 2);
  if (name == "monks_monsters_1000_1000_4") monks(1000, 1000, 4);
  if (name == "wolf_goat_cabbage") {
    r.names = {"farmer", "wolf", "goat", "cabbage"};
    r.totals = {1, 1, 1, 1};
    r.capacity = 2;
    r.rowers = {0};
    r.forbid = [](const Counts& c) { return c[0] == 0 && c[2] == 1 && (c[1] == 1 || c[3] == 1); };
  }
  if (name == "jealous_husbands") {
    r.names = {"h1", "w1", "h2", "w2", "h3", "w3"};
    r.totals = {1, 1, 1, 1, 1, 1};
    r.capacity = 2;
    // A wife with another man and without her husband.
    r.forbid = [](const Counts& c) {
      for (int couple = 0; couple < 3; ++couple) {
        if (c[2 * couple + 1] == 0 || c[2 * couple] == 1) continue;
        for (int other = 0; other < 3; ++other) {
          if (other != couple && c[2 * other] == 1) return true;
        }
      }
      return false;
    };
    r.forbid_boat = r.forbid;
  }
  if (name == "bridge_torch") {
    r.names = {"a", "b", "c", "d"};
    r.totals = {1, 1, 1, 1};
    r.capacity = 2;
    r.cost = [](const Counts& c) {
      const std::int64_t minutes[] = {1, 2, 5, 10};
      std::int64_t slowest = 0;
      for (int i = 0; i < 4; ++i) {
        if (c[i] > 0) slowest = std::max(slowest, minutes[i]);
      }
      return slowest;
    };
  }
  return r;
}

std::string check_json_solution(const Rules& r, const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text);
  State s = start_state(r);
  std::set<State> seen{s};
  std::int64_t cost = 0;
  std::size_t n = 0;
  for (const auto& step : j.at("steps")) {
    ++n;
    const std::string where = "step " + std::to_string(n) + ": ";
    Counts load(r.names.size(), 0);
    for (std::size_t i = 0; i < r.names.size(); ++i) load[i] = step.at("load").at(r.names[i]);
    if (step.at("direction") != (s.boat_right ? "<-" : "->")) return where + "wrong direction";
    State next;
    const std::string broken = apply(r, s, load, next);
    if (!broken.empty()) return where + broken;
    const Counts right = right_bank(r, next);
    for (std::size_t i = 0; i < r.names.size(); ++i) {
      if (step.at("left").at(r.names[i]) != next.left[i]) return where + "left bank differs";
      if (step.at("right").at(r.names[i]) != right[i]) return where + "right bank differs";
    }
    if (step.at("boat") != (next.boat_right ? "right" : "left")) return where + "boat side differs";
    if (step.at("cost") != r.load_cost(load)) return where + "step cost differs";
    cost += r.load_cost(load);
    if (!seen.insert(next).second) return where + "repeats a state";
    if (is_goal(r, next) && n != j.at("steps").size()) return where + "goes on past a goal";
    s = next;
  }
  if (!is_goal(r, s)) return "does not end at a goal";
  if (j.at("length") != n) return "length differs";
  if (j.at("cost") != cost) return "cost differs";
  return "";
}

namespace {

std::vector<std::string> split(const std::string& s, const std::string& sep) {
  std::vector<std::string> parts;
  std::size_t at = 0;
  for (;;) {
    const std::size_t next = s.find(sep, at);
    parts.push_back(s.substr(at, next == std::string::npos ? std::string::npos : next - at));
    if (next == std::string::npos) return parts;
    at = next + sep.size();
  }
}

std::string trim(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  while (!s.empty() && s.front() == ' ') s.erase(0, 1);
  return s;
}

// "2 monsters, 1 monk and farmer" (and "boat" when allow_boat) -> counts.
bool read_travellers(const Rules& r, const std::string& text, Counts& counts, bool* boat) {
  counts.assign(r.names.size(), 0);
  if (boat) *boat = false;
  if (text == "nobody") return true;
  for (const std::string& comma_part : split(text, ", ")) {
    for (const std::string& part : split(comma_part, " and ")) {
      if (part == "boat" && boat) {
        *boat = true;
        continue;
      }
      std::int64_t k = 1;
      std::string word = part;
      const std::size_t space = part.find(' ');
      if (space != std::string::npos) {
        k = std::stoll(part.substr(0, space));
        word = part.substr(space + 1);
      }
      bool found = false;
      for (std::size_t i = 0; i < r.names.size(); ++i) {
        const std::string& n = r.names[i];
        if (word == n || word == n + "s" || word == n + "es") {
          if (space == std::string::npos && r.totals[i] != 1) return false;
          counts[i] += k;
          found = true;
        }
      }
      if (!found) return false;
    }
  }
  return true;
}

}  // namespace

std::string check_text_solution(const Rules& r, const std::vector<std::string>& lines,
                                std::int64_t* length, std::int64_t* total_cost) {
  State s = start_state(r);
  std::set<State> seen{s};
  std::int64_t cost = 0, n = 0;
  for (const std::string& line : lines) {
    const std::string where = "line '" + line + "': ";
    const std::size_t left_at = line.find("  left: ");
    const std::size_t right_at = line.find(" | right: ");
    if (left_at == std::string::npos || right_at == std::string::npos) return where + "no banks";
    std::string move = trim(line.substr(0, left_at));
    State shown;
    Counts right;
    bool boat_left = false, boat_right = false;
    if (!read_travellers(r, line.substr(left_at + 8, right_at - left_at - 8), shown.left,
                         &boat_left) ||
        !read_travellers(r, line.substr(right_at + 10), right, &boat_right)) {
      return where + "unreadable bank";
    }
    if (boat_left == boat_right) return where + "the boat must be on exactly one bank";
    shown.boat_right = boat_right;
    for (std::size_t i = 0; i < right.size(); ++i) {
      if (shown.left[i] + right[i] != r.totals[i]) return where + "banks do not add up";
    }
    if (move == "start") {
      if (!(shown == s)) return where + "wrong start";
      continue;
    }
    ++n;
    const std::size_t dot = move.find(". ");
    if (dot == std::string::npos || std::stoll(move.substr(0, dot)) != n)
      return where + "step number";
    move = move.substr(dot + 2);
    std::int64_t step_cost = 1;
    const std::size_t paren = move.find(" (cost ");
    if (paren != std::string::npos) {
      step_cost = std::stoll(move.substr(paren + 7));
      move = move.substr(0, paren);
    }
    const bool to_right = move.size() > 3 && move.substr(move.size() - 3) == " ->";
    const bool to_left = move.size() > 3 && move.substr(move.size() - 3) == " <-";
    if (!to_right && !to_left) return where + "no arrow";
    if (to_right == s.boat_right) return where + "arrow against the boat's side";
    move = move.substr(0, move.size() - 3);
    const std::size_t verb_at = move.rfind(' ');
    const std::string verb = move.substr(verb_at + 1);
    if (to_right ? (verb != "cross" && verb != "crosses")
                 : (verb != "return" && verb != "returns")) {
      return where + "verb '" + verb + "'";
    }
    Counts load;
    if (!read_travellers(r, move.substr(0, verb_at), load, nullptr))
      return where + "unreadable load";
    std::int64_t aboard = 0;
    for (auto k : load) aboard += k;
    if ((aboard == 1) != (verb == "crosses" || verb == "returns"))
      return where + "verb does not agree";
    State next;
    const std::string broken = apply(r, s, load, next);
    if (!broken.empty()) return where + broken;
    if (!(next == shown)) return where + "printed banks differ from the simulation";
    if (step_cost != (r.cost ? r.load_cost(load) : 1)) return where + "step cost differs";
    if (!seen.insert(next).second) return where + "repeats a state";
    cost += r.load_cost(load);
    s = next;
  }
  if (!is_goal(r, s)) return "does not end at a goal";
  if (length) *length = n;
  if (total_cost) *total_cost = cost;
  return "";
}

}  // namespace deduce::testing::river
