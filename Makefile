# Widgetty — the two commands a new user types are `make run` and `make test`;
# both install what they need first (`make deps`).
SWIFT ?= swift
CONFIG ?= release
ARGS ?=
SOAK_SECONDS ?= 300
BIN = .build/$(CONFIG)/widgetty

.PHONY: all build run test bench soak deps clean

all: build

build: deps
	$(SWIFT) build -c $(CONFIG) --product widgetty

run: build
	$(BIN) $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip WidgettyEndToEndTests
	@# End-to-end tests one at a time: each drives the real binary in a terminal, and stress tests
	@# (200 killed saves, ten writers at once) beside them would make their timings meaningless.
	$(SWIFT) test --skip-build --no-parallel --filter WidgettyEndToEndTests
	@# The release binary too (optimised code has crashed where debug did not): a short soak.
	$(SWIFT) build -c release --product widgetty
	python3 scripts/soak.py .build/release/widgetty --seconds 10
	cd Examples && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

bench: deps
	scripts/bench.sh

# The release binary under tmux for SOAK_SECONDS with faulty widgets: wake-ups, CPU, RSS.
soak: build
	python3 scripts/soak.py $(BIN) --seconds $(SOAK_SECONDS)

deps:
	@scripts/install-deps.sh

clean:
	rm -rf .build
