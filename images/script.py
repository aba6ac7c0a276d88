"""Text in any script, as the pictures lay it out: pure Unicode, no fonts (images/pen.py draws it).

Players name themselves in any script: right to left (Hebrew, Arabic), with combining marks
(Hebrew points, Arabic vowels), with emoji. What every game's pictures need of Unicode is here:

- `graphemes(text)`: the user-perceived characters (a letter and its marks, an emoji and its
  modifiers, a flag), the units a name is shortened by and reversed by;
- `clean(name)`: a player's own text made fit for a picture (controls out, spaces collapsed, one
  composed form), and `isolate(name)`: it wrapped in FSI ... PDI, so that in a sentence it is laid
  out as a run of its own whatever its direction (Unicode's advice for text inserted in a message);
- `plain(text)`: a text without those marks, as the tests read it;
- `levels(text)`: Unicode's bidirectional algorithm (UAX #9) for one line whose only explicit
  formatting is isolates (what these pictures write): each character's embedding level;
- `visual(items, levels)`: the items (graphemes, runs) in the order they are drawn, left to right;
- `joined(text)`: Arabic letters in their joining forms (initial, medial, final, isolated), for a
  machine whose Pillow lacks libraqm's shaping; `mirrored(ch)`: a bracket as drawn right to left.

Left out, as no name needs it: bracket pairs (N0) and explicit embeddings and overrides, which
`clean` removes from names (the pictures isolate names themselves).
"""
import unicodedata
from functools import lru_cache

FSI, PDI, ZWJ = "\u2068", "\u2069", "\u200d"
# Names from several scripts that every game's galleries and picture tests draw: Arabic and Hebrew
# (with its points), right to left; Latin with emoji; a long one (a Discord name may have 32).
WORLD_NAMES = ["محمد عبدالله", "שָׁלוֹם", "Zoë 🎲🐍", "Chiara-Benedetta Montefeltro"]
ELLIPSIS = "…"
ISOLATES = {"LRI", "RLI", "FSI"}
STRONG = {"L": 0, "R": 1, "AL": 1}
# Neutral and isolate types that rules N1 and N2 resolve from their surroundings.
NEUTRAL = {"B", "S", "WS", "ON", "LRI", "RLI", "FSI", "PDI"}
# Explicit embeddings and overrides, and boundary neutrals: removed by rule X9 (no name needs them).
REMOVED = {"LRE", "RLE", "LRO", "RLO", "PDF", "BN"}
MAX_DEPTH = 125


# --- graphemes ---------------------------------------------------------------------------------

def _extends(ch):
    """Whether ch belongs to the grapheme before it (UAX #29's Extend, SpacingMark and ZWJ, and the
    emoji modifiers): marks, variation selectors, tags, skin tones."""
    return (unicodedata.category(ch) in ("Mn", "Me", "Mc") or ch in (ZWJ, "\u200c")
            or "\U0001f3fb" <= ch <= "\U0001f3ff" or "\U000e0020" <= ch <= "\U000e007f")


# Characters only a colour emoji font or the layout itself uses: joiners, variation selectors, tags,
# skin tones, bidi marks and isolates. Never drawn as glyphs (a monochrome font has none for them).
IGNORABLE = ((0x200B, 0x200F), (0x061C, 0x061C), (0x202A, 0x202E), (0x2066, 0x2069), (0xFE00, 0xFE0F),
             (0x1F3FB, 0x1F3FF), (0xE0000, 0xE0FFF))


def ignorable(ch):
    cp = ord(ch)
    return any(a <= cp <= b for a, b in IGNORABLE)


def _regional(ch):
    return "\U0001f1e6" <= ch <= "\U0001f1ff"


def graphemes(text):
    """text cut into extended grapheme clusters (the rules names need: marks and modifiers stay
    with their base, an emoji joined by ZWJ to the next one is one, two regional indicators are one
    flag)."""
    out = []
    for ch in text:
        last = out[-1] if out else ""
        if last and last not in (FSI, PDI) and (_extends(ch) or last.endswith(ZWJ)
                     or (_regional(ch) and _regional(last[-1]) and len(last) == 1)):
            out[-1] = last + ch
        else:
            out.append(ch)
    return out


# --- names -------------------------------------------------------------------------------------

