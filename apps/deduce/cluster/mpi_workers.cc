#include "cluster/mpi_workers.h"

#include <mpi.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>
#include <vector>

#include "deduce/budget/limits.h"

namespace deduce::apps::cluster {
namespace {

enum Tag : int { kTask = 1, kReply = 2, kCancel = 3, kStop = 4 };

// Sleeps between polls, doubling from 20 microseconds to `most`: MPICH's
// blocking calls poll the shared memory, and a waiting rank that polled
// would take a core from a worker (three ranks on two cores).
class BackOff {
 public:
  explicit BackOff(std::chrono::microseconds most) : most_(most) {}
  void sleep() {
    std::this_thread::sleep_for(step_);
    step_ = std::min(step_ * 2, most_);
  }
  void reset() { step_ = std::chrono::microseconds(20); }

 private:
  std::chrono::microseconds step_{20};
  std::chrono::microseconds most_;
};

std::string receive(int source, int tag, MPI_Status* status) {
  int bytes = 0;
  MPI_Get_count(status, MPI_CHAR, &bytes);
  std::string s(static_cast<std::size_t>(bytes), '\0');
  MPI_Recv(s.data(), bytes, MPI_CHAR, source, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return s;
}

void send_text(const std::string& s, int to, int tag) {
  MPI_Send(s.data(), static_cast<int>(s.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

class MpiWorkers final : public Workers {
 public:
  explicit MpiWorkers(int ranks) : busy_(static_cast<std::size_t>(ranks), false) {}
  int size() const override { return static_cast<int>(busy_.size()) - 1; }

  void send(int worker, const Task& task) override {
    busy_[static_cast<std::size_t>(worker)] = true;
    send_text(encode(task), worker, kTask);
  }

  void cancel_all() override {
    for (std::size_t w = 1; w < busy_.size(); ++w)
      if (busy_[w]) send_text("", static_cast<int>(w), kCancel);
  }

  std::optional<Reply> wait(double wait_seconds) override {
    const auto until =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(wait_seconds);
    BackOff back_off(std::chrono::microseconds(1000));
    while (true) {
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, kReply, MPI_COMM_WORLD, &flag, &status);
      if (flag) {
        Reply r = decode_reply(receive(status.MPI_SOURCE, kReply, &status));
        r.worker = status.MPI_SOURCE;
        busy_[static_cast<std::size_t>(r.worker)] = false;
        return r;
      }
      if (std::chrono::steady_clock::now() >= until) return std::nullopt;
      back_off.sleep();
    }
  }

  // Tells every worker to finish, with the exit code to exit with.
  void stop_all(int code) {
    for (std::size_t w = 1; w < busy_.size(); ++w)
      send_text(std::to_string(code), static_cast<int>(w), kStop);
  }

 private:
  std::vector<bool> busy_;
};

// While a worker counts, this thread watches for rank 0's cancel and stops
// the count as Ctrl-C would (the worker's count is the only work of its
// process).
class CancelWatch {
 public:
  CancelWatch() : thread_([this] { watch(); }) {}
  ~CancelWatch() {
    done_ = true;
    thread_.join();
  }

 private:
  void watch() {
    BackOff back_off(std::chrono::microseconds(2000));
    while (!done_) {
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(0, kCancel, MPI_COMM_WORLD, &flag, &status);
      if (flag) {
        receive(0, kCancel, &status);
        budget::g_interrupt_requested = true;
        return;
      }
      back_off.sleep();
    }
  }
  std::atomic<bool> done_{false};
  std::thread thread_;
};

}  // namespace

MpiSession::MpiSession(int* argc, char*** argv) {
  int provided = 0;
  MPI_Init_thread(argc, argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  if (rank_ == 0 && size_ > 1) workers_ = std::make_unique<MpiWorkers>(size_);
}

MpiSession::~MpiSession() {
  if (workers_) static_cast<MpiWorkers*>(workers_.get())->stop_all(exit_code_);
  MPI_Finalize();
}

int serve_as_worker(const Request& request) {
  // A test hook: the worker of this rank leaves after so many tasks, as a
  // rank that dies would (tests/cluster/mpi_test.py).
  const char* leave = std::getenv("DEDUCE_TEST_WORKER_LEAVES");
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int tasks = 0;
  BackOff back_off(std::chrono::microseconds(2000));
  while (true) {
    int flag = 0;
    MPI_Status status;
    MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
    if (!flag) {
      back_off.sleep();
      continue;
    }
    back_off.reset();
    const std::string bytes = receive(0, status.MPI_TAG, &status);
    if (status.MPI_TAG == kStop) return std::atoi(bytes.c_str());
    if (status.MPI_TAG != kTask) continue;  // a cancel that came after its task ended
    if (leave != nullptr && rank == 1 && tasks == std::atoi(leave)) std::_Exit(7);
    ++tasks;
    Reply r;
    {
      const CancelWatch watch;
      r = do_task(request, decode_task(bytes));
    }
    budget::g_interrupt_requested = false;
    send_text(encode(r), 0, kReply);
  }
}

}  // namespace deduce::apps::cluster
