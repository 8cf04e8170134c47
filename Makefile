# Widgetty — the two commands a new user types are `make run` and `make test`;
# both install what they need first (`make deps`).
SWIFT ?= swift
CONFIG ?= release
ARGS ?=
BIN = .build/$(CONFIG)/widgetty

.PHONY: all build run test bench soak deps clean

all: build

build: deps
	$(SWIFT) build -c $(CONFIG) --product widgetty

run: build
	$(BIN) $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	cd Examples && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

bench: deps
	scripts/bench.sh

deps:
	@scripts/install-deps.sh

clean:
	rm -rf .build
