"""Catalog upkeep with Babel: `python -m i18n extract | update | check | init LANG`.

- extract: write locales/<domain>.pot from the English tables in the code, one per domain.
- update:  extract, then bring every locales/<lang>/LC_MESSAGES/<domain>.po in step with it
           (new texts appear untranslated, changed English marks the old translation fuzzy;
           a new domain gets its catalogs).
- check:   exit 1 (and say why) when a catalog is stale or a translation is missing.
- init L:  start a catalog for a new language L from the template.
"""
import argparse
import sys

from . import LOCALES
from .catalogs import check, domains, extract_template, init_language, update_languages, write_template


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m i18n", description=__doc__.split("\n\n")[0],
                                     epilog="\n".join(__doc__.split("\n")[2:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="check", choices=("extract", "update", "check", "init"),
                        help="what to do (default: check)")
    parser.add_argument("lang", nargs="?", metavar="LANG", help="the new language, for init")
    args = parser.parse_args(argv)
    if (args.command == "init") != (args.lang is not None):
        parser.error("init takes a language, and only init does")
    return args


def main(argv):
    args = parse(argv)
    cmd = args.command
    if cmd == "extract":
        for domain in domains():
            write_template(extract_template(domain))
    elif cmd == "update":
        for domain in domains():
            template = extract_template(domain)
            write_template(template)
            update_languages(template)
    elif cmd == "init":
        for domain in domains():
            template = extract_template(domain)
            write_template(template)
            init_language(args.lang, template)
    else:
        problems = check()
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s) in the catalogs of {', '.join(LOCALES[1:])}")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
