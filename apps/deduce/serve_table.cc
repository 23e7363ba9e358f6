// serve's rows of the option table (tables.h): the options of `deduce serve`,
// the web workbench (serve/server.h). option_table() puts them last, in
// OptionId's order.
#include "option_targets.h"
#include "tables.h"

namespace deduce::apps {

std::vector<OptionSpec> serve_option_rows() {
  constexpr Mask kServe = bit(Command::kServe);
  return {
      {OptionId::kHost,
       "--host",
       ValueKind::kText,
       "ADDRESS",
       {},
       "the address to listen on; another than the loopback (127.0.0.1, ::1, localhost) lets "
       "other machines run puzzles on this one, and serve warns",
       kServe,
       kEveryKind,
       "",
       {},
       "127.0.0.1",
       nested_field<&Request::serve, &ServeRequest::host>},
      {OptionId::kPort,
       "--port",
       ValueKind::kSeed,
       "PORT",
       {},
       "the TCP port, 0 to 65535; 0: any free port (serve prints the address it listens on)",
       kServe,
       kEveryKind,
       "",
       {0, 0, 65535, "a port from {} to {}"},
       "8080",
       nested_field<&Request::serve, &ServeRequest::port>},
      {OptionId::kWorkers,
       "--workers",
       ValueKind::kCount,
       "N",
       {},
       "how many requests run at once (each on one thread unless it asks for more); the default "
       "is every core",
       kServe,
       kEveryKind,
       "",
       {0, 1, 1024, "{} to {} workers"},
       "every core",
       nested_field<&Request::serve, &ServeRequest::workers>},
      {OptionId::kQueue,
       "--queue",
       ValueKind::kCount,
       "N",
       {},
       "how many requests wait for a worker; one more gets 503 with Retry-After",
       kServe,
       kEveryKind,
       "",
       {0, 1, 4096, "{} to {} requests"},
       "64",
       nested_field<&Request::serve, &ServeRequest::queue>},
      {OptionId::kMaxBody,
       "--max-body",
       ValueKind::kCount,
       "BYTES",
       {},
       "the largest request body; a larger one gets 413",
       kServe,
       kEveryKind,
       "",
       {},
       "1048576",
       nested_field<&Request::serve, &ServeRequest::max_body>},
  };
}

}  // namespace deduce::apps
