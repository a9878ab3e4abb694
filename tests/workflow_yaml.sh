#!/usr/bin/env bash
# .github/workflows/ci.yml is YAML that GitHub Actions can read: it parses, and it runs the README's test
# command on an x86-64 Linux, an arm64 Linux and an Apple Silicon macOS runner. Never run here.
# Skipped without Python's yaml module.
#   tests/workflow_yaml.sh SOURCE_ROOT
set -euo pipefail
workflow=$1/.github/workflows/ci.yml
source "$(dirname "$0")/skip.sh"
python3 -c 'import yaml' 2>/dev/null || skip setup "no python3 with the yaml module (Debian: python3-yaml)"
python3 - "$workflow" <<'PY'
import sys
import yaml

with open(sys.argv[1]) as f:
    workflow = yaml.safe_load(f)
# YAML 1.1 reads the key `on` as True.
assert "on" in workflow or True in workflow, "no trigger"
runners = set()
for name, job in workflow["jobs"].items():
    runs_on = job["runs-on"]
    if "matrix" in str(runs_on):
        runners.update(job["strategy"]["matrix"]["runner"])
    else:
        runners.add(runs_on)
    runs = [step.get("run", "") for step in job["steps"]]
    assert "scripts/test.sh" in runs, f"job {name} does not run scripts/test.sh"
    assert any(step.get("uses", "").startswith("actions/checkout@") for step in job["steps"]), f"job {name}: no checkout"
expected = {"ubuntu-24.04", "ubuntu-24.04-arm", "macos-14"}
assert runners == expected, f"runners {sorted(runners)}, expected {sorted(expected)}"
print(f"workflow_yaml: {len(workflow['jobs'])} jobs on {', '.join(sorted(runners))}")
PY
