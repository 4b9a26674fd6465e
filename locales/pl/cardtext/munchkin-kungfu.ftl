### Tekst zasad kart Munchkin Kung Fu: polski. Tylko to, co Kung Fu dodaje do rodziny.

## Rodzaje kart

kind-trap = { -kind-trap }
kind-style = { -kind-style }
kind-double-strike = { -kind-double-strike }
kind-extra-style = { -kind-extra-style }
kind-fan = { -kind-fan }

## Warunki

cond-has-style = walczysz w stylu { FORM($style, case: "gen") }
    .negated = nie walczysz w stylu { FORM($style, case: "gen") }
cond-hong-kong = w walce bierze udział { -hong-kong-monster }
    .negated = w walce nie bierze udziału żaden { -hong-kong-monster }
