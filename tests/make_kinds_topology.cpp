// Not a test: writes an hwloc XML topology from hwloc's synthetic description SYNTHETIC with kinds
// of core declared over ranges of PUs, for plan_topologies.sh's dry runs of machines this one is not
// (synthetic descriptions cannot state kinds of core). Each KIND:FIRST-LAST registers PUs FIRST..LAST
// with the CoreType KIND, the kinds ranked in the order given, least efficient first (hwloc's order).
//   make_kinds_topology OUT.xml SYNTHETIC KIND:FIRST-LAST...
#include <hwloc.h>

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: make_kinds_topology OUT.xml SYNTHETIC KIND:FIRST-LAST...\n");
    return 2;
  }
  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  if (hwloc_topology_set_synthetic(topology, argv[2]) != 0 || hwloc_topology_load(topology) != 0) {
    std::fprintf(stderr, "make_kinds_topology: not a synthetic description hwloc takes: %s\n", argv[2]);
    return 2;
  }
  bool ok = true;
  for (int i = 3; i < argc && ok; ++i) {
    const std::string arg = argv[i];
    const auto colon = arg.find(':'), dash = arg.find('-', colon);
    if (colon == std::string::npos || dash == std::string::npos) {
      std::fprintf(stderr, "make_kinds_topology: expected KIND:FIRST-LAST, got %s\n", argv[i]);
      return 2;
    }
    std::string kind = arg.substr(0, colon);
    const unsigned first = static_cast<unsigned>(std::stoul(arg.substr(colon + 1, dash - colon - 1)));
    const unsigned last = static_cast<unsigned>(std::stoul(arg.substr(dash + 1)));
    hwloc_bitmap_t cpus = hwloc_bitmap_alloc();
    hwloc_bitmap_set_range(cpus, first, last);
    char name[] = "CoreType";
    hwloc_info_s info{name, kind.data()};
    ok = hwloc_cpukinds_register(topology, cpus, i - 3, 1, &info, 0) == 0;
    hwloc_bitmap_free(cpus);
  }
  ok = ok && hwloc_topology_export_xml(topology, argv[1], 0) == 0;
  hwloc_topology_destroy(topology);
  if (!ok) std::fprintf(stderr, "make_kinds_topology: could not write %s\n", argv[1]);
  return ok ? 0 : 3;
}
