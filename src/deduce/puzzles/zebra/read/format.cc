#include "deduce/puzzles/zebra/read/format.h"

#include <algorithm>

namespace deduce::puzzles::zebra {

namespace {

void pad(std::string& out, const std::string& cell, std::size_t width) {
  out += cell;
  out.append(width - std::min(width, display_width(cell)), ' ');
}

}  // namespace

std::string format_table(const Puzzle& p, const Positions& solution) {
  const auto table = by_position(solution);
  std::size_t label = 0;
  for (const Category& c : p.categories) label = std::max(label, display_width(c.name));
  std::vector<std::size_t> width(p.n);
  for (int q = 0; q < p.n; ++q) {
    width[q] = std::to_string(q + 1).size();
    for (int c = 0; c < p.num_categories(); ++c) {
      width[q] = std::max(width[q], display_width(p.value_written({c, table[c][q]})));
    }
  }
  std::string out;
  auto row = [&](const std::string& head, auto cell) {
    std::string line;
    pad(line, head, label);
    for (int q = 0; q < p.n; ++q) {
      line += "  ";
      pad(line, cell(q), width[q]);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  };
  row("", [](int q) { return std::to_string(q + 1); });
  for (int c = 0; c < p.num_categories(); ++c) {
    // (A row that only says each position's own number, `p1 p2 p3` of an
    // English riddle's places, repeats the header: it goes.)
    bool header = true;
    for (int q = 0; q < p.n && header; ++q) {
      const std::string& v = p.value_written({c, table[c][q]});
      header = v == std::to_string(q + 1) || v == std::string("p").append(std::to_string(q + 1));
    }
    if (header) continue;
    // (As the riddle writes it: `9:30am`, never the minutes it counts.)
    row(p.categories[c].name, [&](int q) { return p.value_written({c, table[c][q]}); });
  }
  return out;
}

std::string format_asks(const Puzzle& p, const Positions& solution) {
  std::string out;
  for (const Ask& a : p.asks) {
    if (a.kind == AskKind::kPositionOf) {
      out += "position of ";
      out += p.value_written(a.of);
    } else if (a.kind == AskKind::kCategoryAt) {
      out += p.categories[a.category].name;
      out += " at ";
      out += std::to_string(a.at + 1);
    } else {
      out += p.categories[a.category].name;
      out += " of ";
      out += p.value_written(a.of);
    }
    out += ": ";
    out += answer_text(p, a, answer(a, solution));
    out += "\n";
  }
  return out;
}

nlohmann::ordered_json solution_json(const Puzzle& p, const Positions& solution) {
  const auto table = by_position(solution);
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (int c = 0; c < p.num_categories(); ++c) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (int q = 0; q < p.n; ++q) row.push_back(p.categories[c].values[table[c][q]]);
    j[p.categories[c].name] = std::move(row);
  }
  return j;
}

nlohmann::ordered_json asks_json(const Puzzle& p, const Positions& solution) {
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  for (const Ask& a : p.asks) {
    const int x = answer(a, solution);
    if (a.kind == AskKind::kPositionOf) {
      j.push_back({{"category", "position"}, {"value", p.value_written(a.of)}, {"answer", x + 1}});
    } else if (a.kind == AskKind::kCategoryAt) {
      j.push_back({{"category", p.categories[a.category].name},
                   {"position", a.at + 1},
                   {"answer", answer_text(p, a, x)}});
    } else {
      j.push_back({{"category", p.categories[a.category].name},
                   {"value", p.value_written(a.of)},
                   {"answer", answer_text(p, a, x)}});
    }
  }
  return j;
}

}  // namespace deduce::puzzles::zebra
