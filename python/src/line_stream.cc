#include "line_stream.h"

#include <ostream>
#include <sstream>
#include <streambuf>
#include <utility>

namespace deduce::python {
namespace {

// Collects characters and pushes each line once its newline comes.
class LineBuffer : public std::streambuf {
 public:
  explicit LineBuffer(LineQueue& queue) : queue_(queue) {}
  // What is left after the last newline (a writer that ends without one).
  void flush_rest() {
    if (!line_.empty()) queue_.push(std::exchange(line_, {}));
  }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    put(traits_type::to_char_type(c));
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    for (std::streamsize i = 0; i < n; ++i) put(s[i]);
    return n;
  }

 private:
  void put(char c) {
    if (c == '\n')
      queue_.push(std::exchange(line_, {}));
    else
      line_ += c;
  }

  LineQueue& queue_;
  std::string line_;
};

}  // namespace

void LineQueue::push(std::string line) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [&] { return closed_ || lines_.size() < kMaxQueued; });
  if (closed_) throw StreamClosed{};
  lines_.push_back(std::move(line));
  changed_.notify_all();
}

void LineQueue::finish(int code, std::string err) {
  const std::lock_guard<std::mutex> lock(mutex_);
  ended_ = true;
  code_ = code;
  err_ = std::move(err);
  changed_.notify_all();
}

std::optional<std::string> LineQueue::pop(std::chrono::milliseconds wait) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait_for(lock, wait, [&] { return !lines_.empty() || ended_; });
  if (lines_.empty()) return std::nullopt;
  std::string line = std::move(lines_.front());
  lines_.pop_front();
  changed_.notify_all();
  return line;
}

bool LineQueue::ended() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return ended_ && lines_.empty();
}

bool LineQueue::call_ended() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return ended_;
}

int LineQueue::code() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return code_;
}

std::string LineQueue::err() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return err_;
}

void LineQueue::close() {
  const std::lock_guard<std::mutex> lock(mutex_);
  closed_ = true;
  lines_.clear();
  changed_.notify_all();
}

StreamedCall::StreamedCall(apps::Call call) : queue_(std::make_shared<LineQueue>()) {
  thread_ = std::thread([queue = queue_, call = std::move(call)] {
    LineBuffer buffer(*queue);
    std::ostream out(&buffer);
    // A write after close throws through the writer, not into a bad bit.
    out.exceptions(std::ios::badbit);
    std::ostringstream err;
    int code = 3;
    try {
      code = apps::call(call, out, err);
      buffer.flush_rest();
    } catch (const StreamClosed&) {
      code = 3;
    }
    queue->finish(code, err.str());
  });
}

StreamedCall::~StreamedCall() {
  close();
}

void StreamedCall::join() {
  if (thread_.joinable()) thread_.join();
}

void StreamedCall::interrupt() {
  apps::stop_calls();
  join();
}

void StreamedCall::close() {
  if (!thread_.joinable()) return;
  queue_->close();
  if (!queue_->call_ended() && apps::calls_running() <= 1) apps::stop_calls();
  join();
}

}  // namespace deduce::python
