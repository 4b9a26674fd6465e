### Texto de reglas de las cartas de la familia Munchkin: español.
### Formas de $case que usan las frases anidadas: "bare" (la cantidad sin "tu"), "sg", "pl", "indef".


## Tipos de carta

# source-hash: d9797365af2e
kind-monster = { -kind-monster }
# source-hash: 1d9567158348
kind-curse = { -kind-curse }
# source-hash: 562bf2edb2a9
kind-race = { -kind-race }
# source-hash: 93da6b0d7366
kind-class = { -kind-class }
# source-hash: b9df46d8e8e3
kind-monster-enhancer = { -kind-monster-enhancer }
# source-hash: 1976c2f80739
kind-wandering-monster = { -kind-wandering-monster }
# source-hash: 54ad8229b530
kind-super-munchkin = { -kind-super-munchkin }
# source-hash: 59f383750782
kind-half-breed = { -kind-half-breed }
# source-hash: fcdefb1b6bcc
kind-item = { -kind-item }
# source-hash: d1ad7dc4ed37
kind-one-shot = { -kind-one-shot }
# source-hash: e02ac55c5722
kind-go-up-a-level = { -kind-go-up-a-level }
# source-hash: f37a12de4c46
kind-hireling = { -kind-hireling }
# source-hash: 27fde1088772
kind-special = { -kind-special }

## Campos

# source-hash: 7bacc5d19075
field-level = { -level } { $value }
# source-hash: 69ba76a7395a
field-treasures =
    { $value ->
        [one] 1 { -treasure }
        [many] { $value } de { -treasure(case: "pl") }
       *[other] { $value } { -treasure(case: "pl") }
    }
# source-hash: f51b689d815e
field-levels =
    { $value ->
        [one] vale 1 { -level }
        [many] vale { $value } de { -level(case: "pl") }
       *[other] vale { $value } { -level(case: "pl") }
    }
# source-hash: b77800ff1698
field-gold =
    { $value ->
        [0] Sin valor
       *[other] { $value } piezas de oro
    }
# source-hash: 0c2cbc597b35
field-bonus = Bonificación { $value-signed }
# source-hash: b5a54f2a5de2
field-slot = { $value }
# source-hash: 6f7bac286e2e
field-hands =
    { $value ->
        [one] 1 mano
        [many] { $value } de manos
       *[other] { $value } manos
    }
# source-hash: 9d72e925cf4b
field-big = Grande
# source-hash: 5d01f6bcef86
field-is = { $value }
# source-hash: 9e2f4a97e798
field-deck = carta de { $value }
# source-hash: 413e1eae15cb
field-tags = { $value }

## Momentos

# source-hash: c017f0eceef3
window-any-time = En cualquier momento
# source-hash: fafcc1b1e02a
window-your-turn = En tu turno
# source-hash: a8129a48e210
window-during-combat = Durante un combate
# source-hash: a6781ab2be8e
window-outside-combat = Fuera de combate
# source-hash: ba21d001115a
window-when-played = Al jugarla
# source-hash: d953d1677e18
window-bad-stuff = { -bad-stuff }
# source-hash: 830bd8e896ca
window-when-killed = Cuando derrotes a { $card }
# source-hash: 3101ce767f04
window-running-away = Cuando intentes { -run-away }
# source-hash: 960c7df3540c
window-helped-kill = Cuando ayudes a otro jugador a matar a un monstruo
# source-hash: 291e338750af
window-next-combat = En el siguiente combate de la víctima
# source-hash: 95bfacacfa59
window-start-of-turn = Al empezar tu turno
# source-hash: 58c0dba24559
window-on-death = Cuando mueras
# source-hash: d30cbfeb2a7e
window-whenever-kill =
    Cada vez que { $who-key ->
        [you] mates
       *[other]
            { $who } { GENDER($who) ->
                [plur] maten
               *[other] mate
            }
    } a un monstruo
# source-hash: f313484adcfe
window-whenever-death =
    Cada vez que { $who-key ->
        [you] mueras
       *[other]
            { $who } { GENDER($who) ->
                [plur] mueran
               *[other] muera
            }
    }
# source-hash: 16f88316b1d7
window-whenever-won-combat =
    Cada vez que { $who-key ->
        [you] ganes
       *[other]
            { $who } { GENDER($who) ->
                [plur] ganen
               *[other] gane
            }
    } un combate
# source-hash: f8df13cf6e98
window-whenever-lost-combat =
    Cada vez que { $who-key ->
        [you] pierdas
       *[other]
            { $who } { GENDER($who) ->
                [plur] pierdan
               *[other] pierda
            }
    } un combate
# source-hash: e0ca5bd8ada4
window-whenever-level-gained =
    Cada vez que { $who-key ->
        [you] subas
       *[other]
            { $who } { GENDER($who) ->
                [plur] suban
               *[other] suba
            }
    } un { -level }
# source-hash: 72fe4abe2677
window-whenever-card-played =
    Cada vez que { $who-key ->
        [you] juegues
       *[other]
            { $who } { GENDER($who) ->
                [plur] jueguen
               *[other] juegue
            }
    } una carta
# source-hash: 6dfb09f90a55
window-whenever-turn-started =
    Cada vez que { $who-key ->
        [you] empieces
       *[other]
            { $who } { GENDER($who) ->
                [plur] empiecen
               *[other] empiece
            }
    } un turno
