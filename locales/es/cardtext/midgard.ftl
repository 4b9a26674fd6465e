# Champions of Midgard: card rules text (Spanish). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player with "tú" ("gana"). An uncountable resource is counted
# with "de" ("2 de comida", "6 de Gloria"); coins are counted as such ("2 monedas"). A target's "gen"
# and "dat" forms carry "de" and "a", contracted where Spanish contracts them ("del drakkar").


## How a rule is put together

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
# source-hash: b54c347c1f04
construct-target = { $target }: { $effect }
# source-hash: 8b3b73a1469f
construct-for-each = { $effect } por cada { $counter }
# source-hash: 0fa6f68495e9
construct-lasting = { $effect } hasta { $duration }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect } si { $condition }
# source-hash: 598e4ff7a6dc
construct-choice-free = { $options }
# source-hash: 90dbec63d289
construct-choice = { $options }, { $chooser }
# source-hash: bd01a7654576
construct-not = no es cierto que { $condition }
# source-hash: daf6fcf6c5ac
construct-compare =
    { $quantity } { $op ->
        [lt] es menor que { $n }
        [le] es { $n } o menos
        [eq] es exactamente { $n }
        [ne] no es { $n }
        [gt] es mayor que { $n }
       *[ge] es { $n } o más
    }
# source-hash: 05438effd96f
construct-compare-other =
    { $quantity } { $op ->
        [lt] es menor que { $other }
        [le] no supera { $other }
        [eq] es igual que { $other }
        [ne] es distinto de { $other }
        [gt] es mayor que { $other }
       *[ge] es al menos { $other }
    }

## Card kinds

# source-hash: a6f07e8647b5
kind-troll = Trol
# source-hash: 46df355beb87
kind-draugr = Draugr
# source-hash: 078cb6bbbb20
kind-monster = Monstruo de las costas lejanas
# source-hash: 9c77dddd61ac
kind-journey = Viaje
# source-hash: a6d68869ffdc
kind-rune = Runa
# source-hash: e701dd0044b9
kind-destiny = Destino
# source-hash: 489d2dbef830
kind-merchant-ship = Barco mercante
# source-hash: f73664eacbef
kind-leader = Líder vikingo
# source-hash: b49115a2ccf5
kind-warrior = Dado de guerrero
# source-hash: 22b34dce14e0
kind-longship = Drakkar
# source-hash: 55e3ff45c7b6
kind-market-stall = Puesto de mercado
# source-hash: 655afd49425c
kind-location = Casilla del tablero

## Fields: the facts printed on a card

# source-hash: 12197239b0ae
field-health = Salud { $value }
# source-hash: 0bd774b64070
field-attack = Ataque { $value }
# source-hash: 2c7dd850a2f7
field-reward =
    Recompensa: { $item-key ->
        [coins]
            { $value } { $value ->
                [one] { FORM($item) }
                [many] de { FORM($item, case: "nom-pl") }
               *[other] { FORM($item, case: "nom-pl") }
            }
       *[other] { $value } de { $item }
    }
# source-hash: 2f1fe61d2863
field-forbids = Sin dados de { $value }
# source-hash: 778eb29c78f5
field-colour = Color: { $value }
# source-hash: e55887ce840b
field-cost =
    Coste: { $item-key ->
        [coins]
            { $value } { $value ->
                [one] { FORM($item) }
                [many] de { FORM($item, case: "nom-pl") }
               *[other] { FORM($item, case: "nom-pl") }
            }
       *[other] { $value } de { $item }
    }
# source-hash: 68d4dd5bd72a
field-glory = { $value } de { -glory } al final de la partida
# source-hash: 901a5061be28
field-warriors =
    Casa larga para { $value } { $value ->
        [one] { -warrior }
        [many] de { -warrior(case: "nom-pl") }
       *[other] { -warrior(case: "nom-pl") }
    }
# source-hash: 71778157be8f
field-is = Dado: { $value }
# source-hash: 171737f7cb03
field-faces = { $value } × { $item }
# source-hash: 7faa30d9da0d
field-dice = { $value } en la reserva
# source-hash: 16a320d24762
field-capacity = Lleva { $value } entre dados y comida
# source-hash: 9fb6f104906a
field-public = Público
# source-hash: 42c46423a57f
field-players =
    Con { $value } { $value ->
        [one] jugador
        [many] de jugadores
       *[other] jugadores
    } o más
