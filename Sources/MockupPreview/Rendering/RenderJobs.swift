/// The jobs waiting for the preview's drawing thread, and the rule that
/// picks the next: every pictures job before any transitions job, each kind
/// in the order it came. A value, so the rule is tested without a thread.
///
///     var jobs = RenderJobs<String>()
///     jobs.append("frames", kind: .transitions)
///     jobs.append("picture", kind: .pictures)
///     jobs.next()   // "picture"
struct RenderJobs<Job> {
    enum Kind: Sendable { case pictures, transitions }

    private var pictures: [Job] = []
    private var transitions: [Job] = []

    var isEmpty: Bool { pictures.isEmpty && transitions.isEmpty }

    mutating func append(_ job: Job, kind: Kind) {
        switch kind {
        case .pictures: pictures.append(job)
        case .transitions: transitions.append(job)
        }
    }

    /// The job to run next, or nil when none waits.
    mutating func next() -> Job? {
        if !pictures.isEmpty { return pictures.removeFirst() }
        if !transitions.isEmpty { return transitions.removeFirst() }
        return nil
    }
}
