"""Results and skill ratings of finished games (pure: no Discord, no database).

`standings` reads a finished game (places, points, where the points came from);
`model` rates free-for-all games with openskill's Plackett–Luce model. Storing them is
`ratings.results`; `python -m ratings rebuild DB` recomputes every stored rating.
"""
from .model import MU, SIGMA, Placing, Rating, bot_key, ordinal, ranked, rate_game, rebuild, user_key
from .standings import SeatResult, placings, player_key, standings

__all__ = ["MU", "SIGMA", "Placing", "Rating", "bot_key", "ordinal", "ranked", "rate_game", "rebuild", "user_key",
           "SeatResult", "placings", "player_key", "standings"]
