# Maniacal: card rules text (Spanish). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player with "tú" ("gana"). Spanish has no cases; a target's "gen" and "dat"
# forms carry the preposition, contracted where Spanish contracts it ("del equipo", "al equipo").
# CLDR's "many" is for whole millions ("1.000.000 de semanas").

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

## Card kinds (A.1)

kind-room = Sala de la base secreta
kind-henchman = Secuaz
kind-contract = Contrato
kind-supervillain = Supervillano
kind-lackey = Lacayo
kind-mercenary = Mercenario
kind-power = Superpoder
kind-scheme = Intriga
kind-finale = Final
kind-hero = Héroe (Escuadrón D.O.P.E.)
kind-location = Lugar especial

## Fields: the facts printed on a card

field-cost = Coste { $value }
field-attraction = Atracción de { FORM($item, case: "nom-pl") } +{ $value }
field-activation = { $value }
field-type = Tipo: { $value }
field-brawn = { -brawn } { $value }
field-stealth = { -stealth } { $value }
field-intellect = { -intellect } { $value }
field-magic = { -magic } { $value }
field-difficulty = Dificultad: { $value-key ->
    [easy] baja
    [hard] alta
   *[legendary] legendaria
 }
field-needs = Necesita { $value } { $value ->
    [one] { -success }
    [many] de { -success(case: "nom-pl") }
   *[other] { -success(case: "nom-pl") }
 } de { $item }
field-team = Equipo de { $value } { $value ->
    [one] { -henchman }
    [many] de { -henchman(case: "nom-pl") }
   *[other] { -henchman(case: "nom-pl") }
 }
field-recommended = Recomendado: { $value }
field-reward = Recompensa: { $item-key ->
    [money] { $value } $
   *[other] { $value } de { $item }
 }
field-base = Guarida: { $value }
field-closest = Más cercanos: { $value }
field-lackey = Lacayo: { $value }
field-strength = Fortaleza: { $value }
field-weakness = Debilidad: { $value }
field-villain = Sirve a { $value }
field-hired-at = Se contrata en { $value }
field-bonus = Bonificación de { $item }: { $value }
field-patrols = Patrulla { $value }
field-is = Lugar: { $value }
field-weeks = Una visita dura { $value } { $value ->
    [one] { -week }
    [many] de { -week(case: "nom-pl") }
   *[other] { -week(case: "nom-pl") }
 }

## Timing windows (A.2, A.14)

window-when-built = cuando construyas esta sala
window-when-activated = cuando actives esta sala
window-contract-phase = en la { -contract-phase }
window-henchmen-phase = al comienzo de la { -henchmen-phase }
window-when-recruited = cuando reclutes a este secuaz
window-contract-revealed = cuando se revele un contrato
window-on-success = cuando un contrato que intentes tenga éxito
window-on-failure = cuando un contrato que intentes fracase
window-when-visited = cuando visites este lugar
window-any-time = en cualquier momento
window-at-clean-up = durante la { -clean-up }
window-game-end = al final de la partida
window-base-building = tras cada construcción o venta

## Costs

cost-spend-weeks = gasta { $n } { $n ->
    [one] { -week }
    [many] de { -week(case: "nom-pl") }
   *[other] { -week(case: "nom-pl") }
 }
cost-pay = paga { $r-key ->
    [money] { $n } $
    [weeks] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 }
cost-exhaust-self = agota esta carta
cost-discard-self = descarta esta carta
cost-discard-schemes = descarta { $n } { $n ->
    [one] { -scheme }
    [many] de { -scheme(case: "nom-pl") }
   *[other] { -scheme(case: "nom-pl") }
 }

## Effects

effect-gain = gana { $r-key ->
    [money] { $n } $
    [weeks] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } gana
       *[other] gana
    } { $r-key ->
        [money] { $n } $
        [weeks] { $n } { $n ->
            [one] { FORM($r) }
            [many] de { FORM($r, case: "nom-pl") }
           *[other] { FORM($r, case: "nom-pl") }
        }
       *[other] { $n } de { $r }
    }
