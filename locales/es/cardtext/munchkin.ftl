### Texto de reglas de las cartas de la familia Munchkin: español.
### Formas de $case que usan las frases anidadas: "bare" (la cantidad sin "tu"), "sg", "pl", "indef".

## Tipos de carta

kind-monster = { -kind-monster }
kind-curse = { -kind-curse }
kind-race = { -kind-race }
kind-class = { -kind-class }
kind-monster-enhancer = { -kind-monster-enhancer }
kind-wandering-monster = { -kind-wandering-monster }
kind-super-munchkin = { -kind-super-munchkin }
kind-half-breed = { -kind-half-breed }
kind-item = { -kind-item }
kind-one-shot = { -kind-one-shot }
kind-go-up-a-level = { -kind-go-up-a-level }
kind-hireling = { -kind-hireling }
kind-special = { -kind-special }

## Campos

field-level = { -level } { $value }
field-treasures = { $value ->
    [one] 1 { -treasure }
   *[other] { $value } { -treasure(case: "pl") }
  }
field-levels = { $value ->
    [one] vale 1 { -level }
   *[other] vale { $value } { -level(case: "pl") }
  }
field-gold = { $value ->
    [0] Sin valor
   *[other] { $value } piezas de oro
  }
field-bonus = Bonificación { $value-signed }
field-slot = { $value }
field-hands = { $value ->
    [one] 1 mano
   *[other] { $value } manos
  }
field-big = Grande
field-is = { $value }
field-deck = carta de { $value }
field-tags = { $value }

## Momentos

window-any-time = En cualquier momento
window-your-turn = En tu turno
window-during-combat = Durante un combate
window-outside-combat = Fuera de combate
window-when-played = Al jugarla
window-bad-stuff = { -bad-stuff }
window-when-killed = Cuando derrotes a { $card }
window-running-away = Cuando intentes { -run-away }
window-helped-kill = Cuando ayudes a otro jugador a matar a un monstruo
window-next-combat = En el siguiente combate de la víctima
window-start-of-turn = Al empezar tu turno
window-on-death = Cuando mueras
window-whenever-kill = Cada vez que { $who } { GENDER($who) ->
    [plur] maten
   *[other] mate
  } a un monstruo
window-whenever-death = Cada vez que { $who } { GENDER($who) ->
    [plur] mueran
   *[other] muera
  }
window-whenever-won-combat = Cada vez que { $who } { GENDER($who) ->
    [plur] ganen
   *[other] gane
  } un combate
window-whenever-lost-combat = Cada vez que { $who } { GENDER($who) ->
    [plur] pierdan
   *[other] pierda
  } un combate
window-whenever-level-gained = Cada vez que { $who } { GENDER($who) ->
    [plur] suban
   *[other] suba
  } un { -level }
window-whenever-card-played = Cada vez que { $who } { GENDER($who) ->
    [plur] jueguen
   *[other] juegue
  } una carta
window-whenever-turn-started = Cada vez que { $who } { GENDER($who) ->
    [plur] empiecen
   *[other] empiece
  } un turno
window-whenever-item-lost = Cada vez que { $who } { GENDER($who) ->
    [plur] pierdan
   *[other] pierda
  } un { -item }
window-whenever-slot-lost = Cada vez que { $who } { GENDER($who) ->
    [plur] pierdan
   *[other] pierda
  } su { $slot }
window-as-played = Cuando se juegue { $cards }

## Condiciones (tras "si"; .negated: negada)

cond-has-race = eres { FORM($race, case: "indef") }
    .negated = no eres { FORM($race, case: "indef") }
cond-has-class = eres { FORM($class, case: "indef") }
    .negated = no eres { FORM($class, case: "indef") }
cond-fighting-tag = hay { FORM($tag, case: "indef") } en el combate
    .negated = no hay { FORM($tag, case: "indef") } en el combate
cond-in-combat = estás en un combate
    .negated = no estás en un combate
cond-helping = estás ayudando en el combate
    .negated = no estás ayudando en el combate
cond-alone = luchas solo
    .negated = tienes un ayudante
