#!/usr/bin/env bash
# Times PNGEncoder's row filters on PNG files, in a release build:
#   Scripts/png-encoder-bench.sh output/catalog-classic/*.png
# Prints, per filter and image size, milliseconds (best of 3) and kilobytes per image.
# FILTERS=adaptive,up narrows the list. The figures are in docs/performance.md.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 FILE.png..." >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"  # SwiftPM names a path package after its folder
bench="${TMPDIR:-/tmp}/mockup-png-bench"
mkdir -p "$bench/Sources/png-bench"
cat > "$bench/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "png-bench",
    dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "png-bench", dependencies: [.product(name: "MockupRender", package: "$identity")])]
)
SWIFT
cat > "$bench/Sources/png-bench/main.swift" <<'SWIFT'
import Foundation
import MockupRender

let env = ProcessInfo.processInfo.environment
let images = CommandLine.arguments.dropFirst().map { try! PNGDecoder.decode([UInt8](FileManager.default.contents(atPath: $0)!)) }
let filters = env["FILTERS"].map { $0.split(separator: ",").map { PNGEncoder.Filter(rawValue: String($0))! } } ?? PNGEncoder.Filter.allCases
let sizes = Dictionary(grouping: images) { "\($0.width)x\($0.height)" }
for filter in filters {
    let encoder = PNGEncoder(filter: filter)
    var line = filter.rawValue
    for size in sizes.keys.sorted() {
        var ms = 0.0, bytes = 0
        for image in sizes[size]! {
            var best = Double.infinity
            for _ in 0..<3 {
                let start = DispatchTime.now().uptimeNanoseconds
                bytes += try! encoder.encode(image).count
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            ms += best
        }
        let n = Double(sizes[size]!.count)
        line += String(format: "\t%@: %.2f ms %d KB", size, ms / n, Int(Double(bytes) / 3 / n / 1024))
    }
    print(line)
}
SWIFT
swift build --package-path "$bench" -c release -j 1 >&2
"$bench/.build/release/png-bench" "$@"
