# containrepl — build, run and test. `make run` and `make test` work on a fresh Debian machine
# that has only the Swift toolchain: they install libedit-dev first when it is missing.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run test test-slow browser-test release bench fuzz fuzz-scripts clean lessons rules-doc surface-doc install uninstall

all: build

# libedit's headers and pkg-config file come from Debian's libedit-dev.
deps:
	@if ! dpkg -s libedit-dev >/dev/null 2>&1; then \
	  echo "containrepl: installing libedit-dev (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libedit-dev; \
	fi

build: deps
	$(SWIFT) build

# The HTML report as a browser draws it: headless Chromium (Debian's chromium, and a font with
# Chinese) renders a report to PNG and the test checks the picture. `make test` runs it too when
# chromium is installed and skips it otherwise; here it is installed first, and required.
browser-test: deps
	@if ! command -v chromium >/dev/null 2>&1; then \
	  echo "containrepl: installing chromium (apt-get)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium fonts-noto-cjk; \
	fi
	$(SWIFT) build --build-tests
	CONTAINREPL_BROWSER_TEST=1 $(SWIFT) test --skip-build --filter BrowserReportTests

# The optimised binary, as users get it, after its smoke run (scripts/smoke-test.sh).
run: release
	./.build-release/release/containrepl $(ARGS)

# The checks a contributor rarely needs, which took two thirds of the test run's processor
# time (docs/performance.md): the 100,000 random operation sequences, the type-check of every
# XCTest export with swiftc, the replays of the fuzzers' findings and of every lesson by a
# learner, the hostile answers graded again in every exercise after the first that has them,
# the state files' races of sessions started together.
# `make test` skips them and `make test-slow` runs only them; CI runs both (`.ci/run`).
SLOW_TESTS := RandomSequenceTests|everyExampleAndLessonExportsAnXCTestThatTypechecks|FuzzReproducerTests|HintFollowingReplayTests|LearnerReplayTests|hostileRepeatIsGradedAsExpected|sessionsStartedTogetherLoseNothing
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip '$(SLOW_TESTS)'

test-slow: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter '$(SLOW_TESTS)'

# The executable alone (the test-support target needs swift-testing, which has no static
# build), smoke-run before anything uses it. Incremental release builds are sound because every
# target declares each package module it imports (Package.swift; a test keeps it so): a module's
# compile depends only on the modules it declares, and one that used a lower module's structs
# without declaring it was not recompiled when their layout changed, leaving stale code that
# crashed.
RELEASE_BUILD := .build-release
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path $(RELEASE_BUILD) --product containrepl
	scripts/smoke-test.sh $(RELEASE_BUILD)/release/containrepl

# `make install PREFIX=~/.local` (default /usr/local; DESTDIR for staging): the static binary,
# the man page (English, and Chinese under zh_CN) and the bash, zsh and fish completions, all
# written by the binary itself from its command table. Always a clean build in a scratch folder
# of its own, smoke-run before anything is copied.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BUILD := .build-install
INSTALL_STAGE := $(INSTALL_BUILD)/stage
INSTALLED = $(DESTDIR)$(PREFIX)/bin/containrepl \
  $(DESTDIR)$(PREFIX)/share/man/man1/containrepl.1 \
  $(DESTDIR)$(PREFIX)/share/man/zh_CN/man1/containrepl.1 \
  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/containrepl \
  $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_containrepl \
  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/containrepl.fish
install: deps
	rm -rf $(INSTALL_BUILD)
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path $(INSTALL_BUILD) --product containrepl
	scripts/smoke-test.sh $(INSTALL_BUILD)/release/containrepl
	mkdir -p $(INSTALL_STAGE)
	$(INSTALL_BUILD)/release/containrepl --lang en dev man > $(INSTALL_STAGE)/containrepl.1
	$(INSTALL_BUILD)/release/containrepl --lang zh dev man > $(INSTALL_STAGE)/containrepl.zh.1
	for shell in bash zsh fish; do \
	  $(INSTALL_BUILD)/release/containrepl --lang en dev completion $$shell > $(INSTALL_STAGE)/$$shell || exit 1; \
	done
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/man/zh_CN/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(INSTALL_BUILD)/release/containrepl $(DESTDIR)$(PREFIX)/bin/containrepl
	install -m 644 $(INSTALL_STAGE)/containrepl.1 $(DESTDIR)$(PREFIX)/share/man/man1/containrepl.1
	install -m 644 $(INSTALL_STAGE)/containrepl.zh.1 $(DESTDIR)$(PREFIX)/share/man/zh_CN/man1/containrepl.1
	install -m 644 $(INSTALL_STAGE)/bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/containrepl
	install -m 644 $(INSTALL_STAGE)/zsh $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_containrepl
	install -m 644 $(INSTALL_STAGE)/fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/containrepl.fish
	@echo "containrepl: installed under $(DESTDIR)$(PREFIX)"

