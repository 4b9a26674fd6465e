# Maniacal: card rules text (Spanish). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player with "tú" ("gana"). Spanish has no cases; a target's "gen" and "dat"
# forms carry the preposition, contracted where Spanish contracts it ("del equipo", "al equipo").
# CLDR's "many" is for whole millions ("1.000.000 de semanas").


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

## Card kinds (A.1)

# source-hash: e5941fabd442
kind-room = Sala de la base secreta
# source-hash: dc8d5e290e63
kind-henchman = Secuaz
# source-hash: 9ff7a20ff7a6
kind-contract = Contrato
# source-hash: 729183c7ee43
kind-supervillain = Supervillano
# source-hash: 711eccfd845e
kind-lackey = Lacayo
# source-hash: e93a431c4857
kind-mercenary = Mercenario
# source-hash: 808c918d89b8
kind-power = Superpoder
# source-hash: 63eb7fa63791
kind-scheme = Intriga
# source-hash: d3f084d80e1c
kind-finale = Final
# source-hash: 5c15cbfac6c6
kind-hero = Héroe (Escuadrón D.O.P.E.)
# source-hash: 1d69f22cfafd
kind-location = Lugar especial

## Fields: the facts printed on a card

# source-hash: f9e14f2a9468
field-cost = Coste { $value }
# source-hash: 122a0dba0db8
field-attraction = Atracción de { FORM($item, case: "nom-pl") } +{ $value }
# source-hash: d943ad2e511e
field-activation = { $value }
# source-hash: b6e2b8fe6c6d
field-type = Tipo: { $value }
# source-hash: 6ea6a9676867
field-brawn = { -brawn } { $value }
# source-hash: 93ebbdd796f7
field-stealth = { -stealth } { $value }
# source-hash: 251ec5d10f53
field-intellect = { -intellect } { $value }
# source-hash: 93ac624f9b1a
field-magic = { -magic } { $value }
# source-hash: dec31f9a7abb
field-difficulty =
    Dificultad: { $value-key ->
        [easy] baja
        [hard] alta
       *[legendary] legendaria
    }
# source-hash: 8429d03d4459
field-needs =
    Necesita { $value } { $value ->
        [one] { -success }
        [many] de { -success(case: "nom-pl") }
       *[other] { -success(case: "nom-pl") }
    } de { $item }
# source-hash: b6674d54f33d
field-team =
    Equipo de { $value } { $value ->
        [one] { -henchman }
        [many] de { -henchman(case: "nom-pl") }
       *[other] { -henchman(case: "nom-pl") }
    }
# source-hash: 87b4fc9a5f40
field-recommended = Recomendado: { $value }
# source-hash: 3147fbed4018
field-reward =
    Recompensa: { $item-key ->
        [money] { $value } $
       *[other] { $value } de { $item }
    }
# source-hash: 167bf45059e6
field-base = Guarida: { $value }
# source-hash: 61959673d1fb
field-closest = Más cercanos: { $value }
# source-hash: 39425b811fbc
field-lackey = Lacayo: { $value }
# source-hash: df510479e954
field-strength = Fortaleza: { $value }
# source-hash: 326e8cf00aeb
field-weakness = Debilidad: { $value }
# source-hash: 61763f5a1129
field-villain = Sirve a { $value }
# source-hash: 22a226796f37
field-hired-at = Se contrata en { $value }
# source-hash: 3767a2741513
field-bonus = Bonificación de { $item }: { $value }
# source-hash: 42dee6b95ca1
field-patrols = Patrulla { $value }
# source-hash: 238a39c70c7e
field-is = Lugar: { $value }
# source-hash: 9faa1b3b31cd
field-weeks =
    Una visita dura { $value } { $value ->
        [one] { -week }
        [many] de { -week(case: "nom-pl") }
       *[other] { -week(case: "nom-pl") }
    }

## Timing windows (A.2, A.14)

# source-hash: 9ea026b61c8f
window-when-built = cuando construyas esta sala
# source-hash: fbcf6a691a4a
window-when-activated = cuando actives esta sala
# source-hash: 6445162f4645
window-contract-phase = en la { -contract-phase }
# source-hash: 2bcb3649bd4d
window-henchmen-phase = al comienzo de la { -henchmen-phase }
# source-hash: 645760f3105f
window-when-recruited = cuando reclutes a este secuaz
# source-hash: 5c229c3c5d9f
window-contract-revealed = cuando se revele un contrato
# source-hash: 2ab5b423d8f6
window-on-success = cuando un contrato que intentes tenga éxito
# source-hash: 645e0aa83b2b
window-on-failure = cuando un contrato que intentes fracase
# source-hash: 2ee458f333ee
window-when-visited = cuando visites este lugar
# source-hash: 330635a7aa44
window-any-time = en cualquier momento
# source-hash: c10154f1a1d4
window-at-clean-up = durante la { -clean-up }
# source-hash: 25938f1b6489
window-game-end = al final de la partida
# source-hash: 452b0b619762
window-base-building = tras cada construcción o venta

