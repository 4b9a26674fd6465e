# Maniacal: the termbase (Spanish). Spanish has no cases: "nom" is the singular, "nom-pl" the plural
# of a counted noun; .gender (masc, fem) for the articles and adjectives that agree with it.

## Game terms

-infamy = Infamia
    .gender = fem
-money = dinero
    .gender = masc
-week = { $case ->
   *[nom] semana
    [nom-pl] semanas
 }
    .gender = fem
-attraction = atracción
    .gender = fem
-henchman = { $case ->
   *[nom] secuaz
    [nom-pl] secuaces
 }
    .gender = masc
-supervillain = { $case ->
   *[nom] supervillano
    [nom-pl] supervillanos
 }
    .gender = masc
-lackey = lacayo
    .gender = masc
-mercenary = { $case ->
   *[nom] mercenario
    [nom-pl] mercenarios
 }
    .gender = masc
-contract = { $case ->
   *[nom] contrato
    [nom-pl] contratos
 }
    .gender = masc
-room = { $case ->
   *[nom] sala
    [nom-pl] salas
 }
    .gender = fem
-scheme = { $case ->
   *[nom] intriga
    [nom-pl] intrigas
 }
    .gender = fem
-power = { $case ->
   *[nom] superpoder
    [nom-pl] superpoderes
 }
    .gender = masc
-injury = { $case ->
   *[nom] herida
    [nom-pl] heridas
 }
    .gender = fem
-die = { $case ->
   *[nom] dado
    [nom-pl] dados
 }
    .gender = masc
-success = { $case ->
   *[nom] éxito
    [nom-pl] éxitos
 }
    .gender = masc
-team = equipo
    .gender = masc
-hero = héroe
    .gender = masc
-finale = final
    .gender = masc
-location = lugar especial
    .gender = masc
-strength = fortaleza
    .gender = fem
-weakness = debilidad
    .gender = fem
-base = base secreta
    .gender = fem

## Phases (A.2)

-base-building = fase de construcción
    .gender = fem
-henchmen-phase = fase de secuaces
    .gender = fem
-contract-phase = fase de contratos
    .gender = fem
-clean-up = limpieza
    .gender = fem

## Henchman types (A.8): the attraction tracks

-beast = { $case ->
   *[nom] bestia
    [nom-pl] bestias
 }
    .gender = fem
-criminal = { $case ->
   *[nom] criminal
    [nom-pl] criminales
 }
    .gender = masc
-scientist = { $case ->
   *[nom] científico
    [nom-pl] científicos
 }
    .gender = masc
-mystic = { $case ->
   *[nom] místico
    [nom-pl] místicos
 }
    .gender = masc

## Traits (A.8)

-brawn = Fuerza
    .gender = fem
-stealth = Sigilo
    .gender = masc
-intellect = Intelecto
    .gender = masc
-magic = Magia
    .gender = fem

## Contract difficulties (A.3)

-easy = fácil
-hard = difícil
-legendary = legendario

## Continents (A.12)

-north-america = América del Norte
    .gender = fem
-south-america = América del Sur
    .gender = fem
-europe = Europa
    .gender = fem
-africa = África
    .gender = fem
-asia = Asia
    .gender = fem
-australia = Australia
    .gender = fem

## Special locations (A.12)

-underground = los Bajos Fondos
    .gender = masc
-hoodlum-hospital = el Hospital de Maleantes
    .gender = masc
-lucifers-lounge = el Lucifer's Lounge
    .gender = masc

## Card names

-card-man-c001 = Medianoche en la Casa de la Moneda
    .gender = masc
-card-man-c002 = Tomar prestada la roca lunar
    .gender = masc
-card-man-c003 = Reprogramar el clima
    .gender = masc
-card-man-h001 = Dedos Malloy
    .gender = masc
-card-man-h002 = Gnash el Desatado
    .gender = masc
-card-man-h003 = Doctor Voltibigote
    .gender = masc
-card-man-m001 = Ostrova, espada de alquiler
    .gender = fem
-card-man-p001 = Reflejos antinaturales
    .gender = masc
-card-man-s001 = Soplo anónimo
    .gender = masc
-card-man-s002 = Ahorros en un paraíso fiscal
    .gender = masc
-card-man-f001 = Maestro de las sombras
    .gender = masc
-card-man-x001 = Capitán Probidad
    .gender = masc
-card-man-o001 = Hospital de Maleantes
    .gender = masc
-card-man-o002 = Lucifer's Lounge
    .gender = masc
-card-man-o003 = Los Bajos Fondos
    .gender = masc
-card-man-r001 = Sala de juntas con pirañas
    .gender = fem
-card-man-r002 = Telar de partículas del sótano
    .gender = masc
-card-man-r003 = Cripta de grimorios a la luz de las velas
    .gender = fem
-card-man-v001 = Condesa Colmillo de Escarcha
    .gender = fem
-card-man-l001 = Aguanieve y Fanguito
    .gender = masc
-card-man-v002 = Profesor Gorgonax
    .gender = masc
-card-man-l002 = Señor Guijarro
    .gender = masc

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

-resource-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
    .gender = masc
-resource-infamy = { $case ->
   *[nom] { -infamy }
    [nom-pl] { -infamy }
 }
    .gender = fem
-resource-weeks = { $case ->
   *[nom] { -week }
    [nom-pl] { -week(case: "nom-pl") }
 }
    .gender = fem
-currency-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
    .gender = masc
-prize-infamy = { $case ->
   *[nom] { -infamy }
    [nom-pl] { -infamy }
 }
    .gender = fem
-prize-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
    .gender = masc
-henchman-type-beast = { $case ->
   *[nom] { -beast }
    [nom-pl] { -beast(case: "nom-pl") }
 }
    .gender = fem
-henchman-type-criminal = { $case ->
   *[nom] { -criminal }
    [nom-pl] { -criminal(case: "nom-pl") }
 }
    .gender = masc
-henchman-type-scientist = { $case ->
   *[nom] { -scientist }
    [nom-pl] { -scientist(case: "nom-pl") }
 }
    .gender = masc
-henchman-type-mystic = { $case ->
   *[nom] { -mystic }
    [nom-pl] { -mystic(case: "nom-pl") }
 }
    .gender = masc
-trait-brawn = { -brawn }
    .gender = fem
-trait-stealth = { -stealth }
    .gender = masc
-trait-intellect = { -intellect }
    .gender = masc
-trait-magic = { -magic }
    .gender = fem
-difficulty-easy = { -easy }
-difficulty-hard = { -hard }
-difficulty-legendary = { -legendary }
-continent-north-america = { -north-america }
    .gender = fem
-continent-south-america = { -south-america }
    .gender = fem
-continent-europe = { -europe }
    .gender = fem
-continent-africa = { -africa }
    .gender = fem
-continent-asia = { -asia }
    .gender = fem
-continent-australia = { -australia }
    .gender = fem
-location-underground = { -underground }
    .gender = masc
-location-hoodlum-hospital = { -hoodlum-hospital }
    .gender = masc
-location-lucifers-lounge = { -lucifers-lounge }
    .gender = masc

-room-type-action = Sala de acción
    .gender = fem
-room-type-contract = Sala de contrato
    .gender = fem