effect-lose = pierde { $r-key ->
    [money] { $n } $
    [weeks] { $n } { $n ->
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
        [money] { $n } $
        [weeks] { $n } { $n ->
            [one] { FORM($r) }
            [many] de { FORM($r, case: "nom-pl") }
           *[other] { FORM($r, case: "nom-pl") }
        }
       *[other] { $n } de { $r }
    }
effect-steal = quita { $r-key ->
    [money] { $n } $
    [weeks] { $n } { $n ->
        [one] { FORM($r) }
        [many] de { FORM($r, case: "nom-pl") }
       *[other] { FORM($r, case: "nom-pl") }
    }
   *[other] { $n } de { $r }
 }
    .target = quita { $r-key ->
        [money] { $n } $
        [weeks] { $n } { $n ->
            [one] { FORM($r) }
            [many] de { FORM($r, case: "nom-pl") }
           *[other] { FORM($r, case: "nom-pl") }
        }
       *[other] { $n } de { $r }
    } { FORM($target, case: "dat") }
effect-gain-attraction = gana { $n } de { -attraction } de { FORM($t, case: "nom-pl") }
effect-gain-any-attraction = gana { $n } de { -attraction } y repártela como quieras entre tus registros
effect-lose-attraction = pierde { $n } de { -attraction } de { FORM($t, case: "nom-pl") }
effect-lose-any-attraction = pierde { $n } de { -attraction } de los registros que elijas
effect-draw-schemes = roba { $n } { $n ->
    [one] { -scheme }
    [many] de { -scheme(case: "nom-pl") }
   *[other] { -scheme(case: "nom-pl") }
 }
effect-draw-rooms = roba { $n } { $n ->
    [one] { -room }
    [many] de { -room(case: "nom-pl") }
   *[other] { -room(case: "nom-pl") }
 }
effect-draw-contracts = roba { $n } { $n ->
    [one] { -contract }
    [many] de { -contract(case: "nom-pl") }
   *[other] { -contract(case: "nom-pl") }
 }
effect-gain-power = gana { $n } { $n ->
    [one] { -power }
    [many] de { -power(case: "nom-pl") }
   *[other] { -power(case: "nom-pl") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } gana
       *[other] gana
    } { $n } { $n ->
        [one] { -power }
        [many] de { -power(case: "nom-pl") }
       *[other] { -power(case: "nom-pl") }
    }
effect-injure = hiere a { $n } { $n ->
    [one] { -henchman }
    [many] de { -henchman(case: "nom-pl") }
   *[other] { -henchman(case: "nom-pl") }
 }
    .target = hiere a { $n } { $n ->
        [one] { -henchman }
        [many] de { -henchman(case: "nom-pl") }
       *[other] { -henchman(case: "nom-pl") }
    } { FORM($target, case: "gen") }
effect-capture = { $n } { $n ->
    [one] { -henchman } es capturado
    [many] de { -henchman(case: "nom-pl") } son capturados
   *[other] { -henchman(case: "nom-pl") } son capturados
 }
    .target = { $n } { $n ->
        [one] { -henchman }
        [many] de { -henchman(case: "nom-pl") }
       *[other] { -henchman(case: "nom-pl") }
    } { FORM($target, case: "gen") } { $n ->
        [one] es capturado
       *[other] son capturados
    }
effect-heal = cura { $n } { $n ->
    [one] { -injury }
    [many] de { -injury(case: "nom-pl") }
   *[other] { -injury(case: "nom-pl") }
 }
effect-hire = contrata a { $n } { $n ->
    [one] { -mercenary }
    [many] de { -mercenary(case: "nom-pl") }
   *[other] { -mercenary(case: "nom-pl") }
 }
effect-refresh = reactiva a { $n } { $n ->
    [one] { -henchman }
    [many] de { -henchman(case: "nom-pl") }
   *[other] { -henchman(case: "nom-pl") }
 }
effect-refresh-all = reactiva a todos tus secuaces y a tu supervillano
effect-target-change = { $n-sign ->
    [minus] el contrato necesita { $n-abs } { $n-abs ->
        [one] { -success }
        [many] de { -success(case: "nom-pl") }
       *[other] { -success(case: "nom-pl") }
    } menos
    [zero] el contrato necesita los mismos éxitos que antes
   *[plus] el contrato necesita { $n-abs } { $n-abs ->
        [one] { -success }
        [many] de { -success(case: "nom-pl") }
       *[other] { -success(case: "nom-pl") }
    } más
 }
effect-add-dice = añade a la reserva { $n } { $n ->
    [one] { -die }
    [many] de { -die(case: "nom-pl") }
   *[other] { -die(case: "nom-pl") }
 } de { $trait }
effect-reroll = vuelve a tirar { $n } { $n ->
    [one] { -die }
    [many] de { -die(case: "nom-pl") }
   *[other] { -die(case: "nom-pl") }
 }
effect-trait-bonus = { $trait } { $n-signed }
effect-contract-weeks = { $n-sign ->
    [minus] los contratos te llevan { $n-abs } { $n-abs ->
        [one] { -week }
        [many] de { -week(case: "nom-pl") }
       *[other] { -week(case: "nom-pl") }
    } menos
    [zero] los contratos te llevan el mismo tiempo que antes
   *[plus] los contratos te llevan { $n-abs } { $n-abs ->
        [one] { -week }
        [many] de { -week(case: "nom-pl") }
       *[other] { -week(case: "nom-pl") }
    } más
 }
effect-no-healing = las heridas de tus secuaces nunca se curan
effect-second-injury-captures = un secuaz tuyo herido por segunda vez es capturado
effect-arrest = los héroes arrestan a { $n } { $n ->
    [one] { -henchman }
    [many] de { -henchman(case: "nom-pl") }
   *[other] { -henchman(case: "nom-pl") }
 }

## Conditions

cond-playing-strengths = se juega con las fortalezas de los supervillanos
    .negated = se juega sin las fortalezas de los supervillanos
cond-playing-weaknesses = se juega con las debilidades de los supervillanos
    .negated = se juega sin las debilidades de los supervillanos
cond-recommended = el contrato recomienda { $trait }
    .negated = el contrato no recomienda { $trait }
cond-difficulty = el contrato es { $d }
    .negated = el contrato no es { $d }
cond-on-continent = el contrato está en { $c }
    .negated = el contrato no está en { $c }
cond-mixed-team = el equipo mezcla secuaces de distintos tipos
    .negated = todos los secuaces del equipo son del mismo tipo
cond-team-has = el equipo tiene { GENDER($t) ->
    [fem] una
   *[masc] un
 } { $t }
    .negated = el equipo no tiene { GENDER($t) ->
        [fem] ninguna
       *[masc] ningún
    } { $t }
cond-injured = el secuaz está herido
    .negated = el secuaz no está herido

## Quantities: what a condition counts

quantity-resource = { $r-key ->
    [money] tu dinero
    [weeks] el número de semanas que te quedan
   *[other] tu { $r }
 }
quantity-attraction = tu atracción de { FORM($t, case: "nom-pl") }
quantity-completed = el número de contratos que has completado
quantity-completed-trait = el número de contratos de { $trait } que has completado
quantity-henchmen = el número de tus secuaces
quantity-rooms = el número de salas de tu base
quantity-injured = el número de tus secuaces heridos
quantity-team-size = el tamaño del equipo

## Targets: "gen" with "de", "dat" with "a"; .animacy: how an effect takes them (en/maniacal.ftl)

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
target-team = { $case ->
   *[nom] el equipo
    [gen] del equipo
    [dat] al equipo
 }
    .animacy = inan
target-one-henchman = { $case ->
   *[nom] uno de tus secuaces
    [gen] de uno de tus secuaces
    [dat] a uno de tus secuaces
 }
    .animacy = anim
target-each-henchman = { $case ->
   *[nom] cada uno de tus secuaces
    [gen] de cada uno de tus secuaces
    [dat] a cada uno de tus secuaces
 }
    .animacy = anim
target-villain = { $case ->
   *[nom] tu supervillano
    [gen] de tu supervillano
    [dat] a tu supervillano
 }
    .animacy = anim
target-contract = { $case ->
   *[nom] el contrato
    [gen] del contrato
    [dat] al contrato
 }
    .animacy = inan

## Counters: what "for each" counts (after "por cada")

counter-room-built = sala de tu base
counter-team-henchman = secuaz del equipo
counter-typed-henchman = { $t } entre tus secuaces
counter-contract-completed = contrato que hayas completado
counter-injured-henchman = secuaz tuyo herido

## Durations (after "hasta")

duration-end-of-contract = que se resuelva el contrato
duration-end-of-phase = el final de la fase
duration-end-of-round = el final de la ronda

## Choosers

chooser-self = a tu elección