## Costs

# source-hash: 94fa775f92cf
cost-spend-weeks =
    gasta { $n } { $n ->
        [one] { -week }
        [many] de { -week(case: "nom-pl") }
       *[other] { -week(case: "nom-pl") }
    }
# source-hash: ab24f1fb9dbb
cost-pay =
    paga { $r-key ->
        [money] { $n } $
        [weeks]
            { $n } { $n ->
                [one] { FORM($r) }
                [many] de { FORM($r, case: "nom-pl") }
               *[other] { FORM($r, case: "nom-pl") }
            }
       *[other] { $n } de { $r }
    }
# source-hash: 15df5c633c4a
cost-exhaust-self = agota esta carta
# source-hash: 0ac03cce8dc9
cost-discard-self = descarta esta carta
# source-hash: 3a9b45a8f0ae
cost-discard-schemes =
    descarta { $n } { $n ->
        [one] { -scheme }
        [many] de { -scheme(case: "nom-pl") }
       *[other] { -scheme(case: "nom-pl") }
    }

## Effects

# source-hash: e4167a4b0aea
effect-gain =
    gana { $r-key ->
        [money] { $n } $
        [weeks]
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
           *[other] gana
        } { $r-key ->
            [money] { $n } $
            [weeks]
                { $n } { $n ->
                    [one] { FORM($r) }
                    [many] de { FORM($r, case: "nom-pl") }
                   *[other] { FORM($r, case: "nom-pl") }
                }
           *[other] { $n } de { $r }
        }
# source-hash: 97d3b76de715
effect-lose =
    pierde { $r-key ->
        [money] { $n } $
        [weeks]
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
            [money] { $n } $
            [weeks]
                { $n } { $n ->
                    [one] { FORM($r) }
                    [many] de { FORM($r, case: "nom-pl") }
                   *[other] { FORM($r, case: "nom-pl") }
                }
           *[other] { $n } de { $r }
        }
# source-hash: f6b1c4b0a5db
effect-steal =
    quita { $r-key ->
        [money] { $n } $
        [weeks]
            { $n } { $n ->
                [one] { FORM($r) }
                [many] de { FORM($r, case: "nom-pl") }
               *[other] { FORM($r, case: "nom-pl") }
            }
       *[other] { $n } de { $r }
    }
    .target =
        quita { $r-key ->
            [money] { $n } $
            [weeks]
                { $n } { $n ->
                    [one] { FORM($r) }
                    [many] de { FORM($r, case: "nom-pl") }
                   *[other] { FORM($r, case: "nom-pl") }
                }
           *[other] { $n } de { $r }
        } { FORM($target, case: "dat") }
# source-hash: deb3097a4021
effect-gain-attraction = gana { $n } de { -attraction } de { FORM($t, case: "nom-pl") }
# source-hash: 47a4f6cec535
effect-gain-any-attraction = gana { $n } de { -attraction } y repártela como quieras entre tus registros
# source-hash: 106df005fb4c
effect-lose-attraction = pierde { $n } de { -attraction } de { FORM($t, case: "nom-pl") }
# source-hash: 6de623c5617d
effect-lose-any-attraction = pierde { $n } de { -attraction } de los registros que elijas
# source-hash: a5c6805f123a
effect-draw-schemes =
    roba { $n } { $n ->
        [one] { -scheme }
        [many] de { -scheme(case: "nom-pl") }
       *[other] { -scheme(case: "nom-pl") }
    }
# source-hash: b6dd9718c754
effect-draw-rooms =
    roba { $n } { $n ->
        [one] { -room }
        [many] de { -room(case: "nom-pl") }
       *[other] { -room(case: "nom-pl") }
    }
# source-hash: feb8fd3b538c
effect-draw-contracts =
    roba { $n } { $n ->
        [one] { -contract }
        [many] de { -contract(case: "nom-pl") }
       *[other] { -contract(case: "nom-pl") }
    }
# source-hash: e5c83aeb7f05
effect-gain-power =
    gana { $n } { $n ->
        [one] { -power }
        [many] de { -power(case: "nom-pl") }
       *[other] { -power(case: "nom-pl") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } gana
           *[other] gana
        } { $n } { $n ->
            [one] { -power }
            [many] de { -power(case: "nom-pl") }
           *[other] { -power(case: "nom-pl") }
        }
# source-hash: 7ba8db3a239e
effect-injure =
    hiere a { $n } { $n ->
        [one] { -henchman }
        [many] de { -henchman(case: "nom-pl") }
       *[other] { -henchman(case: "nom-pl") }
    }
    .target =
        hiere a { $n } { $n ->
            [one] { -henchman }
            [many] de { -henchman(case: "nom-pl") }
           *[other] { -henchman(case: "nom-pl") }
        } { FORM($target, case: "gen") }