# source-hash: e7fe05c5adb3
field-stall = Puesto { $value }
# source-hash: 54fc00b55ab0
field-workers =
    { $value ->
        [0] Cualquier número de trabajadores
        [one] { $value } { -worker }
        [many] { $value } de { -worker(case: "nom-pl") }
       *[other] { $value } { -worker(case: "nom-pl") }
    }
# source-hash: 3d63e339b274
field-space = { -space } { $value }

## Timing windows (B.40, B.43, B.47)

# source-hash: 2f0e6e2c57f8
window-when-placed = cuando coloques aquí un trabajador
# source-hash: abfe6cb2d868
window-during-combat = durante uno de tus combates
# source-hash: 67613d463ace
window-after-reroll = después de gastar { -favor } en volver a tirar
# source-hash: 7b7ad2e969dc
window-when-killed = cuando lo mates
# source-hash: 69af596382ec
window-when-revealed = cuando se revele esta carta
# source-hash: 2943c6d240d7
window-after-journey = después de que se revele una { -journey }
# source-hash: c10154f1a1d4
window-at-clean-up = durante la limpieza
# source-hash: 1ba657ba4528
window-round-start = al comienzo de la ronda
# source-hash: 25938f1b6489
window-game-end = al final de la partida

## Costs

# source-hash: 4501a9e749ab
cost-pay =
    paga { $r-key ->
        [coins]
            { $n } { $n ->
                [one] { FORM($r) }
                [many] de { FORM($r, case: "nom-pl") }
               *[other] { FORM($r, case: "nom-pl") }
            }
       *[other] { $n } de { $r }
    }
# source-hash: 0ac03cce8dc9
cost-discard-self = descarta esta carta

## Effects

# source-hash: 3850d5fa526d
effect-gain =
    gana { $r-key ->
        [coins]
            { $n } { $n ->
                [one] { FORM($r) }
                [many] de { FORM($r, case: "nom-pl") }
               *[other] { FORM($r, case: "nom-pl") }
            }
       *[other] { $n } de { $r }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } gana
            [inan] pon
           *[self] gana
        } { $r-key ->
            [coins]
                { $n } { $n ->
                    [one] { FORM($r) }
                    [many] de { FORM($r, case: "nom-pl") }
                   *[other] { FORM($r, case: "nom-pl") }
                }
           *[other] { $n } de { $r }
        }{ ANIMACY($target) ->
            [inan] { " " }en { $target }
           *[other] { "" }
        }
# source-hash: dcff280a4625
effect-lose =
    pierde { $r-key ->
        [coins]
            { $n } { $n ->
                [one] { FORM($r) }
                [many] de { FORM($r, case: "nom-pl") }
               *[other] { FORM($r, case: "nom-pl") }
            }
       *[other] { $n } de { $r }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } pierde
           *[other] pierde
        } { $r-key ->
            [coins]
                { $n } { $n ->
                    [one] { FORM($r) }
                    [many] de { FORM($r, case: "nom-pl") }
                   *[other] { FORM($r, case: "nom-pl") }
                }
           *[other] { $n } de { $r }
        }{ ANIMACY($target) ->
            [inan] { " " }{ FORM($target, case: "gen") }
           *[other] { "" }
        }
# source-hash: d09820eb83b7
effect-gain-dice =
    gana { $n } { $n ->
        [one] { -die }
        [many] de { -die(case: "nom-pl") }
       *[other] { -die(case: "nom-pl") }
    } de { $w }
# source-hash: 01a27537916f
effect-take-all-dice = toma todos los dados de { FORM($w, case: "nom-pl") } que haya aquí
# source-hash: 9c9619ee7323
effect-add-dice =
    añade a este combate { $n } { $n ->
        [one] { -die }
        [many] de { -die(case: "nom-pl") }
       *[other] { -die(case: "nom-pl") }
    } de { $w }
