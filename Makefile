# The two commands of the README: `make run` and `make test`. Each installs what it needs.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)

.PHONY: all deps configure build run test clean docker-check

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

# Builds docker/Dockerfile with podman and plays a game against the container (.ci/run calls it).
docker-check: deps
	bash scripts/docker-check.sh

clean:
	rm -rf $(BUILD_DIR)
