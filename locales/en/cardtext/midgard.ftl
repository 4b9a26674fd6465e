# Champions of Midgard: card rules text (English, the source). One message per key of the game's
# vocabulary (toolkit/rulesets/midgard.py), ids `<category>-<key>`; docs/i18n.md says how they are
# put together. Named values come as terms (-resource-glory ...: terms-midgard.ftl) and as `$x-key`;
# a target, a counter or a quantity comes formatted, with its forms (`FORM($target, case: "gen")`).
# A target's .animacy says how an effect takes it: "anim" (a player: the sentence's subject),
# "inan" (a thing: where the effect happens), "self" (you: said as if there were no target).

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, if { $condition }
construct-if = if { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } for each { $counter }
construct-lasting = { $effect } until { $duration }
construct-effect-if = { $effect } if { $condition }
construct-choice-free = { $options }
construct-choice = { $options }, { $chooser }
construct-not = it is not so that { $condition }
construct-compare = { $quantity } { $op ->
    [lt] is less than { $n }
    [le] is { $n } or less
    [eq] is exactly { $n }
    [ne] is not { $n }
    [gt] is more than { $n }
   *[ge] is { $n } or more
 }
construct-compare-other = { $quantity } { $op ->
    [lt] is less than { $other }
    [le] is at most { $other }
    [eq] equals { $other }
    [ne] differs from { $other }
    [gt] is more than { $other }
   *[ge] is at least { $other }
 }

## Card kinds

kind-troll = Troll
kind-draugr = Draugr
kind-monster = Monster of the distant shores
kind-journey = Journey
kind-rune = Rune
kind-destiny = Destiny
kind-merchant-ship = Merchant ship
kind-leader = Viking leader
kind-warrior = Warrior die
kind-longship = Longship
kind-market-stall = Market stall
kind-location = Board space

## Fields: the facts printed on a card

field-health = Health { $value }
field-attack = Attack { $value }
field-reward = Reward: { $value } { $value ->
    [one] { FORM($item) }
   *[other] { FORM($item, case: "nom-pl") }
 }
field-forbids = No { $value } dice
field-colour = Colour: { $value }
field-cost = Cost: { $value } { $value ->
    [one] { FORM($item) }
   *[other] { FORM($item, case: "nom-pl") }
 }
field-glory = { $value } Glory at the end of the game
field-warriors = Longhouse of { $value } warriors
field-is = Die: { $value }
field-faces = { $value } × { $item }
field-dice = { $value } in the supply
field-capacity = Carries { $value } dice and food
field-public = Public
field-players = With { $value } or more players
field-stall = { $value } stall
field-workers = { $value ->
    [0] Any number of workers
    [one] { $value } worker
   *[other] { $value } workers
 }
field-space = { $value } space

## Timing windows (B.40, B.43, B.47)

window-when-placed = when you place a worker here
window-during-combat = during one of your fights
window-after-reroll = after you spend Favor to reroll
window-when-killed = when you kill it
window-when-revealed = when this card is revealed
window-after-journey = after a journey card is revealed
window-at-clean-up = at clean-up
window-round-start = at the start of the round
window-game-end = at the end of the game

## Costs

cost-pay = pay { $n } { $n ->
    [one] { FORM($r) }
   *[other] { FORM($r, case: "nom-pl") }
 }
cost-discard-self = discard this card

## Effects

