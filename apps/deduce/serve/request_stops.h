// The stop tokens of the running requests that a client named (header
// X-Deduce-Request: NAME), so that DELETE /api/requests/NAME stops that
// request alone: it answers with what it found, partial, as a command
// stopped by Ctrl-C does, and every other request runs on untouched.
// A name is the client's: two requests running under one name are refused
// (409), and a name is free again once its request has answered.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "embed.h"

namespace deduce::apps::serve {

class RequestStops {
 public:
  // A named request's registration, for its span: its token, and its name
  // let go of at the end.
  class Entry {
   public:
    Entry(RequestStops& stops, std::string name, std::shared_ptr<budget::StopToken> token)
        : stops_(&stops), name_(std::move(name)), token_(std::move(token)) {}
    ~Entry() {
      if (stops_ != nullptr) stops_->leave(name_);
    }
    Entry(Entry&& other) noexcept
        : stops_(std::exchange(other.stops_, nullptr)),
          name_(std::move(other.name_)),
          token_(std::move(other.token_)) {}
    Entry(const Entry&) = delete;
    Entry& operator=(const Entry&) = delete;
    Entry& operator=(Entry&&) = delete;

    const budget::StopToken* token() const { return token_.get(); }

   private:
    RequestStops* stops_;
    std::string name_;
    std::shared_ptr<budget::StopToken> token_;
  };

  // Registers a request under `name`; nullopt when one runs under it now.
  std::optional<Entry> enter(const std::string& name) {
    const std::lock_guard<std::mutex> lock(mutex_);
    auto token = std::make_shared<budget::StopToken>(0);
    if (!running_.emplace(name, token).second) return std::nullopt;
    return Entry(*this, name, std::move(token));
  }

  // Stops the request running under `name`; false when none does.
  bool stop(const std::string& name) {
    const std::lock_guard<std::mutex> lock(mutex_);
    const auto it = running_.find(name);
    if (it == running_.end()) return false;
    stop_call(*it->second);
    return true;
  }

 private:
  void leave(const std::string& name) {
    const std::lock_guard<std::mutex> lock(mutex_);
    running_.erase(name);
  }

  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<budget::StopToken>> running_;
};

}  // namespace deduce::apps::serve
