"""Where the spaces of a gear are: shared by the board, the zoomed gear view and the tests.

Positions go clockwise, from position 0 on the lower left, over the top, down to the last
visible space on the lower right; the hidden positions (under the board) are at the bottom.
"""
import math

from tzolkin import data as D


class GearGeom:
    def __init__(self, gear, cx, cy, scale=1.0):
        self.gear = gear
        self.cx, self.cy, self.scale = cx, cy, scale
        self.n = D.TEETH[gear]
        big = gear == D.CHICHEN
        self.rc = (112 if big else 84) * scale       # ring of worker cups
        self.cup = 22 * scale                         # cup radius (a worker is 2 * (cup - 2) wide)
        self.body = (138 if big else 110) * scale     # gear body
        self.tooth = 13 * scale                       # tooth length beyond the body
        self.badge_ring = self.body + self.tooth + 19 * scale
        self.badge = 15 * scale                       # space-number badge radius
        self.hub = self.rc - self.cup - 9 * scale
        self.worker = int(round(2 * (self.cup - 2)))
        last = D.LAST_SPACE[gear]
        self.hidden = list(range(last + 1, self.n))
        self.mid_hidden = (last + 1 + self.n - 1) / 2

    @property
    def step(self):
        return 360 / self.n

    def angle(self, pos):
        """Screen angle in degrees (0 = right, 90 = down) of a position."""
        return 90 + self.step * (pos - self.mid_hidden)

    def at(self, pos, radius):
        a = math.radians(self.angle(pos))
        return self.cx + radius * math.cos(a), self.cy + radius * math.sin(a)

    def cup_centre(self, pos):
        return self.at(pos, self.rc)

    def badge_centre(self, pos):
        return self.at(pos, self.badge_ring)

    def outer(self):
        """Radius of everything drawn for the gear (badges included)."""
        return self.badge_ring + self.badge
