// Not a test: writes this machine's topology as hwloc XML with its first two allowed CPUs declared two
// kinds of core (the first "IntelCore", the second "IntelAtom"), for hybrid_smoke.sh to load through
// HWLOC_XMLFILE. Exit 77 (ctest: skipped) when the process may run on fewer than two CPUs.
#include <hwloc.h>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: make_hybrid_topology OUT.xml\n");
    return 2;
  }
  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  hwloc_topology_load(topology);
  hwloc_bitmap_t allowed = hwloc_bitmap_alloc(), p = hwloc_bitmap_alloc(), e = hwloc_bitmap_alloc();
  hwloc_get_cpubind(topology, allowed, HWLOC_CPUBIND_PROCESS);
  const int first = hwloc_bitmap_first(allowed), second = first < 0 ? -1 : hwloc_bitmap_next(allowed, first);
  if (second < 0) {
    std::fprintf(stderr, "make_hybrid_topology: fewer than two CPUs allowed\n");
    return 77;
  }
  hwloc_bitmap_only(p, static_cast<unsigned>(first));
  hwloc_bitmap_only(e, static_cast<unsigned>(second));
  char core[] = "CoreType", big[] = "IntelCore", little[] = "IntelAtom";
  hwloc_info_s p_info{core, big}, e_info{core, little};
  const bool ok = hwloc_cpukinds_register(topology, e, 0, 1, &e_info, 0) == 0 &&
                  hwloc_cpukinds_register(topology, p, 1, 1, &p_info, 0) == 0 &&
                  hwloc_topology_export_xml(topology, argv[1], 0) == 0;
  hwloc_bitmap_free(allowed);
  hwloc_bitmap_free(p);
  hwloc_bitmap_free(e);
  hwloc_topology_destroy(topology);
  if (!ok) std::fprintf(stderr, "make_hybrid_topology: could not write %s\n", argv[1]);
  return ok ? 0 : 3;
}
