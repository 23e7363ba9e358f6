// The records of a run kept as values (record_writer.h).
#include "writers/record_writer.h"

#include <nlohmann/json.hpp>
#include <ostream>
#include <utility>

#include "writers/json_records.h"
#include "writers/words.h"

namespace deduce::apps {
namespace {

class RecordWriter final : public Writer {
 public:
  RecordWriter(const Request& r, Records* into, RecordSink sink, std::ostream& err)
      : r_(r), into_(into), sink_(std::move(sink)), err_(err) {
    if (into_ != nullptr) into_->command = r.command;
  }

  void begin_puzzle(const PuzzleInfo& info) override {
    record_ = result_head_json(r_, info);
    record_["solutions"] = Json::array();
  }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    if (streams_solutions(r_)) {
      Record line;
      line.type = RecordType::kSolution;
      line.json = solution_line_json(info, s);
      add(std::move(line));
      return;
    }
    record_["solutions"].push_back(s.json());
  }

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int exit_code) override {
    Record rec;
    rec.type = RecordType::kResult;
    rec.json = std::exchange(record_, Json());
    const Json tail = result_tail_json(info, o, exit_code);
    for (const auto& [k, v] : tail.items()) rec.json[k] = v;
    rec.result = o;
    add(std::move(rec));
  }

  void failure(const InputFailure& f) override {
    // Said on stderr as the command line says it, unless a writer of the
    // format beside this one says it (writes_text_beside_records).
    if (!writes_text_beside_records(r_))
      err_ << location_text(f.where) << ": " << f.message << "\n";
    Record rec;
    rec.type = RecordType::kError;
    rec.json = error_json(f);
    rec.failure = f;
    add(std::move(rec));
  }

  void stopped(Stop stop) override {
    if (into_ != nullptr) into_->stop = stop;
  }

  void rest_not_started(const RestNotStarted& rest) override {
    Record rec;
    rec.type = RecordType::kNotStarted;
    rec.json = rest_not_started_json(rest);
    add(std::move(rec));
  }

  int end(int exit_code) override {
    if (into_ != nullptr) into_->exit_code = exit_code;
    return exit_code;
  }

 private:
  void add(Record rec) {
    if (sink_)
      sink_(rec);
    else if (into_ != nullptr)
      into_->records.push_back(std::move(rec));
  }

  const Request& r_;
  Records* into_;
  RecordSink sink_;
  std::ostream& err_;
  Json record_;  // the open result: its head and the solutions so far
};

// A writer that hands everything to `first`, when set, and to `also`; the
// run's exit code is first's (print's, when it could not make its PDF).
class Tee final : public Writer {
 public:
  Tee(std::unique_ptr<Writer> first, Writer& also) : first_(std::move(first)), also_(also) {}
  void begin() override {
    if (first_) first_->begin();
    also_.begin();
  }
  void begin_puzzle(const PuzzleInfo& info) override {
    if (first_) first_->begin_puzzle(info);
    also_.begin_puzzle(info);
  }
  void solution(const PuzzleInfo& info, const Solution& s) override {
    if (first_) first_->solution(info, s);
    also_.solution(info, s);
  }
  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int exit_code) override {
    if (first_) first_->end_puzzle(info, o, exit_code);
    also_.end_puzzle(info, o, exit_code);
  }
  void failure(const InputFailure& f) override {
    if (first_) first_->failure(f);
    also_.failure(f);
  }
  void stopped(Stop stop) override {
    if (first_) first_->stopped(stop);
    also_.stopped(stop);
  }
  void rest_not_started(const RestNotStarted& rest) override {
    if (first_) first_->rest_not_started(rest);
    also_.rest_not_started(rest);
  }
  int end(int exit_code) override {
    const int code = first_ ? first_->end(exit_code) : exit_code;
    also_.end(code);
    return code;
  }

 private:
  std::unique_ptr<Writer> first_;
  Writer& also_;
};

}  // namespace

std::unique_ptr<Writer> tee(std::unique_ptr<Writer> first, Writer& also) {
  return std::make_unique<Tee>(std::move(first), also);
}

bool writes_text_beside_records(const Request& r) {
  return r.command == Command::kPrint || (r.format != Format::kJson && r.format != Format::kJsonl);
}

std::unique_ptr<Writer> make_record_writer(const Request& r, Records* into, RecordSink sink,
                                           std::ostream& err) {
  return std::make_unique<RecordWriter>(r, into, std::move(sink), err);
}

std::string json_document(const Records& records) {
  Json doc = document_head_json(records.command);
  Json results = Json::array();
  for (const Record& rec : records.records)
    if (rec.type != RecordType::kSolution) results.push_back(rec.json);
  doc["results"] = std::move(results);
  const Json tail = document_tail_json(records.stop, records.exit_code);
  for (const auto& [k, v] : tail.items()) doc[k] = v;
  return doc.dump() + "\n";
}

std::string json_lines(const Records& records) {
  std::string lines;
  for (const Record& rec : records.records) lines += rec.json.dump() + "\n";
  if (records.stop != Stop::kNone)
    lines += stop_line_json(records.stop, records.exit_code).dump() + "\n";
  return lines;
}

}  // namespace deduce::apps
