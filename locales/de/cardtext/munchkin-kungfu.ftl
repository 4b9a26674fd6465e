### Regeltext von Munchkin Kung Fu: Deutsch. Nur, was Kung Fu der Familie hinzufügt.


## Kartenarten

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

## Bedingungen

# source-hash: 348243090c6c
cond-has-style = du im { -style } { $style } kämpfst
    .negated = du nicht im { -style } { $style } kämpfst
# source-hash: 96bfa6fefef0
cond-hong-kong = ein { -hong-kong }-Monster am Kampf beteiligt ist
    .negated = kein { -hong-kong }-Monster am Kampf beteiligt ist
