# Maniacal: the termbase (English, the source). Game terms and card names, as translators own them.
# A term's forms are chosen by $case: "nom" (the default) and, for a noun that is counted, "nom-pl".
# Other languages add their cases (uk, pl: nom gen dat acc ins loc; de: nom acc dat gen), each also
# with "-pl", and a .gender attribute (masc, fem, neut; uk and pl also .animacy: anim or inan).

## Game terms

-infamy = Infamy
-money = money
-week = { $case ->
   *[nom] week
    [nom-pl] weeks
 }
-attraction = attraction
-henchman = { $case ->
   *[nom] henchman
    [nom-pl] henchmen
 }
-supervillain = { $case ->
   *[nom] supervillain
    [nom-pl] supervillains
 }
-lackey = lackey
-mercenary = { $case ->
   *[nom] mercenary
    [nom-pl] mercenaries
 }
-contract = { $case ->
   *[nom] contract
    [nom-pl] contracts
 }
-room = { $case ->
   *[nom] room
    [nom-pl] rooms
 }
-scheme = { $case ->
   *[nom] scheme
    [nom-pl] schemes
 }
-power = { $case ->
   *[nom] superpower
    [nom-pl] superpowers
 }
-injury = { $case ->
   *[nom] injury
    [nom-pl] injuries
 }
-die = { $case ->
   *[nom] die
    [nom-pl] dice
 }
-success = { $case ->
   *[nom] success
    [nom-pl] successes
 }
-team = team
-hero = hero
-finale = finale
-location = special location
-strength = strength
-weakness = weakness
-base = secret base

## Phases (A.2)

-base-building = base-building phase
-henchmen-phase = henchmen phase
-contract-phase = contract phase
-clean-up = clean-up

## Henchman types (A.8): the attraction tracks

-beast = { $case ->
   *[nom] beast
    [nom-pl] beasts
 }
-criminal = { $case ->
   *[nom] criminal
    [nom-pl] criminals
 }
-scientist = { $case ->
   *[nom] scientist
    [nom-pl] scientists
 }
-mystic = { $case ->
   *[nom] mystic
    [nom-pl] mystics
 }

## Traits (A.8)

-brawn = Brawn
-stealth = Stealth
-intellect = Intellect
-magic = Magic

## Contract difficulties (A.3)

-easy = easy
-hard = hard
-legendary = legendary

## Continents (A.12)

-north-america = North America
-south-america = South America
-europe = Europe
-africa = Africa
-asia = Asia
-australia = Australia

## Special locations (A.12)

-underground = the Underground
-hoodlum-hospital = the Hoodlum Hospital
-lucifers-lounge = Lucifer's Lounge

## Card names

-card-man-c001 = Midnight at the Mint
-card-man-c002 = Borrow the Moon Rock
-card-man-c003 = Reprogram the Weather
-card-man-h001 = Fingers Malloy
-card-man-h002 = Gnash the Unleashed
-card-man-h003 = Doctor Voltwhisker
-card-man-m001 = Blade-for-Hire Ostrova
-card-man-p001 = Unnatural Reflexes
-card-man-s001 = Anonymous Tip
-card-man-s002 = Offshore Nest Egg
-card-man-f001 = Master of Shadows
-card-man-x001 = Captain Probity
-card-man-o001 = Hoodlum Hospital
-card-man-o002 = Lucifer's Lounge
-card-man-o003 = The Underground
-card-man-r001 = Piranha Boardroom
-card-man-r002 = Sub-Basement Particle Loom
-card-man-r003 = Candlelit Grimoire Vault
-card-man-v001 = Countess Rimefang
-card-man-l001 = Sleet and Slush
-card-man-v002 = Professor Gorgonax
-card-man-l002 = Mister Pebbles

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

-resource-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
-resource-infamy = { $case ->
   *[nom] { -infamy }
    [nom-pl] { -infamy }
 }
-resource-weeks = { $case ->
   *[nom] { -week }
    [nom-pl] { -week(case: "nom-pl") }
 }
-currency-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
-prize-infamy = { $case ->
   *[nom] { -infamy }
    [nom-pl] { -infamy }
 }
-prize-money = { $case ->
   *[nom] { -money }
    [nom-pl] { -money }
 }
-henchman-type-beast = { $case ->
   *[nom] { -beast }
    [nom-pl] { -beast(case: "nom-pl") }
 }
-henchman-type-criminal = { $case ->
   *[nom] { -criminal }
    [nom-pl] { -criminal(case: "nom-pl") }
 }
-henchman-type-scientist = { $case ->
   *[nom] { -scientist }
    [nom-pl] { -scientist(case: "nom-pl") }
 }
-henchman-type-mystic = { $case ->
   *[nom] { -mystic }
    [nom-pl] { -mystic(case: "nom-pl") }
 }
-trait-brawn = { -brawn }
-trait-stealth = { -stealth }
-trait-intellect = { -intellect }
-trait-magic = { -magic }
-difficulty-easy = { -easy }
-difficulty-hard = { -hard }
-difficulty-legendary = { -legendary }
-continent-north-america = { -north-america }
-continent-south-america = { -south-america }
-continent-europe = { -europe }
-continent-africa = { -africa }
-continent-asia = { -asia }
-continent-australia = { -australia }
-location-underground = { -underground }
-location-hoodlum-hospital = { -hoodlum-hospital }
-location-lucifers-lounge = { -lucifers-lounge }

-room-type-action = Action room
-room-type-contract = Contract room

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
-game-title = Maniacal
-deck-contracts = Contracts
-deck-finales = Finales
-deck-henchmen = Henchmen
-deck-heroes = Heroes
-deck-mercenaries = Mercenaries
-deck-powers = Powers
-deck-rooms = Rooms
-deck-schemes = Schemes
