import Testing
@testable import MockupCore

@Suite struct JSONValueTests {
    @Test func numbersPrintLikeTheSpec() {
        #expect(JSONValue.number(320).serialized() == "320")
        #expect(JSONValue.number(0.15).serialized() == "0.15")
        #expect(JSONValue.number(-2.5).serialized() == "-2.5")
        #expect(JSONValue.number(1.0 / 3.0).serialized() == "0.333333")
        #expect(JSONValue.number(0.9999999).serialized() == "1")
        #expect(JSONValue.number(-0.0000001).serialized() == "0")
    }

    @Test func hugeNumbersPrintWithoutTrapping() {
        // Found by the fuzzer: a label 1e90 points wide trapped converting to Int.
        #expect(JSONValue.number(1e90).serialized() == "1e+90")
        #expect(JSONValue.number(-9.3e18).serialized() == "-9.3e+18")
        #expect(JSONValue.number(123_456_789_012_345.5).serialized() == "123456789012345.5")
        #expect(JSONValue.number(.infinity).serialized() == "null")
        #expect(clampedInt(1e300) == 9_007_199_254_740_992 && clampedInt(-.infinity) == -9_007_199_254_740_992)
        #expect(clampedInt(.nan) == 0 && clampedInt(41.0) == 41)
    }

    @Test func keysSortAtEveryDepthAndArraysKeepTheirOrder() {
        let value = JSONValue.object([("b", .array([.object([("z", .null), ("a", .bool(true))]), .number(2), .number(1)])), ("a", .string("x"))])
        #expect(value.sortingKeys().serialized() == #"{"a": "x", "b": [{"a": true, "z": null}, 2, 1]}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}").serialized() == #""a\"b\\c\n\u0001""#)
        #expect(JSONValue.string("Zürich ☕").serialized() == "\"Zürich ☕\"")
    }

    @Test func layoutNodeKeysInOrder() {
        let node = LayoutNode(
            kind: "navigationBar", frame: Rect(x: 0, y: 20, width: 320, height: 44), alpha: 1, title: "Accounts",
            children: [LayoutNode(kind: "label", frame: Rect(x: 110, y: 20, width: 100, height: 44), text: "Accounts")]
        )
        #expect(node.json.serialized() == #"{"kind": "navigationBar", "title": "Accounts", "frame": [0, 20, 320, 44], "alpha": 1, "children": [{"kind": "label", "text": "Accounts", "frame": [110, 20, 100, 44], "alpha": 1, "children": []}]}"#)
        let pretty = node.json.serialized(pretty: true)
        #expect(pretty.contains("\n  \"frame\": [0, 20, 320, 44],\n"))
    }

    @Test func dumpHasDeviceStepTimeRoot() {
        let dump = LayoutDump(
            deviceSize: Size(width: 320, height: 480), scale: 2, step: 1, time: 0.15,
            root: LayoutNode(kind: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        )
        #expect(dump.json.serialized().hasPrefix(#"{"device": {"width": 320, "height": 480, "scale": 2}, "step": 1, "time": 0.15, "root": {"kind": "window""#))
    }
}
