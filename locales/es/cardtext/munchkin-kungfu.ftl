### Texto de reglas de Munchkin Kung Fu: español. Solo lo que Kung Fu añade a la familia.


## Tipos de carta

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

## Condiciones

# source-hash: 348243090c6c
cond-has-style = luchas con el { -style } { $style }
    .negated = no luchas con el { -style } { $style }
# source-hash: 96bfa6fefef0
cond-hong-kong = hay un monstruo de { -hong-kong } en el combate
    .negated = no hay ningún monstruo de { -hong-kong } en el combate
