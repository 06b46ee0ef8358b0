import Foundation

/// Checks the command-line page against the commands `mockup` has, as
/// argument-parser describes them (`mockup --experimental-dump-help`), both
/// ways.
///
/// Each command has a section headed `mockup PATH` (`### mockup report
/// merge`). In it, every option the command shows in its help is named in a
/// table row's first cell (`` | `--output`, `-o` | ... | ``), every option a
/// row's first cell names is one of the command's, and a `sh` block runs the
/// command. Every heading `mockup ...` names a command. A command added to
/// `mockup`, or an option added to a command, fails the check until its page
/// says what it does.
struct CommandCoverage {
    /// A command: its words after `mockup` (empty for `mockup` itself) and
    /// the options its help shows.
    struct Command {
        var path: [String]
        var options: Set<String>

        var heading: String { (["mockup"] + path).joined(separator: " ") }
    }

    /// Options argument-parser gives `mockup` itself without listing them in its help.
    static let builtInRootOptions: Set<String> = ["--generate-completion-script"]
    /// Options every subcommand shows that belong to `mockup` itself, documented there.
    static let rootOptions: Set<String> = ["--help", "-h", "--version"]

    let commands: [Command]
    let page: MarkdownPage

    /// The commands of argument-parser's help dump (its `command` object).
    static func commands(dump: [String: Any]) -> [Command] {
        var commands: [Command] = []
        func visit(_ command: [String: Any], path: [String]) {
            var options = Set<String>()
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                for name in argument["names"] as? [[String: Any]] ?? [] {
                    guard let kind = name["kind"] as? String, let text = name["name"] as? String else { continue }
                    options.insert(kind == "short" ? "-\(text)" : "--\(text)")
                }
            }
            if !path.isEmpty { options.subtract(rootOptions) }
            commands.append(Command(path: path, options: options))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                if let name = sub["commandName"] as? String { visit(sub, path: path + [name]) }
            }
        }
        if let root = dump["command"] as? [String: Any] { visit(root, path: []) }
        return commands
    }

    /// Every rule broken, one line each.
    var problems: [String] {
        var problems: [String] = []
        let headings = page.headings
        for command in commands {
            guard let heading = headings.first(where: { $0.text == command.heading }) else {
                problems.append("`\(command.heading)` has no section '\(command.heading)' in \(page.path)")
                continue
            }
            let section = page.section(heading)
            let firstCells = section.tables.joined().compactMap(\.first)
            let named = Set(firstCells.flatMap(MarkdownPage.codeSpans).filter { $0.hasPrefix("-") })
            let allowed = command.path.isEmpty ? command.options.union(Self.builtInRootOptions) : command.options
            for option in command.options.subtracting(named).sorted() {
                problems.append("\(command.heading): \(option) is not in a row of its section")
            }
            for option in named.subtracting(allowed).sorted() {
                problems.append("\(command.heading): its section names \(option), which the command does not have")
            }
            let runs = section.codeBlocks("sh").joined(separator: "\n").split(separator: "\n")
                .contains { $0.hasPrefix(command.heading + " ") || $0 == command.heading }
            if !runs { problems.append("\(command.heading): no sh example in its section runs it") }
        }
        let paths = Set(commands.map(\.heading))
        for heading in headings where heading.text.hasPrefix("mockup") && !paths.contains(heading.text) {
            problems.append("\(page.path): '\(heading.text)' is not a command")
        }
        return problems
    }
}
