# Two entry points: `make demo` renders every scene in Fixtures/scenes/ into
# output/, `make test` runs the whole test suite. Both install the system
# packages the project needs first (Debian 12), using sudo when not root.

SHELL := /bin/bash
# libwebp-dev writes animated WebP; libjpeg62-turbo-dev and librsvg2-dev read a scene's JPEG and SVG pictures; the fonts-dejavu/noto/wqy three are the fallback faces
# for scripts the looks' fonts lack (see FontLibrary); the golden report's test opens the
# HTML report in headless chromium; python3-jsonschema and python3-yaml run
# Scripts/validate-scenes.py, which checks every scene against `mockup schema` (Debian's
# /usr/bin/python3 has them, whatever python3 comes first on PATH).
APT_PACKAGES := libcairo2-dev libpango1.0-dev zlib1g-dev libwebp-dev libjpeg62-turbo-dev librsvg2-dev pkg-config fonts-liberation2 fonts-inter \
  fonts-dejavu-core fonts-noto-ui-core fonts-wqy-microhei fonts-noto-color-emoji chromium python3-jsonschema python3-yaml
SWIFT_FLAGS ?=
MOCKUP := .build/release/mockup
SCENES := $(wildcard Fixtures/scenes/*.yaml)
# Interface Builder files and the scene that imports one (docs/interface-builder.md).
IB_FILES := $(wildcard Fixtures/interface-builder/*.storyboard Fixtures/interface-builder/*.xib Fixtures/interface-builder/*.yaml Fixtures/interface-builder/catalog/*.storyboard)
# One scene per device preset, drawn in the device (--bezel), upright and in landscape.
BEZEL_SCENES := $(wildcard Fixtures/bezel/*.yaml)
# One per iPad preset, drawn in the device at scale 1.
IPAD_BEZEL_SCENES := $(wildcard Fixtures/bezel-ipad/*.yaml)
# The ios17 and ios26 scenes and the five seed situations, whose variants (dark, ax, rtl) make verify checks at scale 1.
IOS17_SCENES := Fixtures/scenes/bars-ios17.yaml Fixtures/scenes/catalog-ios17.yaml Fixtures/scenes/content-ios17.yaml Fixtures/scenes/landscape-ios17.yaml Fixtures/scenes/notes-ios17.yaml
IOS26_SCENES := Fixtures/scenes/catalog-ios26.yaml
# iPads: split view controllers, on their own iPad and on a second one (scale 1), and collapsed on a phone.
IPAD_SCENES := $(wildcard Fixtures/ipad/*.yaml)
SITUATIONS := Fixtures/scenes/accounts.yaml Fixtures/scenes/icab-navbar.yaml Fixtures/scenes/mail-toolbar.yaml Fixtures/scenes/nyt-bars.yaml Fixtures/scenes/tweetie-tabs.yaml

.PHONY: demo test verify fidelity benchmark fuzz deps build release install install-check clean docs-pictures

demo: deps release
	$(MOCKUP) render $(SCENES) $(IPAD_SCENES) -o output
	$(MOCKUP) animate $(SCENES) $(IPAD_SCENES) --format filmstrip -o output
	$(MOCKUP) gallery $(SITUATIONS) $(IPAD_SCENES) --scale 1 -o output/gallery

# The pictures docs/explaining.md shows: the seed situations with their owners and
# what VoiceOver reads (scale 1, to keep the repository small).
docs-pictures: release
	$(MOCKUP) render $(SITUATIONS) --annotate owners --scale 1 -o docs/pictures/owners
	$(MOCKUP) render $(SITUATIONS) --annotate accessibility --scale 1 -o docs/pictures/accessibility
	$(MOCKUP) explode Fixtures/scenes/mail-toolbar.yaml --step 2 --labels --scale 1 -o docs/pictures/exploded
	$(MOCKUP) explode Fixtures/scenes/accounts.yaml --step 0 --labels --scale 1 -o docs/pictures/exploded
	$(MOCKUP) explode Fixtures/scenes/icab-navbar.yaml --step 0 --labels --scale 1 -o docs/pictures/exploded
	$(MOCKUP) explode Fixtures/scenes/nyt-bars.yaml --step 2 --labels --scale 1 -o docs/pictures/exploded
	$(MOCKUP) explode Fixtures/scenes/tweetie-tabs.yaml --step 5 --labels --scale 1 -o docs/pictures/exploded

test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS)
	$(MAKE) --no-print-directory verify
	$(MAKE) --no-print-directory fidelity
	$(MAKE) --no-print-directory install-check

# The project's goldens, checked by `mockup verify` itself (the release build: the
# pixel loops of PNG coding and pixelmatch run many times slower unoptimized): every step and every
# transition (filmstrips at scale 1, to keep them small) of every scene, and the
# older looks' catalogs' steps on a current iPhone (catalog-ios17 is on one already). MOCKUP_RECORD=missing|failed|all records;
# on CI (CI set) nothing is recorded. Reports: output/golden-report*/index.html.
verify: release
	$(MOCKUP) verify $(SCENES) --golden Fixtures/golden \
	  --filmstrip-scale 1 --fail-on-orphans --report output/golden-report
	$(MOCKUP) verify Fixtures/scenes/catalog-classic.yaml Fixtures/scenes/catalog-modern.yaml --device iphone-15 \
	  --no-filmstrips --golden Fixtures/golden-iphone-15 --fail-on-orphans --report output/golden-report-iphone-15
	$(MOCKUP) verify $(IB_FILES) --golden Fixtures/golden-interface-builder \
	  --filmstrip-scale 1 --fail-on-orphans --report output/golden-report-interface-builder
	$(MOCKUP) verify $(BEZEL_SCENES) --bezel --no-filmstrips --golden Fixtures/golden-bezel \
	  --fail-on-orphans --report output/golden-report-bezel
	$(MOCKUP) verify $(IPAD_BEZEL_SCENES) --bezel --scale 1 --no-filmstrips --golden Fixtures/golden-bezel-ipad \
	  --fail-on-orphans --report output/golden-report-bezel-ipad
	$(MOCKUP) verify $(IOS17_SCENES) --variants dark,ax,rtl --scale 1 --no-filmstrips --golden Fixtures/golden-variants \
	  --fail-on-orphans --report output/golden-report-variants
	$(MOCKUP) verify $(SITUATIONS) --variants ax,rtl --scale 1 --no-filmstrips --golden Fixtures/golden-variants-classic \
	  --fail-on-orphans --report output/golden-report-variants-classic
	$(MOCKUP) verify $(SITUATIONS) --device iphone-15 --style ios17 --variants all --scale 1 --no-filmstrips \
	  --golden Fixtures/golden-seeds-ios17 --fail-on-orphans --report output/golden-report-seeds-ios17
	$(MOCKUP) verify $(SITUATIONS) --device iphone-15 --style ios17 --appearance dark --scale 1 --no-filmstrips \
	  --golden Fixtures/golden-seeds-ios17-dark --fail-on-orphans --report output/golden-report-seeds-ios17-dark
	$(MOCKUP) verify $(IOS26_SCENES) --variants dark,ax,rtl --scale 1 --no-filmstrips --golden Fixtures/golden-variants-ios26 \
	  --fail-on-orphans --report output/golden-report-variants-ios26
	$(MOCKUP) verify $(SITUATIONS) --device iphone-17 --style ios26 --variants all --scale 1 --no-filmstrips \
	  --golden Fixtures/golden-seeds-ios26 --fail-on-orphans --report output/golden-report-seeds-ios26
	$(MOCKUP) verify $(SITUATIONS) --device iphone-17 --style ios26 --appearance dark --scale 1 --no-filmstrips \
	  --golden Fixtures/golden-seeds-ios26-dark --fail-on-orphans --report output/golden-report-seeds-ios26-dark
	$(MOCKUP) verify $(IPAD_SCENES) --scale 1 --filmstrip-scale 0.5 --golden Fixtures/golden-ipad \
	  --fail-on-orphans --report output/golden-report-ipad
	$(MOCKUP) verify $(IPAD_SCENES) --device ipad-mini --scale 1 --no-filmstrips --golden Fixtures/golden-ipad-mini \
	  --fail-on-orphans --report output/golden-report-ipad-mini
	$(MOCKUP) verify $(IPAD_SCENES) --device iphone-17 --scale 1 --no-filmstrips --golden Fixtures/golden-ipad-collapsed \
	  --fail-on-orphans --report output/golden-report-ipad-collapsed

# The scenes of Fixtures/fidelity/ against the real UIKit screenshots they
# reproduce (docs/fidelity.md); fails if a figure grows past its recorded one.
fidelity: release
	$(MOCKUP) fidelity Fixtures/fidelity/suite.json \
	  --references Fixtures/fidelity/screenshots -o output/fidelity

# What rendering, encoding and comparing the seed scenes cost, then the peer: the
# NYT push as an HTML page stepped in headless Chromium (Playwright, pinned, in a
# virtual environment under .build/) beside `mockup animate`, per frame and their
# ratio (see docs/performance.md).
SEEDS := $(addprefix Fixtures/scenes/,mail-toolbar.yaml icab-navbar.yaml nyt-bars.yaml tweetie-tabs.yaml segments.yaml calendar.yaml app-store.yaml)
benchmark: release
	$(MOCKUP) benchmark $(SEEDS)
	$(MOCKUP) benchmark Fixtures/scenes/catalog-ios17.yaml --scale 3
	$(MOCKUP) benchmark Fixtures/scenes/catalog-ios17.yaml --scale 3 --variants all
	Scripts/peer/setup.sh >/dev/null
	.build/peer-venv/bin/python Scripts/peer/benchmark.py --mockup $(MOCKUP)

# The scene fuzzer: libFuzzer with AddressSanitizer on the loader and the engine
# (Sources/mockup-fuzz), FUZZ_SECONDS on every core; fails on a crash, leak,
# timeout (> 3 s an input) or out-of-memory (> 2 GB). See Scripts/fuzz.sh.
FUZZ_SECONDS ?= 60
fuzz: deps
	# NB: swiftc keeps only the last -sanitize= flag, so SwiftPM's --sanitize fuzzer --sanitize address
	# would instrument for ASan alone; one -sanitize=fuzzer,address does both (--sanitize fuzzer still
	# tells SwiftPM that libFuzzer brings main). The C compiled here is libyaml alone: its comparisons
	# are not traced (-fno-sanitize-coverage=trace-cmp), as its scanner compares in loops as deep as
	# the input's nesting and tracing them took a fifth of the fuzzer's time; its edges still count.
	swift build -c release --scratch-path .build-fuzz --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address \
	  -Xcc -fsanitize=address -Xcc -fno-sanitize-coverage=trace-cmp -Xswiftc -DFUZZING --product mockup-fuzz $(SWIFT_FLAGS)
	Scripts/fuzz.sh $(FUZZ_SECONDS)

build: deps
	swift build $(SWIFT_FLAGS)

release: deps
	swift build -c release --product mockup $(SWIFT_FLAGS)

# `make install PREFIX=/usr/local` (DESTDIR for staging): the binary, built with the
# Swift runtime inside it (it then needs only the Debian packages of `make deps`),
# and its completion scripts for bash, zsh and fish.
PREFIX ?= /usr/local
INSTALL_BUILD := .build/install
install: deps
	swift build -c release --product mockup --static-swift-stdlib --scratch-path $(INSTALL_BUILD) $(SWIFT_FLAGS)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(INSTALL_BUILD)/release/mockup $(DESTDIR)$(PREFIX)/bin/mockup
	$(INSTALL_BUILD)/release/mockup --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/mockup
	$(INSTALL_BUILD)/release/mockup --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_mockup
	$(INSTALL_BUILD)/release/mockup --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/mockup.fish

# Installs into a temporary prefix and checks what landed there (Scripts/install-check.sh).
install-check:
	Scripts/install-check.sh

# Installs the Debian packages that are missing; does nothing when all are present.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  $$sudo apt-get update && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y --no-install-recommends $$missing; \
	fi

clean:
	rm -rf .build output/*/