# source-hash: c582ad39a589
effect-lose-warriors =
    pierde { $n } { $n ->
        [one] { -warrior }
        [many] de { -warrior(case: "nom-pl") }
       *[other] { -warrior(case: "nom-pl") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } pierde
           *[other] pierde
        } { $n } { $n ->
            [one] { -warrior }
            [many] de { -warrior(case: "nom-pl") }
           *[other] { -warrior(case: "nom-pl") }
        }{ ANIMACY($target) ->
            [inan] { " " }{ FORM($target, case: "gen") }
           *[other] { "" }
        }
# source-hash: 25a5798d4826
effect-nothing = no pasa nada
# source-hash: 9c4eeca833f9
effect-fight-kraken = los guerreros a bordo luchan contra un { -kraken } (salud { $h }, ataque { $a })
# source-hash: e1110f232d79
effect-first-player = toma el { -first-player }; si ya lo tienes, pásalo al jugador de tu izquierda
# source-hash: 26bd78f03786
effect-look-journey =
    mira { $n } { $n ->
        [one] { -journey }
        [many] de { -journey(case: "nom-pl") }
       *[other] { -journey(case: "nom-pl") }
    } boca abajo
# source-hash: b2477608fde9
effect-draw-destiny =
    roba { $n } { $n ->
        [one] { -destiny }
        [many] de { -destiny(case: "nom-pl") }
       *[other] { -destiny(case: "nom-pl") }
    }
# source-hash: f00bb6d8f17b
effect-gain-worker =
    gana { $n } { $n ->
        [one] { -worker }
        [many] de { -worker(case: "nom-pl") }
       *[other] { -worker(case: "nom-pl") }
    }
# source-hash: dc40365fb8c9
effect-hunt = tira tus dados sin asignar para cazar comida
# source-hash: f2eb60c5fe57
effect-deal-damage = inflige { $n } de { -damage } al enemigo
# source-hash: 1a8e63c23f12
effect-ignore-journey = ignora la { -journey } que se acaba de revelar
# source-hash: aa803a9f494b
effect-reroll =
    vuelve a tirar { $n } { $n ->
        [one] { -die }
        [many] de { -die(case: "nom-pl") }
       *[other] { -die(case: "nom-pl") }
    }
# source-hash: 9165931b5f9a
effect-face-damage =
    { $n-sign ->
        [minus] cada impacto en un dado de { $w } inflige { $n-abs } de { -damage } menos
        [zero] los impactos en dados de { $w } infligen el daño de siempre
       *[plus] cada impacto en un dado de { $w } inflige { $n-abs } de { -damage } más
    }
# source-hash: a3217fe92fce
effect-free-merchants = los { -merchant-ship(case: "nom-pl") } no te cuestan nada
# source-hash: 68e1c754ef6e
effect-destiny-draws =
    { $n-sign ->
        [minus]
            roba { $n-abs } { $n-abs ->
                [one] { -destiny }
                [many] de { -destiny(case: "nom-pl") }
               *[other] { -destiny(case: "nom-pl") }
            } menos para elegir
        [zero] roba las cartas de destino de siempre para elegir
       *[plus]
            roba { $n-abs } { $n-abs ->
                [one] { -destiny }
                [many] de { -destiny(case: "nom-pl") }
               *[other] { -destiny(case: "nom-pl") }
            } más para elegir
    }
# source-hash: 14e823b9970f
effect-buy-longship = compra un { -longship } propio pagando su coste
# source-hash: c5358d43b506
effect-buy-rune = compra una de las { -rune(case: "nom-pl") } boca arriba pagando su coste
# source-hash: 56f8dfa76697
effect-trade =
    cambia { $r-key ->
        [coins]
            { $n } { $n ->
                [one] { FORM($r) }
                [many] de { FORM($r, case: "nom-pl") }
               *[other] { FORM($r, case: "nom-pl") }
            }
       *[other] { $n } de { $r }
    } por { $s-key ->
        [coins]
            { $m } { $m ->
                [one] { FORM($s) }
                [many] de { FORM($s, case: "nom-pl") }
               *[other] { FORM($s, case: "nom-pl") }
            }
       *[other] { $m } de { $s }
    }

## Conditions

# source-hash: a1b60cfb091f
cond-nobody-killed = nadie lo ha matado
    .negated = alguien lo ha matado
