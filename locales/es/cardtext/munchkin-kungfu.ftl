### Texto de reglas de Munchkin Kung Fu: español. Solo lo que Kung Fu añade a la familia.

## Tipos de carta

kind-trap = { -kind-trap }
kind-style = { -kind-style }
kind-double-strike = { -kind-double-strike }
kind-extra-style = { -kind-extra-style }
kind-fan = { -kind-fan }

## Condiciones

cond-has-style = luchas con el { -style } { $style }
    .negated = no luchas con el { -style } { $style }
cond-hong-kong = hay un monstruo de { -hong-kong } en el combate
    .negated = no hay ningún monstruo de { -hong-kong } en el combate
