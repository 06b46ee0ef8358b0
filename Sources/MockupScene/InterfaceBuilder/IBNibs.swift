import Foundation
import MockupCore
import Yams

/// A controller's view kept in another xib of the same folder (a legacy
/// archive's `IBUINibName`, a later xib's `nibName`): that file's top view.
enum IBNibs {
    static func view(_ nib: String, beside file: String, at location: SourceLocation, warnings: inout IBWarnings) throws(DiagnosticError) -> Node? {
        let folder = (file as NSString).deletingLastPathComponent
        let path = folder.isEmpty ? nib + ".xib" : (folder as NSString).appendingPathComponent(nib + ".xib")
        guard FileManager.default.fileExists(atPath: path) else {
            throw DiagnosticError(Diagnostic(location: location, message:
                "the view of this controller is in '\(nib).xib', which is not beside '\((file as NSString).lastPathComponent)'"))
        }
        let reading = try InterfaceBuilderLoader.read(path: path)
        for (what, count) in reading.warnings.counts { for _ in 0..<count { warnings.add(what) } }
        guard case .mapping(let scene) = reading.node, case .mapping(let screens)? = scene["screens"] else { return nil }
        // The nib's first screen with a view: a view xib's own, or its first controller's.
        for screen in screens.values {
            if case .mapping(let m) = screen, let view = m["view"] { return view }
        }
        return nil
    }
}
