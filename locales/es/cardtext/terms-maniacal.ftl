# Maniacal: the termbase (Spanish). Spanish has no cases: "nom" is the singular, "nom-pl" the plural
# of a counted noun; .gender (masc, fem) for the articles and adjectives that agree with it.

## Game terms

# source-hash: ba16c0e221b2
-infamy = Infamia
    .gender = fem
# source-hash: 42de57c178d4
-money = dinero
    .gender = masc
# source-hash: cc7acb9261dc
-week = { $case ->
   *[nom] semana
    [nom-pl] semanas
 }
    .gender = fem
# source-hash: fdcad756a9d6
-attraction = atracción
    .gender = fem
# source-hash: 0d98d075c326
-henchman = { $case ->
   *[nom] secuaz
    [nom-pl] secuaces
 }
    .gender = masc
# source-hash: 9ea73c1f4f22
-supervillain = { $case ->
   *[nom] supervillano
    [nom-pl] supervillanos
 }
    .gender = masc
# source-hash: 5bac2dd68b22
-lackey = lacayo
    .gender = masc
# source-hash: afcb2933aa69
-mercenary = { $case ->
   *[nom] mercenario
    [nom-pl] mercenarios
 }
    .gender = masc
# source-hash: b37499e22bd8
-contract = { $case ->
   *[nom] contrato
    [nom-pl] contratos
 }
    .gender = masc
# source-hash: 7f767b3e24e9
-room = { $case ->
   *[nom] sala
    [nom-pl] salas
 }
    .gender = fem
# source-hash: 7e1af0fed1d8
-scheme = { $case ->
   *[nom] intriga
    [nom-pl] intrigas
 }
    .gender = fem
# source-hash: 46f56e0912c2
-power = { $case ->
   *[nom] superpoder
    [nom-pl] superpoderes
 }
    .gender = masc
# source-hash: 106e364727fe
-injury = { $case ->
   *[nom] herida
    [nom-pl] heridas
 }
    .gender = fem
# source-hash: 294036c6d6cc
-die = { $case ->
   *[nom] dado
    [nom-pl] dados
 }
    .gender = masc
# source-hash: d050df0ef69c
-success = { $case ->
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

# source-hash: a038ad35a6e1
-beast = { $case ->
   *[nom] bestia
    [nom-pl] bestias
 }
    .gender = fem
# source-hash: 2d3c8af04cff
-criminal = { $case ->
   *[nom] criminal
    [nom-pl] criminales
 }
    .gender = masc
# source-hash: 5bc3d8f73494
-scientist = { $case ->
   *[nom] científico
    [nom-pl] científicos
 }
    .gender = masc
# source-hash: c40928fe7cb4
-mystic = { $case ->
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

# source-hash: 8aca103d765f
-resource-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
    .gender = masc
# source-hash: 6c4635dfad70
-resource-infamy = { $case ->
   *[nom] { -infamy }
    [nom-pl] { -infamy }
 }
    .gender = fem
# source-hash: 70638e7693dc
-resource-weeks = { $case ->
   *[nom] { -week }
    [nom-pl] { -week(case: "nom-pl") }
 }
    .gender = fem
# source-hash: 8d1583226e38
-currency-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
    .gender = masc
# source-hash: e87b8fa39d1d
-prize-infamy = { $case ->
   *[nom] { -infamy }
    [nom-pl] { -infamy }
 }
    .gender = fem
# source-hash: 3dc95034375c
-prize-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
    .gender = masc
# source-hash: 44b205accb86
-henchman-type-beast = { $case ->
   *[nom] { -beast }
    [nom-pl] { -beast(case: "nom-pl") }
 }
    .gender = fem
# source-hash: 7820532e1391
-henchman-type-criminal = { $case ->
   *[nom] { -criminal }
    [nom-pl] { -criminal(case: "nom-pl") }
 }
    .gender = masc
# source-hash: fea7f12a725a
-henchman-type-scientist = { $case ->
   *[nom] { -scientist }
    [nom-pl] { -scientist(case: "nom-pl") }
 }
    .gender = masc
# source-hash: fd18af746f72
-henchman-type-mystic = { $case ->
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
