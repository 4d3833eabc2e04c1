"""What an upper bonus is worth before it is decided, for the players'
estimates of a sheet (Power, Word): the upper total so far plus a normal
spread of what the open upper boxes still bring, against the bonus tiers.
Integers only (a move allocates no floats)."""

# Phi(z) x 255 for z = -4 .. 4 in steps of 1/8
_PHI = (b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x02\x02\x03\x04"
        b"\x06\x08\n\r\x11\x16\x1b!(1:DOZfs\x80\x8c\x99\xa5\xb0\xbb\xc5\xce\xd7\xde"
        b"\xe4\xe9\xee\xf2\xf5\xf7\xf9\xfb\xfc\xfd\xfd\xfe\xfe\xfe\xff\xff\xff\xff"
        b"\xff\xff\xff\xff\xff")


def bonus_worth(tiers, u, mu, sd, unit):
    """The bonus's worth in 1/unit point at upper total ``u`` (points),
    the open upper boxes bringing ``mu`` (1/unit point) give or take
    ``sd`` (1/unit point; 0: exactly mu). ``tiers``: (total reached, points
    that tier adds) pairs."""
    v = 0
    for at, add in tiers:
        if sd <= 0:
            if u * unit + mu >= at * unit:
                v += add * 255
        else:
            z = (8 * ((at - u) * unit - unit // 2 - mu)) // sd
            v += add * (255 - _PHI[32 + (z if -32 <= z <= 32 else (-32 if z < 0 else 32))])
    return v * unit // 255


def isqrt(n):
    """Integer square root."""
    if n <= 0:
        return 0
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