cond-has-gear = tienes { $what-key ->
    [item] algún { -item }
    [items] { -item(case: "pl") }
    [hand-item] un { -item } en las manos
    [hand] cartas en la mano
    [headgear] { $what }
    [armor] { $what }
    [footgear] { $what }
   *[other] { FORM($what, case: "indef") }
  }
    .negated = no tienes { $what-key ->
    [items] { -item(case: "pl") }
    [hand-item] ningún { -item } en las manos
    [hand] cartas en la mano
   *[other] { $what }
  }
cond-gender = eres { $g-key ->
    [male] hombre
   *[female] mujer
  }
    .negated = no eres { $g-key ->
    [male] hombre
   *[female] mujer
  }
cond-extreme = { $q } es { $which-key ->
    [lowest] el más bajo
   *[highest] el más alto
  } de la mesa
    .negated = { $q } no es { $which-key ->
    [lowest] el más bajo
   *[highest] el más alto
  } de la mesa
cond-extreme-alone = { $q } es { $which-key ->
    [lowest] el más bajo
   *[highest] el más alto
  } de la mesa, sin empate
    .negated = { $q } no es { $which-key ->
    [lowest] el más bajo
   *[highest] el más alto
  } de la mesa en solitario
cond-compare-players = { $who } { GENDER($who) ->
    [plur] tienen
   *[other] tiene
  } { $cmp-key ->
    [more] más
   *[other] menos
  } { FORM($q, case: "bare") } que { $other }
    .negated = { $who } no { GENDER($who) ->
    [plur] tienen
   *[other] tiene
  } { $cmp-key ->
    [more] más
   *[other] menos
  } { FORM($q, case: "bare") } que { $other }
cond-is-player = eres { $who }
    .negated = no eres { $who }

## Cantidades

quantity-level = { $case ->
    [bare] { -level }
   *[nom] tu { -level }
  }
quantity-monster-level = { $case ->
    [bare] { -level } del monstruo
   *[nom] el { -level } del monstruo
  }
quantity-hand-size = { $case ->
    [bare] cartas en la mano
   *[nom] el número de cartas de tu mano
  }
quantity-roll = { $case ->
    [bare] tirada
   *[nom] la tirada del dado
  }
quantity-items = { $case ->
    [bare] { -item(case: "pl") } que llevas
   *[nom] el número de { -item(case: "pl") } que llevas
  }
quantity-monsters = { $case ->
    [bare] monstruos en el combate
   *[nom] el número de monstruos en el combate
  }
quantity-rule-hand-limit = { $case ->
    [bare] límite de mano
   *[nom] tu límite de mano
  }
quantity-rule-helpers = { $case ->
    [bare] ayudantes permitidos
   *[nom] el número de ayudantes permitidos
  }
quantity-rule-big-items = { $case ->
    [bare] límite de { -big-item(case: "pl") }
   *[nom] tu límite de { -big-item(case: "pl") }
  }
quantity-rule-kill-levels = { $case ->
    [bare] { -level(case: "pl") } que da una victoria
   *[nom] los { -level(case: "pl") } que da una victoria
  }
quantity-rule-kill-treasures = { $case ->
    [bare] { -treasure(case: "pl") } que da una victoria
   *[nom] los { -treasure(case: "pl") } que da una victoria
  }
quantity-rule-escape-roll = { $case ->
    [bare] tirada necesaria para { -run-away }
   *[nom] la tirada necesaria para { -run-away }
  }
quantity-rule-headgear-slots = { $case ->
    [bare] huecos de { -headgear }
   *[nom] tus huecos de { -headgear }
  }
quantity-rule-armor-slots = { $case ->
    [bare] huecos de { -armor }
   *[nom] tus huecos de { -armor }
  }
quantity-rule-footgear-slots = { $case ->
    [bare] huecos de { -footgear }
   *[nom] tus huecos de { -footgear }
  }
quantity-rule-hands = { $case ->
    [bare] manos para { -item(case: "pl") }
   *[nom] tus manos para { -item(case: "pl") }
  }
quantity-strength = { $case ->
    [bare] fuerza en combate
   *[nom] tu fuerza en combate
  }