# source-hash: a861732b2ab2
window-whenever-item-lost =
    Cada vez que { $who-key ->
        [you] pierdas
       *[other]
            { $who } { GENDER($who) ->
                [plur] pierdan
               *[other] pierda
            }
    } un { -item }
# source-hash: f14a5cbd43e5
window-whenever-slot-lost =
    Cada vez que { $who-key ->
        [you] pierdas tu { $slot }
       *[other]
            { $who } { GENDER($who) ->
                [plur] pierdan
               *[other] pierda
            } su { $slot }
    }
# source-hash: 2a945faf85cc
window-as-played = Cuando se juegue { $cards }

## Condiciones (tras "si"; .negated: negada)

# source-hash: bd73205d9dd9
cond-has-race = eres { FORM($race, case: "indef") }
    .negated = no eres { FORM($race, case: "indef") }
# source-hash: bff3a1e0f86d
cond-has-class = eres { FORM($class, case: "indef") }
    .negated = no eres { FORM($class, case: "indef") }
# source-hash: 47ce47d4642e
cond-fighting-tag = hay { FORM($tag, case: "indef") } en el combate
    .negated = no hay { FORM($tag, case: "indef") } en el combate
# source-hash: 02e2a5e1287f
cond-in-combat = estás en un combate
    .negated = no estás en un combate
# source-hash: 49621883e1b4
cond-helping = estás ayudando en el combate
    .negated = no estás ayudando en el combate
# source-hash: 358ad55d652c
cond-alone = luchas solo
    .negated = tienes un ayudante
# source-hash: 8a84b5b54d9d
cond-has-gear =
    tienes { $what-key ->
        [item] algún { -item }
        [items] { -item(case: "pl") }
        [hand-item] un { -item } en las manos
        [hand] cartas en la mano
        [headgear] { $what }
        [armor] { $what }
        [footgear] { $what }
       *[other] { FORM($what, case: "indef") }
    }
    .negated =
        no tienes { $what-key ->
            [items] { -item(case: "pl") }
            [hand-item] ningún { -item } en las manos
            [hand] cartas en la mano
           *[other] { $what }
        }
# source-hash: dc94d3f3cfb3
cond-gender =
    eres { $g-key ->
        [male] hombre
       *[female] mujer
    }
    .negated =
        no eres { $g-key ->
            [male] hombre
           *[female] mujer
        }
# source-hash: 65caee64976a
cond-extreme =
    { $q } es { $which-key ->
        [lowest] el más bajo
       *[highest] el más alto
    } de la mesa
    .negated =
        { $q } no es { $which-key ->
            [lowest] el más bajo
           *[highest] el más alto
        } de la mesa
# source-hash: 24887da1bb40
cond-extreme-alone =
    { $q } es { $which-key ->
        [lowest] el más bajo
       *[highest] el más alto
    } de la mesa, sin empate
    .negated =
        { $q } no es { $which-key ->
            [lowest] el más bajo
           *[highest] el más alto
        } de la mesa en solitario
# source-hash: 9b2a6beff2b6
cond-compare-players =
    { GENDER($who) ->
        [you] tienes
        [plur] { $who } tienen
       *[other] { $who } tiene
    } { $cmp-key ->
        [more] más
       *[other] menos
    } { FORM($q, case: "bare") } que { $other }
    .negated =
        { GENDER($who) ->
            [you] no tienes
            [plur] { $who } no tienen
           *[other] { $who } no tiene
        } { $cmp-key ->
            [more] más
           *[other] menos
        } { FORM($q, case: "bare") } que { $other }
# source-hash: a8a5ef5ea45e
cond-is-player = eres { $who }
    .negated = no eres { $who }

## Cantidades

# source-hash: 9247f1d97178
quantity-level =
    { $case ->
        [bare] { -level }
       *[nom] tu { -level }
    }
# source-hash: 3fcf863d745b
quantity-monster-level =
    { $case ->
        [bare] { -level } del monstruo
       *[nom] el { -level } del monstruo
    }
# source-hash: 0c9779941c02
quantity-hand-size =
    { $case ->
        [bare] cartas en la mano
       *[nom] el número de cartas de tu mano
    }
# source-hash: 98eb0b496efe
quantity-roll =
    { $case ->
        [bare] tirada
       *[nom] la tirada del dado
    }
# source-hash: 70b44f9f8847
quantity-items =
    { $case ->
        [bare] { -item(case: "pl") }
       *[nom] el número de { -item(case: "pl") } que llevas
    }
# source-hash: 371c11bb9db5
quantity-monsters =
    { $case ->
        [bare] monstruos en el combate
       *[nom] el número de monstruos en el combate
    }
# source-hash: c2e31ee22a23
quantity-rule-hand-limit =
    { $case ->
        [bare] límite de mano
       *[nom] tu límite de mano
    }
# source-hash: 6e0ed449569f
quantity-rule-helpers =
    { $case ->
        [bare] ayudantes permitidos
       *[nom] el número de ayudantes permitidos
    }
# source-hash: 020979237784
quantity-rule-big-items =
    { $case ->
        [bare] límite de { -big-item(case: "pl") }
       *[nom] tu límite de { -big-item(case: "pl") }
    }
# source-hash: c831503bf478
quantity-rule-kill-levels =
    { $case ->
        [bare] { -level(case: "pl") } que da una victoria
       *[nom] los { -level(case: "pl") } que da una victoria
    }
