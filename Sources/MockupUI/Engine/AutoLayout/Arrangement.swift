import MockupCore

/// Subviews a view arranges itself (a stack view's arranged subviews): their
/// names in the constraint system, first to last, and the guides and the
/// constraints that place them.
struct Arrangement {
    var items: [String]
    var guides: [String]
    var constraints: [LayoutConstraintSpec]
}
