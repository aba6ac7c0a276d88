"""What several test files share, kept out of the test files themselves so that no test file imports
another: the simulated Discord's world and fixtures (discord_world), games played through the table
for the web pages (web_table) and a headless browser (web_browser), exact engine positions
(tzolkin_situations, teo_situations), the toy game's moves on Discord (toy_discord), Count, gamekit's
tiny game (count_game), games kept in storage (stored_games) and Discord's limits on texts
(discord_limits). Nothing here is collected as a test."""
