# Champions of Midgard: card rules text (Spanish). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player with "tú" ("gana"). An uncountable resource is counted
# with "de" ("2 de comida", "6 de Gloria"); coins are counted as such ("2 monedas"). A target's "gen"
# and "dat" forms carry "de" and "a", contracted where Spanish contracts them ("del drakkar").

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, si { $condition }
construct-if = si { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } por cada { $counter }
construct-lasting = { $effect } hasta { $duration }
construct-effect-if = { $effect } si { $condition }
construct-choice-free = { $options }
construct-choice = { $options }, { $chooser }
construct-not = no es cierto que { $condition }
construct-compare = { $quantity } { $op ->
    [lt] es menor que { $n }
    [le] es { $n } o menos
    [eq] es exactamente { $n }
    [ne] no es { $n }
    [gt] es mayor que { $n }
   *[ge] es { $n } o más
 }
construct-compare-other = { $quantity } { $op ->
    [lt] es menor que { $other }
    [le] no supera { $other }
    [eq] es igual que { $other }
    [ne] es distinto de { $other }
    [gt] es mayor que { $other }
   *[ge] es al menos { $other }
 }

## Card kinds

kind-troll = Trol
kind-draugr = Draugr
kind-monster = Monstruo de las costas lejanas
kind-journey = Viaje
kind-rune = Runa
kind-destiny = Destino
kind-merchant-ship = Barco mercante
kind-leader = Líder vikingo
kind-warrior = Dado de guerrero
kind-longship = Drakkar
kind-market-stall = Puesto de mercado
kind-location = Casilla del tablero

## Fields: the facts printed on a card

field-health = Salud { $value }
field-attack = Ataque { $value }
field-reward = Recompensa: { $item-key ->
    [coins] { $value } { $value ->
        [one] { FORM($item) }
        [many] de { FORM($item, case: "nom-pl") }
       *[other] { FORM($item, case: "nom-pl") }
    }
   *[other] { $value } de { $item }
 }
field-forbids = Sin dados de { $value }
field-colour = Color: { $value }
field-cost = Coste: { $item-key ->
    [coins] { $value } { $value ->
        [one] { FORM($item) }
        [many] de { FORM($item, case: "nom-pl") }
       *[other] { FORM($item, case: "nom-pl") }
    }
   *[other] { $value } de { $item }
 }
field-glory = { $value } de { -glory } al final de la partida
field-warriors = Casa larga para { $value } { $value ->
    [one] { -warrior }
    [many] de { -warrior(case: "nom-pl") }
   *[other] { -warrior(case: "nom-pl") }
 }
field-is = Dado: { $value }
field-faces = { $value } × { $item }
field-dice = { $value } en la reserva
field-capacity = Lleva { $value } entre dados y comida
field-public = Público
field-players = Con { $value } { $value ->
    [one] jugador
   *[other] jugadores
 } o más
field-stall = Puesto { $value }
field-workers = { $value ->
    [0] Cualquier número de trabajadores
    [one] { $value } { -worker }
    [many] { $value } de { -worker(case: "nom-pl") }
   *[other] { $value } { -worker(case: "nom-pl") }
 }
field-space = { -space } { $value }

## Timing windows (B.40, B.43, B.47)

window-when-placed = cuando coloques aquí un trabajador
window-during-combat = durante uno de tus combates
window-after-reroll = después de gastar { -favor } en volver a tirar
window-when-killed = cuando lo mates
window-when-revealed = cuando se revele esta carta
window-after-journey = después de que se revele una { -journey }
window-at-clean-up = durante la limpieza
window-round-start = al comienzo de la ronda
window-game-end = al final de la partida

## Costs

cost-pay = paga { $r-key ->
    [coins] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 }
cost-discard-self = descarta esta carta

## Effects

effect-gain = gana { $r-key ->
    [coins] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } gana
        [inan] pon
       *[self] gana
    } { $r-key ->
        [coins] { $n } { $n ->
            [one] { FORM($r) }
            [many] de { FORM($r, case: "nom-pl") }
           *[other] { FORM($r, case: "nom-pl") }
        }
       *[other] { $n } de { $r }
    }{ ANIMACY($target) ->
        [inan] { " " }en { $target }
       *[other] { "" }
    }
effect-lose = pierde { $r-key ->
    [coins] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } pierde
       *[other] pierde
    } { $r-key ->
        [coins] { $n } { $n ->
            [one] { FORM($r) }
            [many] de { FORM($r, case: "nom-pl") }
           *[other] { FORM($r, case: "nom-pl") }
        }
       *[other] { $n } de { $r }
    }{ ANIMACY($target) ->
        [inan] { " " }{ FORM($target, case: "gen") }
       *[other] { "" }
    }
effect-gain-dice = gana { $n } { $n ->
    [one] { -die }
    [many] de { -die(case: "nom-pl") }
   *[other] { -die(case: "nom-pl") }
 } de { $w }
effect-take-all-dice = toma todos los dados de { FORM($w, case: "nom-pl") } que haya aquí
effect-add-dice = añade a este combate { $n } { $n ->
    [one] { -die }
    [many] de { -die(case: "nom-pl") }
   *[other] { -die(case: "nom-pl") }
 } de { $w }
