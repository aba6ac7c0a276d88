def words(key, values=None, locale="en"):
    return f"{key} {values or ''}"
