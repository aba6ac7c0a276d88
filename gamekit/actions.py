"""Actions as the engines write them: a kind and up to a few arguments joined by ":"
(`place:tikal`, `res:1:0:2`), the string a record stores and a button carries. An engine's Action
is a NamedTuple of its own (its fields say how many arguments it takes) that writes itself with
`written` and reads a string back with `read`; numbers come back as ints."""
import re

Arg = str | int | None
NUMBER = re.compile(r"-?[0-9]{1,9}")


def written(action):
    """The canonical string of an action: its parts that are not None, joined by ":"."""
    return ":".join(str(x) for x in action if x is not None)


def read(cls, text, refusal, longest=None, part=None, number=NUMBER, spelling=None, numeric_kind=True):
    """The `cls` action written `text` (an action of `cls` is already one). A text with an empty
    part, more parts than `cls` has fields, longer than `longest` characters or with a part that
    `part` (a pattern) does not match raises `refusal(shown)`, the engine's error naming the text
    (cut to `longest`). A part that `number` matches is an int (the kind too, unless not
    `numeric_kind`); an engine that spells its parts one way gives `spelling(parts) -> parts`."""
    if isinstance(text, cls):
        return text
    parts = str(text).strip().split(":")
    if "" in parts or len(parts) > len(cls._fields) or (longest is not None and len(str(text)) > longest) or \
            (part is not None and not all(part.fullmatch(p) for p in parts)):
        raise refusal(str(text)[:longest])
    if spelling:
        parts = spelling(parts)
    values = [int(p) if number.fullmatch(p) else p for p in parts]
    if not numeric_kind:
        values[0] = parts[0]
    return cls(*values)
