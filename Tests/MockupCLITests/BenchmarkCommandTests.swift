import Foundation
import Testing

@Suite struct BenchmarkCommandTests {
    @Test func reportsEveryMeasurementAndPeakMemory() throws {
        let result = try CLI.run(["benchmark", CLI.fixture("segments.yaml"), "--repeat", "1", "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // segments: 5 steps, two of them pushes or pops at 0.35 s and 30 fps (12 frames each).
        #expect(lines.first?.hasPrefix("1 scenes, 5 steps, 2 transitions, 24 frames;") == true, "\(lines)")
        for (name, count, unit) in [("steps", 5, "pictures"), ("encode", 5, "PNGs"), ("frames", 24, "frames"), ("compare", 4, "pairs")] {
            // One row per stage and device scale (here 1x), with what it ran on.
            #expect(lines.contains { $0.hasPrefix("\(name) 1x ") && $0.contains(" \(count) \(unit) ") && $0.contains(" ms each (") }, "\(name)")
        }
        let memory = try #require(lines.last)
        #expect(memory.hasPrefix("peak memory: ") && memory.hasSuffix(" MB"))
        #expect(try CLI.run(["benchmark", CLI.fixture("segments.yaml"), "--repeat", "0"]).status == 2)
    }
}
