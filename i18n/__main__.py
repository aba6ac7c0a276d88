"""Catalog upkeep with Babel: `python -m i18n extract | update | check | init LANG`.

- extract: write locales/<domain>.pot from the English tables in the code, one per domain.
- update:  extract, then bring every locales/<lang>/LC_MESSAGES/<domain>.po in step with it
           (new texts appear untranslated, changed English marks the old translation fuzzy;
           a new domain gets its catalogs).
- check:   exit 1 (and say why) when a catalog is stale or a translation is missing.
- init L:  start a catalog for a new language L from the template.
"""
import sys

from . import LOCALES
from .catalogs import check, domains, extract_template, init_language, update_languages, write_template


def main(argv):
    cmd = argv[0] if argv else "check"
    if cmd == "extract":
        for domain in domains():
            write_template(extract_template(domain))
    elif cmd == "update":
        for domain in domains():
            template = extract_template(domain)
            write_template(template)
            update_languages(template)
    elif cmd == "init" and len(argv) == 2:
        for domain in domains():
            template = extract_template(domain)
            write_template(template)
            init_language(argv[1], template)
    elif cmd == "check":
        problems = check()
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s) in the catalogs of {', '.join(LOCALES[1:])}")
        return 1 if problems else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
