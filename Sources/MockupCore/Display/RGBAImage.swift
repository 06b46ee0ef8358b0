/// A bitmap of straight (not premultiplied) 8-bit RGBA pixels, rows top to bottom.
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    /// The longest side a picture may have, in pixels: what rendering draws
    /// and the PNG reader reads (chosen within Cairo's limit of 32767).
    public static let maximumSide = 16_384

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: pixel buffer does not match its size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A blank (transparent black) image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            self.r = r; self.g = g; self.b = b; self.a = a
        }
        public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
    }

    /// The pixel at device coordinates (x, y); nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
}
