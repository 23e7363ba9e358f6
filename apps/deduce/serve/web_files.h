// The workbench page's files (web/), embedded in the binary at build time
// (cmake/embed_web.cmake writes web_files.cc from them): GET serves these and
// nothing else, so no request path reaches the file system.
#pragma once

#include <string_view>

namespace deduce::apps::serve {

struct WebFile {
  std::string_view path;  // "/index.html"
  std::string_view content_type;
  std::string_view data;
};

// The file served at `path` ("/" is /index.html); nullptr for any other path.
const WebFile* find_web_file(std::string_view path);

}  // namespace deduce::apps::serve