# source-hash: 88088f5e44ed
quantity-rule-kill-treasures =
    { $case ->
        [bare] { -treasure(case: "pl") } que da una victoria
       *[nom] los { -treasure(case: "pl") } que da una victoria
    }
# source-hash: b393a89e85fb
quantity-rule-escape-roll =
    { $case ->
        [bare] tirada necesaria para { -run-away }
       *[nom] la tirada necesaria para { -run-away }
    }
# source-hash: 619fca025930
quantity-rule-headgear-slots =
    { $case ->
        [bare] huecos de { -headgear }
       *[nom] tus huecos de { -headgear }
    }
# source-hash: f73ac9e9dd27
quantity-rule-armor-slots =
    { $case ->
        [bare] huecos de { -armor }
       *[nom] tus huecos de { -armor }
    }
# source-hash: 10481ede15a1
quantity-rule-footgear-slots =
    { $case ->
        [bare] huecos de { -footgear }
       *[nom] tus huecos de { -footgear }
    }
# source-hash: 8324ce094223
quantity-rule-hands =
    { $case ->
        [bare] manos para { -item(case: "pl") }
       *[nom] tus manos para { -item(case: "pl") }
    }
# source-hash: 3b2ae02217bc
quantity-strength =
    { $case ->
        [bare] fuerza en combate
       *[nom] tu fuerza en combate
    }
# source-hash: 309dff944123
quantity-count =
    { $case ->
        [bare] número de { $cards }
       *[nom] el número de { $cards }
    }
# source-hash: 8de209cbbdca
quantity-count-players =
    { $case ->
        [bare]
            número de { $who-key ->
                [another] otros jugadores
                [any] jugadores
               *[other] { $who }
            }
       *[nom]
            el número de { $who-key ->
                [another] otros jugadores
                [any] jugadores
               *[other] { $who }
            }
    }
# source-hash: c0a43d18d4b3
quantity-of =
    { $case ->
        [bare] { FORM($q, case: "bare") } de { $who }
       *[nom] el { FORM($q, case: "bare") } de { $who }
    }

## Efectos

# source-hash: d3eb15d36f88
effect-strength = { $n-signed } en combate
    .target = { $n-signed } para { $target }
    .floor = { $n-signed } en combate, nunca por debajo de { $floor }
    .ceiling = { $n-signed } en combate, nunca por encima de { $ceiling }
    .floor-target = { $n-signed } para { $target }, nunca por debajo de { $floor }
    .ceiling-target = { $n-signed } para { $target }, nunca por encima de { $ceiling }
# source-hash: cbf90baae7e9
effect-treasure-bonus =
    { $n-sign ->
        [minus]
            { $n-abs ->
                [one] 1 { -treasure } menos
                [many] { $n-abs } de { -treasure(case: "pl") } menos
               *[other] { $n-abs } { -treasure(case: "pl") } menos
            }
       *[other]
            { $n-abs ->
                [one] 1 { -treasure } más
                [many] { $n-abs } de { -treasure(case: "pl") } más
               *[other] { $n-abs } { -treasure(case: "pl") } más
            }
    }
# source-hash: eba7ef1d873f
effect-escape-bonus = { $n-signed } para { -run-away }
    .target = { $n-signed } para { -run-away } a { $target }
# source-hash: bb4a6c6dea0f
effect-auto-escape = escapas automáticamente
    .target =
        { $target-key ->
            [all-monsters] escapas automáticamente de todos los monstruos
            [one-monster] escapas automáticamente de un monstruo
            [monster] escapas automáticamente del monstruo
           *[other]
                { $target } { GENDER($target) ->
                    [plur] escapan
                   *[other] escapa
                } automáticamente
        }
# source-hash: 976c3bf7e186
effect-no-pursuit = { $card } no te persigue
# source-hash: b39abc31679d
effect-no-escape = nadie puede { -run-away }
# source-hash: b23217e4ddde
effect-lose-levels =
    pierde { $n ->
        [one] 1 { -level }
        [many] { $n } de { -level(case: "pl") }
       *[other] { $n } { -level(case: "pl") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] pierden
           *[other] pierde
        } { $n ->
            [one] 1 { -level }
            [many] { $n } de { -level(case: "pl") }
           *[other] { $n } { -level(case: "pl") }
        }
# source-hash: 225bb8b98720
effect-gain-levels =
    sube { $n ->
        [one] 1 { -level }
        [many] { $n } de { -level(case: "pl") }
       *[other] { $n } { -level(case: "pl") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] suben
           *[other] sube
        } { $n ->
            [one] 1 { -level }
            [many] { $n } de { -level(case: "pl") }
           *[other] { $n } { -level(case: "pl") }
        }
# source-hash: 3d1582e16a53
effect-lose-gear =
    pierde { $what-key ->
        [item] un { -item }
        [items] todos tus { -item(case: "pl") }
        [hand-item] un { -item } que lleves en las manos
        [hand] toda tu mano
       *[other] tu { $what }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] pierden
           *[other] pierde
        } { $what-key ->
            [item] un { -item }
            [items] todos sus { -item(case: "pl") }
            [hand-item] un { -item } de las manos
            [hand] toda la mano
           *[other] su { $what }
        }
# source-hash: 868502bc773a
effect-lose-cards =
    descarta { $n ->
        [one] 1 carta
        [many] { $n } de cartas
       *[other] { $n } cartas
    } de tu mano
    .target =
        { $target } { GENDER($target) ->
            [plur] descartan
           *[other] descarta
        } { $n ->
            [one] 1 carta
            [many] { $n } de cartas
           *[other] { $n } cartas
        } de la mano
