### Tekst zasad kart Munchkin Kung Fu: polski. Tylko to, co Kung Fu dodaje do rodziny.


## Rodzaje kart

# source-hash: cdbc1efc11bc
kind-trap = { -kind-trap }
# source-hash: fd11e27454cc
kind-style = { -kind-style }
# source-hash: 0959bdd695e3
kind-double-strike = { -kind-double-strike }
# source-hash: 4558157dfd57
kind-extra-style = { -kind-extra-style }
# source-hash: 31b833343fdd
kind-fan = { -kind-fan }

## Warunki

# source-hash: 348243090c6c
cond-has-style = walczysz w stylu { FORM($style, case: "gen") }
    .negated = nie walczysz w stylu { FORM($style, case: "gen") }
# source-hash: 96bfa6fefef0
cond-hong-kong = w walce bierze udział potwór z { -hong-kong(case: "gen") }
    .negated = w walce nie bierze udziału żaden potwór z { -hong-kong(case: "gen") }
