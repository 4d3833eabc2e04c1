"""The pictures: the dice sheet, Jackpot's and Word's tiles, the battery
gauge (drawn once, then only their tile indexes change)."""