# source-hash: 68a410eec49d
effect-die = mueres
    .target =
        { $target } { GENDER($target) ->
            [plur] mueren
           *[other] muere
        }
# source-hash: c7ef80271ad6
effect-draw-doors =
    roba { $n ->
        [one] 1 carta de { -door }
        [many] { $n } de cartas de { -door }
       *[other] { $n } cartas de { -door }
    } boca abajo
    .target =
        { $target } { GENDER($target) ->
            [plur] roban
           *[other] roba
        } { $n ->
            [one] 1 carta de { -door }
            [many] { $n } de cartas de { -door }
           *[other] { $n } cartas de { -door }
        } boca abajo
# source-hash: 7ed6f0c6864e
effect-draw-treasures =
    roba { $n ->
        [one] 1 carta de { -treasure }
        [many] { $n } de cartas de { -treasure }
       *[other] { $n } cartas de { -treasure }
    } boca abajo
    .target =
        { $target } { GENDER($target) ->
            [plur] roban
           *[other] roba
        } { $n ->
            [one] 1 carta de { -treasure }
            [many] { $n } de cartas de { -treasure }
           *[other] { $n } cartas de { -treasure }
        } boca abajo
# source-hash: 5c88efcefcfe
effect-wins-ties = ganas los empates
# source-hash: 714de919ae73
effect-hand-limit = tu límite de mano es { $n }
    .target = el límite de mano de { $target } es { $n }
# source-hash: 2937ceff235d
effect-unlimited-big = puedes llevar cualquier número de { -big-item(case: "pl") }
# source-hash: a3e656fc7c21
effect-steal-items =
    roba { $n ->
        [one] 1 { -item }
        [many] { $n } de { -item(case: "pl") }
       *[other] { $n } { -item(case: "pl") }
    }
    .target =
        roba { $n ->
            [one] 1 { -item }
            [many] { $n } de { -item(case: "pl") }
           *[other] { $n } { -item(case: "pl") }
        } a { $target }
# source-hash: c82e0b0ed2d6
effect-add-monster =
    añade { $n ->
        [one] 1 monstruo
        [many] { $n } de monstruos
       *[other] { $n } monstruos
    } al combate
    .target =
        añade { $n ->
            [one] 1 monstruo
            [many] { $n } de monstruos
           *[other] { $n } monstruos
        } de { $target } al combate
# source-hash: d9e54039ae56
effect-add-tagged-monster =
    añade { $n ->
        [one] { FORM($tag, case: "indef") }
        [many] { $n } de { FORM($tag, case: "pl") }
       *[other] { $n } { FORM($tag, case: "pl") }
    } de tu mano al combate
# source-hash: e0ea50cc4459
effect-copy-monster = una copia del monstruo se une al combate, con todos sus potenciadores
# source-hash: 3a602e0f82fc
effect-extra-slot =
    puedes tener { $what-key ->
        [race] una { $what } más
        [style] un { $what } más
       *[other] una { $what } más
    }
# source-hash: 0ee31c7d3c29
effect-win-game = ganas la partida
# source-hash: 42f9ff611317
effect-usable = utilizable
    .if = solo se puede usar si { $condition }
# source-hash: 346eee91b26d
effect-free-help = puedes ayudar sin soborno
# source-hash: 02285b7d6799
effect-change-gender = cambia de sexo
    .target =
        { $target } { GENDER($target) ->
            [plur] cambian
           *[other] cambia
        } de sexo
# source-hash: 5022e19f5c4e
effect-monster-flees = el monstruo abandona el combate (sin victoria ni { -treasure(case: "pl") })
    .target =
        { $target } { GENDER($target) ->
            [plur] abandonan
           *[other] abandona
        } el combate (sin victoria ni { -treasure(case: "pl") })
# source-hash: 296eabf072b9
effect-level-bonus-only = si se le da a un monstruo, solo cuenta su bonificación
# source-hash: 733f84a3b44d
effect-move-take = coge { $cards } y ponla en tu mano
# source-hash: 0d0f2c7fd213
effect-move-discard = descarta { $cards }
# source-hash: 7caee1aa8674
effect-move-give = da { $cards } a { $who }
# source-hash: ae372f482d72
effect-move-steal = roba { $cards }
# source-hash: ae83d12cfa80
effect-move-return = devuelve { $cards } a su dueño
# source-hash: ea421bfc8080
effect-cancel = anúlala (no tiene efecto y se descartan las dos cartas)
# source-hash: faecd8124764
effect-waive = ignora una restricción de { $cards }

## Números de las reglas

# source-hash: 137433ff6f9a
effect-set-helpers =
    { $n ->
        [0] nadie puede ayudar en un combate
        [one] puede ayudar 1 jugador en un combate
        [many] pueden ayudar { $n } de jugadores en un combate
       *[other] pueden ayudar { $n } jugadores en un combate
    }
    .target =
        { $n ->
            [0] nadie puede ayudar a { $target } en un combate
            [one] puede ayudar a { $target } 1 jugador en un combate
            [many] pueden ayudar a { $target } { $n } de jugadores en un combate
           *[other] pueden ayudar a { $target } { $n } jugadores en un combate
        }
