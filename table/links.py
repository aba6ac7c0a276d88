"""The games' unguessable links: `/g/<game>/<key>/`, where the key is an HMAC of the game's number
with the secret (TABLE_WEB_SECRET). Nothing else opens a game's pages: the number alone is not
enough, a key is compared in constant time, and a new secret makes every earlier key wrong (every
link posted so far leads nowhere). The bot posts a game's link only in that game's thread or to a
member who can see it, so a game in a private channel stays private.
"""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets

KEY_CHARS = 32  # hex digits of the HMAC-SHA256 kept: 128 bits
KEY = re.compile(rf"[0-9a-f]{{{KEY_CHARS}}}")
NUMBER = re.compile(r"[1-9][0-9]{0,17}")  # a game's number as a link writes it: no sign, no leading 0
PAGES = ("", "replay", "log")  # the pages a link may lead to (the game page is "")


def new_secret():
    """A secret good for TABLE_WEB_SECRET."""
    return secrets.token_urlsafe(32)


def key(secret, game_id):
    """The key of a game's links under this secret."""
    mac = hmac.new(str(secret).encode("utf-8"), f"game:{int(game_id)}".encode("ascii"), hashlib.sha256)
    return mac.hexdigest()[:KEY_CHARS]


def opens(secret, game_text, key_text):
    """The game number a link's two parts open, or None (a bad, old or forged link)."""
    if not secret or not NUMBER.fullmatch(game_text or "") or not KEY.fullmatch(key_text or ""):
        return None
    game_id = int(game_text)
    return game_id if hmac.compare_digest(key(secret, game_id), key_text) else None


def path(secret, game_id, page=""):
    """The path of a game's page: "/g/12/<key>/" or "/g/12/<key>/replay"."""
    if page not in PAGES:
        raise ValueError(f"no such page: {page!r}")
    return f"/g/{int(game_id)}/{key(secret, game_id)}/{page}"


def url(base_url, secret, game_id, page=""):
    """The public address of a game's page, or None when the links are not configured."""
    if not base_url or not secret:
        return None
    return f"{base_url.rstrip('/')}{path(secret, game_id, page)}"
