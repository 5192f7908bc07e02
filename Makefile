# The two commands of the README: `make run` and `make test`. Each installs what it needs.
# `make test` is everything CI runs (.ci/run calls it and nothing else); `make test-quick` is the
# cheaper loop for local work. Parts and their times: docs/testing.md.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
# ctest's tests at once: three a core. Most tests wait on sockets and timers (at -j4 the release
# ctest kept two cores about a third busy); the browser suite still runs alone (RUN_SERIAL).
TEST_JOBS ?= $(shell echo $$(( $$(nproc) * 3 )))
PORT ?= 8080

.PHONY: all deps configure build run test test-quick test-release ctest-release clean docker-check docker-image \
  docker-run-check cluster-check fuzz-smoke test-asan asan-build ctest-asan format-check bench-peers test-list-check

all: build

deps:
	@bash scripts/install-deps.sh
	@bash scripts/install-web-tools.sh

configure: deps
	@test -f $(BUILD_DIR)/CMakeCache.txt || cmake --preset release -G "Unix Makefiles"

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	mkdir -p data
	./$(BUILD_DIR)/server/mancala-server --port $(PORT) --db data/mancala.db

# Every part below: format-check, the release build and its ctest, fuzz-smoke, the sanitizer build and
# its ctest, the image and its check; the sanitizer build and the image build in the background
# while the tests run (scripts/make-test.sh). It stops at the first that fails and prints each one's time.
test:
	@bash scripts/make-test.sh

# Every tracked C++ file as the committed .clang-format writes it (scripts/format-check.sh).
format-check: deps
	@bash scripts/format-check.sh

# The local loop: the release build's ctest, then the short fuzz run (no sanitizer build, no image).
test-quick: test-release
	$(MAKE) --no-print-directory fuzz-smoke

# ctest over the release build in $(BUILD_DIR): engine, AI, CLI, server, hostile, ops, browser, fuzz replay.
test-release: build
	$(MAKE) --no-print-directory test-list-check
	$(MAKE) --no-print-directory ctest-release
# Every test on disk must be one that $(BUILD_DIR)'s ctest runs: a test file dropped from a CMake
# list would otherwise leave ctest passing without it (scripts/check-test-list.py; after the build).
test-list-check:
	/usr/bin/python3 scripts/check-test-list.py $(BUILD_DIR)
ctest-release:
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(TEST_JOBS)

# libFuzzer (clang) on the message decoder and the engine, FUZZ_SECONDS each (docs/testing.md).
FUZZ_DIR ?= build-fuzz
FUZZ_SECONDS ?= 30
fuzz-smoke: deps
	@test -f $(FUZZ_DIR)/CMakeCache.txt || cmake -S . -B $(FUZZ_DIR) -G "Unix Makefiles" \
	  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMANCALA_FUZZ=ON \
	  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer"
	cmake --build $(FUZZ_DIR) -j $(JOBS) --target fuzz_decoder fuzz_engine
	bash fuzz/run.sh $(FUZZ_DIR) $(FUZZ_SECONDS)

# The whole test suite built with AddressSanitizer + UndefinedBehaviorSanitizer (part of make test),
# the browser tests aside: they drive the server through the same messages as the protocol and
# hostile tests, and under the sanitizers their time goes to Chromium, which is not instrumented.
# -O1 -g1: half the compile time of RelWithDebInfo's -O2 -g, and line numbers in every report.
# A report aborts the process (a doctest binary fails, a server dies and its tests fail), and
# every report, LeakSanitizer's at exit included, is also written under $(ASAN_DIR)/sanitizer-logs:
# any file there fails the target, so a report from a process whose exit code no test looks at
# (a server stopped at the end of a test) is not lost. Configured on every run: flag changes apply.
ASAN_DIR ?= build-asan
# ASAN_SKIP: the browser tests (above); the suites that run once on SQLite and once on
# PostgreSQL run on SQLite only (the release run covers both stores; the PostgreSQL store's own
# tests, server.pg.postgres, ops.pg.* and hostile.pg.crash, run here too); and the cluster suites
# that repeat races many times over (play's 15, matchmaking's 40) or wait out leases (rejoin):
# the release run covers them, and the relays, leases and the director run here in the others.
# ASAN_SKIP_LABELS: the tests labelled `proofs` (the shipped puzzles proven again, the puzzle
# miner, the review benchmark's set, the AI case that builds the 16-seed endgame table, whose
# 13-seed sibling server.review builds here with the same code): minutes of the solver's search
# under the sanitizers, on code whose memory the engine's and AI's own tests (the solver against
# plain minimax among them), server.review and server.puzzles already run here.
ASAN_SKIP_LABELS = ^proofs$$
ASAN_SKIP = ^web_|^server[.]pg[.](games|player_games|sessions|ratings|accounts|export|review|seeks|blocks|reports|chat|privacy|moderation|tournament_swiss|bots|puzzles|offline_games)$$|^server[.]cluster[.](play|matchmaking|rejoin)$$
SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
SAN_LOGS = $(abspath $(ASAN_DIR))/sanitizer-logs
test-asan: asan-build
	$(MAKE) --no-print-directory ctest-asan
asan-build: deps
	cmake -S . -B $(ASAN_DIR) -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DMANCALA_BUILD_BENCH=OFF -DMANCALA_TCMALLOC=OFF -DMANCALA_WASM=OFF \
	  -DCMAKE_CXX_FLAGS="$(SAN_FLAGS)" -DCMAKE_EXE_LINKER_FLAGS="$(SAN_FLAGS)" >/dev/null
	cmake --build $(ASAN_DIR) -j $(JOBS)
ctest-asan:
	@rm -rf $(SAN_LOGS) && mkdir -p $(SAN_LOGS)
	@status=0; cd $(ASAN_DIR) && \
	  ASAN_OPTIONS=abort_on_error=1:detect_leaks=1:log_path=$(SAN_LOGS)/asan \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:log_path=$(SAN_LOGS)/ubsan \
	  ctest --output-on-failure -j $(TEST_JOBS) -E "$(ASAN_SKIP)" -LE "$(ASAN_SKIP_LABELS)" || status=1; \
	  for f in $(SAN_LOGS)/*; do [ -e "$$f" ] || continue; echo "=== sanitizer report $$f"; cat "$$f"; status=1; done; \
	  exit $$status

# Builds docker/Dockerfile with podman and plays a game against the container (part of make test).
docker-check: deps
	bash scripts/docker-check.sh
# The two halves of docker-check, for make test: the image alone, then the checks of the image built.
docker-image: deps
	BUILD_ONLY=1 bash scripts/docker-check.sh
docker-run-check: deps
	SKIP_BUILD=1 bash scripts/docker-check.sh

# Three nodes behind HAProxy (docker/haproxy.cfg) on a throwaway PostgreSQL and Redis, as
# docker/compose.cluster.yaml runs them but without containers: games through the balancer, then a
# node killed (part of make test; docs/operations.md §Cluster). Runs the binary of $(BUILD_DIR),
# so after `make build` (make test runs it after its build, as ctest-release).
cluster-check: deps
	BUILD_DIR=$(BUILD_DIR) bash scripts/cluster-check.sh

# A benchmark, not a test: mancala-server and the echo server beside Colyseus and boardgame.io
# servers of our own, one Node.js generator for all four, alternated over ROUNDS rounds
# (docs/PERFORMANCE.md §Peers). Builds only the two C++ servers it measures.
ROUNDS ?= 3
bench-peers: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target mancala-server echo_server
	cd bench/peers && npm ci --no-audit --no-fund
	ROUNDS=$(ROUNDS) bash bench/peers/run.sh $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR)
