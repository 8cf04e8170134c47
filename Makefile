# Widgetty — the two commands a new user types are `make run` and `make test`;
# both install what they need first (`make deps`).
SWIFT ?= swift
CONFIG ?= release
ARGS ?=
SOAK_SECONDS ?= 300
BIN = .build/$(CONFIG)/widgetty
# Release builds are one static position-independent executable (`-static-pie`, lld from the
# toolchain): the Swift runtime, Foundation, ICU, libc, ncurses, SQLite and libstdc++ are linked
# in, so there are no shared libraries to load, map and bind at start (3 MiB less resident than
# linking those five dynamically), and the code is still placed at a random address. The
# driver's `$ORIGIN` run path and exported symbols are left out (a static PIE relocates itself
# and refuses a run path); clang is told not to warn that the driver's `-pie` is implied; ncurses'
# terminfo half is named (`-ltinfo`): the shared libncursesw brings it along, its archive does not.
# `-static-stdlib` for every link, the #Preview macro's compiler plugin included (SwiftPM's
# --static-swift-stdlib leaves host tools out, and a static PIE cannot link them otherwise), so
# the SDK (`make sdk`) builds from the same objects as the program.
# Relative relocations are packed (RELR). Each function in a section of its own, and the
# functions Widgetty runs laid out together (scripts/link-order, `make link-order`): the kernel
# maps the binary's code in 64 KiB windows around what runs, and a settled board's ticks touch
# few pages, as those functions come first. ICU's 32 MiB of tables in a segment
# of their own after the rest (scripts/link-order/icu-data-last.ld): a cold start reads 27 MiB
# of the binary instead of 36–38. The feed widget reads XML with a reader of its own (not
# FoundationXML, whose libxml2 would bring the system's ICU, a second 30 MiB of tables: #35).
# Those tables are trimmed to the 16 MB Widgetty reads (scripts/icu-data/trim.py: converters,
# collation tailorings, break dictionaries, transliteration and display names left out) and
# linked in place of Foundation's through the linker's --wrap (ICU_DATA, a response file).
ICU_DATA = $(CURDIR)/.build/icu-data/link.rsp
STATIC_BASE = --static-swift-stdlib -Xswiftc -static-stdlib --disable-local-rpath -Xswiftc -use-ld=lld \
	-Xswiftc -Xclang-linker -Xswiftc -static-pie \
	-Xswiftc -Xclang-linker -Xswiftc -Wno-unused-command-line-argument \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker -ltinfo -Xlinker --no-export-dynamic -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker $(CURDIR)/scripts/link-order/icu-data-last.ld -Xlinker @$(ICU_DATA)
LINK_ORDER = -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link-order/widgetty.order \
	-Xlinker --no-warn-symbol-ordering -Xlinker $(CURDIR)/scripts/link-order/unnamed-text.ld
STATIC = $(STATIC_BASE) $(LINK_ORDER)
BUILD_FLAGS = -c $(CONFIG) $(if $(filter release,$(CONFIG)),$(STATIC))

.PHONY: all build sdk docs run test bench soak link-order deps clean install uninstall dist screenshot

all: build

build: deps $(ICU_DATA)
	@# SwiftPM does not know the linker's ordering file, scripts and ICU's data: relink when they are newer.
	@if [ -e $(BIN) ] && [ -n "$$(find scripts/link-order $(dir $(ICU_DATA)) -newer $(BIN) -type f)" ]; then rm -f $(BIN); fi
	$(SWIFT) build $(BUILD_FLAGS) --product widgetty
	@# The network widgets' HTTP exchange: a program of its own, run by widgetty per request.
	$(SWIFT) build $(BUILD_FLAGS) --product widgetty-fetch

run: build
	$(BIN) $(ARGS)

test: deps $(ICU_DATA)
	@# Every public symbol a widget author imports has a doc comment (reads the sources: no build).
	python3 scripts/docs/undocumented.py
	@# scripts/port-corpus.sh --whole-repos' reader (pbxproj, Xcode targets, the planner): a second.
	python3 -m unittest discover -s scripts/port_corpus -p 'test_*.py'
	@# The fleet widgets' tests start real Prometheus, Alertmanager, Mosquitto and Radicale servers.
	@scripts/install-deps.sh --servers
	@# The debug build and its unit and end-to-end suites, the release binary's soak and hostile-input
	@# suites, install and distribution (scripts/check-install.sh), the Examples package: see the script.
	SWIFT="$(SWIFT)" STATIC="$(STATIC)" scripts/test.sh

bench: deps $(ICU_DATA)
	STATIC="$(STATIC)" scripts/bench.sh $(BENCH_ARGS)

# Regenerates scripts/link-order/widgetty.order by tracing the release binary (W1 and the default home).
link-order: deps $(ICU_DATA)
	STATIC_BASE="$(STATIC_BASE)" scripts/link-order/regenerate.sh

# The release binary under tmux for SOAK_SECONDS with faulty widgets: wake-ups, CPU, RSS.
soak: build
	python3 scripts/soak.py $(BIN) --seconds $(SOAK_SECONDS)

deps:
	@scripts/install-deps.sh

# ICU's data as the release binary links it (see STATIC_BASE); made again when the script or the
# toolchain's copy changes.
ICU_ARCHIVE = $(dir $(realpath $(shell command -v $(SWIFT))))../lib/swift_static/linux/lib_FoundationICU.a
$(ICU_DATA): scripts/icu-data/trim.py $(wildcard $(ICU_ARCHIVE))
	python3 scripts/icu-data/trim.py $(dir $(ICU_DATA))

# The Widgetty SDK's library, modules and macro plugin (WidgettySDK, a static library product),
# from the same build as the program; scripts/sdk/assemble.py makes PREFIX/lib/widgetty of it.
sdk: build
	$(SWIFT) build $(BUILD_FLAGS) --product WidgettySDK

# The reference documentation (DocC, with the toolchain's docc): .build/docs/Widgetty.doccarchive.
docs: sdk
	scripts/docs/build.sh $(dir $(BIN))

# `make install` (PREFIX, DESTDIR as usual): the release binary and widgetty-fetch, stripped
# (STRIP names the tool; the build tree keeps the unstripped ones), its shipped files
# (share/widgetty), the man page and bash/zsh/fish completions, both made by the installed binary
# from its own command line; `make uninstall` removes exactly what install wrote.
PREFIX ?= /usr/local
install: build sdk
	scripts/install.sh $(BIN) "$(DESTDIR)$(PREFIX)"

uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)"

# `make screenshot`: docs/screenshot.png, the default home screen in xterm (under Xvfb) at
# 120×40; docs/dashboard.png, the charts and the alert of docs/dashboard.yaml after 45 s of
# samples; and docs/themes/NAME.png in each built-in theme (`widgetty themes` names them).
screenshot: build
	scripts/screenshot.sh $(BIN) docs/screenshot.png
	scripts/screenshot.sh $(BIN) docs/dashboard.png "" docs/dashboard.yaml 45
	for theme in $$($(BIN) themes | awk '/^[a-z]/ { print $$1 }'); do \
		scripts/screenshot.sh $(BIN) docs/themes/$$theme.png $$theme || exit 1; \
	done

# `make dist`: dist/widgetty-VERSION-linux-ARCH.tar.gz, an installed tree (bin/, share/) with
# README, LICENSE, CHANGELOG and VERSION; the binaries are static (and stripped, as installed),
# so they run without Swift.
dist: build sdk
	scripts/dist.sh $(BIN)

clean:
	rm -rf .build
