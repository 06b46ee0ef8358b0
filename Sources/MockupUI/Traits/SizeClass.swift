/// UIUserInterfaceSizeClass: how much room a dimension of the interface has.
public enum SizeClass: String, Hashable, Sendable, CaseIterable { case compact, regular }
