#include "deduce/puzzles/river/format.h"

#include <algorithm>

#include "deduce/io/display_width.h"

namespace deduce::puzzles::river {
namespace {

bool ends_with(const std::string& s, const char* tail) {
  const std::string t(tail);
  return s.size() >= t.size() && s.compare(s.size() - t.size(), t.size(), t) == 0;
}

std::string plural(const std::string& name) {
  if (name.empty() || static_cast<unsigned char>(name.back()) >= 0x80) return name + "s";
  if (ends_with(name, "s") || ends_with(name, "x") || ends_with(name, "z") ||
      ends_with(name, "ch") || ends_with(name, "sh")) {
    return name + "es";
  }
  if (name.size() >= 2 && name.back() == 'y' &&
      std::string("aeiou").find(name[name.size() - 2]) == std::string::npos) {
    return name.substr(0, name.size() - 1) + "ies";
  }
  return name + "s";
}

std::string join(const std::vector<std::string>& parts, const char* last_sep) {
  std::string r;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) r += i + 1 == parts.size() ? last_sep : ", ";
    r += parts[i];
  }
  return r;
}

nlohmann::ordered_json bank_json(const RiverPuzzle& p, const RiverModel& m, std::uint64_t key, bool right) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < p.groups.size(); ++i) {
    j[p.groups[i].name] = right ? m.right_count(key, i) : m.left_count(key, i);
  }
  return j;
}

}  // namespace

std::string travellers(const RiverPuzzle& p, std::size_t group, std::int64_t k) {
  const Group& g = p.groups[group];
  if (g.count == 1 && k == 1) return g.name;
  return std::to_string(k) + " " + (k == 1 ? g.name : plural(g.name));
}

std::string describe_move(const RiverPuzzle& p, const RiverModel& m, std::uint32_t load,
                          bool to_right) {
  std::vector<std::string> parts;
  std::int64_t aboard = 0;
  for (std::size_t i = 0; i < p.groups.size(); ++i) {
    const std::int64_t k = m.load_count(load, i);
    if (k == 0) continue;
    parts.push_back(travellers(p, i, k));
    aboard += k;
  }
  std::string verb = to_right ? "cross" : "return";
  if (aboard == 1) verb += to_right ? "es" : "s";
  std::string r = join(parts, " and ") + " " + verb + (to_right ? " ->" : " <-");
  if (p.has_cost) r += " (cost " + std::to_string(m.load_cost(load)) + ")";
  return r;
}

std::string describe_bank(const RiverPuzzle& p, const RiverModel& m, std::uint64_t key,
                          bool right) {
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < p.groups.size(); ++i) {
    const std::int64_t k = right ? m.right_count(key, i) : m.left_count(key, i);
    if (k > 0) parts.push_back(travellers(p, i, k));
  }
  if (m.boat_on_right(key) == right) parts.push_back("boat");
  return parts.empty() ? "nobody" : join(parts, ", ");
}

void write_solution_text(std::ostream& out, const RiverPuzzle& p, const RiverModel& m,
                         std::uint64_t start, const std::vector<statespace::Step>& steps) {
  std::vector<std::string> moves;
  std::size_t width = 0;
  std::uint64_t key = start;
  for (const statespace::Step& s : steps) {
    moves.push_back(describe_move(p, m, s.action, !m.boat_on_right(key)));
    width = std::max(width, io::display_width(moves.back()));
    key = s.key;
  }
  const std::string number_width = std::to_string(steps.size());
  auto banks = [&](std::uint64_t k) {
    return "left: " + describe_bank(p, m, k, false) + " | right: " + describe_bank(p, m, k, true);
  };
  // Built in one string and written at once: a 2000-step solution is one
  // write, not 10000 small stream insertions.
  std::string text;
  text.reserve((steps.size() + 1) * (width + 80));
  std::string head = "start";
  head.resize(std::max(head.size(), number_width.size() + 2 + width), ' ');
  text.append(head).append("  ").append(banks(start)).append("\n");
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string n = std::to_string(i + 1);
    text.append(number_width.size() - n.size(), ' ').append(n).append(". ").append(moves[i]);
    text.append(width - io::display_width(moves[i]), ' ').append("  ").append(banks(steps[i].key));
    text.push_back('\n');
  }
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

nlohmann::ordered_json solution_json(const RiverPuzzle& p, const RiverModel& m,
                             const std::vector<statespace::Step>& steps) {
  nlohmann::ordered_json j;
  nlohmann::ordered_json arr = nlohmann::ordered_json::array();
  std::int64_t cost = 0;
  std::uint64_t key = m.start();
  for (const statespace::Step& s : steps) {
    const bool to_right = !m.boat_on_right(key);
    nlohmann::ordered_json load = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < p.groups.size(); ++i)
      load[p.groups[i].name] = m.load_count(s.action, i);
    arr.push_back({{"load", load},
                   {"direction", to_right ? "->" : "<-"},
                   {"text", describe_move(p, m, s.action, to_right)},
                   {"cost", s.cost},
                   {"left", bank_json(p, m, s.key, false)},
                   {"right", bank_json(p, m, s.key, true)},
                   {"boat", m.boat_on_right(s.key) ? "right" : "left"}});
    cost += s.cost;
    key = s.key;
  }
  j["steps"] = std::move(arr);
  j["length"] = steps.size();
  j["cost"] = cost;
  return j;
}

}  // namespace deduce::puzzles::river
