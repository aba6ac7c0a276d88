"""A database setting as it may be shown: a postgresql:// URL's secrets hidden in logs, errors and
settings (an SQLite path is shown as it is)."""
from __future__ import annotations

from urllib.parse import unquote, unquote_plus


def is_postgres_url(database):
    return str(database).startswith(("postgresql://", "postgres://"))


# Parameters of a postgresql:// URL whose values are secrets, hidden wherever the URL is shown.
# `password` and `sslpassword` (the client key's password) are secrets themselves; so is any
# parameter whose name says so (a future or misspelt key). `passfile`, `sslkey`, `sslcert` and
# `sslrootcert` name files: they stay shown, since the path is what an operator needs to fix a
# start-up error and the secret stays in the file.
SECRET_PARAMETERS = ("password", "sslpassword")
SECRET_WORDS = ("pass", "secret", "token", "key")
PATH_PARAMETERS = ("passfile", "sslkey", "sslcert", "sslrootcert", "sslcrl")
HIDDEN = "***"


def _secret_parameter(name):
    name = name.strip().lower()
    return name in SECRET_PARAMETERS or (name not in PATH_PARAMETERS and any(w in name for w in SECRET_WORDS))


def _url_parts(text):
    """(scheme://, user info, rest after the @, query pairs) of a postgresql:// URL."""
    head, _, rest = text.partition("://")
    address, _, query = rest.partition("?")
    credentials, at, hosts = address.rpartition("@")  # a raw '@' in a password: the last one ends it
    return head, (credentials if at else None), (hosts if at else address), query


def secrets_in(database):
    """The secret values a database setting holds (as written and percent-decoded)."""
    text = str(database)
    if not is_postgres_url(text):
        return []
    _, credentials, _, query = _url_parts(text)
    found = []
    if credentials and ":" in credentials:
        found.append(credentials.partition(":")[2])
    for pair in query.split("&"):
        name, equals, value = pair.partition("=")
        if equals and _secret_parameter(unquote_plus(name)):
            found.append(value)
    return sorted({v for raw in found if raw for v in (raw, unquote_plus(raw), unquote(raw))}, key=len, reverse=True)


def masked(database):
    """The database as it may be shown (logs, errors, settings): every secret of a URL hidden,
    the password of its user part and every secret parameter, whatever its form."""
    text = str(database)
    if not is_postgres_url(text):
        return text
    head, credentials, hosts, query = _url_parts(text)
    shown = f"{head}://"
    if credentials is not None:
        user, has_password, _ = credentials.partition(":")
        shown += f"{user}:{HIDDEN}@" if has_password else f"{user}@"
    shown += hosts
    if query:
        pairs = []
        for pair in query.split("&"):
            name, equals, _ = pair.partition("=")
            pairs.append(f"{name}={HIDDEN}" if equals and _secret_parameter(unquote_plus(name)) else pair)
        shown += "?" + "&".join(pairs)
    return shown


def scrubbed(text, database):
    """`text` (an error's message, say) with every secret of the database setting hidden."""
    text = str(text)
    for secret in secrets_in(database):
        text = text.replace(secret, HIDDEN)
    return text

