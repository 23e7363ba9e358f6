// A call whose records are read while it runs: the call runs on a thread of
// its own and hands each record, as the run completes it (with --format
// jsonl: a result per puzzle, with --all a solution as found), to a queue
// that the Python generator (deduce.solutions, deduce.generate) empties.
//
// The queue holds at most kMaxQueued records: past that the call waits for
// the reader, so memory stays bounded whatever the reader's pace. Closing
// the stream (the generator closed or collected) stops the call through its
// own stop token, so that a long search for the next record ends within the
// contract's 0.2 s and no other call is touched; the call's next record
// then throws StreamClosed, which unwinds it as a failed allocation does
// (every search is exception-safe: a job's exception reaches its caller).
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "embed.h"

namespace deduce::python {

struct StreamClosed {};

// What the records of a call and its end share, between the call's thread
// and the reader's.
class RecordQueue {
 public:
  static constexpr std::size_t kMaxQueued = 256;

  // The call's side: a finished record; throws StreamClosed once the reader
  // closed. Waits while the queue is full.
  void push(apps::Record record);
  // The call's end: its exit code, typed error, messages (stderr) and the
  // run's stop between puzzles (generate's; kNone when it ran to its end).
  void finish(int code, std::optional<apps::CallError> error, std::string messages,
              apps::Stop stop);

  // The reader's side: the next record, waiting at most `wait`; nullopt when
  // none came in that time or the call ended (then ended() is true).
  std::optional<apps::Record> pop(std::chrono::milliseconds wait);
  bool ended();
  int code();
  std::optional<apps::CallError> error();
  std::string messages();
  apps::Stop stop();
  void close();

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<apps::Record> records_;
  bool closed_ = false;
  bool ended_ = false;
  int code_ = 0;
  std::optional<apps::CallError> error_;
  std::string messages_;
  apps::Stop stop_ = apps::Stop::kNone;
};

// Runs `call` on a thread under a stop token of its own; its records come
// to the queue one at a time.
class StreamedCall {
 public:
  explicit StreamedCall(apps::Call call);
  ~StreamedCall();  // closes and joins
  StreamedCall(const StreamedCall&) = delete;
  StreamedCall& operator=(const StreamedCall&) = delete;

  RecordQueue& queue() { return *queue_; }
  // Stops this call as Ctrl-C would (partial) and waits for its end; the
  // remaining records stay readable.
  void interrupt();
  // Ends the call without reading further (see the file's comment) and
  // waits for its end.
  void close();

 private:
  void join();

  std::shared_ptr<RecordQueue> queue_;
  std::shared_ptr<budget::StopToken> stop_;
  std::thread thread_;
};

}  // namespace deduce::python
