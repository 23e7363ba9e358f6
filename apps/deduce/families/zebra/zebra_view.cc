#include "families/zebra/zebra_view.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "deduce/puzzles/zebra/picture/explain_picture.h"
#include "deduce/puzzles/zebra/picture/picture.h"
#include "deduce/puzzles/zebra/read/format.h"
#include "families/step_frames.h"
#include "families/zebra/zebra_english_answer.h"

namespace deduce::apps {

namespace zb = puzzles::zebra;

svg::Picture ZebraView::picture(bool) const {
  return zb::picture(p_);
}

std::size_t ZebraView::step_pictures(const std::vector<explain::Step>& steps,
                                     const std::vector<int>&, const FrameSink& frame) const {
  return draw_frames(
      steps, zb::start_masks(p_),
      [&](const zb::PositionMasks& masks, const explain::Step& step, int number,
          const std::string& caption) {
        return zb::step_picture(p_, masks, step, number, caption);
      },
      [&](zb::PositionMasks& masks, const explain::Step& step) { zb::apply_step(p_, masks, step); },
      frame);
}

void ZebraSolution::write_text(std::ostream& out, std::uint64_t, bool) const {
  out << zb::format_table(p_, s_);
}

Json ZebraSolution::json() const {
  return zb::solution_json(p_, s_);
}

svg::Picture ZebraSolution::picture() const {
  return zb::picture(p_, s_);
}

void ZebraAsks::write_text(std::ostream& out, const PuzzleResult&) const {
  for (const AskAnswer& a : asks_) {
    if (a.at > 0) {
      out << a.category << " at " << a.at << ": ";
    } else {
      out << a.category << " of " << a.of << ": ";
    }
    const bool more = !a.all && a.answers.size() > 1;
    for (std::size_t i = 0; i < a.answers.size(); ++i)
      out << (i == 0 ? "" : i + 1 == a.answers.size() && !more ? " or " : ", ") << a.answers[i];
    if (more) out << " or others";
    if (a.answers.size() > 1)
      out << (a.all ? " (differs between solutions; these are all the answers they give)"
                    : " (differs between solutions; the look for the others was cut short)");
    else if (!a.all)
      out << " (in every solution looked at; the look for others was cut short)";
    out << "\n";
  }
}

Json ZebraAsks::json() const {
  Json asks = Json::array();
  for (const AskAnswer& a : asks_) {
    // Positions are numbers in JSON (docs/zebra.md, Extension 2).
    Json list = Json::array();
    for (const std::string& v : a.answers) {
      list.push_back(a.positions ? Json(std::stoi(v)) : Json(v));
    }
    Json answer = list.size() == 1 ? list.front() : list;
    Json entry = {{"category", a.category}};
    if (a.at > 0) {
      entry["position"] = a.at;
    } else {
      entry["value"] = a.of;
    }
    entry["answer"] = std::move(answer);
    entry["differs"] = a.answers.size() > 1;
    if (a.answers.size() > 1 || !a.all) entry["all_answers"] = a.all;
    asks.push_back(std::move(entry));
  }
  return asks;
}

namespace {

// An answer as the benchmark writes it: a value's words with spaces, a
// position as its number.
std::string answer_words(const AskAnswer& a, const std::string& answer) {
  return a.positions ? answer : as_written(answer);
}

}  // namespace

std::optional<AnswerForm> ZebraAsks::answer_form() const {
  AnswerForm form;
  for (const AskAnswer& a : asks_) {
    if (a.answers.size() > 1) {
      std::string options;
      for (const std::string& v : a.answers)
        options += (options.empty() ? "" : " or ") + answer_words(a, v);
      form.unsure = "the solutions differ in the answer to a question (" + options +
                    "), so there is no one answer";
      form.lines.clear();
      return form;
    }
    if (!a.all) {
      form.unsure =
          "the look for the other solutions' answers was cut short, so the answer is "
          "not sure";
      form.lines.clear();
      return form;
    }
    form.lines.push_back(answer_words(a, a.answers.front()));
  }
  return form;
}

Json ZebraTableAnswer::json() const {
  return Json::parse(zebralogic_answer(p_, s_));
}

std::optional<AnswerForm> ZebraTableAnswer::answer_form() const {
  AnswerForm form;
  if (!unique_)
    form.unsure = "the puzzle has several solutions, so no one table answers it";
  else
    form.lines.push_back(zebralogic_answer(p_, s_));
  return form;
}

void ZebraUnread::write_text(std::ostream& out, const PuzzleResult&) const {
  out << "# not read, outside the list of clues (taken for words to the reader):\n";
  for (const zb::UnreadSentence& u : unread_)
    out << "#   line " << u.line << ": \"" << u.text << "\"\n";
}

Json ZebraUnread::json() const {
  Json out = Json::array();
  for (const zb::UnreadSentence& u : unread_)
    out.push_back({{"line", u.line}, {"column", u.column}, {"sentence", u.text}});
  return out;
}

void with_unread(PuzzleResult& result, const zb::Puzzle& p) {
  if (!p.unread.empty()) result.sections.push_back(std::make_shared<ZebraUnread>(p.unread));
}

void with_asks(PuzzleResult& result, std::vector<AskAnswer> asks) {
  if (!asks.empty()) result.sections.push_back(std::make_shared<ZebraAsks>(std::move(asks)));
}

void note_answers(const zb::Puzzle& puzzle, std::vector<AskAnswer>& asks, const zb::Positions& s) {
  if (asks.empty()) {
    for (const zb::Ask& a : puzzle.asks) {
      AskAnswer answer;
      answer.category = a.kind == zb::AskKind::kPositionOf ? std::string("position")
                                                           : puzzle.categories[a.category].name;
      if (a.kind == zb::AskKind::kCategoryAt) {
        answer.at = a.at + 1;
      } else {
        answer.of = puzzle.value_written(a.of);
      }
      answer.positions = a.kind == zb::AskKind::kPositionOf;
      asks.push_back(std::move(answer));
    }
  }
  for (std::size_t k = 0; k < puzzle.asks.size(); ++k) {
    const zb::Ask& a = puzzle.asks[k];
    const std::string v = zb::answer_text(puzzle, a, zb::answer(a, s));
    std::vector<std::string>& seen = asks[k].answers;
    if (std::find(seen.begin(), seen.end(), v) == seen.end()) seen.push_back(v);
  }
}

void ZebraView::add_tail_json(Json& j) const {
  j["asks"] = Json::array();
  j["analysis"] = nullptr;
}

}  // namespace deduce::apps
