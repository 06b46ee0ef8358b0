import Foundation
import MockupFuzzing

// Built two ways (see `make fuzz`):
// - with `-sanitize=fuzzer,address -DFUZZING`, libFuzzer drives
//   `LLVMFuzzerTestOneInput` and brings its own `main`;
// - otherwise `mockup-fuzz FILE...` replays inputs, such as a crash libFuzzer
//   saved, through the same exercise and says what each did.

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = StoryExercise.run(bytes)
    return 0
}
#else
@main
struct FuzzReplay {
    static func main() {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: mockup-fuzz FILE...   (replays fuzzer inputs)\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("\(file): error: cannot read the file\n".utf8))
                exit(2)
            }
            print("\(file): \(StoryExercise.run(Array(data)))")
        }
    }
}
#endif
