### Card rules text of Munchkin Kung Fu: English. Only what Kung Fu adds to the family's
### messages (locales/en/cardtext/munchkin.ftl) or says otherwise.

## Kinds of card

kind-trap = { -kind-trap }
kind-style = { -kind-style }
kind-double-strike = { -kind-double-strike }
kind-extra-style = { -kind-extra-style }
kind-fan = { -kind-fan }

## Conditions

cond-has-style = you fight in the { $style } { -style }
    .negated = you do not fight in the { $style } { -style }
cond-hong-kong = a { -hong-kong } monster is in the combat
    .negated = no { -hong-kong } monster is in the combat