quantity-count = { $case ->
    [bare] número de { $cards }
   *[nom] el número de { $cards }
  }
quantity-count-players = { $case ->
    [bare] número de { $who }
   *[nom] el número de { $who }
  }
quantity-of = { $case ->
    [bare] { FORM($q, case: "bare") } de { $who }
   *[nom] el { FORM($q, case: "bare") } de { $who }
  }

## Efectos

effect-strength = { $n-signed } en combate
    .target = { $n-signed } para { $target }
    .floor = { $n-signed } en combate, nunca por debajo de { $floor }
    .ceiling = { $n-signed } en combate, nunca por encima de { $ceiling }
    .floor-target = { $n-signed } para { $target }, nunca por debajo de { $floor }
    .ceiling-target = { $n-signed } para { $target }, nunca por encima de { $ceiling }
effect-treasure-bonus = { $n-sign ->
    [minus] { $n-abs ->
        [one] 1 { -treasure } menos
       *[other] { $n-abs } { -treasure(case: "pl") } menos
    }
   *[other] { $n-abs ->
        [one] 1 { -treasure } más
       *[other] { $n-abs } { -treasure(case: "pl") } más
    }
  }
effect-escape-bonus = { $n-signed } para { -run-away }
    .target = { $n-signed } para { -run-away } a { $target }
effect-auto-escape = escapas automáticamente
    .target = { $target-key ->
        [all-monsters] escapas automáticamente de todos los monstruos
        [one-monster] escapas automáticamente de un monstruo
        [monster] escapas automáticamente del monstruo
       *[other] { $target } { GENDER($target) ->
            [plur] escapan
           *[other] escapa
        } automáticamente
    }