# source-hash: 07ac642da08e
effect-change-helpers = { $n-signed } al número de ayudantes permitidos
    .floor = { $n-signed } al número de ayudantes permitidos, nunca por debajo de { $floor }
    .ceiling = { $n-signed } al número de ayudantes permitidos, nunca por encima de { $ceiling }
    .target = { $n-signed } al número de ayudantes permitidos a { $target }
# source-hash: eecc4d6e9077
effect-set-big-items = tu límite de { -big-item(case: "pl") } es { $n }
    .target = el límite de { -big-item(case: "pl") } de { $target } es { $n }
# source-hash: c4251d47cfb4
effect-change-big-items = { $n-signed } a tu límite de { -big-item(case: "pl") }
    .floor = { $n-signed } a tu límite de { -big-item(case: "pl") }, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a tu límite de { -big-item(case: "pl") }, nunca por encima de { $ceiling }
    .target = { $n-signed } al límite de { -big-item(case: "pl") } de { $target }
# source-hash: e7a789a5932a
effect-set-kill-levels =
    una victoria da { $n ->
        [one] 1 { -level }
        [many] { $n } de { -level(case: "pl") }
       *[other] { $n } { -level(case: "pl") }
    }
    .target =
        una victoria da a { $target } { $n ->
            [one] 1 { -level }
            [many] { $n } de { -level(case: "pl") }
           *[other] { $n } { -level(case: "pl") }
        }
# source-hash: f926d0cbbbc6
effect-change-kill-levels = { $n-signed } a los { -level(case: "pl") } que da una victoria
    .floor = { $n-signed } a los { -level(case: "pl") } que da una victoria, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a los { -level(case: "pl") } que da una victoria, nunca por encima de { $ceiling }
    .target = { $n-signed } a los { -level(case: "pl") } que da una victoria a { $target }
# source-hash: 4aa44260667a
effect-set-kill-treasures =
    una victoria da { $n ->
        [one] 1 { -treasure }
        [many] { $n } de { -treasure(case: "pl") }
       *[other] { $n } { -treasure(case: "pl") }
    }
    .target =
        una victoria da a { $target } { $n ->
            [one] 1 { -treasure }
            [many] { $n } de { -treasure(case: "pl") }
           *[other] { $n } { -treasure(case: "pl") }
        }
# source-hash: e429b99bba06
effect-change-kill-treasures = { $n-signed } a los { -treasure(case: "pl") } que da una victoria
    .floor = { $n-signed } a los { -treasure(case: "pl") } que da una victoria, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a los { -treasure(case: "pl") } que da una victoria, nunca por encima de { $ceiling }
    .target = { $n-signed } a los { -treasure(case: "pl") } que da una victoria a { $target }
# source-hash: 5a2546b6f7ac
effect-set-escape-roll = consigues { -run-away } con una tirada de { $n } o más
    .target =
        { $target } { GENDER($target) ->
            [plur] consiguen
           *[other] consigue
        } { -run-away } con una tirada de { $n } o más
# source-hash: 6a2437c4809e
effect-change-escape-roll = { $n-signed } a la tirada necesaria para { -run-away }
    .floor = { $n-signed } a la tirada necesaria para { -run-away }, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a la tirada necesaria para { -run-away }, nunca por encima de { $ceiling }
    .target =
        { $n-signed } a la tirada que { $target } { GENDER($target) ->
            [plur] necesitan
           *[other] necesita
        } para { -run-away }
# source-hash: d139a4a2bfb2
effect-set-headgear-slots = puedes llevar { $n } { -headgear }
    .target = { $target } puede llevar { $n } { -headgear }
# source-hash: c47aaab02db1
effect-change-headgear-slots = { $n-signed } a los { -headgear } que puedes llevar
    .floor = { $n-signed } a los { -headgear } que puedes llevar, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a los { -headgear } que puedes llevar, nunca por encima de { $ceiling }
    .target = { $n-signed } a los { -headgear } que puede llevar { $target }
# source-hash: bb8ae5091401
effect-set-armor-slots = puedes llevar { $n } { -armor }
    .target = { $target } puede llevar { $n } { -armor }
# source-hash: 0eebb16d7748
effect-change-armor-slots = { $n-signed } a las { -armor } que puedes llevar
    .floor = { $n-signed } a las { -armor } que puedes llevar, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a las { -armor } que puedes llevar, nunca por encima de { $ceiling }
    .target = { $n-signed } a las { -armor } que puede llevar { $target }
# source-hash: 4174fdc815ce
effect-set-footgear-slots = puedes llevar { $n } { -footgear }
    .target = { $target } puede llevar { $n } { -footgear }
# source-hash: e3f011e6c10a
effect-change-footgear-slots = { $n-signed } al { -footgear } que puedes llevar
    .floor = { $n-signed } al { -footgear } que puedes llevar, nunca por debajo de { $floor }
    .ceiling = { $n-signed } al { -footgear } que puedes llevar, nunca por encima de { $ceiling }
    .target = { $n-signed } al { -footgear } que puede llevar { $target }
# source-hash: e54eab52177d
effect-set-hands =
    tienes { $n ->
        [one] 1 mano
        [many] { $n } de manos
       *[other] { $n } manos
    } para { -item(case: "pl") }
    .target =
        { $target } { GENDER($target) ->
            [plur] tienen
           *[other] tiene
        } { $n ->
            [one] 1 mano
            [many] { $n } de manos
           *[other] { $n } manos
        } para { -item(case: "pl") }
