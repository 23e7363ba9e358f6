// `deduce serve`: the workbench page and its API (api.h) on a local HTTP
// server (Debian's libcpp-httplib). GET serves only the embedded page
// (web_files.h), POST /api/COMMAND runs a command through the worker gate
// (worker_gate.h); DELETE /api/requests/NAME stops the one request sent
// with the header X-Deduce-Request: NAME (request_stops.h); Ctrl-C or
// SIGTERM stops every running request, as Ctrl-C stops a command, and then
// the server: exit 0.
#pragma once

#include <iosfwd>

#include "request.h"

namespace deduce::apps::serve {

// Serves until Ctrl-C or SIGTERM. Prints the address on `out` once it
// listens; 0 after a stop, 2 when it cannot listen.
int serve(const Request& r, std::ostream& out, std::ostream& err);

// Is `host` a loopback address (127.0.0.0/8, ::1, localhost)?
bool is_loopback(const std::string& host);

}  // namespace deduce::apps::serve
