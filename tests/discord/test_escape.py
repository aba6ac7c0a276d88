"""The one escaping module (cogs/escape.py): a member's text, wherever it lands in a message,
renders as the text typed, never as markdown, a link, a mention or the end of a code block.
The whole bot's messages are checked in tests/discord/test_names.py."""
import pytest

from cogs import escape


@pytest.mark.parametrize("where, function", [("plain", escape.plain), ("embed", escape.embed)])
@pytest.mark.parametrize("text", ["<@1>", "@everyone", "[x](https://e.co)", "x](https://e.co)", "**b** ||s||",
                                  "```x```", "# big", "<t:0:R>", "https://e.co", "<#12>", "-# small"])
def test_member_text_renders_as_text_where_markdown_is_read(where, function, text):
    out = function(text)
    assert "<@" not in out and "@everyone" not in out and "<#" not in out and "<t:" not in out
    assert "](" not in out and "://" not in out and "```" not in out
    assert out.replace("\\", "").replace("\u200b", "") == text  # what is read is what was typed


@pytest.mark.parametrize("text", ["```", "`", "a`b", "````x", "[x](https://e.co)"])
def test_member_text_cannot_end_a_code_block(text):
    out = escape.code(text)
    assert "`" not in out and len(out) == len(text)


@pytest.mark.parametrize("text", ["<@1234>", "@everyone", "see https://e.co", "**b** ||s|| `c`"])
def test_member_text_in_a_pictures_description_is_read_as_written_and_links_nothing(text):
    said = escape.description(text)
    assert said.replace(escape.ZWSP, "") == text  # a screen reader reads the name, not escapes
    assert not any(whole in said for whole in ("<@", "@everyone", "://"))