effect-no-pursuit = { $card } no te persigue
effect-no-escape = nadie puede { -run-away }
effect-lose-levels = pierde { $n ->
    [one] 1 { -level }
   *[other] { $n } { -level(case: "pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] pierden
       *[other] pierde
    } { $n ->
        [one] 1 { -level }
       *[other] { $n } { -level(case: "pl") }
    }
effect-gain-levels = sube { $n ->
    [one] 1 { -level }
   *[other] { $n } { -level(case: "pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] suben
       *[other] sube
    } { $n ->
        [one] 1 { -level }
       *[other] { $n } { -level(case: "pl") }
    }
effect-lose-gear = pierde { $what-key ->
    [item] un { -item }
    [items] todos tus { -item(case: "pl") }
    [hand-item] un { -item } que lleves en las manos
    [hand] toda tu mano
   *[other] tu { $what }
  }
    .target = { $target } { GENDER($target) ->
        [plur] pierden
       *[other] pierde
    } { $what-key ->
        [item] un { -item }
        [items] todos sus { -item(case: "pl") }
        [hand-item] un { -item } de las manos
        [hand] toda la mano
       *[other] su { $what }
    }
effect-lose-cards = descarta { $n ->
    [one] 1 carta
   *[other] { $n } cartas
  } de tu mano
    .target = { $target } { GENDER($target) ->
        [plur] descartan
       *[other] descarta
    } { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    } de la mano
effect-die = mueres
    .target = { $target } { GENDER($target) ->
        [plur] mueren
       *[other] muere
    }
effect-draw-doors = roba { $n ->
    [one] 1 carta de { -door }
   *[other] { $n } cartas de { -door }
  } boca abajo
    .target = { $target } { GENDER($target) ->
        [plur] roban
       *[other] roba
    } { $n ->
        [one] 1 carta de { -door }
       *[other] { $n } cartas de { -door }
    } boca abajo
effect-draw-treasures = roba { $n ->
    [one] 1 carta de { -treasure }
   *[other] { $n } cartas de { -treasure }
  } boca abajo
    .target = { $target } { GENDER($target) ->
        [plur] roban
       *[other] roba
    } { $n ->
        [one] 1 carta de { -treasure }
       *[other] { $n } cartas de { -treasure }
    } boca abajo
effect-wins-ties = ganas los empates
effect-hand-limit = tu límite de mano es { $n }
    .target = el límite de mano de { $target } es { $n }
effect-unlimited-big = puedes llevar cualquier número de { -big-item(case: "pl") }
effect-steal-items = roba { $n ->
    [one] 1 { -item }
   *[other] { $n } { -item(case: "pl") }
  }
    .target = roba { $n ->
        [one] 1 { -item }
       *[other] { $n } { -item(case: "pl") }
    } a { $target }
effect-add-monster = añade { $n ->
    [one] 1 monstruo
   *[other] { $n } monstruos
  } al combate
    .target = añade { $n ->
        [one] 1 monstruo
       *[other] { $n } monstruos
    } de { $target } al combate
effect-add-tagged-monster = añade { $n ->
    [one] { FORM($tag, case: "indef") }
   *[other] { $n } { FORM($tag, case: "pl") }
  } de tu mano al combate
effect-copy-monster = una copia del monstruo se une al combate, con todos sus potenciadores
effect-extra-slot = puedes tener { $what-key ->
    [race] una { $what } más
    [style] un { $what } más
   *[other] una { $what } más
  }
effect-win-game = ganas la partida
effect-usable = utilizable
    .if = solo se puede usar si { $condition }
effect-free-help = puedes ayudar sin soborno
effect-change-gender = cambia de sexo
    .target = { $target } { GENDER($target) ->
        [plur] cambian
       *[other] cambia
    } de sexo
effect-monster-flees = el monstruo abandona el combate (sin victoria ni { -treasure(case: "pl") })
    .target = { $target } { GENDER($target) ->
        [plur] abandonan
       *[other] abandona
    } el combate (sin victoria ni { -treasure(case: "pl") })
effect-level-bonus-only = si se le da a un monstruo, solo cuenta su bonificación
effect-move-take = coge { $cards } y ponla en tu mano
effect-move-discard = descarta { $cards }
effect-move-give = da { $cards } a { $who }
effect-move-steal = roba { $cards }
effect-move-return = devuelve { $cards } a su dueño
effect-cancel = anúlala (no tiene efecto y se descartan las dos cartas)
effect-waive = ignora una restricción de { $cards }

## Números de las reglas

effect-set-helpers = { $n ->
    [0] nadie puede ayudar en un combate
    [one] puede ayudar 1 jugador en un combate
   *[other] pueden ayudar { $n } jugadores en un combate
  }
    .target = { $n ->
        [0] nadie puede ayudar a { $target } en un combate
        [one] puede ayudar a { $target } 1 jugador en un combate
       *[other] pueden ayudar a { $target } { $n } jugadores en un combate
    }
effect-change-helpers = { $n-signed } al número de ayudantes permitidos
    .floor = { $n-signed } al número de ayudantes permitidos, nunca por debajo de { $floor }
    .ceiling = { $n-signed } al número de ayudantes permitidos, nunca por encima de { $ceiling }
    .target = { $n-signed } al número de ayudantes permitidos a { $target }
effect-set-big-items = tu límite de { -big-item(case: "pl") } es { $n }
    .target = el límite de { -big-item(case: "pl") } de { $target } es { $n }
effect-change-big-items = { $n-signed } a tu límite de { -big-item(case: "pl") }
    .floor = { $n-signed } a tu límite de { -big-item(case: "pl") }, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a tu límite de { -big-item(case: "pl") }, nunca por encima de { $ceiling }
    .target = { $n-signed } al límite de { -big-item(case: "pl") } de { $target }
effect-set-kill-levels = una victoria da { $n ->
    [one] 1 { -level }
   *[other] { $n } { -level(case: "pl") }
  }
    .target = una victoria da a { $target } { $n ->
        [one] 1 { -level }
       *[other] { $n } { -level(case: "pl") }
    }
effect-change-kill-levels = { $n-signed } a los { -level(case: "pl") } que da una victoria
    .floor = { $n-signed } a los { -level(case: "pl") } que da una victoria, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a los { -level(case: "pl") } que da una victoria, nunca por encima de { $ceiling }
    .target = { $n-signed } a los { -level(case: "pl") } que da una victoria a { $target }
effect-set-kill-treasures = una victoria da { $n ->
    [one] 1 { -treasure }
   *[other] { $n } { -treasure(case: "pl") }
  }
    .target = una victoria da a { $target } { $n ->
        [one] 1 { -treasure }
       *[other] { $n } { -treasure(case: "pl") }
    }
effect-change-kill-treasures = { $n-signed } a los { -treasure(case: "pl") } que da una victoria
    .floor = { $n-signed } a los { -treasure(case: "pl") } que da una victoria, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a los { -treasure(case: "pl") } que da una victoria, nunca por encima de { $ceiling }
    .target = { $n-signed } a los { -treasure(case: "pl") } que da una victoria a { $target }
effect-set-escape-roll = consigues { -run-away } con una tirada de { $n } o más
    .target = { $target } { GENDER($target) ->
        [plur] consiguen
       *[other] consigue
    } { -run-away } con una tirada de { $n } o más
effect-change-escape-roll = { $n-signed } a la tirada necesaria para { -run-away }
    .floor = { $n-signed } a la tirada necesaria para { -run-away }, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a la tirada necesaria para { -run-away }, nunca por encima de { $ceiling }
    .target = { $n-signed } a la tirada que { $target } { GENDER($target) ->
        [plur] necesitan
       *[other] necesita
    } para { -run-away }
effect-set-headgear-slots = puedes llevar { $n } { -headgear }
    .target = { $target } puede llevar { $n } { -headgear }
effect-change-headgear-slots = { $n-signed } a los { -headgear } que puedes llevar
    .floor = { $n-signed } a los { -headgear } que puedes llevar, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a los { -headgear } que puedes llevar, nunca por encima de { $ceiling }
    .target = { $n-signed } a los { -headgear } que puede llevar { $target }
effect-set-armor-slots = puedes llevar { $n } { -armor }
    .target = { $target } puede llevar { $n } { -armor }
effect-change-armor-slots = { $n-signed } a las { -armor } que puedes llevar
    .floor = { $n-signed } a las { -armor } que puedes llevar, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a las { -armor } que puedes llevar, nunca por encima de { $ceiling }
    .target = { $n-signed } a las { -armor } que puede llevar { $target }
effect-set-footgear-slots = puedes llevar { $n } { -footgear }
    .target = { $target } puede llevar { $n } { -footgear }
effect-change-footgear-slots = { $n-signed } al { -footgear } que puedes llevar
    .floor = { $n-signed } al { -footgear } que puedes llevar, nunca por debajo de { $floor }
    .ceiling = { $n-signed } al { -footgear } que puedes llevar, nunca por encima de { $ceiling }
    .target = { $n-signed } al { -footgear } que puede llevar { $target }
effect-set-hands = tienes { $n ->
    [one] 1 mano
   *[other] { $n } manos
  } para { -item(case: "pl") }
    .target = { $target } { GENDER($target) ->
        [plur] tienen
       *[other] tiene
    } { $n ->
        [one] 1 mano
       *[other] { $n } manos
    } para { -item(case: "pl") }
effect-change-hands = { $n-signed } a tus manos para { -item(case: "pl") }
    .floor = { $n-signed } a tus manos para { -item(case: "pl") }, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a tus manos para { -item(case: "pl") }, nunca por encima de { $ceiling }
    .target = { $n-signed } a las manos para { -item(case: "pl") } de { $target }
effect-change-hand-limit = { $n-signed } a tu límite de mano
    .floor = { $n-signed } a tu límite de mano, nunca por debajo de { $floor }
    .ceiling = { $n-signed } a tu límite de mano, nunca por encima de { $ceiling }
    .target = { $n-signed } al límite de mano de { $target }
    .floor-target = { $n-signed } al límite de mano de { $target }, nunca por debajo de { $floor }
    .ceiling-target = { $n-signed } al límite de mano de { $target }, nunca por encima de { $ceiling }

## Costes

cost-discard-cards = descarta { $n ->
    [one] 1 carta
   *[other] { $n } cartas
  }
cost-discard-up-to = descarta hasta { $n ->
    [one] 1 carta
   *[other] { $n } cartas
  }
cost-discard-hand = descarta toda tu mano
cost-discard-items = descarta { $n ->
    [one] 1 { -item } que lleves
   *[other] { $n } { -item(case: "pl") } que lleves
  }
cost-discard-self = descarta { $card }
cost-discard-level-card = descarta { $n ->
    [one] 1 carta de { -kind-go-up-a-level }
   *[other] { $n } cartas de { -kind-go-up-a-level }
  }

## Objetivos

target-self = tú
target-player = el jugador del combate
target-victim = la víctima
target-monster = el monstruo
target-one-monster = un monstruo
target-all-monsters = todos los monstruos
    .gender = plur
target-either-side = cualquiera de los bandos
target-any-player = cualquier jugador
target-other-player = otro jugador
target-each-player = cada jugador
target-helper = tu ayudante
target-hand = tu mano
target-selected = { $who }
    .gender = { GENDER($who) }

## Lo que se cuenta ("por cada")

counter-discarded-card = cada carta descartada
counter-tagged-monster = cada { $tag } del combate
counter-monster-in-combat = cada monstruo del combate
counter-item-carried = cada { -item } que lleves
counter-player-helping = cada jugador que ayude
counter-count-cards = cada una de { $cards }
counter-count-players = cada uno de { $who }

## Duraciones

duration-end-of-combat = hasta el final del combate
duration-end-of-next-combat = hasta el final de tu siguiente combate
duration-end-of-turn = hasta el final del turno
duration-end-of-next-turn = hasta el final de tu siguiente turno
duration-death = hasta que mueras
duration-next-kill = hasta tu siguiente victoria sobre un monstruo
duration-next-death = hasta tu siguiente muerte
duration-next-won-combat = hasta que vuelvas a ganar un combate
duration-next-lost-combat = hasta que vuelvas a perder un combate
duration-next-level-gained = hasta que vuelvas a subir un { -level }
duration-next-card-played = hasta que vuelvas a jugar una carta
duration-next-turn-started = hasta que empiece tu siguiente turno
duration-next-item-lost = hasta que vuelvas a perder un { -item }
duration-next-slot-lost = hasta que pierdas tu { $slot }

## Quién elige

chooser-victim = la víctima elige
chooser-self = tú eliges
chooser-player = el jugador del combate elige

## Jugadores

selector-you = tú
selector-victim = la víctima
selector-fighter = el jugador que combate
selector-helper = el ayudante
selector-combatants = los jugadores del combate
    .gender = plur
selector-combatant-other = un jugador del combate que no seas tú
selector-another = otro jugador
selector-any = cualquier jugador
selector-others = cada uno de los demás jugadores
selector-everyone = cada jugador
selector-extreme = el jugador con { $which-key ->
    [lowest] menos
   *[highest] más
  } { FORM($q, case: "bare") }
selector-extreme-all = los jugadores con { $which-key ->
    [lowest] menos
   *[highest] más
  } { FORM($q, case: "bare") }
    .gender = plur
selector-extreme-other = el jugador, aparte de ti, con { $which-key ->
    [lowest] menos
   *[highest] más
  } { FORM($q, case: "bare") }
selector-extreme-level = el jugador de { $which-key ->
    [lowest] menor
    [lowest-level] menor
   *[other] mayor
  } { -level }
selector-extreme-level-other = el otro jugador de { $which-key ->
    [lowest] menor
    [lowest-level] menor
   *[other] mayor
  } { -level }

## Cartas

card-selector-all = { FORM($what, case: "the-pl") } { $where }
    .gender = plur
card-selector-one = { FORM($what, case: "indef") } { $where }
card-selector-a-kind = { FORM($what, case: "indef") }
card-selector-some = { $n } { $n ->
    [one] { FORM($what, case: "sg") }
   *[other] { FORM($what, case: "pl") }
  } { $where }
    .gender = { $n ->
        [one] { GENDER($what) }
       *[other] plur
    }
card-selector-top-discard = la carta de arriba de la pila de descartes de { $deck }
card-selector-top-deck = la carta de arriba del mazo de { $deck }
card-selector-best = tu mejor { -item }
card-selector-best-of = { FORM($what, case: "best") } { $where }
card-selector-yours = tus { FORM($what, case: "pl") }
    .gender = plur
card-selector-it = esa carta
card-selector-this = esta carta

## Tipos de carta que nombra un selector (sg, pl, the-pl, indef, best)

card-kind-card = { $case ->
    [pl] cartas
    [the-pl] las cartas
    [indef] una carta
    [best] la mejor carta
   *[sg] carta
  }
    .gender = fem
card-kind-item = { $case ->
    [pl] { -item(case: "pl") }
    [the-pl] los { -item(case: "pl") }
    [indef] un { -item }
    [best] el mejor { -item }
   *[sg] { -item }
  }
card-kind-big-item = { $case ->
    [pl] { -big-item(case: "pl") }
    [the-pl] los { -big-item(case: "pl") }
    [indef] un { -big-item }
    [best] el mejor { -big-item }
   *[sg] { -big-item }
  }
card-kind-item-bonus = { $case ->
    [pl] { -item(case: "pl") } con una bonificación de al menos { $n }
    [the-pl] los { -item(case: "pl") } con una bonificación de al menos { $n }
    [indef] un { -item } con una bonificación de al menos { $n }
    [best] el mejor { -item } con una bonificación de al menos { $n }
   *[sg] { -item } con una bonificación de al menos { $n }
  }
card-kind-slot = { $case ->
    [the-pl] { FORM($slot, case: "the-pl") }
    [indef] { FORM($slot, case: "indef") }
    [best] { FORM($slot, case: "best") }
   *[other] { $slot }
  }
card-kind-tagged-card = { $case ->
    [pl] cartas de { $tag }
    [the-pl] las cartas de { $tag }
    [indef] una carta de { $tag }
    [best] la mejor carta de { $tag }
   *[sg] carta de { $tag }
  }
card-kind-tagged-item = { $case ->
    [pl] { -item(case: "pl") } de { $tag }
    [the-pl] los { -item(case: "pl") } de { $tag }
    [indef] un { -item } de { $tag }
    [best] el mejor { -item } de { $tag }
   *[sg] { -item } de { $tag }
  }
card-kind-monster = { $case ->
    [pl] monstruos
    [the-pl] los monstruos
    [indef] un monstruo
    [best] el mejor monstruo
   *[sg] monstruo
  }
card-kind-tagged-monster = { $case ->
    [pl] { FORM($tag, case: "pl") }
    [the-pl] los { FORM($tag, case: "pl") }
    [indef] { FORM($tag, case: "indef") }
    [best] el mejor { $tag }
   *[sg] { $tag }
  }
card-kind-kind = { $case ->
    [pl] cartas de { $kind }
    [the-pl] las cartas de { $kind }
    [indef] una carta de { $kind }
    [best] la mejor carta de { $kind }
   *[sg] carta de { $kind }
  }

## Dónde están las cartas

place-hand = de tu mano
place-hand-of = de la mano de { $who }
place-carried = que llevas
place-carried-by = que lleva { $who }
place-equipped = que tienes equipados
place-equipped-by = que tiene equipados { $who }
place-in-play = en juego
place-in-front-of = en juego delante de { $who }
place-discard-pile = de la pila de descartes de { $deck }
place-deck = del mazo de { $deck }
place-combat = del combate

## Cómo se unen las partes de una regla

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, si { $condition }
construct-if = si { $condition }
construct-for-each = { $effect } por { $counter }
construct-lasting = { $effect } { $duration }
construct-effect-if = { $effect } si { $condition }
construct-target = { $effect } ({ $target })
construct-not = no es cierto que { $condition }
construct-choice = { $chooser }: { $options }
construct-choice-free = elige una opción: { $options }
construct-compare = { $quantity } es { $op ->
    [lt] menor que { $n }
    [le] { $n } o menos
    [eq] { $n }
    [ne] distinto de { $n }
    [ge] { $n } o más
   *[gt] mayor que { $n }
  }
construct-compare-other = { $quantity } es { $op ->
    [lt] menor que
    [le] como mucho
    [eq] igual a
    [ne] distinto de
    [ge] al menos
   *[gt] mayor que
  } { $other }
