"""The games' lines, written for Discord (a little markdown: **bold**, *italics*, `code`, names
escaped with backslashes), as safe HTML: every character escaped first, then only the few marks
Discord shows turned into tags, always closed. Nothing a member typed (a nickname) can open a tag,
a link or a script: names reach here escaped for Discord, and are escaped again for HTML.
"""
from __future__ import annotations

from html import escape

MARKS = (("**", "strong"), ("__", "u"), ("~~", "s"), ("*", "em"))


def inline(text):
    """One line (or a few) of Discord markdown as HTML; newlines become <br>."""
    text = str(text)
    out, open_tags, i, n = [], [], 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and not text[i + 1].isalnum() and not text[i + 1].isspace():
            out.append(escape(text[i + 1]))  # an escaped mark is the character itself
            i += 2
            continue
        if c == "`":
            end = text.find("`", i + 1)
            if end > i:
                out.append(f"<code>{escape(text[i + 1:end])}</code>")
                i = end + 1
                continue
        for mark, tag in MARKS:
            if text.startswith(mark, i):
                if tag in open_tags:  # close it, and whatever opened inside it
                    while open_tags:
                        inner = open_tags.pop()
                        out.append(f"</{inner}>")
                        if inner == tag:
                            break
                else:
                    open_tags.append(tag)
                    out.append(f"<{tag}>")
                i += len(mark)
                break
        else:
            out.append("<br>" if c == "\n" else escape(c))
            i += 1
    out += [f"</{tag}>" for tag in reversed(open_tags)]
    return "".join(out)


def lines(texts):
    """Several lines, each as HTML."""
    return [inline(t) for t in texts]
