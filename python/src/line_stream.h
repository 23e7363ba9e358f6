// A call whose output is read line by line while it runs: the call runs on
// a thread of its own and writes (with --format jsonl) one record a line
// into a stream buffer that hands each finished line to a queue, which the
// Python generator (deduce.solutions, deduce.generate) empties.
//
// The queue holds at most kMaxQueued lines: past that the call waits for
// the reader, so memory stays bounded whatever the reader's pace. Closing
// the stream (the generator closed or collected) makes the call's next
// write throw StreamClosed, which unwinds the call as a failed allocation
// does (every search is exception-safe: a job's exception reaches its
// caller); when the call still runs and no other call does, close also
// stops it at once (apps::stop_calls), so that a long search for the next
// line ends within the contract's 0.2 s. Another call running at that time
// is not stopped: the closed call then ends at its next line. (Closed in the
// microseconds between its run's end and its thread's, a call counts as
// ended no more and another alone would be stopped, partial: a per-call stop
// in budget::Limits would close that gap.)
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

// What the lines of a call and its end share, between the call's thread and
// the reader's.
class LineQueue {
 public:
  static constexpr std::size_t kMaxQueued = 256;

  // The call's side: a finished line (without its newline); throws
  // StreamClosed once the reader closed. Waits while the queue is full.
  void push(std::string line);
  // The call's end: its exit code and its messages (stderr).
  void finish(int code, std::string err);

  // The reader's side: the next line, waiting at most `wait`; nullopt when
  // none came in that time or the call ended (then ended() is true).
  std::optional<std::string> pop(std::chrono::milliseconds wait);
  bool ended();
  bool call_ended();  // the call returned (its lines may still be queued)
  int code();
  std::string err();
  void close();

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::string> lines_;
  bool closed_ = false;
  bool ended_ = false;
  int code_ = 0;
  std::string err_;
};

// Runs `call` on a thread; its stdout comes to the queue a line at a time.
class StreamedCall {
 public:
  explicit StreamedCall(apps::Call call);
  ~StreamedCall();  // closes and joins
  StreamedCall(const StreamedCall&) = delete;
  StreamedCall& operator=(const StreamedCall&) = delete;

  LineQueue& queue() { return *queue_; }
  // Asks the call to stop as Ctrl-C does (every running call, partial) and
  // waits for its end; the remaining lines stay readable.
  void interrupt();
  // Ends the call without reading further (see the file's comment) and
  // waits for its end.
  void close();

 private:
  void join();

  std::shared_ptr<LineQueue> queue_;
  std::thread thread_;
};

}  // namespace deduce::python