# source-hash: 59531ac2f303
effect-change-hands = { $n-signed } a tus manos para { -item(case: "pl") }
    .floor = { $n-signed } a tus manos para { -item(case: "pl") }, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a tus manos para { -item(case: "pl") }, nunca por encima de { $ceiling }
    .target = { $n-signed } a las manos para { -item(case: "pl") } de { $target }
# source-hash: 634e29e85144
effect-change-hand-limit = { $n-signed } a tu límite de mano
    .floor = { $n-signed } a tu límite de mano, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a tu límite de mano, nunca por encima de { $ceiling }
    .target = { $n-signed } al límite de mano de { $target }
    .floor-target = { $n-signed } al límite de mano de { $target }, nunca por debajo de { $floor }
    .ceiling-target = { $n-signed } al límite de mano de { $target }, nunca por encima de { $ceiling }

## Costes

# source-hash: 17153accdfa7
cost-discard-cards =
    descarta { $n ->
        [one] 1 carta
        [many] { $n } de cartas
       *[other] { $n } cartas
    }
# source-hash: cad4f0582001
cost-discard-up-to =
    descarta hasta { $n ->
        [one] 1 carta
        [many] { $n } de cartas
       *[other] { $n } cartas
    }
# source-hash: 41ffc747d67f
cost-discard-hand = descarta toda tu mano
# source-hash: 4b72b0431441
cost-discard-items =
    descarta { $n ->
        [one] 1 { -item } que lleves
        [many] { $n } de { -item(case: "pl") } que lleves
       *[other] { $n } { -item(case: "pl") } que lleves
    }
# source-hash: 320135fe9eed
cost-discard-self = descarta { $card }
# source-hash: 848d7dc6c83f
cost-discard-level-card =
    descarta { $n ->
        [one] 1 carta de { -kind-go-up-a-level }
        [many] { $n } de cartas de { -kind-go-up-a-level }
       *[other] { $n } cartas de { -kind-go-up-a-level }
    }

## Objetivos

# source-hash: 8c49a33c1857
target-self = tú
# source-hash: 734030566557
target-player = el jugador del combate
# source-hash: 8a3ed1f4d70a
target-victim = la víctima
# source-hash: abc3a2f96a9f
target-monster = el monstruo
# source-hash: 2a8b83e8f0d0
target-one-monster = un monstruo
# source-hash: bb3a539bdcc8
target-all-monsters = todos los monstruos
    .gender = plur
# source-hash: b5c25ed33915
target-either-side = cualquiera de los bandos
# source-hash: ff5a53334c7a
target-any-player = cualquier jugador
# source-hash: 0db8e8d89106
target-other-player = otro jugador
# source-hash: ddfa6d3bc180
target-each-player = cada jugador
# source-hash: cfddc15b12a9
target-helper = tu ayudante
# source-hash: 20411b337c60
target-hand = tu mano
# source-hash: f59785732b19
target-selected = { $who }
    .gender = { GENDER($who) }

## Lo que se cuenta ("por cada")

# source-hash: aac00de5e27b
counter-discarded-card = cada carta descartada
# source-hash: 4da1bc6d134e
counter-tagged-monster = cada { $tag } del combate
# source-hash: 6dbbb3963d31
counter-monster-in-combat = cada monstruo del combate
# source-hash: ab460b76e00d
counter-item-carried = cada { -item } que lleves
# source-hash: 8e47c0a563f2
counter-player-helping = cada jugador que ayude
# source-hash: 876d1a5ead8a
counter-count-cards = cada una de { $cards }
# source-hash: f2ff8993914b
counter-count-players =
    { $who-key ->
        [another] cada uno de los demás jugadores
        [any] cada jugador
       *[other] cada uno de { $who }
    }
# source-hash: c407bcfba8ff
counter-each-player = cada jugador
# source-hash: cd35f234f1f5
counter-each-combatant = cada jugador del combate

## Duraciones

# source-hash: 28aacd0a0a1d
duration-end-of-combat = hasta el final del combate
# source-hash: a72425d5741f
duration-end-of-next-combat = hasta el final de tu siguiente combate
# source-hash: 706750540f5b
duration-end-of-turn = hasta el final del turno
# source-hash: a2663954e88e
duration-end-of-next-turn = hasta el final de tu siguiente turno
# source-hash: 92ca1acc5cfd
duration-death = hasta que mueras
# source-hash: f161d4965ab5
duration-next-kill = hasta tu siguiente victoria sobre un monstruo
# source-hash: 84f2c3435daa
duration-next-death = hasta tu siguiente muerte
# source-hash: a832f01a18a0
duration-next-won-combat = hasta que vuelvas a ganar un combate
# source-hash: d09beff16c40
duration-next-lost-combat = hasta que vuelvas a perder un combate
# source-hash: ed9011784304
duration-next-level-gained = hasta que vuelvas a subir un { -level }
# source-hash: 0759897cf0ca
duration-next-card-played = hasta que vuelvas a jugar una carta
# source-hash: 83a7b817a862
duration-next-turn-started = hasta que empiece tu siguiente turno
# source-hash: 9edb4a7507b6
duration-next-item-lost = hasta que vuelvas a perder un { -item }
# source-hash: c0821a12d77e
duration-next-slot-lost = hasta que pierdas tu { $slot }

## Quién elige

