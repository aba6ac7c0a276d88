"""Discord's limits on the texts a message carries, and the tally of texts measured against them
(the conformance suite measures every game's texts, the panel-limit tests every Tzolk'in option's)."""
from collections import Counter

# Discord's limits: a select option's label and description, a button's label, a placeholder, a
# message, an embed's parts; a component's custom id.
SELECT_TEXT, BUTTON_LABEL, PLACEHOLDER, CONTENT, OPTIONS = 100, 80, 150, 2000, 25
EMBED = {"title": 256, "description": 4096, "field name": 256, "field value": 1024, "footer": 2048, "total": 6000}


class Tally:
    """Texts measured and texts over Discord's limit, by (language, what)."""

    def __init__(self):
        self.seen, self.over, self.examples = Counter(), Counter(), {}

    def check(self, lang, what, text, limit):
        self.seen[lang, what] += 1
        if text is not None and len(text) > limit:
            self.over[lang, what] += 1
            self.examples.setdefault((lang, what), f"{len(text)} > {limit}: {text}")

    def embed(self, lang, what, embed):
        self.check(lang, f"{what} title", embed.title, EMBED["title"])
        self.check(lang, f"{what} description", embed.description, EMBED["description"])
        for f in embed.fields:
            self.check(lang, f"{what} field name", f.name, EMBED["field name"])
            self.check(lang, f"{what} field value", f.value, EMBED["field value"])
        self.check(lang, f"{what} footer", embed.footer.text, EMBED["footer"])
        self.seen[lang, f"{what} total"] += 1
        if len(embed) > EMBED["total"]:
            self.over[lang, f"{what} total"] += 1

    def report(self, title):
        print(f"\n{title}: {sum(self.seen.values())} texts measured, {sum(self.over.values())} over Discord's limits")
        for key, example in sorted(self.examples.items()):
            print(f"  e.g. {key}: {example}")

    def problems(self):
        return "\n".join(f"{k}: {v}" for k, v in sorted(self.examples.items()))
