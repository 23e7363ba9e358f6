#include "record_stream.h"

#include <utility>

namespace deduce::python {

void RecordQueue::push(apps::Record record) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [&] { return closed_ || records_.size() < kMaxQueued; });
  if (closed_) throw StreamClosed{};
  records_.push_back(std::move(record));
  changed_.notify_all();
}

void RecordQueue::finish(int code, std::optional<apps::CallError> error, std::string messages,
                         apps::Stop stop) {
  const std::lock_guard<std::mutex> lock(mutex_);
  ended_ = true;
  stop_ = stop;
  code_ = code;
  error_ = std::move(error);
  messages_ = std::move(messages);
  changed_.notify_all();
}

std::optional<apps::Record> RecordQueue::pop(std::chrono::milliseconds wait) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait_for(lock, wait, [&] { return !records_.empty() || ended_; });
  if (records_.empty()) return std::nullopt;
  apps::Record record = std::move(records_.front());
  records_.pop_front();
  changed_.notify_all();
  return record;
}

bool RecordQueue::ended() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return ended_ && records_.empty();
}

int RecordQueue::code() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return code_;
}

std::optional<apps::CallError> RecordQueue::error() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return error_;
}

std::string RecordQueue::messages() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return messages_;
}

apps::Stop RecordQueue::stop() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return stop_;
}

void RecordQueue::close() {
  const std::lock_guard<std::mutex> lock(mutex_);
  closed_ = true;
  records_.clear();
  changed_.notify_all();
}

StreamedCall::StreamedCall(apps::Call call)
    : queue_(std::make_shared<RecordQueue>()), stop_(std::make_shared<budget::StopToken>(0)) {
  thread_ = std::thread([queue = queue_, stop = stop_, call = std::move(call)] {
    apps::CallResult result;
    try {
      result = apps::call_records(call, stop.get(), [&](const apps::Record& r) { queue->push(r); });
    } catch (const StreamClosed&) {
      result.exit_code = 3;
    }
    queue->finish(result.exit_code, apps::first_error(result), std::move(result.messages),
                  result.records.stop);
  });
}

StreamedCall::~StreamedCall() {
  close();
}

void StreamedCall::join() {
  if (thread_.joinable()) thread_.join();
}

void StreamedCall::interrupt() {
  apps::stop_call(*stop_);
  join();
}

void StreamedCall::close() {
  if (!thread_.joinable()) return;
  queue_->close();
  apps::stop_call(*stop_);
  join();
}

}  // namespace deduce::python
