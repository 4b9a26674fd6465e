### Regeltext von Munchkin Kung Fu: Deutsch. Nur, was Kung Fu der Familie hinzufügt.

## Kartenarten

kind-trap = { -kind-trap }
kind-style = { -kind-style }
kind-double-strike = { -kind-double-strike }
kind-extra-style = { -kind-extra-style }
kind-fan = { -kind-fan }

## Bedingungen

cond-has-style = du im { -style } { $style } kämpfst
    .negated = du nicht im { -style } { $style } kämpfst
cond-hong-kong = ein { -hong-kong }-Monster am Kampf beteiligt ist
    .negated = kein { -hong-kong }-Monster am Kampf beteiligt ist