# source-hash: 41942aea6356
effect-capture =
    { $n } { $n ->
        [one] { -henchman } es capturado
        [many] de { -henchman(case: "nom-pl") } son capturados
       *[other] { -henchman(case: "nom-pl") } son capturados
    }
    .target =
        { $n } { $n ->
            [one] { -henchman }
            [many] de { -henchman(case: "nom-pl") }
           *[other] { -henchman(case: "nom-pl") }
        } { FORM($target, case: "gen") } { $n ->
            [one] es capturado
            [many] son capturados
           *[other] son capturados
        }
# source-hash: 1eb765b1dcec
effect-heal =
    cura { $n } { $n ->
        [one] { -injury }
        [many] de { -injury(case: "nom-pl") }
       *[other] { -injury(case: "nom-pl") }
    }
# source-hash: 9dc004befd10
effect-hire =
    contrata a { $n } { $n ->
        [one] { -mercenary }
        [many] de { -mercenary(case: "nom-pl") }
       *[other] { -mercenary(case: "nom-pl") }
    }
# source-hash: fcfe1ff2eeec
effect-refresh =
    reactiva a { $n } { $n ->
        [one] { -henchman }
        [many] de { -henchman(case: "nom-pl") }
       *[other] { -henchman(case: "nom-pl") }
    }
# source-hash: 4b79ba50e556
effect-refresh-all = reactiva a todos tus secuaces y a tu supervillano
# source-hash: 6464dcabf60a
effect-target-change =
    { $n-sign ->
        [minus]
            el contrato necesita { $n-abs } { $n-abs ->
                [one] { -success }
                [many] de { -success(case: "nom-pl") }
               *[other] { -success(case: "nom-pl") }
            } menos
        [zero] el contrato necesita los mismos éxitos que antes
       *[plus]
            el contrato necesita { $n-abs } { $n-abs ->
                [one] { -success }
                [many] de { -success(case: "nom-pl") }
               *[other] { -success(case: "nom-pl") }
            } más
    }
# source-hash: 8b8c92671027
effect-add-dice =
    añade a la reserva { $n } { $n ->
        [one] { -die }
        [many] de { -die(case: "nom-pl") }
       *[other] { -die(case: "nom-pl") }
    } de { $trait }
# source-hash: aa803a9f494b
effect-reroll =
    vuelve a tirar { $n } { $n ->
        [one] { -die }
        [many] de { -die(case: "nom-pl") }
       *[other] { -die(case: "nom-pl") }
    }
# source-hash: 8871ef0e10a7
effect-trait-bonus = { $trait } { $n-signed }
# source-hash: e35cf448c981
effect-contract-weeks =
    { $n-sign ->
        [minus]
            los contratos te llevan { $n-abs } { $n-abs ->
                [one] { -week }
                [many] de { -week(case: "nom-pl") }
               *[other] { -week(case: "nom-pl") }
            } menos
        [zero] los contratos te llevan el mismo tiempo que antes
       *[plus]
            los contratos te llevan { $n-abs } { $n-abs ->
                [one] { -week }
                [many] de { -week(case: "nom-pl") }
               *[other] { -week(case: "nom-pl") }
            } más
    }
# source-hash: e86337c1d287
effect-no-healing = las heridas de tus secuaces nunca se curan
# source-hash: 42bb9945355c
effect-second-injury-captures = un secuaz tuyo herido por segunda vez es capturado
# source-hash: 020e3ce3eb3a
effect-arrest =
    los héroes arrestan a { $n } { $n ->
        [one] { -henchman }
        [many] de { -henchman(case: "nom-pl") }
       *[other] { -henchman(case: "nom-pl") }
    }

## Conditions

# source-hash: fa81b5e354f7
cond-playing-strengths = se juega con las fortalezas de los supervillanos
    .negated = se juega sin las fortalezas de los supervillanos
# source-hash: 0f0e7d1b0595
cond-playing-weaknesses = se juega con las debilidades de los supervillanos
    .negated = se juega sin las debilidades de los supervillanos
# source-hash: f63718121799
cond-recommended = el contrato recomienda { $trait }
    .negated = el contrato no recomienda { $trait }
# source-hash: 6ec902039a70
cond-difficulty = el contrato es { $d }
    .negated = el contrato no es { $d }
# source-hash: c2febadd1168
cond-on-continent = el contrato está en { $c }
    .negated = el contrato no está en { $c }
# source-hash: 6742d12a0aa4
cond-mixed-team = el equipo mezcla secuaces de distintos tipos
    .negated = todos los secuaces del equipo son del mismo tipo
