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

release: deps
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-release

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
