# deduce: the two quick-start commands and the other checks.
#   make demo       install what is missing, build Release, solve the bundled examples
#   make test       install what is missing, build, run the whole test suite
#   make test-asan  the same suite under AddressSanitizer + UndefinedBehaviorSanitizer,
#                   randomised tests in their short form
#   make test-tsan  the tests that run threads (parallel searches, generate) under ThreadSanitizer
#   make bench      Google Benchmark programs;  make compare  side by side with peers
#   make bench-web  deduce serve under load (2,000 solves, 16 clients, beside a long count)
#   make fuzz       run every libFuzzer target for FUZZ_SECONDS each, FUZZ_JOBS at a time
#   make soak       long differential runs (SOAK_INSTANCES per family) and the tests
#                   labelled soak (100,000 English round trips), which make test leaves out
#   make test-visual  the pictures in headless Chromium against librsvg (installs chromium)
#   make python     build the Python module (build/python/deduce) and run its tests
JOBS ?= $(shell nproc)
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
SOAK_INSTANCES ?= 200000
# The sanitizer pass runs each randomised test in its short form (an eighth of
# the instances; docs/reliability.md); ASAN_TEST_SCALE=full runs them whole.
ASAN_TEST_SCALE ?= short

.PHONY: all deps build demo python test test-asan test-tsan bench bench-web compare fuzz soak test-visual format clean

all: build

deps:
	@bash scripts/install_deps.sh build

build: deps
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
	cmake --build build -j $(JOBS)

demo: build
	@bash scripts/demo.sh build/deduce

python: deps
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
	cmake --build build -j $(JOBS) --target deduce_python deduce_app
	ctest --test-dir build --output-on-failure -j $(JOBS) -R '^python_'

test: build
	ctest --test-dir build --output-on-failure -j $(JOBS) -LE soak

test-asan: deps
	cmake --preset asan
	cmake --build --preset asan -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  DEDUCE_TEST_SCALE=$(ASAN_TEST_SCALE) ctest --test-dir build-asan --output-on-failure -j $(JOBS) -LE soak

# oneTBB's own synchronisation is not instrumented: tests/tsan.supp names
# the oneTBB frames it silences; TsanCanary checks a real race still shows.
test-tsan: deps
	cmake --preset tsan
	cmake --build --preset tsan -j $(JOBS) --target parallel_differential_test search_test deduce_app tsan_canary \
	  parallel_cli_test generate_cli_test sat_test futoshiki_learning_test restarts_cli_test
	ctest --preset tsan -j $(JOBS)  # TSAN_OPTIONS and the tests it runs: CMakePresets.json

bench: build
	@for b in build/bench/*_benchmark; do echo "== $$b"; $$b; done

# deduce serve under load: 2,000 solves of Tatham 9x9 Extreme puzzles from 16
# clients beside a long count (bench/web/load.py; docs/benchmarks.md).
# Without sgt-puzzles (scripts/install_deps.sh compare) it sends the 50 committed
# game IDs of bench/data/futoshiki/unequal_9x9_extreme.txt instead.
bench-web: build
	@/usr/bin/python3 bench/web/load.py build/deduce

compare: build
	@bash scripts/install_deps.sh compare
	@bash bench/compare/run.sh
	@bash bench/compare/zebra.sh
	@bash bench/compare/river.sh

fuzz:
	@bash scripts/install_deps.sh fuzz
	@FUZZ_JOBS=$(FUZZ_JOBS) bash tests/fuzz/run.sh $(FUZZ_SECONDS)

soak: build
	DEDUCE_SOAK_INSTANCES=$(SOAK_INSTANCES) ctest --test-dir build --output-on-failure -L 'differential|soak'

test-visual: build
	@bash tests/svg/visual_test.sh build

format:
	clang-format -i $$(git ls-files '*.h' '*.cc')

clean:
	rm -rf build build-asan build-tsan build-fuzz
