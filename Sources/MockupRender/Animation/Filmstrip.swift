import MockupCore

/// All frames of one transition side by side at full scale, in one image.
///
///     var strip = Filmstrip(frameCount: 3, frameWidth: 640, frameHeight: 960)
///     for (i, frame) in frames.enumerated() { try strip.place(frame, at: i) }
///     strip.image  // 3 * 640 + 2 * 8 = 1936 x 960
///
/// Layout, known up front from the frame count (`grid`, `size`):
/// - Frames fill rows left to right, top to bottom, at most `maximumColumns`
///   (12) to a row; a longer strip wraps into rows of equal length but the
///   last: 13 frames make 2 rows of 7 (7 + 6), 25 make 3 rows of 9 (9 + 9 + 7).
/// - Each frame has a cell of the size given at init (the largest frame's).
///   A smaller frame sits at the top left of its cell; the rest of the cell
///   is transparent, like the padding of the animated writers.
/// - Cells are `gutter` (8) device pixels apart; the gutters, and the places
///   of a short last row that hold no frame, are opaque `gutterColor` grey.
///   There is no margin around the strip, so one frame makes a filmstrip that
///   is just that frame.
///
/// NB: the strip is the only big allocation: frames are copied in as they
/// come, and can be dropped by the caller at once.
public struct Filmstrip: Sendable {
    /// Device pixels between cells.
    public static let gutter = 8
    /// Mid grey: visible between both light and dark frames.
    public static let gutterColor = RGBAImage.Pixel(r: 128, g: 128, b: 128, a: 255)
    /// The longest row.
    public static let maximumColumns = 12

    /// Columns and rows for `frameCount` frames: `grid(frameCount: 13)` is (7, 2).
    public static func grid(frameCount: Int) -> (columns: Int, rows: Int) {
        precondition(frameCount >= 1, "Filmstrip: no frames")
        let rows = (frameCount + maximumColumns - 1) / maximumColumns
        let columns = (frameCount + rows - 1) / rows
        return (columns, rows)
    }

    /// The strip's size in device pixels: `size(frameCount: 5, frameWidth: 100, frameHeight: 200)` is (532, 200).
    public static func size(frameCount: Int, frameWidth: Int, frameHeight: Int) -> (width: Int, height: Int) {
        let (columns, rows) = grid(frameCount: frameCount)
        return (columns * frameWidth + (columns - 1) * gutter, rows * frameHeight + (rows - 1) * gutter)
    }

    public let frameCount: Int
    /// The cell size: the largest frame's.
    public let frameWidth: Int
    public let frameHeight: Int
    public let columns: Int
    public let rows: Int
    /// The strip so far; cells not yet placed are transparent.
    public private(set) var image: RGBAImage

    public init(frameCount: Int, frameWidth: Int, frameHeight: Int) {
        precondition(frameWidth >= 1 && frameHeight >= 1, "Filmstrip: empty frames")
        (columns, rows) = Self.grid(frameCount: frameCount)
        self.frameCount = frameCount
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        let (width, height) = Self.size(frameCount: frameCount, frameWidth: frameWidth, frameHeight: frameHeight)
        let grey = Self.gutterColor
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = grey.r; pixels[i + 1] = grey.g; pixels[i + 2] = grey.b; pixels[i + 3] = grey.a
        }
        image = RGBAImage(width: width, height: height, pixels: pixels)
        for index in 0..<frameCount { clear(index) }
    }

    /// The top left corner of frame `index`'s cell.
    public func origin(of index: Int) -> (x: Int, y: Int) {
        ((index % columns) * (frameWidth + Self.gutter), (index / columns) * (frameHeight + Self.gutter))
    }

    /// Copies `frame` into cell `index` (0 ..< frameCount), replacing what was there.
    /// A frame larger than the cell is an error.
    public mutating func place(_ frame: RGBAImage, at index: Int) throws(RenderError) {
        precondition(index >= 0 && index < frameCount, "Filmstrip: frame \(index) of \(frameCount)")
        guard frame.width <= frameWidth, frame.height <= frameHeight else {
            throw .frames("frame \(index) is \(frame.width)x\(frame.height), larger than the filmstrip's \(frameWidth)x\(frameHeight) cells")
        }
        if frame.width < frameWidth || frame.height < frameHeight { clear(index) }
        let (x, y) = origin(of: index)
        let stripRow = image.width * 4, frameRow = frame.width * 4
        image.pixels.withUnsafeMutableBufferPointer { strip in
            frame.pixels.withUnsafeBufferPointer { source in
                for row in 0..<frame.height {
                    (strip.baseAddress! + (y + row) * stripRow + x * 4)
                        .update(from: source.baseAddress! + row * frameRow, count: frameRow)
                }
            }
        }
    }

    /// Makes cell `index` transparent.
    private mutating func clear(_ index: Int) {
        let (x, y) = origin(of: index)
        let stripRow = image.width * 4
        image.pixels.withUnsafeMutableBufferPointer { strip in
            for row in 0..<frameHeight {
                (strip.baseAddress! + (y + row) * stripRow + x * 4).update(repeating: 0, count: frameWidth * 4)
            }
        }
    }
}
