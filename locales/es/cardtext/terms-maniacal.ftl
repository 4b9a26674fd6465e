# Maniacal: the termbase (Spanish). Spanish has no cases: "nom" is the singular, "nom-pl" the plural
# of a counted noun; .gender (masc, fem) for the articles and adjectives that agree with it.


## Game terms

# source-hash: ba16c0e221b2
-infamy = Infamia
    .gender = fem
# source-hash: 42de57c178d4
-money = dinero
    .gender = masc
# source-hash: d598bac95fb3
-week =
    { $case ->
       *[nom] semana
        [nom-pl] semanas
    }
    .gender = fem
# source-hash: fdcad756a9d6
-attraction = atracción
    .gender = fem
# source-hash: b96e9ab588dc
-henchman =
    { $case ->
       *[nom] secuaz
        [nom-pl] secuaces
    }
    .gender = masc
# source-hash: bf3c587be640
-supervillain =
    { $case ->
       *[nom] supervillano
        [nom-pl] supervillanos
    }
    .gender = masc
# source-hash: 5bac2dd68b22
-lackey = lacayo
    .gender = masc
# source-hash: 60594a30aca4
-mercenary =
    { $case ->
       *[nom] mercenario
        [nom-pl] mercenarios
    }
    .gender = masc
# source-hash: 5839264baf6a
-contract =
    { $case ->
       *[nom] contrato
        [nom-pl] contratos
    }
    .gender = masc
# source-hash: f1f7ea0fd154
-room =
    { $case ->
       *[nom] sala
        [nom-pl] salas
    }
    .gender = fem
# source-hash: d66c1d97f3b5
-scheme =
    { $case ->
       *[nom] intriga
        [nom-pl] intrigas
    }
    .gender = fem
# source-hash: f53a75988c83
-power =
    { $case ->
       *[nom] superpoder
        [nom-pl] superpoderes
    }
    .gender = masc
# source-hash: 30eb3522544a
-injury =
    { $case ->
       *[nom] herida
        [nom-pl] heridas
    }
    .gender = fem
# source-hash: dae590ea8458
-die =
    { $case ->
       *[nom] dado
        [nom-pl] dados
    }
    .gender = masc
# source-hash: d1ff2c797228
-success =
    { $case ->
       *[nom] éxito
        [nom-pl] éxitos
    }
    .gender = masc
# source-hash: 3beb9b2ae7d3
-team = equipo
    .gender = masc
# source-hash: d0767719b25b
-hero = héroe
    .gender = masc
# source-hash: c593784f24ea
-finale = final
    .gender = masc
# source-hash: ceb7c6cd6213
-location = lugar especial
    .gender = masc
# source-hash: b09a94b1bcfe
-strength = fortaleza
    .gender = fem
# source-hash: a9c577ed698e
-weakness = debilidad
    .gender = fem
# source-hash: 03930f37bc09
-base = base secreta
    .gender = fem

## Phases (A.2)

# source-hash: b933feefeaa6
-base-building = fase de construcción
    .gender = fem
# source-hash: 43439a661fdc
-henchmen-phase = fase de secuaces
    .gender = fem
# source-hash: 41cbe4add52b
-contract-phase = fase de contratos
    .gender = fem
# source-hash: c57ea683e577
-clean-up = limpieza
    .gender = fem

## Henchman types (A.8): the attraction tracks

# source-hash: 612f1c0785c2
-beast =
    { $case ->
       *[nom] bestia
        [nom-pl] bestias
    }
    .gender = fem
# source-hash: 2d906bddbb54
-criminal =
    { $case ->
       *[nom] criminal
        [nom-pl] criminales
    }
    .gender = masc
# source-hash: 897d643ff99d
-scientist =
    { $case ->
       *[nom] científico
        [nom-pl] científicos
    }
    .gender = masc
# source-hash: 98fcccae319b
-mystic =
    { $case ->
       *[nom] místico
        [nom-pl] místicos
    }
    .gender = masc

## Traits (A.8)

