"""The rules in short, by topic: what `/teotihuacan rules` shows and `python -m teotihuacan rules
[topic] --lang fr` prints. Each topic has a title ("teo.topic.<x>") and a text ("teo.rules.<x>") in
the catalog domain `teotihuacan`, in English here and French and Italian in the catalogs. The texts
follow the rules summary and the components sheet's rulings (docs/games/teotihuacan.md, "Where
the sources are silent"); each fits one Discord embed.
"""
import i18n

TOPICS = ("overview", "turn", "worship", "actions", "power", "temples", "pyramid", "discoveries", "eclipse",
          "scoring", "setup", "teotibot", "seasons", "variants", "pictures")

EN = i18n.english({
    "teo.rules.title": "Teotihuacan rules: {topic}",
    "teo.rules.topics": "More topics with `/teotihuacan rules`: {topics}.",
    "teo.topic.overview": "Overview",
    "teo.topic.turn": "Your turn",
    "teo.topic.worship": "Worship",
    "teo.topic.actions": "Main actions",
    "teo.topic.power": "Power-ups and ascension",
    "teo.topic.temples": "Temples",
    "teo.topic.pyramid": "The pyramid",
    "teo.topic.discoveries": "Discovery tiles and masks",
    "teo.topic.eclipse": "Eclipses and salary",
    "teo.topic.scoring": "End of the game",
    "teo.topic.setup": "Starting tiles",
    "teo.topic.teotibot": "Solo against Teotibot",
    "teo.topic.seasons": "Seasons of Progress",
    "teo.topic.variants": "Variants",
    "teo.topic.pictures": "Reading the pictures",
    "teo.rules.overview":
        "Your workers are dice: their **power** (1 to 5) makes their actions stronger. They walk around eight "
        "action boards, clockwise, gathering **cocoa**, wood, stone and gold, worshipping at the temples, "
        "learning technologies and building the great **pyramid**.\n\n"
        "Three **eclipses** score the game: the **Avenue of the Dead**, the **pyramid track** and your **masks** "
        "pay each time, then you pay your workers' **salary** in cocoa. Climb the three **temples** for their "
        "rewards and for the bonus tiles near their top, scored at the end. The game ends after the third "
        "eclipse, or at the eclipse that follows the pyramid's completion; the most VP wins.",
    "teo.rules.turn":
        "On your turn, do **one** of two things:\n"
        "- **Unlock** all your locked workers, for free: that is your whole turn.\n"
        "- **Move** one unlocked worker 1 to 3 boards clockwise, then take **one** action there: **collect "
        "cocoa** (X + 1 cocoa), **worship**, or the board's **main action** (pay X cocoa).\n\n"
        "**X** is the number of different colours among the unlocked workers already on that board, yours "
        "included, the arriving worker not counted.\n\n"
        "At any moment of your turn you may pay 3 cocoa to unlock all your workers, and use discovery tiles. "
        "After the last player's turn the sun moves one space. In the bot, your turn is built step by step in "
        "a private panel; **Undo** takes back a step and **Confirm** ends it.",
    "teo.rules.worship":
        "Put the moving worker on the board's **worship space** (the Palace has three, one per royal tile; "
        "Forest, Stone Quarry, Gold Deposits and Decorations one each). If another player's worker is there, "
        "pay 1 cocoa to unlock it; never your own.\n\n"
        "Then choose: the space's **ability** or the **discovery tile** beside it (pay its cost), or both for "
        "1 more cocoa. The ability: on the Palace, the royal tile's effect, with the locked worker's power; "
        "elsewhere, one step on that board's temple (Decorations: any temple) with its reward. On the "
        "Palace the discovery tile can only be taken with the ability.\n\n"
        "The worker stays **locked**: it cannot move until you unlock it.",
    "teo.rules.actions":
        "**Forest, Stone Quarry, Gold Deposits**: your workers there (the arriving one counted) pick the row, "
        "the power of the weakest the column; take what the cell shows, then 1 power-up (2 with 3 workers or "
        "more).\n"
        "**Alchemy**: pay a technology's gold (1 or 2); one worker of power 1–3 reaches only the top row. "
        "Step on the temple of its column; each other player who already has that technology scores 3 VP. A "
        "technology works from your next action on, not on the one that takes it.\n"
        "**Nobles**: pay 2 wood, place the next building on the row of your worker count (a full row sends you "
        "up), score its VP and step on the Avenue.\n"
        "**Decorations**: pay 3, 2 or 1 gold (1, 2, 3+ workers), place a decoration on the pyramid: +3 VP, "
        "pyramid track +1, and its matches.\n"
        "**Construction**: place up to 1, 2 or 3 pyramid tiles (1, 2, 3+ workers), each paid by its level.\n"
        "Each ends with power-ups of your workers there. The **Palace** has no main action.",
    "teo.rules.power":
        "A **power-up** raises an unlocked worker's die by 1. Main actions give power-ups to your workers on "
        "that board.\n\n"
        "A worker reaching power 6 **ascends**: you step on the Avenue of the Dead, the die comes back to the "
        "Palace at power 1, you choose a reward of the **ascension wheel** (5 VP; 5 cocoa; a temple step; pay 3 "
        "cocoa for two temple steps; or your 4th worker, of power 3, with 2 cocoa) and the sun moves one "
        "space.\n\n"
        "Strong workers do more, but cost more salary: 1 cocoa at power 1–3, 2 at power 4–5.",
    "teo.rules.temples":
        "Three temples, **blue**, **red** and **green**. A step gives its printed reward at once: blue gives "
        "resources of your choice, red VP, green cocoa. Some steps hold discovery tiles: take one of them "
        "instead of the reward.\n\n"
        "Step 10 holds the temple's **bonus tile**: reaching it (or passing it) scores the tile at the end. "
        "The top step, 11, admits only one player and scores VP on every temple: 6 on the blue, 7 on the red, "
        "5 on the green. A step you cannot take is lost.",
    "teo.rules.pyramid":
        "The pyramid rises on an 8 × 8 grid in four levels: 16, 9, 4 tiles, then one at the top. A tile costs "
        "2 stone, plus 0, 1, 2 or 3 wood for levels 1 to 4, and pays 1, 3, 5 or 7 VP; an upper tile needs the "
        "four below it. Turn it as you like: each of its icons that lands on the same shape scores 1 VP, and a "
        "coloured (temple) icon also climbs its temple. Every tile placed moves you up the **pyramid track**.\n\n"
        "Decorations go on the spaces around the pyramid, from the bottom of each side up, with the same "
        "matches. The tile at the top completes the pyramid: the last eclipse comes.",
    "teo.rules.discoveries":
        "Discovery tiles are claimed at worship spaces, temple steps, the Avenue and some starting tiles, for "
        "the cost printed on them. Use one at any moment of your turn for its effect (resources, cocoa, VP, "
        "a temple or Avenue step, power-ups, a double or unlimited move, a virtual worker, or a payment of "
        "cocoa skipped); it is then used up.\n\n"
        "**Masks** are kept. At each eclipse every set of different masks scores: 1, 3, 6, 10, 15, 21 or 28 "
        "VP for 1 to 7 different masks.",
    "teo.rules.eclipse":
        "The sun moves after each round and after each ascension. When it reaches the moon (or the pyramid "
        "is complete) an **eclipse** is coming: the round is finished, one more round is played, then it "
        "scores, in this order:\n"
        "1. **Avenue**: each step × the lowest value still visible on the buildings row.\n"
        "2. **Pyramid track**: the leader +4 VP; each step × 4, 3 or 2 VP (1st, 2nd, 3rd eclipse); back to 0.\n"
        "3. **Masks**: each set of different masks.\n"
        "4. **Salary**: 1 cocoa per worker of power 1–3, 2 of power 4–5; each cocoa unpaid costs 3 VP.\n"
        "Then the sun starts again and the moon comes one space closer.",
    "teo.rules.scoring":
        "The game ends after the third eclipse, or at the eclipse that the pyramid's completion brings. Then "
        "every player scores the **bonus tile** of each temple where they reached step 10 or more.\n\n"
        "The most VP wins. Ties: the most cocoa, then the earlier in player order (with Dark Eclipse, the "
        "later). Against Teotibot you win only with more VP than it.",
    "teo.rules.setup":
        "Everyone is dealt 4 **starting tiles** and keeps 2, in secret; the choices are shown together. You "
        "gain what both show, and put your three workers (power 1) on three different boards among the four "
        "they name. A tile with the discovery icon offers the tile drawn for it, if you pay its cost. Your "
        "4th worker waits on the ascension wheel.\n\n"
        "Starting cocoa: 1 for the first player, 3 for the last, 2 for the others. At 2 and 3 players, "
        "**neutral** workers stand on some boards (they count in X) and are placed again after each eclipse.",
    "teo.rules.teotibot":
        "Alone, you play against **Teotibot**. It plays last and moves the sun. On its turn two dice pick one "
        "of the six action tiles of its pyramid (six of Construction, Decorations, Nobles, Alchemy, Mastery, "
        "Worship and Mask Collection); it pays no cocoa, skips the Palace when it moves and never pays a "
        "salary. When it holds 10 cocoa it trades them for VP.\n\n"
        "At the end it scores its goods and cocoa, its technologies and each temple bonus step it reached. "
        "You win only with more VP. Its difficulty (its workers' power, its goods, its VP for cocoa and for "
        "bonus steps) is chosen when the game is made.",
    "teo.rules.seasons":
        "With **Seasons of Progress**, a season tile is in force from the start; after the 1st and 2nd "
        "eclipses another one replaces it. Their effects: a cheaper salary; +2 VP an Avenue step; an ascended "
        "worker starting on any board; your own workers not counted in X; a paid second temple step; a "
        "richer pyramid track (5/4/3 VP); moves of 2 to 4 boards; or nothing (the blank season, which a "
        "game may leave out). The live board shows the season in force.",
    "teo.rules.variants":
        "- **First game**: the printed boards and a set-up for each seat instead of starting tiles.\n"
        "- **Draft**: starting tiles laid face up and taken in turn, there and back again.\n"
        "- **Dark Eclipse**: an eclipse comes right after the turn that brings it, and ties go to the later "
        "player in order.\n"
        "- **Variant pyramid**: at 2 or 3 players, the starting pyramid is one of the other layouts.",
    "teo.rules.pictures":
        "Every worker is a die: its **shape** and colour are its player's (a circle, a square, a diamond, a "
        "hexagon; Teotibot an octagon; neutral workers triangles), the number its power. A **lock** marks a "
        "worker on a worship space; a dark **ring** the dice of the player on turn.\n\n"
        "Temples have a symbol besides their colour: blue a **drop**, red a **flame**, green a **leaf**. On "
        "the pyramid the same symbols are its icons; a ringed one is a temple icon. A discovery tile shows "
        "what it gives, and its number (a mask's 1 to 7).",
}, domain="teotihuacan")


def topic_title(topic, locale="en"):
    return i18n.text(f"teo.topic.{topic}", locale)


def rules_text(topic, locale="en"):
    """A topic's text in `locale`; an unknown topic is a ValueError naming the known ones."""
    if topic not in TOPICS:
        raise ValueError(f"no rules topic {topic!r}: {', '.join(TOPICS)}")
    return i18n.text(f"teo.rules.{topic}", locale)


def rules_page(topic, locale="en"):
    """Title, text and the other topics' line, as `/teotihuacan rules` shows them."""
    title = i18n.text("teo.rules.title", locale, topic=topic_title(topic, locale))
    others = i18n.text("teo.rules.topics", locale, topics=", ".join(topic_title(t, locale) for t in TOPICS
                                                                     if t != topic))
    return title, rules_text(topic, locale), others
