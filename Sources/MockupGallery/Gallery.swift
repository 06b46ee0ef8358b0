import Foundation
import MockupCore
import MockupRender
import MockupUI

/// A static site of scenes (`mockup gallery`): an index of every scene, and
/// a page a scene with each step's picture, its transition as an animated
/// PNG, the pictures that explain it (owners, accessibility), its view
/// tree shown on hover, and the same for each of its variants. No server:
/// every link is relative, so the folder can be opened from disk or put on
/// GitHub Pages as it is.
public struct Gallery {
    /// A scene and its variants, each drawn in a section of the scene's page.
    public struct Entry {
        /// Its folder in the site, and its title.
        public var folder: String
        public var title: String
        public var scene: Scene
        public var variants: [(name: String, scene: Scene)]

        public init(folder: String, title: String, scene: Scene, variants: [(name: String, scene: Scene)] = []) {
            self.folder = folder
            self.title = title
            self.scene = scene
            self.variants = variants
        }
    }

    public var output: String
    let renderer: StepRenderer

    public init(output: String) throws {
        self.output = output
        renderer = try StepRenderer()
    }

    /// Writes the site; returns the index page's path. `drawn` is told each scene's folder as it is finished.
    public func write(_ entries: [Entry], drawn: (String) -> Void = { _ in }) throws -> String {
        var cards: [GalleryPage.Card] = []
        for entry in entries {
            var sections: [GalleryPage.Section] = []
            for (name, scene) in [(nil, entry.scene)] + entry.variants.map({ ($0.name as String?, $0.scene) }) {
                let folder = name.map { "\(entry.folder)/\($0)" } ?? entry.folder
                sections.append(GalleryPage.Section(variant: name, steps: try draw(scene, into: folder, prefix: name.map { "\($0)/" } ?? "")))
            }
            let page = GalleryPage.scene(title: entry.title, sections: sections)
            try AtomicFile.write(Array(page.utf8), to: path(entry.folder, "index.html"))
            cards.append(GalleryPage.Card(title: entry.title, folder: entry.folder, thumbnail: sections.first?.steps.first?.picture,
                                          steps: sections.first?.steps.count ?? 0, variants: entry.variants.map(\.name)))
            drawn(entry.folder)
        }
        let index = path("index.html")
        try AtomicFile.write(Array(GalleryPage.index(cards).utf8), to: index)
        return index
    }

    /// Every step of `scene`: its picture, overlays, transition and tree, written under `folder`.
    private func draw(_ scene: Scene, into folder: String, prefix: String) throws -> [GalleryPage.Step] {
        try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        let played = try renderer.play(scene)
        var overlays: [(Annotation, StepRenderer.Played)] = []
        for annotation in Annotation.allCases {
            var annotated = scene
            annotated.annotation = annotation
            overlays.append((annotation, try renderer.play(annotated)))
        }
        var steps: [GalleryPage.Step] = []
        for n in played.story.states.indices {
            let stem = String(format: "%02d", n)
            try AtomicFile.write(try renderer.encode(played, step: n, format: .png), to: path(folder, stem + ".png"))
            var step = GalleryPage.Step(number: n, caption: n == 0 ? "the scene as it starts" : scene.steps[n - 1].action.name,
                                        picture: prefix + stem + ".png", tree: "")
            for (annotation, annotated) in overlays {
                let name = "\(stem).\(annotation.rawValue).png"
                try AtomicFile.write(try renderer.encode(annotated, step: n, format: .png), to: path(folder, name))
                step.overlays.append((annotation.rawValue, prefix + name))
            }
            let animation = try renderer.animation(played, step: n)
            if animation.transition.moves {
                try renderer.writeAPNG(played, step: n, animation: animation, to: path(folder, stem + ".apng"))
                step.transition = prefix + stem + ".apng"
            }
            step.tree = try renderer.treeText(played, step: n, animation: animation)
            steps.append(step)
        }
        return steps
    }

    /// A path in the site, without doubled slashes.
    private func path(_ parts: String...) -> String {
        var base = output
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return ([base] + parts).joined(separator: "/")
    }
}