# source-hash: 65b77385f640
-brawn = Fuerza
    .gender = fem
# source-hash: 44523f44a2eb
-stealth = Sigilo
    .gender = masc
# source-hash: 3a3b8f8bf1dd
-intellect = Intelecto
    .gender = masc
# source-hash: fd90fa5b6e22
-magic = Magia
    .gender = fem

## Contract difficulties (A.3)

# source-hash: 69d9a6c05dfa
-easy = fácil
# source-hash: 927409fa7788
-hard = difícil
# source-hash: 961f53b67044
-legendary = legendario

## Continents (A.12)

# source-hash: 63a60b7cd494
-north-america = América del Norte
    .gender = fem
# source-hash: 96decb090845
-south-america = América del Sur
    .gender = fem
# source-hash: 62c31bcf900d
-europe = Europa
    .gender = fem
# source-hash: c9f47c2c4c8c
-africa = África
    .gender = fem
# source-hash: 800f5e78975f
-asia = Asia
    .gender = fem
# source-hash: dc4cb4741563
-australia = Australia
    .gender = fem

## Special locations (A.12)

# source-hash: 4ab0ee3c55b8
-underground = los Bajos Fondos
    .gender = masc
# source-hash: a049995e5025
-hoodlum-hospital = el Hospital de Maleantes
    .gender = masc
# source-hash: 5f9eef044595
-lucifers-lounge = el Lucifer's Lounge
    .gender = masc

## Card names

# source-hash: fec97ba9bf05
-card-man-c001 = Medianoche en la Casa de la Moneda
    .gender = masc
# source-hash: 26d901e7cc14
-card-man-c002 = Tomar prestada la roca lunar
    .gender = masc
# source-hash: 4ef092067ed9
-card-man-c003 = Reprogramar el clima
    .gender = masc
# source-hash: 383a869f3ed1
-card-man-h001 = Dedos Malloy
    .gender = masc
# source-hash: e6d0bf86e74c
-card-man-h002 = Gnash el Desatado
    .gender = masc
# source-hash: f4c3417f8b8a
-card-man-h003 = Doctor Voltibigote
    .gender = masc
# source-hash: 5959adcca332
-card-man-m001 = Ostrova, espada de alquiler
    .gender = fem
# source-hash: 9d755dcbeff4
-card-man-p001 = Reflejos antinaturales
    .gender = masc
# source-hash: c132666e718c
-card-man-s001 = Soplo anónimo
    .gender = masc
# source-hash: d84c25083172
-card-man-s002 = Ahorros en un paraíso fiscal
    .gender = masc
# source-hash: 26da9e0175aa
-card-man-f001 = Maestro de las sombras
    .gender = masc
# source-hash: 0856ec0828d0
-card-man-x001 = Capitán Probidad
    .gender = masc
# source-hash: f5ed642db39a
-card-man-o001 = Hospital de Maleantes
    .gender = masc
# source-hash: 290b98d63592
-card-man-o002 = Lucifer's Lounge
    .gender = masc
# source-hash: b7bffd7574cf
-card-man-o003 = Los Bajos Fondos
    .gender = masc
# source-hash: 1e03402a236f
-card-man-r001 = Sala de juntas con pirañas
    .gender = fem
# source-hash: b4603c6f9bf2
-card-man-r002 = Telar de partículas del sótano
    .gender = masc
# source-hash: 2e7c6933b61f
-card-man-r003 = Cripta de grimorios a la luz de las velas
    .gender = fem
# source-hash: d7d627106e53
-card-man-v001 = Condesa Colmillo de Escarcha
    .gender = fem
# source-hash: 17f5d5c61cd9
-card-man-l001 = Aguanieve y Fanguito
    .gender = masc
# source-hash: ae172dc0581d
-card-man-v002 = Profesor Gorgonax
    .gender = masc
# source-hash: e47926d8b91c
-card-man-l002 = Señor Guijarro
    .gender = masc

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 355ff1b2cd68
-resource-money =
    { $case ->
       *[nom] { -money }
        [nom-pl] { -money }
    }
    .gender = masc