# source-hash: 8a991eae4733
cond-most = tienes más { $t } que nadie (los empates cuentan)
    .negated = no tienes más { $t } que nadie
# source-hash: 33e1b3bda3c0
cond-fighting =
    luchas contra { GENDER($e) ->
        [fem] una
       *[masc] un
    } { $e }
    .negated =
        no luchas contra { GENDER($e) ->
            [fem] una
           *[masc] un
        } { $e }
# source-hash: d9b5fa81e2ca
cond-fighting-colour = el enemigo contra el que luchas es { $c }
    .negated = el enemigo contra el que luchas no es { $c }
# source-hash: 5886382ddf67
cond-on-longship = luchas desde un { -longship }
    .negated = no luchas desde un { -longship }

## Quantities: what a condition counts

# source-hash: 62aa062f45ca
quantity-tally = tu cantidad de { $t }
# source-hash: 66ea5783ee5d
quantity-dice = el número de tus dados de guerrero
# source-hash: f68a1f9f014c
quantity-damage = el daño del enemigo
# source-hash: c96f6cc14a89
quantity-sets = el número de tus juegos de enemigos

## Targets: "gen" with "de", "dat" with "a"; .animacy: how an effect takes them (en/midgard.ftl)

# source-hash: af6d666f92c8
target-self =
    { $case ->
       *[nom] tú
        [gen] de ti
        [dat] a ti
    }
    .animacy = self
# source-hash: b6a59c2081ad
target-other-player =
    { $case ->
       *[nom] otro jugador a tu elección
        [gen] de otro jugador a tu elección
        [dat] a otro jugador a tu elección
    }
    .animacy = anim
# source-hash: 2e20444c5fec
target-each-player =
    { $case ->
       *[nom] cada jugador
        [gen] de cada jugador
        [dat] a cada jugador
    }
    .animacy = anim
# source-hash: c82d39febd34
target-each-other-player =
    { $case ->
       *[nom] cada uno de los demás jugadores
        [gen] de cada uno de los demás jugadores
        [dat] a cada uno de los demás jugadores
    }
    .animacy = anim
# source-hash: be74e48e8677
target-longship =
    { $case ->
       *[nom] el drakkar
        [gen] del drakkar
        [dat] al drakkar
    }
    .animacy = inan
# source-hash: 8cbae8313830
target-enemy =
    { $case ->
       *[nom] el enemigo
        [gen] del enemigo
        [dat] al enemigo
    }
    .animacy = inan

## Counters: what "for each" counts (after "por cada"; a tally's "sg" is one of it)

# source-hash: 3d5447687f8e
counter-tally = { FORM($t, case: "sg") }
# source-hash: fab604fb5e8c
counter-enemy-set = juego de enemigos de los tres colores
# source-hash: 23075df318be
counter-shield = escudo obtenido en la tirada

## Durations (after "hasta")

# source-hash: 8f1d6487dfb8
duration-end-of-combat = el final del combate
# source-hash: e14e1d4c0b7e
duration-end-of-round = el final de la ronda

## Choosers

# source-hash: 84f0e5407338
chooser-self = a tu elección

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: d1551a260cc7
label-attack = Ataque
# source-hash: 4de31bc86d8b
label-capacity = Capacidad
# source-hash: 908a98ca9a94
label-colour = Color
# source-hash: d2e45501a137
label-cost = Coste
# source-hash: aeddcdb4af0b
label-dice = Dados
# source-hash: da47ca87a939
label-faces = Caras
# source-hash: 8dcbb4261d59
label-forbids = Prohíbe
# source-hash: 0b72d396253d
label-glory = { -glory }
# source-hash: 7318065bf6f3
label-health = Salud
# source-hash: f6a95f581460
label-players = Jugadores
# source-hash: bafab137fd66
label-public = Público
# source-hash: 2c5040e012de
label-reward = Recompensa
# source-hash: 2c9a4835934f
label-space = Espacio
# source-hash: be863745d77e
label-stall = Puesto
# source-hash: 3d528a64dffd
label-warriors = Guerreros
# source-hash: 4c6597d04532
label-workers = Trabajadores

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
