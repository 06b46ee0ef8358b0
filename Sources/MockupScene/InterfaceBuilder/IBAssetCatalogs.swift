import Foundation

/// The asset catalogs an Interface Builder file's named images and colours
/// come from, found as an Xcode project lays them out: the `.xcassets`
/// folders beside the file, or, for a file in a `.lproj` folder or a
/// subfolder, in the nearest folder above that holds one (at most three up).
struct IBAssetCatalogs {
    /// The catalogs' paths relative to the file's folder, sorted.
    var paths: [String] = []
    /// Every image set and colour set name they hold (namespaced as `Folder/Name`).
    var images = Set<String>()
    var colors = Set<String>()
    /// The project's folder: where the catalogs are (the file's own folder when there are none),
    /// and its path from the file's folder.
    var project: URL
    var projectPrefix = ""

    static let levels = 3

    init(beside file: String) {
        let start = URL(fileURLWithPath: file).deletingLastPathComponent()
        project = start
        var folder = start, prefix = ""
        for _ in 0...Self.levels {
            let found = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".xcassets") }.sorted()
            if !found.isEmpty {
                project = folder
                projectPrefix = prefix
                for name in found {
                    paths.append(prefix + name)
                    // NB: what a catalog nested too deep holds past that point is left out.
                    try? AssetCatalog.walk(folder.appendingPathComponent(name).path) { kind, set, _ in
                        if kind == .colorSet { colors.insert(set) } else { images.insert(set) }
                    }
                }
                return
            }
            guard folder.path != "/" else { return }
            folder = folder.deletingLastPathComponent()
            prefix += "../"
        }
    }
}