# source-hash: 890438d0bff9
cond-team-has =
    el equipo tiene { GENDER($t) ->
        [fem] una
       *[masc] un
    } { $t }
    .negated =
        el equipo no tiene { GENDER($t) ->
            [fem] ninguna
           *[masc] ningún
        } { $t }
# source-hash: 2c6ce7ce3ce6
cond-injured = el secuaz está herido
    .negated = el secuaz no está herido

## Quantities: what a condition counts

# source-hash: dab94accd05d
quantity-resource =
    { $r-key ->
        [money] tu dinero
        [weeks] el número de semanas que te quedan
       *[other] tu { $r }
    }
# source-hash: 95d88f308137
quantity-attraction = tu atracción de { FORM($t, case: "nom-pl") }
# source-hash: ea37f4049a05
quantity-completed = el número de contratos que has completado
# source-hash: b3e7402f828d
quantity-completed-trait = el número de contratos de { $trait } que has completado
# source-hash: 325b887d056c
quantity-henchmen = el número de tus secuaces
# source-hash: 3be4b267a918
quantity-rooms = el número de salas de tu base
# source-hash: 0a844df5c73c
quantity-injured = el número de tus secuaces heridos
# source-hash: d9e3a71561e0
quantity-team-size = el tamaño del equipo

## Targets: "gen" with "de", "dat" with "a"; .animacy: how an effect takes them (en/maniacal.ftl)

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
# source-hash: e735cd92098b
target-team =
    { $case ->
       *[nom] el equipo
        [gen] del equipo
        [dat] al equipo
    }
    .animacy = inan
# source-hash: 440c1404efed
target-one-henchman =
    { $case ->
       *[nom] uno de tus secuaces
        [gen] de uno de tus secuaces
        [dat] a uno de tus secuaces
    }
    .animacy = anim
# source-hash: 8e9b6f11c781
target-each-henchman =
    { $case ->
       *[nom] cada uno de tus secuaces
        [gen] de cada uno de tus secuaces
        [dat] a cada uno de tus secuaces
    }
    .animacy = anim
# source-hash: ad014d836826
target-villain =
    { $case ->
       *[nom] tu supervillano
        [gen] de tu supervillano
        [dat] a tu supervillano
    }
    .animacy = anim
# source-hash: 65112deffe33
target-contract =
    { $case ->
       *[nom] el contrato
        [gen] del contrato
        [dat] al contrato
    }
    .animacy = inan

## Counters: what "for each" counts (after "por cada")

# source-hash: 7087b04b371f
counter-room-built = sala de tu base
# source-hash: 2a77df52bb41
counter-team-henchman = secuaz del equipo
# source-hash: 6da6d55307a5
counter-typed-henchman = { $t } entre tus secuaces
# source-hash: 8e0bfbcba670
counter-contract-completed = contrato que hayas completado
# source-hash: 2e8feb3369c1
counter-injured-henchman = secuaz tuyo herido

## Durations (after "hasta")

# source-hash: 9d30ba070b4b
duration-end-of-contract = que se resuelva el contrato
# source-hash: b10fdad6fa13
duration-end-of-phase = el final de la fase
# source-hash: e14e1d4c0b7e
duration-end-of-round = el final de la ronda

## Choosers

# source-hash: 84f0e5407338
chooser-self = a tu elección

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 91963750c610
label-activation = Activación
# source-hash: 33362bfce2c0
label-attraction = Atracción
# source-hash: 69a2db967455
label-base = Base
# source-hash: 42fc0aa03eec
label-bonus = Bonificación
# source-hash: 6d9b6a1e96c6
label-brawn = { -brawn }
# source-hash: c39aeb40f781
label-closest = Más cerca
# source-hash: d2e45501a137
label-cost = Coste
# source-hash: dc37c82cccf6
label-difficulty = Dificultad
# source-hash: 2e27fcc80c23
label-hired-at = Se contrata en
# source-hash: f3367cf12677
label-intellect = { -intellect }
# source-hash: 5b8190092617
label-lackey = Lacayo
# source-hash: 092278c3e1b1
label-magic = { -magic }
# source-hash: 82210c1cb6f4
label-needs = Requiere
# source-hash: 134caed3abba
label-patrols = Patrulla
# source-hash: 873c53e4d0ac
label-recommended = Recomendado
# source-hash: 2c5040e012de
label-reward = Recompensa
# source-hash: 8e687e935bdb
label-stealth = { -stealth }
# source-hash: 111d18214b3b
label-strength = Fortaleza
# source-hash: 3ce39c0c92cb
label-team = Equipo
# source-hash: ea45c43bddce
label-type = Tipo
# source-hash: 2cd4e8f33bd1
label-villain = Villano
# source-hash: 27d751520d68
label-weakness = Debilidad
# source-hash: 3fe376cc8fcc
label-weeks = Semanas

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
