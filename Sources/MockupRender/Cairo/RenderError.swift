import MockupCore
internal import CCairo

/// Why a picture could not be made.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Cairo reported a failure status; `operation` says what was being done.
    case cairo(operation: String, status: String)
    /// A font file the looks need is not on this machine.
    case missingFont(path: String, package: String)
    /// Fontconfig or Pango refused to set up the private font configuration.
    case fontSetup(String)
    /// The canvas would be larger than the limit.
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// A PNG file could not be read.
    case invalidPNG(String)
    /// libwebp refused to encode or assemble an animation.
    case webp(String)
    /// A frame sink was fed frames it cannot take: too many, too few, too large.
    case frames(String)
    /// An output file could not be written; nothing was left at `path`.
    case output(path: String, reason: String)
    /// A scene's picture file could not be decoded: where the scene names it, the file, why.
    case image(source: SourceLocation?, path: String, reason: String)

    public var description: String {
        switch self {
        case .cairo(let op, let status): "cairo: \(op) failed: \(status)"
        case .missingFont(let path, let package):
            "font file \(path) is missing; install the Debian package '\(package)' (apt-get install \(package))"
        case .fontSetup(let why): "font setup failed: \(why)"
        case .canvasTooLarge(let w, let h, let limit):
            "canvas \(w)x\(h) pixels is larger than the limit of \(limit) pixels on a side"
        case .invalidPNG(let why): "not a readable PNG: \(why)"
        case .webp(let why): "libwebp: \(why)"
        case .frames(let why): "frames: \(why)"
        case .output(let path, let reason): "cannot write \(path): \(reason)"
        case .image(let source, let path, let reason):
            "\(source.map { "\($0): error: " } ?? "")cannot read the image \(path): \(reason)"
        }
    }
}

/// The one choke point for Cairo status codes: success passes, anything else becomes a `RenderError`.
func checkCairo(_ status: cairo_status_t, _ operation: String) throws(RenderError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    let text = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    throw .cairo(operation: operation, status: text)
}
