import Foundation
import MockupCore
import Testing
@testable import MockupScene

/// The XML reader beneath the Interface Builder loader: what it keeps of a
/// well-formed document, and the located error for one that is not.
@Suite struct XMLReaderTests {
    func read(_ text: String) throws(DiagnosticError) -> XMLTree {
        try XMLReader.read(Array(text.utf8), file: "t.xib")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.diagnostics.first?.description
        }
    }

    @Test func elementsAttributesAndTextAreKeptWithWhereEachStarts() throws {
        let root = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document version="3.0">
              <label text="a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#65;&#x42;" key='x'/>
              <string key="t">one<![CDATA[dropped]]> &amp; two</string>
            </document>
            """)
        #expect(root.name == "document" && root["version"] == "3.0")
        #expect((root.line, root.column) == (3, 1))
        let label = try #require(root.child("label"))
        #expect(label["text"] == "a <b> & \"c\" 'd' AB" && label["key"] == "x")
        #expect((label.line, label.column) == (4, 3))
        // CDATA is not text (Foundation's parser handed it to a callback the tree does not keep).
        #expect(root.child("string", key: "t")?.text == "one & two")
        #expect(root.children.count == 2)
    }

    @Test func attributeBlanksBecomeSpacesAndCarriageReturnsLineFeeds() throws {
        let root = try read("<a v=\"x\ty\nz\">p\r\nq\rr</a>")
        #expect(root["v"] == "x y z")
        #expect(root.text == "p\nq\nr")
    }

    /// Runs of plain bytes are taken at once; what stops a run is still read a byte at a time.
    @Test func valuesAndTextKeepWhatRunsOfPlainBytesStopAt() throws {
        let root = try read("<a v='say \"hi\" ] é' w=\"it's [x] &amp; y\">Café ] [b] \"q\" 'r' ]] > é\tz</a>")
        #expect(root["v"] == "say \"hi\" ] é")
        #expect(root["w"] == "it's [x] & y")
        #expect(root.text == "Café ] [b] \"q\" 'r' ]] > é\tz")
        #expect(error("<a v=\"abcdef\u{1}\"/>") == "t.xib:1:13: error: not a well-formed XML document (the control character U+0001 is not allowed in XML)")
        #expect(error("<a>abc def]]>x</a>") == "t.xib:1:11: error: not a well-formed XML document (']]>' in text)")
        #expect(error("<a v=\"abc") == "t.xib:1:6: error: not a well-formed XML document (an attribute value is never closed)")
    }

    @Test func aDocumentThatIsNotWellFormedIsALocatedError() {
        #expect(error("<a>\n  <b></a>") == "t.xib:2:6: error: not a well-formed XML document (</a> closes <b> (line 2))")
        #expect(error("<a x=\"1\" x=\"2\"/>") == "t.xib:1:10: error: not a well-formed XML document (the attribute 'x' is given twice)")
        #expect(error("<a>&nbsp;</a>") == "t.xib:1:4: error: not a well-formed XML document (unknown entity '&nbsp;')")
        #expect(error("<a/><b/>") == "t.xib:1:5: error: not a well-formed XML document (content after the root element)")
        #expect(error("<a v=\"<\"/>") == "t.xib:1:7: error: not a well-formed XML document ('<' in an attribute value)")
        #expect(error("<a>\u{1}</a>") == "t.xib:1:4: error: not a well-formed XML document (the control character U+0001 is not allowed in XML)")
        #expect(error("") == "t.xib:1:1: error: not a well-formed XML document (the document has no root element)")
    }

    @Test func aDocumentCutShortNamesTheElementLeftOpen() {
        #expect(error("<a>\n<b>\ntext") == "t.xib:3:5: error: the document ends early: <b> (line 2) is never closed")
    }

    @Test func aWellFormedArchiveWhoseViewContainsItselfIsALocatedError() throws {
        // Kept from the fuzzer's find (ib-cycle-488ef535.xib), written well-formed: a view listed among its own subviews.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fuzz/regressions/ib-cycle-through-subviews.xib")
        let data = try Data(contentsOf: url)
        do {
            _ = try InterfaceBuilderLoader.parse(data: data, file: "c.xib")
            Issue.record("the archive was read")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["c.xib:10:4: error: object '191373211' contains itself through its references"])
        }
    }
}
