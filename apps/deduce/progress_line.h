// The progress line: work that runs past a second shows on stderr, when
// stderr is a terminal, what it has done, at what rate, and where the whole
// is known how much is left, redrawn in place a few times a second, as
// package managers do. --quiet silences it; it never goes to a pipe, a file
// or into JSON (it is on stderr and only on a terminal). The counts come
// from budget::g_progress; this class only draws them.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace deduce::apps {

class ProgressLine {
 public:
  static constexpr std::chrono::milliseconds kFirstAfter{1000};
  static constexpr std::chrono::milliseconds kEvery{250};

  // No thread (and nothing drawn) unless `enabled`.
  ProgressLine(bool enabled, std::string command);
  ~ProgressLine();  // clears the line
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // What is being worked on ("latin8.fut", "puzzle 2 of 3 of a.fut").
  void set_item(std::string item);
  // Whether the line is drawn at all (a terminal, no --quiet).
  bool enabled() const { return enabled_; }
  // Wipes the line before other output reaches the terminal; the next
  // drawing brings it back.
  void clear();

  // Whether a run should draw one: stderr is a terminal and not --quiet.
  static bool wanted(bool quiet);

 private:
  void loop();
  std::string text(double seconds, double rate) const;

  bool enabled_;
  std::string command_;
  std::string item_;
  bool shown_ = false;
  bool done_ = false;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

// "1.23 M", "456 k", "12": a count in three digits for the line.
std::string short_count(double n);
// "1 h 02 min", "3 min 05 s", "12 s", "0.4 s".
std::string short_duration(double seconds);

}  // namespace deduce::apps
