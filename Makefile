# The two commands of the README: `make run` and `make test`. Each installs what it needs.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)

.PHONY: all deps configure build run test clean docker-check fuzz-smoke test-asan

all: build

deps:
	@bash scripts/install-deps.sh

configure: deps
	@test -f $(BUILD_DIR)/CMakeCache.txt || cmake --preset release -G "Unix Makefiles"

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	mkdir -p data
	./$(BUILD_DIR)/server/mancala-server --port 8080 --db data/mancala.db

test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)
	$(MAKE) --no-print-directory fuzz-smoke

# libFuzzer (clang) on the message decoder and the engine, FUZZ_SECONDS each (docs/testing.md).
FUZZ_DIR ?= build-fuzz
FUZZ_SECONDS ?= 30
fuzz-smoke: deps
	@test -f $(FUZZ_DIR)/CMakeCache.txt || cmake -S . -B $(FUZZ_DIR) -G "Unix Makefiles" \
	  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMANCALA_FUZZ=ON \
	  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer"
	cmake --build $(FUZZ_DIR) -j $(JOBS) --target fuzz_decoder fuzz_engine
	bash fuzz/run.sh $(FUZZ_DIR) $(FUZZ_SECONDS)

# The whole test suite built with AddressSanitizer + UndefinedBehaviorSanitizer (.ci/run calls it).
# A sanitizer report aborts the process: a server that trips one dies and its tests fail. Leak
# checks are off here (a report at exit would change the exit codes the CLI and config tests
# check); the fuzz targets run with LeakSanitizer on.
ASAN_DIR ?= build-asan
SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
test-asan: deps
	@test -f $(ASAN_DIR)/CMakeCache.txt || cmake -S . -B $(ASAN_DIR) -G "Unix Makefiles" \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMANCALA_BUILD_BENCH=OFF \
	  -DCMAKE_CXX_FLAGS="$(SAN_FLAGS)" -DCMAKE_EXE_LINKER_FLAGS="$(SAN_FLAGS)"
	cmake --build $(ASAN_DIR) -j $(JOBS)
	cd $(ASAN_DIR) && ASAN_OPTIONS=abort_on_error=1:detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure -j $(JOBS)

# Builds docker/Dockerfile with podman and plays a game against the container (.ci/run calls it).
docker-check: deps
	bash scripts/docker-check.sh

clean:
	rm -rf $(BUILD_DIR)