# source-hash: 7b34f55c83a7
-resource-infamy =
    { $case ->
       *[nom] { -infamy }
        [nom-pl] { -infamy }
    }
    .gender = fem
# source-hash: 7f6748815f9c
-resource-weeks =
    { $case ->
       *[nom] { -week }
        [nom-pl] { -week(case: "nom-pl") }
    }
    .gender = fem
# source-hash: 79007f047762
-currency-money =
    { $case ->
       *[nom] { -money }
        [nom-pl] { -money }
    }
    .gender = masc
# source-hash: b6419f90972c
-prize-infamy =
    { $case ->
       *[nom] { -infamy }
        [nom-pl] { -infamy }
    }
    .gender = fem
# source-hash: 0985a75b3603
-prize-money =
    { $case ->
       *[nom] { -money }
        [nom-pl] { -money }
    }
    .gender = masc
# source-hash: 216386f213d4
-henchman-type-beast =
    { $case ->
       *[nom] { -beast }
        [nom-pl] { -beast(case: "nom-pl") }
    }
    .gender = fem
# source-hash: 82237e4d8526
-henchman-type-criminal =
    { $case ->
       *[nom] { -criminal }
        [nom-pl] { -criminal(case: "nom-pl") }
    }
    .gender = masc
# source-hash: e470075edc30
-henchman-type-scientist =
    { $case ->
       *[nom] { -scientist }
        [nom-pl] { -scientist(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 45f7a5a40347
-henchman-type-mystic =
    { $case ->
       *[nom] { -mystic }
        [nom-pl] { -mystic(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 3d5ad7f1bb41
-trait-brawn = { -brawn }
    .gender = fem
# source-hash: 07a54845d207
-trait-stealth = { -stealth }
    .gender = masc
# source-hash: cab660b78db1
-trait-intellect = { -intellect }
    .gender = masc
# source-hash: 902ed047b03a
-trait-magic = { -magic }
    .gender = fem
# source-hash: e4277cb7d406
-difficulty-easy = { -easy }
# source-hash: c2fe4ef1fbbc
-difficulty-hard = { -hard }
# source-hash: 319d0d65d7c9
-difficulty-legendary = { -legendary }
# source-hash: bb5bce0be604
-continent-north-america = { -north-america }
    .gender = fem
# source-hash: a2a6ee4da936
-continent-south-america = { -south-america }
    .gender = fem
# source-hash: b4a78b4895a8
-continent-europe = { -europe }
    .gender = fem
# source-hash: 0704b80e2191
-continent-africa = { -africa }
    .gender = fem
# source-hash: 536ea257e43b
-continent-asia = { -asia }
    .gender = fem
# source-hash: fa0b308fc85d
-continent-australia = { -australia }
    .gender = fem
# source-hash: 0676acfab90a
-location-underground = { -underground }
    .gender = masc
# source-hash: 39c80af22f32
-location-hoodlum-hospital = { -hoodlum-hospital }
    .gender = masc
# source-hash: a3f38ee026a3
-location-lucifers-lounge = { -lucifers-lounge }
    .gender = masc
# source-hash: 99d3fb08e1d7
-room-type-action = Sala de acción
    .gender = fem
# source-hash: a948ecc4387f
-room-type-contract = Sala de contrato
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 2edda6a4cc0c
-game-title = Maniacal
# source-hash: de3f3ad78ad6
-deck-contracts = Contratos
# source-hash: 9c86346a6b14
-deck-finales = Finales
# source-hash: eb602224f083
-deck-henchmen = Secuaces
# source-hash: 50e289d6f858
-deck-heroes = Héroes
# source-hash: 0979924ab296
-deck-mercenaries = Mercenarios
# source-hash: 02997e1c21ae
-deck-powers = Poderes
# source-hash: 5a2cafd42669
-deck-rooms = Salas
# source-hash: 2eb9238024c5
-deck-schemes = Planes