# source-hash: c43e7fe136f2
chooser-victim = la víctima elige
# source-hash: 7b2530aebffa
chooser-self = tú eliges
# source-hash: 1828a1f6d850
chooser-player = el jugador del combate elige

## Jugadores

# source-hash: 617a6dab1ea3
selector-you = tú
    .gender = you
# source-hash: 3a5e04bc0121
selector-victim = la víctima
# source-hash: f94618dd1529
selector-fighter = el jugador que combate
# source-hash: d46ef8412842
selector-helper = el ayudante
# source-hash: f9b4db231c5b
selector-combatants = los jugadores del combate
    .gender = plur
# source-hash: a6c885e41d87
selector-combatant-other = un jugador del combate que no seas tú
# source-hash: bcbf8a6232d2
selector-another = otro jugador
# source-hash: 0ef11e7a98e6
selector-any = cualquier jugador
# source-hash: 71bc4d8b5c51
selector-others = cada uno de los demás jugadores
# source-hash: fd845743cd36
selector-everyone = cada jugador
# source-hash: 58ded1947547
selector-extreme =
    el jugador con { $which-key ->
        [lowest] menos
       *[highest] más
    } { FORM($q, case: "bare") }
# source-hash: 8e03c6f450a7
selector-extreme-all =
    los jugadores con { $which-key ->
        [lowest] menos
       *[highest] más
    } { FORM($q, case: "bare") }
    .gender = plur
# source-hash: f4ce676b5601
selector-extreme-other =
    el jugador, aparte de ti, con { $which-key ->
        [lowest] menos
       *[highest] más
    } { FORM($q, case: "bare") }
# source-hash: c1056c13c7fb
selector-extreme-level =
    el jugador de { $which-key ->
        [lowest] menor
        [lowest-level] menor
       *[other] mayor
    } { -level }
# source-hash: b0b1d4e6a7fb
selector-extreme-level-other =
    el otro jugador de { $which-key ->
        [lowest] menor
        [lowest-level] menor
       *[other] mayor
    } { -level }

## Cartas

# source-hash: 3c4999e1e032
card-selector-all = { FORM($what, case: "the-pl") } { $where }
    .gender = plur
# source-hash: 567c892fd7c7
card-selector-one = { FORM($what, case: "indef") } { $where }
# source-hash: b47ec12c3f9f
card-selector-a-kind = { FORM($what, case: "indef") }
# source-hash: 08e673e6251d
card-selector-some =
    { $n } { $n ->
        [one] { FORM($what, case: "sg") }
        [many] de { FORM($what, case: "pl") }
       *[other] { FORM($what, case: "pl") }
    } { $where }
    .gender =
        { $n ->
            [one] { GENDER($what) }
            [many] plur
           *[other] plur
        }
# source-hash: 7d463f66ac1c
card-selector-top-discard = la carta de arriba de la pila de descartes de { $deck }
# source-hash: 2b0e2cc6a084
card-selector-top-deck = la carta de arriba del mazo de { $deck }
# source-hash: b1b471eb78b3
card-selector-best = tu mejor { -item }
# source-hash: 92c18134f860
card-selector-best-of = { FORM($what, case: "best") } { $where }
# source-hash: f51063bde449
card-selector-yours = tus { FORM($what, case: "pl") }
    .gender = plur
# source-hash: 6eff432f8487
card-selector-it = esa carta
# source-hash: 336574393dc0
card-selector-this = esta carta

## Tipos de carta que nombra un selector (sg, pl, the-pl, indef, best)

# source-hash: c1270e933645
card-kind-card =
    { $case ->
        [pl] cartas
        [the-pl] las cartas
        [indef] una carta
        [best] la mejor carta
       *[sg] carta
    }
    .gender = fem
# source-hash: 48bf5377496c
card-kind-item =
    { $case ->
        [pl] { -item(case: "pl") }
        [the-pl] los { -item(case: "pl") }
        [indef] un { -item }
        [best] el mejor { -item }
       *[sg] { -item }
    }
# source-hash: 3851040b1708
card-kind-big-item =
    { $case ->
        [pl] { -big-item(case: "pl") }
        [the-pl] los { -big-item(case: "pl") }
        [indef] un { -big-item }
        [best] el mejor { -big-item }
       *[sg] { -big-item }
    }
# source-hash: a3df92c296ed
card-kind-item-bonus =
    { $case ->
        [pl] { -item(case: "pl") } con una bonificación de al menos { $n }
        [the-pl] los { -item(case: "pl") } con una bonificación de al menos { $n }
        [indef] un { -item } con una bonificación de al menos { $n }
        [best] el mejor { -item } con una bonificación de al menos { $n }
       *[sg] { -item } con una bonificación de al menos { $n }
    }
# source-hash: 6c4e98e66600
card-kind-slot =
    { $case ->
        [the-pl] { FORM($slot, case: "the-pl") }
        [indef] { FORM($slot, case: "indef") }
        [best] { FORM($slot, case: "best") }
       *[other] { $slot }
    }
# source-hash: 0a5901a219e9
card-kind-tagged-card =
    { $case ->
        [pl] cartas de { $tag }
        [the-pl] las cartas de { $tag }
        [indef] una carta de { $tag }
        [best] la mejor carta de { $tag }
       *[sg] carta de { $tag }
    }
