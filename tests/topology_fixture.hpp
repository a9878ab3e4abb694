#pragma once
// An hwloc topology loaded from one of tests/fixtures/topology/*.xml, destroyed with the object.
#include <hwloc.h>

#include <stdexcept>
#include <string>

struct TopologyFixture {
  hwloc_topology_t topology = nullptr;
  explicit TopologyFixture(const std::string& name) {
    const std::string path = std::string(CPUROOF_FIXTURES) + "/topology/" + name;
    hwloc_topology_init(&topology);
    if (hwloc_topology_set_xml(topology, path.c_str()) != 0 || hwloc_topology_load(topology) != 0) {
      hwloc_topology_destroy(topology);
      throw std::runtime_error("cannot load topology " + path);
    }
  }
  ~TopologyFixture() { hwloc_topology_destroy(topology); }
  TopologyFixture(const TopologyFixture&) = delete;
  TopologyFixture& operator=(const TopologyFixture&) = delete;
};
