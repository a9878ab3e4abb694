// Writes a copy of a cpuroof-bench JSON to stdout as a degraded machine would have measured it, for
// the tests of the regression gates (health_gates.sh):
//   make_degraded_run RAW.json[.gz] [--slower F --from-ws BYTES] [--start TIME] [--host NAME] > raw.json
// --slower F: every stream benchmark at a working set of BYTES or more took F times as long (its
// times times F, its rates divided by F): memory F times slower past the caches. --start and --host
// set the run's start time (cpuroof_start_time_utc) and host name, so copies of one run read as runs
// of other moments and nodes.
#include <zlib.h>

#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

namespace {

[[noreturn]] void usage(const std::string& why) {
  std::cerr << "make_degraded_run: " << why
            << "\nusage: make_degraded_run RAW.json[.gz] [--slower F --from-ws BYTES] [--start TIME] [--host NAME]\n";
  std::exit(2);
}

// The whole file, inflated when gzip-compressed (zlib reads plain files as they are).
std::string read_maybe_gzip(const std::string& path) {
  gzFile f = gzopen(path.c_str(), "rb");
  if (!f) usage("cannot open " + path);
  std::string text;
  char buf[1 << 16];
  int n = 0;
  while ((n = gzread(f, buf, sizeof buf)) > 0) text.append(buf, static_cast<std::size_t>(n));
  const bool failed = n < 0;
  gzclose(f);
  if (failed) usage("cannot read " + path);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("no input");
  double slower = 1, from_ws = 0;
  std::string start, host;
  for (int i = 2; i < argc; i += 2) {
    const std::string option = argv[i];
    if (i + 1 >= argc) usage(option + " needs a value");
    const std::string value = argv[i + 1];
    if (option == "--slower")
      slower = std::stod(value);
    else if (option == "--from-ws")
      from_ws = std::stod(value);
    else if (option == "--start")
      start = value;
    else if (option == "--host")
      host = value;
    else
      usage("unknown option " + option);
  }
  if (!(slower > 0)) usage("--slower must be above 0");
  nlohmann::json run = nlohmann::json::parse(read_maybe_gzip(argv[1]));
  if (!start.empty()) run["context"]["cpuroof_start_time_utc"] = start;
  if (!host.empty()) run["context"]["host_name"] = host;
  int scaled = 0;
  for (auto& b : run["benchmarks"]) {
    const std::string name = b.value("name", "");
    if (name.rfind("stream/", 0) != 0 || b.value("ws_bytes", 0.0) < from_ws || slower == 1) continue;
    for (const char* time : {"real_time", "cpu_time"}) b[time] = b[time].get<double>() * slower;
    for (const char* rate : {"flops", "bytes", "bus_bytes"})
      if (b.contains(rate)) b[rate] = b[rate].get<double>() / slower;
    ++scaled;
  }
  if (slower != 1 && scaled == 0) usage("no stream benchmark at a working set of --from-ws bytes or more");
  std::cout << run.dump() << "\n";
}