# source-hash: 264274135988
card-kind-tagged-item =
    { $case ->
        [pl] { -item(case: "pl") } de { $tag }
        [the-pl] los { -item(case: "pl") } de { $tag }
        [indef] un { -item } de { $tag }
        [best] el mejor { -item } de { $tag }
       *[sg] { -item } de { $tag }
    }
# source-hash: f10e15bbf5ad
card-kind-monster =
    { $case ->
        [pl] monstruos
        [the-pl] los monstruos
        [indef] un monstruo
        [best] el mejor monstruo
       *[sg] monstruo
    }
# source-hash: e848eccf5202
card-kind-tagged-monster =
    { $case ->
        [pl] { FORM($tag, case: "pl") }
        [the-pl] los { FORM($tag, case: "pl") }
        [indef] { FORM($tag, case: "indef") }
        [best] el mejor { $tag }
       *[sg] { $tag }
    }
# source-hash: 8eded4bc7935
card-kind-kind =
    { $case ->
        [pl] cartas de { $kind }
        [the-pl] las cartas de { $kind }
        [indef] una carta de { $kind }
        [best] la mejor carta de { $kind }
       *[sg] carta de { $kind }
    }

## Dónde están las cartas

# source-hash: b7e0e79e71b2
place-hand = de tu mano
# source-hash: 0be21dc5a97d
place-hand-of = de la mano de { $who }
# source-hash: dd893574ce11
place-carried = que llevas
# source-hash: 1a1e13d7cf65
place-carried-by = que lleva { $who }
# source-hash: c493b02cf072
place-equipped = que tienes equipados
# source-hash: 3e6d98a77d11
place-equipped-by = que tiene equipados { $who }
# source-hash: 1c2e7fde5a21
place-in-play = en juego
# source-hash: c49216301729
place-in-front-of = en juego delante de { $who }
# source-hash: 55c279965441
place-discard-pile = de la pila de descartes de { $deck }
# source-hash: cb88a032c2f0
place-deck = del mazo de { $deck }
# source-hash: 7698bfd17dac
place-combat = del combate

## Cómo se unen las partes de una regla

# source-hash: 381300ce51ef
construct-ability = { $head }: { $effects }
# source-hash: 5bef4834a314
construct-ability-paid = { $head }, { $costs }: { $effects }
# source-hash: 141fa6022ac4
construct-paid = { $costs }: { $effects }
# source-hash: 0975c92d33cd
construct-window-if = { $window }, si { $condition }
# source-hash: 996050b2af49
construct-if = si { $condition }
# source-hash: 977d7989661d
construct-for-each = { $effect } por { $counter }
# source-hash: 064992191811
construct-lasting = { $effect } { $duration }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect } si { $condition }
# source-hash: 823f89297d5a
construct-target = { $effect } ({ $target })
# source-hash: bd01a7654576
construct-not = no es cierto que { $condition }
# source-hash: 80c8e4eb3000
construct-choice = { $chooser }: { $options }
# source-hash: 4501ffbb2555
construct-choice-free = elige una opción: { $options }
# source-hash: bdec7fe02fb3
construct-compare =
    { $quantity } es { $op ->
        [lt] menor que { $n }
        [le] { $n } o menos
        [eq] { $n }
        [ne] distinto de { $n }
        [ge] { $n } o más
       *[gt] mayor que { $n }
    }
# source-hash: 486219daba9b
construct-compare-other =
    { $quantity } es { $op ->
        [lt] menor que
        [le] como mucho
        [eq] igual a
        [ne] distinto de
        [ge] al menos
       *[gt] mayor que
    } { $other }

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 97a921581fbf
label-big = Grande
# source-hash: 42fc0aa03eec
label-bonus = Bonificación
# source-hash: ccbbe887888f
label-deck = Mazo
# source-hash: cd406d8ef4b8
label-gold = Oro
# source-hash: 1d2340eaff64
label-hands = Manos
# source-hash: 8d15a7abe7c9
label-level = Nivel
# source-hash: fc2cd7194466
label-levels = Niveles
# source-hash: 74591aecb1b6
label-slot = Ranura
# source-hash: b087f10b7c98
label-treasures = Tesoros

## Hojas de impresión: los títulos de cada página (toolkit/render/sheets.py).
## Escritos por el equipo de Deckwright: pendientes de la revisión de un traductor.

# source-hash: 6551e5b9592e
sheet-fronts = hoja { $number }: anversos
# source-hash: cab565dbead2
sheet-backs =
    hoja { $number }: reversos (imprime a doble cara, volteo por el borde { $edge ->
        [long] largo
       *[short] corto
    })
# source-hash: 9eb895a3d45f
sheet-fold = hoja { $number }: dobla, pega, recorta
# source-hash: c0f89222cfbf
sheet-calibration-front = calibración de doble cara: anverso
# source-hash: 1bfb58074e2a
sheet-calibration-print = imprime las dos páginas en una sola hoja, a doble cara, al 100 % de tamaño
# source-hash: 37d57f6bbee5
sheet-calibration-light = mira la hoja a contraluz; lee las escalas del reverso
# source-hash: 250f3a868c63
sheet-calibration-back = calibración de doble cara: reverso
# source-hash: b1432ecd76cb
sheet-calibration-x = X en mm (+ mueve los reversos a la derecha)
# source-hash: 5f12c7b17e3b
sheet-calibration-y = Y en mm (+ mueve los reversos hacia arriba)
# source-hash: b877736ce5c1
sheet-calibration-offset = usa --back-offset X,Y (esta página: { $offset })