uninstall:
	rm -f $(INSTALLED)
	@echo "containrepl: removed from $(DESTDIR)$(PREFIX)"

# Re-embeds Lessons/ into the binary after editing a lesson.
lessons:
	$(SWIFT) scripts/embed-lessons.swift

# Writes docs/rules.md and docs/rules.zh-Hans.md from the rule catalogue (a test fails when
# they are out of date).
rules-doc: build
	mkdir -p docs
	./.build/debug/containrepl --lang en rules --format markdown > docs/rules.md
	./.build/debug/containrepl --lang zh rules --format markdown > docs/rules.zh-Hans.md

# Writes docs/uikit-surface.md from the UIKit surface table (a test fails when it is out of date).
surface-doc: build
	mkdir -p docs
	echo ':help surface' | ./.build/debug/containrepl --lang en run - > docs/uikit-surface.md

clean:
	rm -rf .build .build-release .build-install .build-bench .build-bench-release

# libFuzzer over the parser and the interpreter (FUZZ_SECONDS=… to change the 10 minutes).
FUZZ_SECONDS ?= 600
fuzz:
	Fuzz/build.sh
	Fuzz/run.sh $(FUZZ_SECONDS)

# Mutation fuzzing of whole scripts against the release binary (Fuzz/README.md): FUZZ_MUTANTS
# mutants of the fuzz corpus (its re-entrant seeds a group of their own, as likely as each other
# group), the examples, the English lessons' code and the graded answers —
# lines deleted, duplicated, swapped, moved or repeated, the file cut short, words inserted or
# replaced from Fuzz/containrepl.dict, … — each run as `run FILE`, `--syntax objc run FILE` or
# `check ID FILE` with a FUZZ_TIMEOUT-second limit, FUZZ_JOBS at a time, from seed FUZZ_SEED (the
# same seed makes the same mutants). Crashes (signals, exit codes other than 0, 1, 2), timeouts
# and inputs taking FUZZ_SLOW CPU seconds or more are shrunk into Fuzz/crashes/scripts/, a line
# each in its index.md; the report, with the slowest inputs, goes to .build-fuzz/scripts/. Exits 1
# when anything crashed or timed out. FUZZ_ARGS=… passes more options (`--help` lists them).
FUZZ_MUTANTS ?= 5000
FUZZ_TIMEOUT ?= 10
FUZZ_JOBS ?= 2
FUZZ_SEED ?= 1
FUZZ_SLOW ?= 1
FUZZ_ARGS ?=
fuzz-scripts: release
	$(SWIFT) build --product containrepl-script-fuzz
	./.build/debug/containrepl-script-fuzz --binary $(RELEASE_BUILD)/release/containrepl \
	  --dict Fuzz/containrepl.dict --count $(FUZZ_MUTANTS) --timeout $(FUZZ_TIMEOUT) \
	  --jobs $(FUZZ_JOBS) --seed $(FUZZ_SEED) --slow $(FUZZ_SLOW) $(FUZZ_ARGS) \
	  Fuzz/corpus/reentrant Fuzz/corpus Examples Lessons/en Tests/ShellTests/Answers

# Speed and memory next to sqlite3 and python3 (Benchmarks/, `containrepl-bench --help`). Builds
# the dynamic release binary and the static one (`make release`'s flags plus `--product
# containrepl`, so that test-only targets stay out), then the bench program, and measures both
# binaries by running them: under half a minute after the builds, at most about 3 minutes (slow
# runs are cut short and reported). Both binaries are smoke-run first (scripts/smoke-test.sh; the
# bench also refuses one whose `--version` or a two-line script fails); BENCH_CLEAN=1 rebuilds
# from scratch in scratch dirs of its own (.build-bench, .build-bench-release). BENCH_ARGS=…
# passes options to the bench (e.g. --quick).
BENCH_CLEAN ?=
BENCH_ARGS ?=
BENCH_DYNAMIC := $(if $(filter 1,$(BENCH_CLEAN)),.build-bench,.build)
BENCH_STATIC := $(if $(filter 1,$(BENCH_CLEAN)),.build-bench-release,.build-release)
bench: deps
	@if [ "$(BENCH_CLEAN)" = 1 ]; then rm -rf $(BENCH_DYNAMIC) $(BENCH_STATIC); fi
	$(SWIFT) build -c release --scratch-path $(BENCH_DYNAMIC) --product containrepl
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path $(BENCH_STATIC) --product containrepl
	$(SWIFT) build -c release --scratch-path $(BENCH_DYNAMIC) --product containrepl-bench
	scripts/smoke-test.sh $(BENCH_DYNAMIC)/release/containrepl
	scripts/smoke-test.sh $(BENCH_STATIC)/release/containrepl
	$(BENCH_DYNAMIC)/release/containrepl-bench \
	  --dynamic $(BENCH_DYNAMIC)/release/containrepl --static $(BENCH_STATIC)/release/containrepl \
	  --answers Tests/ShellTests/Answers/display-child $(BENCH_ARGS)
