#!/usr/bin/env bash
# Runs every cargo-fuzz target (fuzz/) for FUZZ_SECONDS each (default 60) and reports, per
# target, the executions and whether it crashed. Installs the nightly toolchain (which cargo-fuzz
# builds with) and cargo-fuzz when they are missing. A crash leaves its input in
# fuzz/artifacts/<target>/ and fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
SECONDS_EACH="${FUZZ_SECONDS:-60}"
TARGETS="${FUZZ_TARGETS:-load moves_kpe moves_bay_khom moves_siryu}"

if ! rustup run nightly rustc --version >/dev/null 2>&1; then
  echo "[fuzz] installing the nightly toolchain (once)" >&2
  rustup toolchain install nightly --profile minimal || exit 1
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "[fuzz] installing cargo-fuzz (a few minutes, once)" >&2
  cargo install --quiet cargo-fuzz || exit 1
fi
cargo +nightly fuzz build >/dev/null || exit 1

failed=0
summary=()
for t in $TARGETS; do
  mkdir -p "fuzz/corpus/$t"
  seeds=()
  [ -d "fuzz/seeds/$t" ] && seeds=("fuzz/seeds/$t")
  log="fuzz/target/$t.log"
  echo "[fuzz] $t for ${SECONDS_EACH}s" >&2
  cargo +nightly fuzz run "$t" "fuzz/corpus/$t" "${seeds[@]}" -- \
    -max_total_time="$SECONDS_EACH" -max_len=4096 -print_final_stats=1 >"$log" 2>&1
  rc=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  if [ $rc -eq 0 ]; then
    summary+=("$(printf '%-16s %12s executions  %-10s no crash' "$t" "${runs:-?}" "${cov:-}")")
  else
    failed=1
    summary+=("$(printf '%-16s %12s executions  %-10s CRASH (rc %s): see %s and fuzz/artifacts/%s/' "$t" "${runs:-?}" "${cov:-}" "$rc" "$log" "$t")")
    grep -m5 -E 'panicked|ERROR' "$log" >&2
  fi
done
echo "== fuzz: ${SECONDS_EACH}s per target"
printf '%s\n' "${summary[@]}"
exit $failed
