extension RGBAImage {
    /// The pixels of a rectangle (clamped to the image).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        let x0 = max(0, min(x, self.width)), y0 = max(0, min(y, self.height))
        let w = max(0, min(width, self.width - x0)), h = max(0, min(height, self.height - y0))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y0 + row) * self.width + x0) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[from..<from + w * 4])
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// Copies a rectangle of `other` (the same size as this image) into this one; returns the pixels copied.
    @discardableResult
    public mutating func copy(from other: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> Int {
        guard other.width == self.width, other.height == self.height else { return 0 }
        let x0 = max(0, x), y0 = max(0, y), x1 = min(self.width, x + width), y1 = min(self.height, y + height)
        guard x1 > x0, y1 > y0 else { return 0 }
        for row in y0..<y1 {
            let from = (row * self.width + x0) * 4, to = (row * self.width + x1) * 4
            pixels.replaceSubrange(from..<to, with: other.pixels[from..<to])
        }
        return (x1 - x0) * (y1 - y0)
    }

    /// This image brought to another size by averaging the source pixels each
    /// target pixel covers (an area filter: for the small reductions of a
    /// screenshot scaled from 3x to 2.88x).
    public func resampled(width: Int, height: Int) -> RGBAImage {
        guard width > 0, height > 0, self.width > 0, self.height > 0 else { return RGBAImage(width: max(width, 0), height: max(height, 0)) }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let sx = Double(self.width) / Double(width), sy = Double(self.height) / Double(height)
        for ty in 0..<height {
            let fy0 = Double(ty) * sy, fy1 = fy0 + sy
            for tx in 0..<width {
                let fx0 = Double(tx) * sx, fx1 = fx0 + sx
                var acc = [Double](repeating: 0, count: 4), total = 0.0
                var y = Int(fy0)
                while Double(y) < fy1 && y < self.height {
                    let wy = min(fy1, Double(y + 1)) - max(fy0, Double(y))
                    var x = Int(fx0)
                    while Double(x) < fx1 && x < self.width {
                        let w = wy * (min(fx1, Double(x + 1)) - max(fx0, Double(x)))
                        let i = (y * self.width + x) * 4
                        for c in 0..<4 { acc[c] += w * Double(pixels[i + c]) }
                        total += w
                        x += 1
                    }
                    y += 1
                }
                let o = (ty * width + tx) * 4
                for c in 0..<4 { out[o + c] = UInt8(min(255, max(0, (acc[c] / max(total, 1e-9)).rounded()))) }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