effect-lose-warriors = pierde { $n } { $n ->
    [one] { -warrior }
    [many] de { -warrior(case: "nom-pl") }
   *[other] { -warrior(case: "nom-pl") }
 }
    .target = { ANIMACY($target) ->
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
effect-nothing = no pasa nada
effect-fight-kraken = los guerreros a bordo luchan contra un { -kraken } (salud { $h }, ataque { $a })
effect-first-player = toma el { -first-player }; si ya lo tienes, pásalo al jugador de tu izquierda
effect-look-journey = mira { $n } { $n ->
    [one] { -journey }
    [many] de { -journey(case: "nom-pl") }
   *[other] { -journey(case: "nom-pl") }
 } boca abajo
effect-draw-destiny = roba { $n } { $n ->
    [one] { -destiny }
    [many] de { -destiny(case: "nom-pl") }
   *[other] { -destiny(case: "nom-pl") }
 }
effect-gain-worker = gana { $n } { $n ->
    [one] { -worker }
    [many] de { -worker(case: "nom-pl") }
   *[other] { -worker(case: "nom-pl") }
 }
effect-hunt = tira tus dados sin asignar para cazar comida
effect-deal-damage = inflige { $n } de { -damage } al enemigo
effect-ignore-journey = ignora la { -journey } que se acaba de revelar
effect-reroll = vuelve a tirar { $n } { $n ->
    [one] { -die }
    [many] de { -die(case: "nom-pl") }
   *[other] { -die(case: "nom-pl") }
 }
effect-face-damage = { $n-sign ->
    [minus] cada impacto en un dado de { $w } inflige { $n-abs } de { -damage } menos
    [zero] los impactos en dados de { $w } infligen el daño de siempre
   *[plus] cada impacto en un dado de { $w } inflige { $n-abs } de { -damage } más
 }
effect-free-merchants = los { -merchant-ship(case: "nom-pl") } no te cuestan nada
effect-destiny-draws = { $n-sign ->
    [minus] roba { $n-abs } { $n-abs ->
        [one] { -destiny }
        [many] de { -destiny(case: "nom-pl") }
       *[other] { -destiny(case: "nom-pl") }
    } menos para elegir
    [zero] roba las cartas de destino de siempre para elegir
   *[plus] roba { $n-abs } { $n-abs ->
        [one] { -destiny }
        [many] de { -destiny(case: "nom-pl") }
       *[other] { -destiny(case: "nom-pl") }
    } más para elegir
 }
effect-buy-longship = compra un { -longship } propio pagando su coste
effect-buy-rune = compra una de las { -rune(case: "nom-pl") } boca arriba pagando su coste
effect-trade = cambia { $r-key ->
    [coins] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 } por { $s-key ->
    [coins] { $m } { $m ->
        [one] { FORM($s) }
        [many] de { FORM($s, case: "nom-pl") }
       *[other] { FORM($s, case: "nom-pl") }
    }
   *[other] { $m } de { $s }
 }

## Conditions

cond-nobody-killed = nadie lo ha matado
    .negated = alguien lo ha matado
cond-most = tienes más { $t } que nadie (los empates cuentan)
    .negated = no tienes más { $t } que nadie
cond-fighting = luchas contra { GENDER($e) ->
    [fem] una
   *[masc] un
 } { $e }
    .negated = no luchas contra { GENDER($e) ->
        [fem] una
       *[masc] un
    } { $e }
cond-fighting-colour = el enemigo contra el que luchas es { $c }
    .negated = el enemigo contra el que luchas no es { $c }
cond-on-longship = luchas desde un { -longship }
    .negated = no luchas desde un { -longship }

## Quantities: what a condition counts

quantity-tally = tu cantidad de { $t }
quantity-dice = el número de tus dados de guerrero
quantity-damage = el daño del enemigo
quantity-sets = el número de tus juegos de enemigos

## Targets: "gen" with "de", "dat" with "a"; .animacy: how an effect takes them (en/midgard.ftl)

target-self = { $case ->
   *[nom] tú
    [gen] de ti
    [dat] a ti
 }
    .animacy = self
target-other-player = { $case ->
   *[nom] otro jugador a tu elección
    [gen] de otro jugador a tu elección
    [dat] a otro jugador a tu elección
 }
    .animacy = anim
target-each-player = { $case ->
   *[nom] cada jugador
    [gen] de cada jugador
    [dat] a cada jugador
 }
    .animacy = anim
target-each-other-player = { $case ->
   *[nom] cada uno de los demás jugadores
    [gen] de cada uno de los demás jugadores
    [dat] a cada uno de los demás jugadores
 }
    .animacy = anim
target-longship = { $case ->
   *[nom] el drakkar
    [gen] del drakkar
    [dat] al drakkar
 }
    .animacy = inan
target-enemy = { $case ->
   *[nom] el enemigo
    [gen] del enemigo
    [dat] al enemigo
 }
    .animacy = inan

## Counters: what "for each" counts (after "por cada"; a tally's "sg" is one of it)

counter-tally = { FORM($t, case: "sg") }
counter-enemy-set = juego de enemigos de los tres colores
counter-shield = escudo obtenido en la tirada

## Durations (after "hasta")

duration-end-of-combat = el final del combate
duration-end-of-round = el final de la ronda

## Choosers

chooser-self = a tu elección