def _invisible(ch):
    """A control or format character a name may carry that no picture draws: its own bidi controls
    (the pictures isolate names themselves), tags, other formats; ZWJ and ZWNJ stay (they join
    emoji and keep Persian letters apart)."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs") and ch not in (ZWJ, "\u200c") \
        and not "\U000e0020" <= ch <= "\U000e007f"


def clean(name):
    """A player's own text as a picture prints it: one composed form (a letter and its accent are
    one character where Unicode has it), invisible controls out, white space one space."""
    name = unicodedata.normalize("NFC", name)
    return " ".join("".join(" " if ch.isspace() else "" if _invisible(ch) else ch for ch in name).split())


def isolate(text):
    """text as a run of its own in the sentence it is put in (first strong character's direction)."""
    return f"{FSI}{text}{PDI}" if text else ""


def plain(text):
    """text without the isolates the pictures put around names."""
    return text.replace(FSI, "").replace(PDI, "")


# --- the bidirectional algorithm ---------------------------------------------------------------

def bidi_class(ch):
    return unicodedata.bidirectional(ch) or "L"


def _first_strong(types, start, end):
    """The direction (0 or 1) of the first strong type in types[start:end], skipping isolates (rules
    P2, P3); None when there is none."""
    depth = 0
    for t in types[start:end]:
        if t in ISOLATES:
            depth += 1
        elif t == "PDI" and depth:
            depth -= 1
        elif depth == 0 and t in STRONG:
            return STRONG[t]
    return None


def _matching_pdis(types):
    """{isolate initiator's index: its matching PDI's index} (BD9)."""
    stack, pairs = [], {}
    for i, t in enumerate(types):
        if t in ISOLATES:
            stack.append(i)
        elif t == "PDI" and stack:
            pairs[stack.pop()] = i
    return pairs


def _explicit(types, para, pairs):
    """Each character's embedding level from the isolates (rules X1-X8, isolates only)."""
    out, stack, overflow = [], [para], 0
    for i, t in enumerate(types):
        if t in ISOLATES:
            out.append(stack[-1])
            rtl = t == "RLI" or (t == "FSI" and _first_strong(types, i + 1, pairs.get(i, len(types))) == 1)
            level = (stack[-1] + 1) | 1 if rtl else (stack[-1] + 2) & ~1
            if level <= MAX_DEPTH and not overflow:
                stack.append(level)
            else:
                overflow += 1
        elif t == "PDI":
            if overflow:
                overflow -= 1
            elif len(stack) > 1:
                stack.pop()
            out.append(stack[-1])
        else:
            out.append(stack[-1])
    return out


def _sequences(kept, lv, types, pairs):
    """The isolating run sequences (BD13): lists of indices, a run ending with an isolate initiator
    continued by the run that starts with its matching PDI."""
    runs, start = [], 0
    for k in range(1, len(kept) + 1):
        if k == len(kept) or lv[kept[k]] != lv[kept[k - 1]]:
            runs.append(kept[start:k])
            start = k
    sequences, waiting = [], {}
    for run in runs:
        seq = waiting.pop(run[0], None) if types[run[0]] == "PDI" else None
        if seq is None:
            seq = []
            sequences.append(seq)
        seq.extend(run)
        if types[run[-1]] in ISOLATES and run[-1] in pairs:
            waiting[pairs[run[-1]]] = seq
    return sequences


def _weak(seq, t, sos):
    """Rules W1-W7 on one sequence's types (t, a list aligned with seq)."""
    for k, x in enumerate(t):  # W1: a mark takes the type before it
        if x == "NSM":
            t[k] = sos if k == 0 else "ON" if t[k - 1] in ISOLATES | {"PDI"} else t[k - 1]
    strong = sos
    for k, x in enumerate(t):  # W2, W3
        if x in STRONG:
            strong = x
            if x == "AL":
                t[k] = "R"
        elif x == "EN" and strong == "AL":
            t[k] = "AN"
    for k in range(1, len(t) - 1):  # W4
        if t[k] == "ES" and t[k - 1] == t[k + 1] == "EN":
            t[k] = "EN"
        elif t[k] == "CS" and t[k - 1] == t[k + 1] and t[k - 1] in ("EN", "AN"):
            t[k] = t[k - 1]
    k = 0
    while k < len(t):  # W5: terminators beside European numbers
        if t[k] == "ET":
            end = k
            while end < len(t) and t[end] == "ET":
                end += 1
            if (k and t[k - 1] == "EN") or (end < len(t) and t[end] == "EN"):
                t[k:end] = ["EN"] * (end - k)
            k = end
        else:
            k += 1
    for k, x in enumerate(t):  # W6
        if x in ("ES", "ET", "CS"):
            t[k] = "ON"
    strong = sos
    for k, x in enumerate(t):  # W7
        if x in ("L", "R"):
            strong = x
        elif x == "EN" and strong == "L":
            t[k] = "L"


def _neutral(t, level, sos, eos):
    """Rules N1, N2: a run of neutrals between two of one direction takes it, else the embedding's."""
    side = lambda x: "R" if x in ("R", "EN", "AN") else x  # noqa: E731
    k = 0
    while k < len(t):
        if t[k] not in NEUTRAL:
            k += 1
            continue
        end = k
        while end < len(t) and t[end] in NEUTRAL:
            end += 1
        before = side(t[k - 1]) if k else sos
        after = side(t[end]) if end < len(t) else eos
        t[k:end] = [before if before == after else "LR"[level & 1]] * (end - k)
        k = end


@lru_cache(maxsize=4096)
def levels(text):
    """Each character's resolved embedding level in one line of text (UAX #9 with isolates only),
    trailing white space and isolates at the paragraph's level (L1). The paragraph's direction is
    its first strong character's outside isolates, left to right when there is none."""
    types = [bidi_class(ch) for ch in text]
    para = _first_strong(types, 0, len(types)) or 0
    pairs = _matching_pdis(types)
    lv = _explicit(types, para, pairs)
    kept = [i for i, t in enumerate(types) if t not in REMOVED]
    resolved = list(lv)
    for seq in _sequences(kept, lv, types, pairs):
        level = lv[seq[0]]
        before = next((lv[i] for i in reversed(kept) if i < seq[0]), para)
        after = para if types[seq[-1]] in ISOLATES else next((lv[i] for i in kept if i > seq[-1]), para)
        sos, eos = "LR"[max(level, before) & 1], "LR"[max(level, after) & 1]
        t = [types[i] for i in seq]
        _weak(seq, t, sos)
        _neutral(t, level, sos, eos)
        for i, x in zip(seq, t, strict=True):  # I1, I2
            if level & 1:
                resolved[i] = level + (x in ("L", "EN", "AN"))
            else:
                resolved[i] = level + {"R": 1, "AN": 2, "EN": 2}.get(x, 0)
    for i in range(len(text) - 1, -1, -1):  # L1: trailing white space and isolates
        if types[i] not in {"WS", "FSI", "LRI", "RLI", "PDI"} | REMOVED:
            break
        resolved[i] = para
    for i, t in enumerate(types):  # removed characters take their neighbour's level
        if t in REMOVED:
            resolved[i] = resolved[i - 1] if i else para
    return tuple(resolved)


def visual(items, item_levels):
    """items (graphemes, runs) in drawing order, left to right (rule L2): from the highest level to
    the lowest odd one, every stretch at that level or above reversed."""
    order = list(range(len(items)))
    for level in range(max(item_levels, default=0), 0, -1):  # a line's lowest level is 0 or 1
        k = 0
        while k < len(order):
            if item_levels[order[k]] >= level:
                end = k
                while end < len(order) and item_levels[order[end]] >= level:
                    end += 1
                order[k:end] = order[k:end][::-1]
                k = end
            else:
                k += 1
    return [items[i] for i in order]


# --- right to left without libraqm --------------------------------------------------------------

MIRRORS = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹", strict=True))


def mirrored(ch):
    """The character drawn for ch in a right-to-left run (rule L4)."""
    return MIRRORS.get(ch, ch)


# Arabic letters' presentation forms: (isolated, final, initial, medial); a letter with two forms
# joins only the letter before it (alef, dal, reh, waw...). Hamza joins none. Persian letters too.
ARABIC_FORMS = {
    0x0621: (0xFE80,), 0x0622: (0xFE81, 0xFE82), 0x0623: (0xFE83, 0xFE84), 0x0624: (0xFE85, 0xFE86),
    0x0625: (0xFE87, 0xFE88), 0x0626: (0xFE89, 0xFE8A, 0xFE8B, 0xFE8C), 0x0627: (0xFE8D, 0xFE8E),
    0x0628: (0xFE8F, 0xFE90, 0xFE91, 0xFE92), 0x0629: (0xFE93, 0xFE94),
    0x062A: (0xFE95, 0xFE96, 0xFE97, 0xFE98), 0x062B: (0xFE99, 0xFE9A, 0xFE9B, 0xFE9C),
    0x062C: (0xFE9D, 0xFE9E, 0xFE9F, 0xFEA0), 0x062D: (0xFEA1, 0xFEA2, 0xFEA3, 0xFEA4),
    0x062E: (0xFEA5, 0xFEA6, 0xFEA7, 0xFEA8), 0x062F: (0xFEA9, 0xFEAA), 0x0630: (0xFEAB, 0xFEAC),
    0x0631: (0xFEAD, 0xFEAE), 0x0632: (0xFEAF, 0xFEB0), 0x0633: (0xFEB1, 0xFEB2, 0xFEB3, 0xFEB4),
    0x0634: (0xFEB5, 0xFEB6, 0xFEB7, 0xFEB8), 0x0635: (0xFEB9, 0xFEBA, 0xFEBB, 0xFEBC),
    0x0636: (0xFEBD, 0xFEBE, 0xFEBF, 0xFEC0), 0x0637: (0xFEC1, 0xFEC2, 0xFEC3, 0xFEC4),
    0x0638: (0xFEC5, 0xFEC6, 0xFEC7, 0xFEC8), 0x0639: (0xFEC9, 0xFECA, 0xFECB, 0xFECC),
    0x063A: (0xFECD, 0xFECE, 0xFECF, 0xFED0), 0x0641: (0xFED1, 0xFED2, 0xFED3, 0xFED4),
    0x0642: (0xFED5, 0xFED6, 0xFED7, 0xFED8), 0x0643: (0xFED9, 0xFEDA, 0xFEDB, 0xFEDC),
    0x0644: (0xFEDD, 0xFEDE, 0xFEDF, 0xFEE0), 0x0645: (0xFEE1, 0xFEE2, 0xFEE3, 0xFEE4),
    0x0646: (0xFEE5, 0xFEE6, 0xFEE7, 0xFEE8), 0x0647: (0xFEE9, 0xFEEA, 0xFEEB, 0xFEEC),
    0x0648: (0xFEED, 0xFEEE), 0x0649: (0xFEEF, 0xFEF0), 0x064A: (0xFEF1, 0xFEF2, 0xFEF3, 0xFEF4),
    0x067E: (0xFB56, 0xFB57, 0xFB58, 0xFB59), 0x0686: (0xFB7A, 0xFB7B, 0xFB7C, 0xFB7D),
    0x0698: (0xFB8A, 0xFB8B), 0x06A9: (0xFB8E, 0xFB8F, 0xFB90, 0xFB91),
    0x06AF: (0xFB92, 0xFB93, 0xFB94, 0xFB95), 0x06CC: (0xFBFC, 0xFBFD, 0xFBFE, 0xFBFF),
}
# Lam followed by an alef is one ligature: (isolated, final).
LAM_ALEF = {0x0622: (0xFEF5, 0xFEF6), 0x0623: (0xFEF7, 0xFEF8), 0x0625: (0xFEF9, 0xFEFA), 0x0627: (0xFEFB, 0xFEFC)}
TATWEEL = 0x0640  # joins on both sides and has one form


def _joins_next(cp):
    return cp == TATWEEL or len(ARABIC_FORMS.get(cp, ())) == 4


def _joins_prev(cp):
    return cp == TATWEEL or len(ARABIC_FORMS.get(cp, ())) >= 2


def joined(text):
    """text (logical order) with every Arabic letter in the form its neighbours give it; marks are
    transparent (a letter joins across its vowels)."""
    cps = [ord(ch) for ch in text]
    letters = [i for i, cp in enumerate(cps) if unicodedata.category(chr(cp)) not in ("Mn", "Me")]
    out = list(text)
    for k, i in enumerate(letters):
        cp = cps[i]
        prev = cps[letters[k - 1]] if k else None
        nxt = cps[letters[k + 1]] if k + 1 < len(letters) else None
        after_lam = prev == 0x0644 and cp in LAM_ALEF
        if cp == 0x0644 and nxt in LAM_ALEF:
            ligature = LAM_ALEF[nxt][1 if prev is not None and _joins_next(prev) else 0]
            out[i], out[letters[k + 1]] = chr(ligature), ""
        elif cp in ARABIC_FORMS and not after_lam:
            forms = ARABIC_FORMS[cp]
            before = prev is not None and _joins_next(prev) and _joins_prev(cp)
            after = nxt is not None and _joins_next(cp) and _joins_prev(nxt)
            form = {(False, False): 0, (True, False): 1, (False, True): 2, (True, True): 3}[(before, after)]
            out[i] = chr(forms[form] if form < len(forms) else forms[form - 2])
    return "".join(out)
