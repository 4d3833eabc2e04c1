"""The Power player's estimate of what the rest of a sheet is worth, per
level, in 1/8 point (21 slots, power.SLOTS order): each slot's mean score
(W) and the spread of the seven upper slots' scores (S), a fixed point
of the player's own means; and each slot's share of the points the rest
of a game brings, fitted by least squares (R, the Expert's). Each level's
use of them: players/power_work.py, ``figures``. Written by
tools/fit_power.py; do not edit by hand."""

W = (15, 72, 124, 253, 337, 430, 351, 490, 443, 321, 274, 111, 492, 662, 495, 749, 390, 460, 492, 299, 36)
S = (19, 61, 102, 113, 131, 127, 146)
R = (110, 6, 258, 141, 358, 385, 363, 539, 463, 333, 252, 198, 443, 635, 574, 575, 387, 537, 174, 242, 224)
