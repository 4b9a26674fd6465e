# Champions of Midgard: the termbase (English, the source). Game terms and card names, as translators
# own them. A term's forms are chosen by $case: "nom" (the default) and, for a noun that is counted,
# "nom-pl". Other languages add their cases (uk, pl: nom gen dat acc ins loc; de: nom acc dat gen),
# each also with "-pl", and a .gender attribute (masc, fem, neut; uk and pl also .animacy).

## Resources (B.41)

-glory = Glory
-favor = Favor
-blame = Blame
-food = food
-wood = wood
-coin = { $case ->
   *[nom] coin
    [nom-pl] coins
 }

## Warriors and dice (B.45)

-warrior = { $case ->
   *[nom] warrior
    [nom-pl] warriors
 }
-swordsman = { $case ->
   *[nom] swordsman
    [nom-pl] swordsmen
 }
-spearman = { $case ->
   *[nom] spearman
    [nom-pl] spearmen
 }
-axeman = { $case ->
   *[nom] axeman
    [nom-pl] axemen
 }
-die = { $case ->
   *[nom] die
    [nom-pl] dice
 }
-hit = { $case ->
   *[nom] hit
    [nom-pl] hits
 }
-double-hit = { $case ->
   *[nom] double hit
    [nom-pl] double hits
 }
-shield = { $case ->
   *[nom] shield
    [nom-pl] shields
 }
-blank = { $case ->
   *[nom] blank
    [nom-pl] blanks
 }
-damage = damage

## Enemies (B.46)

-enemy = { $case ->
   *[nom] enemy
    [nom-pl] enemies
 }
-troll = { $case ->
   *[nom] troll
    [nom-pl] trolls
 }
-draugr = draugr
-monster = { $case ->
   *[nom] monster
    [nom-pl] monsters
 }
-kraken = kraken
-enemy-set = { $case ->
   *[nom] enemy set
    [nom-pl] enemy sets
 }

## Cards, pieces and places

-journey = { $case ->
   *[nom] journey card
    [nom-pl] journey cards
 }
-rune = { $case ->
   *[nom] rune
    [nom-pl] runes
 }
-destiny = { $case ->
   *[nom] destiny card
    [nom-pl] destiny cards
 }
-merchant-ship = { $case ->
   *[nom] merchant ship
    [nom-pl] merchant ships
 }
-longship = { $case ->
   *[nom] longship
    [nom-pl] longships
 }
-worker = { $case ->
   *[nom] worker
    [nom-pl] workers
 }
-leader = leader
-first-player = first-player marker
-market-stall = market stall
-space = space
-combat = combat
-round = round

## Colours (B.51) and kinds of space (B.40)

-red = red
-yellow = yellow
-blue = blue
-brown = brown
-military = military
-economic = economic

## Card names

-card-mid-l001 = Svanhild Swordmaiden
-card-mid-l002 = Gylfi Seaworthy
-card-mid-w001 = Swordsman
-card-mid-w002 = Spearman
-card-mid-w003 = Axeman
-card-mid-o001 = Large Public Longship
-card-mid-o002 = Sea-Stallion
-card-mid-k001 = Weapon Rack
-card-mid-b001 = Blacksmith
-card-mid-b002 = Jarl's Longhouse
-card-mid-b003 = Hunting Grounds
-card-mid-b004 = Sage's House
-card-mid-r001 = Rune of the Grim Axe
-card-mid-r002 = Rune of Fair Winds
-card-mid-y001 = Draugr Bane
-card-mid-y002 = Well Stocked
-card-mid-s001 = Knarr from Hedeby
-card-mid-t001 = Grumblegut of the Toll Bridge
-card-mid-t002 = Old Mossback
-card-mid-d001 = Barrow-Wight of the Grey Howe
-card-mid-d002 = Rattlebone Reaver
-card-mid-m001 = Fenwolf Litter
-card-mid-m002 = Tide-Wyrm of Skerry
-card-mid-j001 = Squall off the Fjord
-card-mid-j002 = Glassy Calm
-card-mid-j003 = Something Large Below

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

-warrior-swordsman = { $case ->
   *[nom] { -swordsman }
    [nom-pl] { -swordsman(case: "nom-pl") }
 }
-warrior-spearman = { $case ->
   *[nom] { -spearman }
    [nom-pl] { -spearman(case: "nom-pl") }
 }
-warrior-axeman = { $case ->
   *[nom] { -axeman }
    [nom-pl] { -axeman(case: "nom-pl") }
 }
-resource-food = { $case ->
   *[nom] { -food }
    [nom-pl] { -food }
 }
-resource-wood = { $case ->
   *[nom] { -wood }
    [nom-pl] { -wood }
 }
-resource-coins = { $case ->
   *[nom] { -coin }
    [nom-pl] { -coin(case: "nom-pl") }
 }
-resource-favor = { $case ->
   *[nom] { -favor }
    [nom-pl] { -favor }
 }
-resource-blame = { $case ->
   *[nom] { -blame }
    [nom-pl] { -blame }
 }
-resource-glory = { $case ->
   *[nom] { -glory }
    [nom-pl] { -glory }
 }
-goods-food = { $case ->
   *[nom] { -food }
    [nom-pl] { -food }
 }
-goods-wood = { $case ->
   *[nom] { -wood }
    [nom-pl] { -wood }
 }
-goods-coins = { $case ->
   *[nom] { -coin }
    [nom-pl] { -coin(case: "nom-pl") }
 }
-goods-favor = { $case ->
   *[nom] { -favor }
    [nom-pl] { -favor }
 }
-face-hit = { $case ->
   *[nom] { -hit }
    [nom-pl] { -hit(case: "nom-pl") }
 }
-face-double-hit = { $case ->
   *[nom] { -double-hit }
    [nom-pl] { -double-hit(case: "nom-pl") }
 }
-face-shield = { $case ->
   *[nom] { -shield }
    [nom-pl] { -shield(case: "nom-pl") }
 }
-face-blank = { $case ->
   *[nom] { -blank }
    [nom-pl] { -blank(case: "nom-pl") }
 }
-enemy-troll = { $case ->
   *[nom] { -troll }
    [nom-pl] { -troll(case: "nom-pl") }
 }
-enemy-draugr = { -draugr }
-enemy-monster = { $case ->
   *[nom] { -monster }
    [nom-pl] { -monster(case: "nom-pl") }
 }
-enemy-kraken = { -kraken }
-colour-red = { -red }
-colour-yellow = { -yellow }
-colour-blue = { -blue }
-stall-military = { -military }
-stall-economic = { -economic }

-space-brown = brown
-space-blue = blue
-space-red = red

## What "the most" and "for each" count (B.55): -tally-<value>

-tally-food = food
-tally-wood = wood
-tally-coins = coins
-tally-favor = Favor
-tally-glory = Glory
-tally-blame = Blame
-tally-trolls = trolls killed
-tally-draugr = draugr killed
-tally-monsters = monsters killed
-tally-enemies = enemies killed
-tally-warriors = warrior dice
-tally-runes = runes

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
-game-title = Champions of Midgard
-deck-destinies = Destinies
-deck-draugr = Draugr
-deck-journeys = Journeys
-deck-merchant-ships = Merchant Ships
-deck-monsters = Monsters
-deck-runes = Runes
-deck-stalls = Stalls
-deck-trolls = Trolls
