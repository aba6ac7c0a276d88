"""Owner-only maintenance: syncing the slash commands on purpose.

Mention the bot with `sync` (global), `sync guild` (copy to this server at once, for
testing) or `sync clear` (remove this server's copies). Message commands that mention
the bot need no privileged intent.
"""
import discord
from discord.ext import commands

from .messages import t


class Admin(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command(name="sync")
    @commands.is_owner()
    @commands.guild_only()
    async def sync(self, ctx, where: str = "global"):
        if where == "clear":
            self.bot.tree.clear_commands(guild=ctx.guild)
            await self.bot.tree.sync(guild=ctx.guild)
            await ctx.reply(t("sync.cleared"))
            return
        if where == "guild":
            self.bot.tree.copy_global_to(guild=ctx.guild)
            synced = await self.bot.tree.sync(guild=ctx.guild)
        else:
            synced = await self.bot.tree.sync()
        await ctx.reply(t("sync.done", n=len(synced), where=t("sync.guild" if where == "guild" else "sync.global")),
                        allowed_mentions=discord.AllowedMentions.none())

    @commands.Cog.listener()
    async def on_command_error(self, ctx, error):
        if isinstance(error, (commands.NotOwner, commands.CommandNotFound, commands.NoPrivateMessage)):
            return  # not for this member: stay silent rather than advertise owner commands


async def setup(bot):
    await bot.add_cog(Admin(bot))
