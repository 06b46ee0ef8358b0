import Foundation
import Hummingbird
import Logging
import NIOCore

/// The preview's web server: the pages of a `SceneBoard`, its pictures and
/// layouts, and `/events`, which tells open pages when a scene was read again.
///
///     let server = PreviewServer(board: board)
///     try await server.run(port: 8040) { port in print("http://127.0.0.1:\(port)/") }
public struct PreviewServer: Sendable {
    public let board: SceneBoard

    public init(board: SceneBoard) {
        self.board = board
    }

    /// Serves on 127.0.0.1:`port` (0: any free port) until the process ends;
    /// `running` gets the port once the server listens.
    public func run(port: Int, running: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "mockup.preview")
        logger.logLevel = .error
        let app = Application(
            router: router(),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "mockup"),
            onServerRunning: { channel in await running(channel.localAddress?.port ?? port) },
            logger: logger)
        try await app.run()
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let board = board
        router.get("/") { _, _ in
            Self.html(IndexPage(entries: board.all, run: board.run).html)
        }
        router.get("/preview.css") { _, _ in
            Self.bytes(Array(PreviewAssets.css.utf8), type: "text/css; charset=utf-8")
        }
        router.get("/preview.js") { _, _ in
            Self.bytes(Array(PreviewAssets.js.utf8), type: "text/javascript; charset=utf-8")
        }
        router.get("/events") { _, _ in
            Self.events(board)
        }
        router.get("/scenes/:scene") { _, context in
            let entry = try Self.entry(board, context)
            return Self.html(ScenePage(entry: entry, scenes: board.all.map(\.name), run: board.run).html)
        }
        router.get("/scenes/:scene/:item") { _, context in
            let step = try Self.step(try Self.snapshot(board, context), context.parameters.require("item")[...])
            switch step.ext {
            case "png": return Self.bytes(step.view.end.png, type: "image/png")
            case "json": return Self.bytes(Array(step.view.end.layoutJSON.utf8), type: "application/json")
            case "apng":
                guard let transition = step.view.transition else { throw HTTPError(.notFound, message: "step \(step.view.index) does not move") }
                return Self.bytes(transition.apng, type: "image/apng")
            default: throw HTTPError(.notFound)
            }
        }
        router.get("/scenes/:scene/:item/:frame") { _, context in
            let step = try Self.step(try Self.snapshot(board, context), try context.parameters.require("item")[...] + ".png")
            let name = try context.parameters.require("frame")
            guard let transition = step.view.transition, let frame = PreviewAddress.parse(name[...]),
                  transition.frames.indices.contains(frame.number)
            else { throw HTTPError(.notFound) }
            let picture = transition.frames[frame.number]
            switch frame.ext {
            case "png": return Self.bytes(picture.png, type: "image/png")
            case "json": return Self.bytes(Array(picture.layoutJSON.utf8), type: "application/json")
            default: throw HTTPError(.notFound)
            }
        }
        return router
    }

    private static func entry(_ board: SceneBoard, _ context: BasicRequestContext) throws -> SceneBoard.Entry {
        let name = try context.parameters.require("scene")
        guard let entry = board.entry(named: name.removingPercentEncoding ?? name) else {
            throw HTTPError(.notFound, message: "no scene named \(name)")
        }
        return entry
    }

    private static func snapshot(_ board: SceneBoard, _ context: BasicRequestContext) throws -> SceneSnapshot {
        guard let snapshot = try entry(board, context).snapshot else { throw HTTPError(.notFound, message: "not rendered") }
        return snapshot
    }

    private static func step(_ snapshot: SceneSnapshot, _ name: Substring) throws -> (view: SceneSnapshot.StepView, ext: Substring) {
        guard let (number, ext) = PreviewAddress.parse(name), snapshot.steps.indices.contains(number) else {
            throw HTTPError(.notFound)
        }
        return (snapshot.steps[number], ext)
    }

    private static func html(_ text: String) -> Response {
        bytes(Array(text.utf8), type: "text/html; charset=utf-8")
    }

    /// A whole body; pictures are addressed with their version, so none is cached stale.
    private static func bytes(_ bytes: [UInt8], type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Server-sent events: first a `state` event with every scene's version (so a page
    /// loaded just before a reading catches up), then one message per reading of a scene,
    /// and a comment every 15 seconds (chosen) so that a closed page is noticed and its
    /// subscription ended.
    private static func events(_ board: SceneBoard) -> Response {
        // NB: subscribed before the state is taken, so no reading falls between the two.
        let changes = board.feed.subscribe()
        let state = board.state
        return Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": mockup preview\nretry: 500\n\nevent: state\ndata: \(state)\n\n"))
                try await withThrowingTaskGroup(of: Void.self) { group in
                    let (ticks, tick) = AsyncStream<String>.makeStream()
                    group.addTask {
                        while !Task.isCancelled {
                            try await Task.sleep(for: .seconds(15))
                            tick.yield(": still here\n\n")
                        }
                    }
                    group.addTask {
                        for await message in changes { tick.yield("data: \(message)\n\n") }
                        tick.finish()
                    }
                    for await text in ticks { try await writer.write(ByteBuffer(string: text)) }
                    group.cancelAll()
                }
                try await writer.finish(nil)
            })
    }
}
