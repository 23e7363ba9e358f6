// The bounded worker pool of `deduce serve`: at most `workers` API requests
// run at once, at most `queue` more wait for a turn, and one past those is
// turned away at once (503 with Retry-After) instead of growing a backlog
// without bound.
//
// Why a gate and not a second pool of threads: a request already has a
// thread, the HTTP library's connection thread, which must wait for the
// answer anyway; a pool beside it would hand the work over and block that
// thread just the same. So the connection threads are `workers + queue` and a
// few more (server.cc), and the gate lets `workers` of them compute.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>

namespace deduce::apps::serve {

class WorkerGate {
 public:
  WorkerGate(std::size_t workers, std::size_t queue) : workers_(workers), queue_(queue) {}

  // A turn to run: released when the Turn is destroyed.
  class Turn {
   public:
    explicit Turn(WorkerGate& gate) : gate_(&gate) {}
    Turn(Turn&& other) noexcept : gate_(other.gate_) { other.gate_ = nullptr; }
    Turn(const Turn&) = delete;
    Turn& operator=(const Turn&) = delete;
    Turn& operator=(Turn&&) = delete;
    ~Turn() {
      if (gate_ != nullptr) gate_->release();
    }

   private:
    WorkerGate* gate_;
  };

  // Waits for a worker; nothing when the queue is full or the gate is closed
  // (the caller answers 503).
  std::optional<Turn> enter() {
    std::unique_lock lock(mutex_);
    if (closed_ || running_ + waiting_ >= workers_ + queue_) return std::nullopt;
    ++waiting_;
    free_.wait(lock, [this] { return running_ < workers_ || closed_; });
    --waiting_;
    if (closed_) return std::nullopt;
    ++running_;
    return std::optional<Turn>(std::in_place, *this);
  }

  // Turns away every request from now on, also those waiting: the server
  // stops, and a request that started now would not be stopped with the
  // others.
  void close() {
    {
      std::lock_guard lock(mutex_);
      closed_ = true;
    }
    free_.notify_all();
  }

  // The requests waiting for a worker now.
  std::size_t waiting() {
    std::lock_guard lock(mutex_);
    return waiting_;
  }

  std::size_t workers() const { return workers_; }
  std::size_t queue() const { return queue_; }

 private:
  void release() {
    {
      std::lock_guard lock(mutex_);
      --running_;
    }
    free_.notify_one();
  }

  const std::size_t workers_, queue_;
  std::mutex mutex_;
  std::condition_variable free_;
  std::size_t running_ = 0, waiting_ = 0;  // under mutex_
  bool closed_ = false;                    // under mutex_
};

}  // namespace deduce::apps::serve
