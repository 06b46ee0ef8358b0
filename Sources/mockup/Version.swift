import Foundation
import MockupRender

extension Mockup {
    /// The version `mockup --version` prints first.
    static let version = "2.0.0"

    /// What `mockup --version` prints: the version, then what pictures depend on:
    /// the cairo, pango and pixman in use and every font file (package, name,
    /// size, CRC-32, the same lines as a golden folder's VERSIONS), with the
    /// Debian package's version where dpkg knows it.
    static func versionText() -> String {
        let packages = DebianPackages.installed()
        let lines = RenderEnvironment.versions().map { line in
            let words = line.split(separator: " ")
            guard words.first == "font", words.count > 1, let version = packages[String(words[1])] else { return line }
            return "\(line) (\(words[1]) \(version))"
        }
        return (["mockup \(version)"] + lines).joined(separator: "\n")
    }
}

/// The versions of the Debian packages dpkg lists as installed.
enum DebianPackages {
    static let status = "/var/lib/dpkg/status"

    /// Package name to version; empty where there is no dpkg.
    static func installed(from path: String = status) -> [String: String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var versions: [String: String] = [:]
        for stanza in text.components(separatedBy: "\n\n") {
            var name: String?, version: String?, installed = false
            for line in stanza.split(separator: "\n") {
                if line.hasPrefix("Package: ") { name = String(line.dropFirst(9)) }
                if line.hasPrefix("Version: ") { version = String(line.dropFirst(9)) }
                if line.hasPrefix("Status: ") && line.hasSuffix(" installed") { installed = true }
            }
            if let name, let version, installed { versions[name] = version }
        }
        return versions
    }
}
