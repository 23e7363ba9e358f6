#include "serve/server.h"

#include <httplib.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>

#include <atomic>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <thread>

#include "deduce/search/parallel_search.h"
#include "embed.h"
#include "serve/api.h"
#include "serve/request_stops.h"
#include "serve/web_files.h"
#include "serve/worker_gate.h"

namespace deduce::apps::serve {
namespace {

// Connection threads beyond workers + queue: enough to read a request and
// answer 503 while every worker and every place in the queue is taken.
constexpr std::size_t kSpareThreads = 8;

// Browsers and clients keep a connection open between requests; an idle one
// holds a connection thread, and the server's stop waits for it (the
// library has no way to close it sooner), so it is let go after a second:
// Ctrl-C ends the server within about a second. A busy one is kept for many
// requests (the library's default of 5 made a client reconnect often).
constexpr time_t kKeepAliveSeconds = 1;
constexpr std::size_t kKeepAliveRequests = 1000;

// The library listens with a backlog of 5 (CPPHTTPLIB_LISTEN_BACKLOG, fixed
// when Debian built it): 16 clients connecting at once lost SYNs and waited
// the kernel's 1 s retry. Linux takes a second listen() on a listening
// socket as a new backlog, so the server repeats it with this one.
constexpr int kListenBacklog = 256;

void set_error(httplib::Response& res, int status, const std::string& message) {
  res.status = status;
  res.set_content(error_body(message), "application/json");
}

// POST /api/COMMAND: a turn at the worker gate, the request's own stop
// when the client named it, then the API's answer.
void post_api(WorkerGate& gate, RequestStops& stops, const httplib::Request& req,
              httplib::Response& res) {
  std::optional<WorkerGate::Turn> turn = gate.enter();
  if (!turn) {
    res.set_header("Retry-After", "1");
    return set_error(res, 503,
                     "the server is busy: " + std::to_string(gate.workers()) +
                         " requests run and " + std::to_string(gate.queue()) +
                         " wait; try again in a second");
  }
  // A request the client named can be stopped alone (request_stops.h).
  const std::string name = req.get_header_value("X-Deduce-Request");
  const std::optional<RequestStops::Entry> named = name.empty() ? std::nullopt : stops.enter(name);
  if (!name.empty() && !named)
    return set_error(res, 409, "a request named `" + name + "` is running already");
  const ApiAnswer a = answer_api(req.matches[1].str(), req.body, named ? named->token() : nullptr);
  res.status = a.status;
  res.set_header("X-Deduce-Exit-Code", std::to_string(a.exit_code));
  if (!a.message.empty()) res.set_header("X-Deduce-Message", a.message);
  res.set_content(a.body, a.content_type.c_str());
}

void route(httplib::Server& server, WorkerGate& gate, RequestStops& stops) {
  server.Get("/api/kinds", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(kinds_body(), "application/json");
  });
  server.Get(R"(/.*)", [](const httplib::Request& req, httplib::Response& res) {
    const WebFile* f = find_web_file(req.path);
    if (f == nullptr) return set_error(res, 404, "no page " + req.path + " here");
    res.set_content(f->data.data(), f->data.size(), std::string(f->content_type).c_str());
    res.set_header("Cache-Control", "no-cache");
  });
  server.Delete(R"(/api/requests/(.+))",
                [&stops](const httplib::Request& req, httplib::Response& res) {
                  const std::string name = req.matches[1].str();
                  if (!stops.stop(name))
                    return set_error(res, 404, "no request named `" + name + "` runs");
                  res.set_content(nlohmann::json{{"stopped", name}}.dump(), "application/json");
                });
  server.Post(R"(/api/([a-z_]+))",
              [&gate, &stops](const httplib::Request& req, httplib::Response& res) {
                post_api(gate, stops, req, res);
              });
  // Statuses the library sets itself (404 of an unknown route, 413, 400)
  // get the API's error body too, unless a handler wrote one.
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string why = res.status == 413   ? "the body is larger than the server takes (--max-body)"
                      : res.status == 404 ? "no page " + req.path + " here"
                                          : "bad request";
    res.set_content(error_body(why), "application/json");
  });
}

// The thread that waits for Ctrl-C or SIGTERM: it stops the running
// requests, then the server. The signals are blocked in every thread
// (started after this), so only sigwait sees them.
sigset_t stop_signals() {
  sigset_t s;
  sigemptyset(&s);
  sigaddset(&s, SIGINT);
  sigaddset(&s, SIGTERM);
  return s;
}

}  // namespace

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.starts_with("127.");
}

int serve(const Request& r, std::ostream& out, std::ostream& err) {
  const ServeRequest& s = r.serve;
  const std::size_t workers =
      s.workers != 0 ? s.workers : static_cast<std::size_t>(search::thread_count(0));
  WorkerGate gate(workers, s.queue);
  httplib::Server server;
  const std::size_t threads = workers + s.queue + kSpareThreads;
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  server.set_payload_max_length(s.max_body);
  server.set_keep_alive_timeout(kKeepAliveSeconds);
  server.set_keep_alive_max_count(kKeepAliveRequests);
  // Headers and body go out in two writes: without TCP_NODELAY (inherited
  // by the accepted sockets) Nagle held the body for the client's delayed
  // ACK, 40 ms a request.
  server.set_tcp_nodelay(true);
  int listen_fd = -1;
  server.set_socket_options([&listen_fd](socket_t sock) {
    httplib::default_socket_options(sock);
    listen_fd = sock;
  });
  RequestStops stops;
  route(server, gate, stops);

  const sigset_t signals = stop_signals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  if (!is_loopback(s.host))
    err << "deduce serve: warning: listening on " << s.host
        << ", not the loopback: other machines can run puzzles on this one\n";
  int port = static_cast<int>(s.port);
  const bool bound =
      port == 0 ? (port = server.bind_to_any_port(s.host)) > 0 : server.bind_to_port(s.host, port);
  if (bound && listen_fd >= 0) listen(listen_fd, kListenBacklog);
  if (!bound) {
    pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);
    err << "deduce serve: cannot listen on " << s.host << " port " << s.port
        << " (in use, or not an address of this machine)\n";
    return 2;
  }
  const std::string host = s.host.find(':') != std::string::npos ? "[" + s.host + "]" : s.host;
  out << "deduce serve: the workbench is at http://" << host << ":" << port << "/ (" << workers
      << " workers, queue " << s.queue << "; Ctrl-C stops)" << std::endl;

  // A signal may come before the accept loop runs (its address is printed
  // first), and the library's stop() does nothing to a server not yet
  // running: the stopper waits for it to run, or for it to have ended.
  std::atomic<bool> ended{false};
  std::thread stopper([&server, &gate, &ended, signals] {
    int signal = 0;
    sigwait(&signals, &signal);
    gate.close();
    stop_calls();
    while (!server.is_running() && !ended.load())
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    server.stop();
  });
  const bool listened = server.listen_after_bind();
  ended.store(true);
  if (!listened && stopper.joinable()) pthread_kill(stopper.native_handle(), SIGTERM);
  stopper.join();
  out << "deduce serve: stopped" << std::endl;
  return listened ? 0 : 2;
}

}  // namespace deduce::apps::serve
