# containrepl — build, run and test. `make run` and `make test` work on a fresh Debian machine
# that has only the Swift toolchain: they install libedit-dev first when it is missing.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run test release bench fuzz clean lessons

all: build

# libedit's headers and pkg-config file come from Debian's libedit-dev.
deps:
	@if ! dpkg -s libedit-dev >/dev/null 2>&1; then \
	  echo "containrepl: installing libedit-dev (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libedit-dev; \
	fi

build: deps
	$(SWIFT) build

run: build
	./.build/debug/containrepl

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The executable alone: the test-support target needs swift-testing, which has no static build.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-release --product containrepl

# Re-embeds Lessons/ into the binary after editing a lesson.
lessons:
	$(SWIFT) scripts/embed-lessons.swift

clean:
	rm -rf .build .build-release

# libFuzzer over the parser and the interpreter (FUZZ_SECONDS=… to change the 10 minutes).
FUZZ_SECONDS ?= 600
fuzz:
	Fuzz/build.sh
	Fuzz/run.sh $(FUZZ_SECONDS)

# Speed and memory next to sqlite3 and python3 (Benchmarks/, `containrepl-bench --help`). Builds
# the dynamic release binary and the static one (`make release`'s flags plus `--product
# containrepl`, so that test-only targets stay out), then the bench program, and measures both
# binaries by running them: under half a minute after the builds, at most about 3 minutes (slow
# runs are cut short and reported). Incremental release builds have produced broken binaries
# after a struct layout changed: the bench refuses a binary whose `--version` or a two-line script
# fails, and BENCH_CLEAN=1 rebuilds from scratch in scratch dirs of its own (.build-bench,
# .build-bench-release). BENCH_ARGS=… passes options to the bench (e.g. --quick).
BENCH_CLEAN ?=
BENCH_ARGS ?=
BENCH_DYNAMIC := $(if $(filter 1,$(BENCH_CLEAN)),.build-bench,.build)
BENCH_STATIC := $(if $(filter 1,$(BENCH_CLEAN)),.build-bench-release,.build-release)
bench: deps
	@if [ "$(BENCH_CLEAN)" = 1 ]; then rm -rf $(BENCH_DYNAMIC) $(BENCH_STATIC); fi
	$(SWIFT) build -c release --scratch-path $(BENCH_DYNAMIC) --product containrepl
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path $(BENCH_STATIC) --product containrepl
	$(SWIFT) build -c release --scratch-path $(BENCH_DYNAMIC) --product containrepl-bench
	$(BENCH_DYNAMIC)/release/containrepl-bench \
	  --dynamic $(BENCH_DYNAMIC)/release/containrepl --static $(BENCH_STATIC)/release/containrepl \
	  --answers Tests/ShellTests/Answers/display-child $(BENCH_ARGS)
