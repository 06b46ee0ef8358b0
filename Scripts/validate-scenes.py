#!/usr/bin/python3
"""Validates scene files (YAML or JSON) against mockup's JSON Schema.

    mockup schema > mockup.schema.json
    Scripts/validate-scenes.py mockup.schema.json Fixtures/scenes/*.yaml
    Scripts/validate-scenes.py --json mockup.schema.json FILE...

The schema itself is first checked against the draft 2020-12 metaschema.
Each file is then read as mockup's loader reads it (libyaml, as Yams: YAML 1.1 scalars,
`yes`/`on` are booleans, `1e3` is a number, a date is text, every key is its
text, `on` included) and validated with jsonschema's Draft202012Validator.

One line a file: `FILE: valid`, `FILE: invalid: PATH: MESSAGE` (the most
relevant error, PATH written as mockup's diagnostics write key paths) or
`FILE: unreadable: MESSAGE` (not UTF-8, not YAML, a repeated key, a key that
is not a name). With --json, one JSON object instead:
{"schema": "valid", "files": [{"file", "outcome", "path", "message"}]}.

Exit status: 0 when every file is valid, 1 when some file is invalid or
unreadable, 2 on a usage error or a schema that is not a valid schema.

Needs Debian's python3-jsonschema and python3-yaml (`make deps`), hence
/usr/bin/python3 rather than whatever python3 comes first on PATH.
"""

import json
import math
import re
import sys

import jsonschema
import yaml

# The tags Yams resolves plain scalars to, in its order (Yams' Resolver.default).
YAMS_RESOLVERS = [
    ("tag:yaml.org,2002:bool", r"^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+"
                              r"|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$"),
    ("tag:yaml.org,2002:float", r"^(?:[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?"
                                r"|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    ("tag:yaml.org,2002:merge", r"^(?:<<)$"),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$"),
    ("tag:yaml.org,2002:timestamp", r"^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]"
                                    r"|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?"
                                    r":[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$"),
    ("tag:yaml.org,2002:value", r"^(?:=)$"),
]


def number(text):
    """The number mockup's loader reads from a scalar tagged int or float
    (NodeReader.numeric), or None: sexagesimal and non-finite values are not."""
    text = text.replace("_", "")
    if ":" in text:
        return None
    negative = text.startswith("-")
    digits = text[1:] if text[:1] in "+-" else text
    for prefix, radix in (("0x", 16), ("0o", 8), ("0b", 2)):
        if digits.startswith(prefix):
            try:
                magnitude = int(digits[2:], radix)
            except ValueError:
                return None
            return -magnitude if negative else magnitude
    try:
        return int(text, 10)
    except ValueError:
        pass
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


class SceneYAMLLoader(yaml.CSafeLoader):
    """PyYAML reading a document the way Yams composes it for mockup: libyaml
    parses it (Yams' parser too), then Yams' resolvers and the loader's
    reading of scalars apply."""

    yaml_implicit_resolvers = {}

    def construct_number(self, node):
        value = number(node.value)
        return node.value if value is None else value

    def construct_text(self, node):
        return node.value

    def construct_bool(self, node):
        return node.value.lower() in ("yes", "true", "on")

    def construct_mapping(self, node, deep=False):
        if not isinstance(node, yaml.MappingNode):
            raise yaml.constructor.ConstructorError(None, None, "expected a mapping", node.start_mark)
        mapping = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise yaml.constructor.ConstructorError(
                    None, None, "a key is a list or a mapping: keys are names", key_node.start_mark)
            key = key_node.value
            if key in mapping:
                raise yaml.constructor.ConstructorError(
                    None, None, f"duplicate key '{key}': each key may appear once in a mapping", key_node.start_mark)
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


for _tag, _pattern in YAMS_RESOLVERS:
    SceneYAMLLoader.add_implicit_resolver(_tag, re.compile(_pattern), None)
SceneYAMLLoader.add_constructor("tag:yaml.org,2002:int", SceneYAMLLoader.construct_number)
SceneYAMLLoader.add_constructor("tag:yaml.org,2002:float", SceneYAMLLoader.construct_number)
SceneYAMLLoader.add_constructor("tag:yaml.org,2002:bool", SceneYAMLLoader.construct_bool)
for _tag in ("timestamp", "merge", "value", "str"):
    SceneYAMLLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", SceneYAMLLoader.construct_text)


def key_path(path):
    """`screens.inbox.toolbarItems[2]`, as mockup's diagnostics name places."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += ("." if text else "") + str(part)
    return text


def shortened(message, limit=300):
    return message if len(message) <= limit else message[:limit - 1] + "…"


def check(validator, path):
    """(outcome, key path, message) for one file."""
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8")
    except OSError as error:
        return "unreadable", "", f"cannot read the file: {error.strerror}"
    except UnicodeDecodeError:
        return "unreadable", "", "the file is not UTF-8 text"
    try:
        document = yaml.load(text, Loader=SceneYAMLLoader)
    except yaml.YAMLError as error:
        return "unreadable", "", shortened(" ".join(str(error).split()))
    except RecursionError:
        return "unreadable", "", "nested too deep to read"
    error = jsonschema.exceptions.best_match(validator.iter_errors(document))
    if error is None:
        return "valid", "", ""
    return "invalid", key_path(error.absolute_path), shortened(error.message)


def main(arguments):
    as_json = "--json" in arguments
    arguments = [a for a in arguments if a != "--json"]
    if len(arguments) < 1 or any(a.startswith("-") for a in arguments):
        print("usage: validate-scenes.py [--json] SCHEMA FILE...", file=sys.stderr)
        return 2
    schema_path, files = arguments[0], arguments[1:]
    try:
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
    except (OSError, ValueError) as error:
        print(f"{schema_path}: error: cannot read the schema: {error}", file=sys.stderr)
        return 2
    except jsonschema.exceptions.SchemaError as error:
        print(f"{schema_path}: error: not a valid draft 2020-12 schema: {key_path(error.absolute_path)}: {error.message}",
              file=sys.stderr)
        return 2
    validator = jsonschema.Draft202012Validator(schema)
    results = []
    for path in files:
        outcome, where, message = check(validator, path)
        results.append({"file": path, "outcome": outcome, "path": where, "message": message})
    if as_json:
        print(json.dumps({"schema": "valid", "files": results}, indent=2, ensure_ascii=False))
    else:
        for r in results:
            if r["outcome"] == "valid":
                print(f"{r['file']}: valid")
            elif r["outcome"] == "invalid":
                print(f"{r['file']}: invalid: {r['path'] or '(the document)'}: {r['message']}")
            else:
                print(f"{r['file']}: unreadable: {r['message']}")
    return 0 if all(r["outcome"] == "valid" for r in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
