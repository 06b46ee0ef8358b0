import Foundation
import MockupCore
import MockupRender
import Testing

@Suite struct AnimateCommandTests {
    func animate(_ args: [String], into folder: URL) throws -> CLI.Result {
        try CLI.run(["animate"] + args + ["-o", folder.path])
    }

    /// (type, data) of every chunk after the PNG signature.
    static func pngChunks(_ bytes: [UInt8]) -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    static func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }

    @Test func aRunawayStepFailsFastAndWritesNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("long.yaml")
        try """
            fps: 240
            screens: {a: {title: A}, b: {title: B}}
            root: {navigationController: {viewControllers: [a]}}
            steps: [{push: b, duration: 45}]
            """.write(to: scene, atomically: true, encoding: .utf8)
        let started = ContinuousClock.now
        let out = folder.appendingPathComponent("out").path
        for command in [["animate", scene.path, "--format", "frames", "-o", out], ["verify", scene.path, "--golden", "golden", "-o", out],
                        ["benchmark", scene.path]] {
            let result = try CLI.run(command, in: folder)
            #expect(result.status == 2, "\(command[0])")
            #expect(result.stderr == "\(scene.path):4:9: error: steps[0]: step 1 lasts 45 s, 10801 frames at 240 fps: "
                    + "over the limit of 10000 frames a step (--max-frames raises it)\n", "\(command[0])")
        }
        // NB: 10,801 frames would take minutes; the bound is loose so a busy machine passes.
        #expect(ContinuousClock.now - started < .seconds(90))
        #expect(CLI.files(in: folder) == ["long.yaml"])

        // The limit can be raised, and lowered: mail's push is 12 frames at 30 fps.
        let low = try animate([CLI.fixture("mail-toolbar.yaml"), "--format", "frames", "--max-frames", "11"], into: folder)
        #expect(low.status == 2)
        #expect(low.stderr.contains("error: steps[1]: step 2 lasts 0.35 s, 12 frames at 30 fps: over the limit of 11 frames a step"))
        #expect(CLI.files(in: folder) == ["long.yaml"])
        let enough = try animate([CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--format", "frames", "--max-frames", "12"],
                                 into: folder.appendingPathComponent("out"))
        #expect(enough.status == 0, "\(enough.stderr)")
        #expect(CLI.files(in: folder.appendingPathComponent("out")).count == 12)
    }

    @Test func framesFollowTheFrameRule() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Mail, step 2 pushes the inbox: 0.35 s at 30 fps is frames 0 ... 11.
        var result = try animate([CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--format", "frames"], into: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: folder) == (0...11).map { String(format: "mail-toolbar/02/%03d.png", $0) })
        // At 10 fps: ceil(3.5) + 1 = 5 frames; an instant step (a row selection) has one.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("mail-toolbar"))
        result = try animate([CLI.fixture("mail-toolbar.yaml"), "--step", "2", "--fps", "10", "--format", "frames"], into: folder)
        #expect(CLI.files(in: folder).count == 5)
        result = try animate([CLI.fixture("mail-toolbar.yaml"), "--step", "1", "--format", "frames"], into: folder)
        #expect(CLI.files(in: folder).filter { $0.hasPrefix("mail-toolbar/01/") } == ["mail-toolbar/01/000.png"])
    }

    @Test func firstAndLastFramesAreTheStatesAroundTheStep() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = CLI.fixture("mail-toolbar.yaml")
        #expect(try animate([scene, "--step", "2", "--format", "frames"], into: folder).status == 0)
        #expect(try CLI.run(["render", scene, "-o", folder.appendingPathComponent("ends").path]).status == 0)
        let frames = folder.appendingPathComponent("mail-toolbar/02")
        let ends = folder.appendingPathComponent("ends/mail-toolbar")
        #expect(try CLI.image(at: frames.appendingPathComponent("000.png")) == CLI.image(at: ends.appendingPathComponent("01.png")))
        #expect(try CLI.image(at: frames.appendingPathComponent("011.png")) == CLI.image(at: ends.appendingPathComponent("02.png")))
        #expect(try CLI.image(at: frames.appendingPathComponent("005.png")) != CLI.image(at: ends.appendingPathComponent("02.png")))
    }

    @Test func everyFormatGivesTheSameBytesTwice() throws {
        for format in ["filmstrip", "apng", "webp"] {
            let a = try CLI.temporaryFolder(), b = try CLI.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
            #expect(try animate([CLI.fixture("nyt-bars.yaml"), "--step", "3", "--format", format], into: a).status == 0)
            #expect(try animate([CLI.fixture("nyt-bars.yaml"), "--step", "3", "--format", format], into: b).status == 0)
            let files = CLI.files(in: a)
            #expect(files.count == 1 && files == CLI.files(in: b))
            for file in files {
                #expect(try Data(contentsOf: a.appendingPathComponent(file)) == Data(contentsOf: b.appendingPathComponent(file)), "\(format)")
            }
        }
    }

    /// Every step's frames are drawn as one stream on all cores: each step's files must be
    /// what animating that step alone writes, for two scenes at once (steps of one frame
    /// among them) as frames, and as one file a step.
    @Test func allStepsAtOnceWriteWhatEachStepAloneWrites() throws {
        for (format, scenes) in [("frames", [CLI.fixture("nyt-bars.yaml"), CLI.fixture("segments.yaml")]), ("apng", [CLI.fixture("nyt-bars.yaml")])] {
            let all = try CLI.temporaryFolder(), one = try CLI.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: all); try? FileManager.default.removeItem(at: one) }
            let run = try animate(scenes + ["--format", format], into: all)
            #expect(run.status == 0, "\(run.stderr)")
            let files = CLI.files(in: all)
            for scene in scenes {
                // The steps written: the NN of SCENE/NN/FFF.png or SCENE/NN.EXT.
                let name = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
                let steps = Set(files.filter { $0.hasPrefix(name + "/") }.map { $0.split(separator: "/")[1].prefix(2) })
                #expect(steps.count > 2)
                for step in steps {
                    #expect(try animate([scene, "--step", String(Int(step)!), "--format", format], into: one).status == 0)
                }
            }
            #expect(files.count >= 6 && files == CLI.files(in: one), "\(format)")
            for file in files {
                #expect(try Data(contentsOf: all.appendingPathComponent(file)) == Data(contentsOf: one.appendingPathComponent(file)), "\(format): \(file)")
            }
        }
    }

    @Test func apngHasAFrameControlPerFrame() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try animate([CLI.fixture("nyt-bars.yaml"), "--step", "2", "--format", "apng"], into: folder)
        #expect(result.stdout.contains("nyt-bars/02.apng"))
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("nyt-bars/02.apng")))
        let chunks = Self.pngChunks(bytes)
        #expect(chunks.map(\.0).first == "IHDR" && chunks.map(\.0).last == "IEND")
        let actl = try #require(chunks.first { $0.0 == "acTL" })
        #expect(Self.be32(actl.1, 0) == 12)  // num_frames
        #expect(Self.be32(actl.1, 4) == 0)  // loops forever
        let controls = chunks.filter { $0.0 == "fcTL" }
        #expect(controls.count == 12)
        // Each frame covers the 640x960 canvas for 1/30 s.
        for fctl in controls.map(\.1) {
            #expect(Self.be32(fctl, 4) == 640 && Self.be32(fctl, 8) == 960)
            #expect(fctl[20] == 0 && fctl[21] == 1 && fctl[22] == 0 && fctl[23] == 30)
        }
        #expect(chunks.filter { $0.0 == "fdAT" }.count >= 11)
    }

    @Test func webpHasAnAnimationFramePerFrame() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try animate([CLI.fixture("nyt-bars.yaml"), "--step", "2", "--format", "webp"], into: folder).status == 0)
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("nyt-bars/02.webp")))
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF" && String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP")
        var names: [String] = []
        var i = 12
        while i + 8 <= bytes.count {
            names.append(String(decoding: bytes[i..<(i + 4)], as: UTF8.self))
            let size = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]) << 16 | Int(bytes[i + 7]) << 24
            i += 8 + size + (size & 1)
        }
        #expect(names.first == "VP8X")
        #expect(names.filter { $0 == "ANIM" }.count == 1)
        #expect(names.filter { $0 == "ANMF" }.count == 12)
    }

    @Test func filmstripOfAStepIsItsFramesSideBySide() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = CLI.fixture("mail-toolbar.yaml")
        #expect(try animate([scene, "--step", "2", "--format", "filmstrip"], into: folder).status == 0)
        #expect(try animate([scene, "--step", "2", "--format", "frames"], into: folder).status == 0)
        let strip = try CLI.image(at: folder.appendingPathComponent("mail-toolbar/02.filmstrip.png"))
        #expect(strip.width == 12 * 640 + 11 * Filmstrip.gutter && strip.height == 960)
        let third = try CLI.image(at: folder.appendingPathComponent("mail-toolbar/02/003.png"))
        let x0 = 3 * (640 + Filmstrip.gutter)
        for y in stride(from: 0, to: 960, by: 37) {
            for x in stride(from: 0, to: 640, by: 23) {
                #expect(strip.pixel(x: x0 + x, y: y) == third.pixel(x: x, y: y))
            }
        }
    }

    @Test func badInputWritesNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var result = try animate([CLI.fixture("mail-toolbar.yaml"), "--step", "9", "--format", "apng"], into: folder)
        #expect(result.status == 2 && result.stderr.contains("out of range"))
        result = try animate([CLI.fixture("mail-toolbar.yaml"), "--fps", "0", "--format", "apng"], into: folder)
        #expect(result.status == 2)
        result = try animate([CLI.fixture("mail-toolbar.yaml"), "--format", "gif"], into: folder)
        #expect(result.status == 2)
        #expect(CLI.files(in: folder).isEmpty)
    }
}
