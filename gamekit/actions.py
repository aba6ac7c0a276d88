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


def read(cls, text, refusal, longest=None):
    """The `cls` action written `text` (an action of `cls` is already one). A text with an empty
    part, more parts than `cls` has fields, or longer than `longest` characters raises
    `refusal(shown)`, the engine's error naming the text (cut to `longest`)."""
    if isinstance(text, cls):
        return text
    parts = str(text).strip().split(":")
    if "" in parts or len(parts) > len(cls._fields) or (longest is not None and len(str(text)) > longest):
        raise refusal(str(text)[:longest])
    return cls(*(int(p) if NUMBER.fullmatch(p) else p for p in parts))