effect-gain = gain { $n } { $n ->
    [one] { FORM($r) }
   *[other] { FORM($r, case: "nom-pl") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } gains { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
        [inan] put { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        } on { $target }
       *[self] gain { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
    }
effect-lose = lose { $n } { $n ->
    [one] { FORM($r) }
   *[other] { FORM($r, case: "nom-pl") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } loses { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
        [inan] lose { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        } from { $target }
       *[self] lose { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
    }
effect-gain-dice = gain { $n } { $w } { $n ->
    [one] die
   *[other] dice
 }
effect-take-all-dice = take all the { $w } dice piled here
effect-add-dice = add { $n } { $w } { $n ->
    [one] die
   *[other] dice
 } to this fight
effect-lose-warriors = lose { $n } { $n ->
    [one] warrior
   *[other] warriors
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } loses { $n } { $n ->
            [one] warrior
           *[other] warriors
        }
        [inan] lose { $n } { $n ->
            [one] warrior
           *[other] warriors
        } from { $target }
       *[self] lose { $n } { $n ->
            [one] warrior
           *[other] warriors
        }
    }
effect-nothing = nothing happens
effect-fight-kraken = the warriors on board fight a kraken with health { $h } and attack { $a }
effect-first-player = take the first-player marker; if you hold it already, pass it to your left
effect-look-journey = look at { $n } face-down { $n ->
    [one] journey card
   *[other] journey cards
 }
effect-draw-destiny = draw { $n } { $n ->
    [one] destiny card
   *[other] destiny cards
 }
effect-gain-worker = gain { $n } { $n ->
    [one] worker
   *[other] workers
 }
effect-hunt = roll your unassigned dice to hunt for food
effect-deal-damage = deal { $n } damage to the enemy
effect-ignore-journey = ignore the journey card just revealed
effect-reroll = reroll { $n } { $n ->
    [one] die
   *[other] dice
 }
effect-face-damage = { $n-sign ->
    [minus] each hit on a { $w } die deals { $n-abs } less damage
    [zero] hits on { $w } dice deal their usual damage
   *[plus] each hit on a { $w } die deals { $n-abs } more damage
 }
effect-free-merchants = merchant ships cost you nothing
effect-destiny-draws = { $n-sign ->
    [minus] draw { $n-abs } fewer destiny cards to choose from
    [zero] draw as many destiny cards as usual
   *[plus] draw { $n-abs } more destiny { $n-abs ->
        [one] card
       *[other] cards
    } to choose from
 }
effect-buy-longship = buy a private longship, paying its cost
effect-buy-rune = buy one of the face-up runes, paying its cost
effect-trade = trade { $n } { $n ->
    [one] { FORM($r) }
   *[other] { FORM($r, case: "nom-pl") }
 } for { $m } { $m ->
    [one] { FORM($s) }
   *[other] { FORM($s, case: "nom-pl") }
 }

## Conditions

cond-nobody-killed = nobody has killed it
    .negated = somebody has killed it
cond-most = you have the most { $t } (ties count)
    .negated = you do not have the most { $t }
cond-fighting = you are fighting a { $e }
    .negated = you are not fighting a { $e }
cond-fighting-colour = the enemy you fight is { $c }
    .negated = the enemy you fight is not { $c }
cond-on-longship = you fight from a longship
    .negated = you do not fight from a longship

## Quantities: what a condition counts

quantity-tally = your total of { $t }
quantity-dice = the number of your warrior dice
quantity-damage = the damage on the enemy
quantity-sets = the number of your enemy sets

## Targets

target-self = you
    .animacy = self
target-other-player = another player of your choice
    .animacy = anim
target-each-player = each player
    .animacy = anim
target-each-other-player = each other player
    .animacy = anim
target-longship = the longship
    .animacy = inan
target-enemy = the enemy
    .animacy = inan

## Counters: what "for each" counts

counter-tally = { $t }
counter-enemy-set = set of enemies of all three colours
counter-shield = shield rolled

## Durations

duration-end-of-combat = the end of the fight
duration-end-of-round = the end of the round

## Choosers

chooser-self = as you choose

## Field labels: how a face names a field it lists ("Base: ...")

label-attack = Attack
label-capacity = Capacity
label-colour = Colour
label-cost = Cost
label-dice = Dice
label-faces = Faces
label-forbids = Forbids
label-glory = { -glory }
label-health = Health
label-players = Players
label-public = Public
label-reward = Reward
label-space = Space
label-stall = Stall
label-warriors = Warriors
label-workers = Workers


## Print sheets: the titles printed on each page of a home sheet and on the duplex calibration page
## (toolkit/render/sheets.py). $number is the sheet's number; $edge the duplex flip edge (long, short).

sheet-fronts = sheet { $number }: fronts
sheet-backs = sheet { $number }: backs (print duplex, flip on the { $edge ->
        [long] long
       *[short] short
    } edge)
sheet-fold = sheet { $number }: fold, glue, cut
sheet-calibration-front = duplex calibration: front
sheet-calibration-print = print both pages on one sheet, duplex, at 100 % size
sheet-calibration-light = hold the sheet against the light; read the back's scales
sheet-calibration-back = duplex calibration: back
sheet-calibration-x = X in mm (+ moves the backs right)
sheet-calibration-y = Y in mm (+ moves the backs up)
sheet-calibration-offset = use --back-offset X,Y (this page: { $offset })
